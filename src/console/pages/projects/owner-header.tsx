// The projects list's header: the console's name on the left, the signed-in owner (avatar, name or
// e-mail) and "Sign out" on the right.

import { useState, type ReactNode } from 'react';
import type { CurrentUser } from '../../../core/internal';
import { describeFailure } from '../../../react/errors';
import { useRunAction, useTranslation } from '../../../react/hooks';
import { Alert, Avatar, Button, iconProps, LogOut, personAvatarName } from '../../../react/ui';
import { useConsoleT } from '../../i18n';

export function OwnerHeader({ owner }: { owner: CurrentUser }): ReactNode {
  const t = useConsoleT();
  const tr = useTranslation();
  const run = useRunAction();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = owner.displayName || owner.primaryEmail || owner.id;
  const email = owner.primaryEmail && owner.primaryEmail !== name ? owner.primaryEmail : null;

  async function signOut(): Promise<void> {
    setBusy(true);
    setError(null);
    try {
      // The console then shows the sign-in screen (it follows the user state).
      await run(() => owner.signOut());
    } catch (failure: unknown) {
      setError(describeFailure(failure, tr).message);
      setBusy(false);
    }
  }

  return (
    <header className="stack-console-header" part="header">
      <h2 className="stack-console-brand">{t('console.title')}</h2>
      <div className="stack-console-owner" aria-label={t('projects.owner', { name })} role="group">
        <Avatar name={personAvatarName(owner)} id={owner.id} src={owner.profileImageUrl} size={32} />
        <span className="stack-console-owner-text">
          <span className="stack-console-owner-name">{name}</span>
          {email ? <span className="stack-console-owner-email">{email}</span> : null}
        </span>
        <Button variant="secondary" size="sm" icon={<LogOut {...iconProps} />} busy={busy} busyLabel={t('projects.signingOut')} onClick={() => void signOut()}>
          {t('console.signOut')}
        </Button>
      </div>
      {error ? <Alert>{error}</Alert> : null}
    </header>
  );
}
