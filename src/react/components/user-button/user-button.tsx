// UserButton: signed in -> avatar and name opening the account menu (name and e-mail on top, Account
// settings, Sign out); signed out -> "Sign in"; loading -> an avatar-sized skeleton. A failed sign-out
// keeps the session and says why inside the menu.

import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { CurrentUser } from '../../../core/internal';
import { describeFailure } from '../../errors';
import { useRunAction, useStackApp, useTranslation, useUserState } from '../../hooks';
import { Avatar, personAvatarName } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { EmailAddress } from '../../ui/email-address';
import { Alert } from '../../ui/form';
import { CircleAlert, iconProps, LogOut, Settings } from '../../ui/icons';
import { Menu, MenuItem, MenuSeparator } from '../../ui/menu';
import { Spinner } from '../../ui/spinner';
import { AvatarLoading } from '../../shared/loading-notice';

export interface UserButtonProps {
  /** Where "Sign in" leads; defaults to the app's sign-in handler URL. */
  signInUrl?: string;
}

export function UserButton({ signInUrl }: UserButtonProps): ReactNode {
  const t = useTranslation();
  const app = useStackApp();
  const state = useUserState();
  // Set when this menu signs the person out, so focus lands on "Sign in" instead of <body>.
  const signedOutHere = useRef(false);
  const signInRef = useRef<HTMLAnchorElement>(null);
  const signedOut = state.status === 'ready' && state.user === null;
  useEffect(() => {
    if (signedOut && signedOutHere.current) {
      signedOutHere.current = false;
      signInRef.current?.focus();
    }
  }, [signedOut]);

  let body: ReactNode;
  if (state.status === 'loading') {
    body = <AvatarLoading />;
  } else if (state.status === 'error') {
    body = (
      <span className="stack-user-error" role="alert">
        <CircleAlert {...iconProps} />
        <span className="stack-user-error-text">{t('userButton.unavailable')}</span>
        <span className="stack-visually-hidden">{describeFailure(state.error, t).message}</span>
        <Button variant="secondary" size="sm" onClick={state.retry}>
          {t('action.retry')}
        </Button>
      </span>
    );
  } else if (state.user) {
    body = <UserMenu user={state.user} onSigningOut={(pending) => (signedOutHere.current = pending)} />;
  } else {
    // A link (it navigates) drawn as a small secondary button.
    body = (
      <a ref={signInRef} className="stack-button stack-user-sign-in" data-variant="secondary" data-size="sm" part="button button-secondary" href={signInUrl ?? app.urls.signIn}>
        <span className="stack-button-face" data-active="">
          <span className="stack-button-label">{t('userButton.signIn')}</span>
        </span>
      </a>
    );
  }
  return <div className="stack-user-button">{body}</div>;
}

function UserMenu({ user, onSigningOut }: { user: CurrentUser; onSigningOut(pending: boolean): void }): ReactNode {
  const t = useTranslation();
  const app = useStackApp();
  const run = useRunAction();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Without a name the address stands in, styled as an address (data-kind), and the card shows it once.
  const displayName = user.displayName?.trim() || null;
  const email = user.primaryEmail;
  const name = displayName ?? email ?? t('userButton.anonymous');
  const kind = displayName === null && email ? 'email' : 'name';

  async function signOut(): Promise<void> {
    if (busy) return;
    setBusy(true);
    setError(null);
    onSigningOut(true);
    try {
      await run(() => user.signOut());
    } catch (failure: unknown) {
      onSigningOut(false);
      setError(describeFailure(failure, t).message);
      setBusy(false);
    }
  }

  return (
    <Menu
      label={t('userButton.menuLabel')}
      align="end"
      className="stack-user-menu"
      trigger={({ ref, ...props }) => (
        <Button ref={ref} variant="ghost" className="stack-user-trigger" icon={<Avatar name={personAvatarName(user)} id={user.id} src={user.profileImageUrl} />} {...props}>
          <span data-user-name="" data-kind={kind}>
            {name}
          </span>
        </Button>
      )}
      header={
        <div className="stack-user-card">
          <Avatar name={personAvatarName(user)} id={user.id} src={user.profileImageUrl} size={40} />
          <div className="stack-user-card-text">
            {kind === 'name' ? <span className="stack-user-card-name">{name}</span> : null}
            {email ? (
              <span className="stack-user-card-email">
                <EmailAddress>{email}</EmailAddress>
              </span>
            ) : null}
          </div>
        </div>
      }
      footer={error ? <Alert>{error}</Alert> : undefined}
    >
      <MenuItem href={app.urls.accountSettings} icon={<Settings {...iconProps} />}>
        {t('userButton.accountSettings')}
      </MenuItem>
      <MenuSeparator />
      {/* Stays open while signing out, so a failure can be read where the action was taken. */}
      <MenuItem icon={busy ? <Spinner /> : <LogOut {...iconProps} />} disabled={busy} data-keep-open="" onSelect={() => void signOut()}>
        {busy ? t('userButton.signingOut') : t('userButton.signOut')}
      </MenuItem>
    </Menu>
  );
}
