// UserButton: signed in -> the user's name (or e-mail) opening a menu with the e-mail and
// "Sign out"; signed out -> a "Sign in" link. A failed sign-out keeps the session and says why.

import { useState, type ReactNode } from 'react';
import type { CurrentUser } from '../../../core/apps/types';
import { errorToText } from '../../errors';
import { useRunAction, useStackApp, useTranslation, useUserState } from '../../hooks';
import { MenuFrame } from '../shared/menu-frame';
import { useMenu } from '../shared/use-menu';

export interface UserButtonProps {
  /** Where "Sign in" leads; defaults to the app's sign-in handler URL. */
  signInUrl?: string;
}

export function UserButton({ signInUrl }: UserButtonProps): ReactNode {
  const t = useTranslation();
  const app = useStackApp();
  const state = useUserState();
  let body: ReactNode;
  if (state.status === 'loading') {
    body = (
      <span className="stack-notice" aria-busy="true">
        {t('state.loading')}
      </span>
    );
  } else if (state.status === 'error') {
    body = (
      <span className="stack-error" role="alert">
        {errorToText(state.error, t)}
      </span>
    );
  } else if (state.user) {
    body = <UserMenu user={state.user} />;
  } else {
    body = (
      <a className="stack-button stack-user-sign-in" href={signInUrl ?? app.urls.signIn}>
        {t('userButton.signIn')}
      </a>
    );
  }
  return <div className="stack-root stack-user-button">{body}</div>;
}

function UserMenu({ user }: { user: CurrentUser }): ReactNode {
  const t = useTranslation();
  const app = useStackApp();
  const run = useRunAction();
  const menu = useMenu();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const label = user.displayName || user.primaryEmail || t('userButton.anonymous');

  async function signOut(): Promise<void> {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await run(() => user.signOut());
    } catch (failure: unknown) {
      setError(errorToText(failure, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <MenuFrame
      menu={menu}
      className="stack-user-menu-anchor"
      trigger={
        <button type="button" className="stack-button-plain stack-user-trigger" {...menu.triggerProps}>
          <span className="stack-user-label">{label}</span>
        </button>
      }
      menuClassName="stack-user-menu"
      menuLabel={t('userButton.menuLabel')}
      error={error}
    >
      <p className="stack-user-email" role="none">
        <span className="stack-notice">{t('userButton.signedInAs')}</span>
        <span className="stack-user-email-value">{user.primaryEmail ?? ''}</span>
      </p>
      <a role="menuitem" className="stack-link stack-user-settings" href={app.urls.accountSettings}>
        {t('userButton.accountSettings')}
      </a>
      <button type="button" role="menuitem" className="stack-button-plain stack-user-sign-out" disabled={busy} onClick={() => void signOut()}>
        {busy ? t('userButton.signingOut') : t('userButton.signOut')}
      </button>
    </MenuFrame>
  );
}
