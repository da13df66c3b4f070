// What the sign-in and sign-up cards share: the subtitle's switch link, the compact card shown to a
// signed-in person instead of the forms, and the e-mail field.

import { Fragment, useLayoutEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import type { CurrentUser } from '../../../core/internal';
import { describeFailure } from '../../errors';
import { useRunAction, useTranslation } from '../../hooks';
import { Avatar, personAvatarName } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Alert } from '../../ui/form';
import { LogOut, iconProps } from '../../ui/icons';
import { TextField } from '../../ui/text-field';

/** "Don't have an account? Sign up" as the card's subtitle. */
export function SwitchLink({ question, label, href }: { question: string; label: string; href: string }): ReactNode {
  return (
    <>
      {question}{' '}
      <a className="stack-link" href={href}>
        {label}
      </a>
    </>
  );
}

/** Counts sign-outs: it goes up whenever a signed-in user id gives way to another state. */
export function useSignOutCount(user: CurrentUser | null): number {
  const [seen, setSeen] = useState<{ id: string | null; count: number }>({ id: user?.id ?? null, count: 0 });
  const id = user?.id ?? null;
  if (id !== seen.id) {
    // Derived state, updated during render (React re-renders at once, before painting).
    const next = { id, count: seen.count + (seen.id !== null ? 1 : 0) };
    setSeen(next);
    return next.count;
  }
  return seen.count;
}

/**
 * Signed in: the compact card. Signed out: the auth flow, mounted afresh after every sign-out so no
 * step (code sent, two-factor step) or typed value of the previous person survives it.
 */
export function AuthSwitch({ user, children }: { user: CurrentUser | null; children: ReactNode }): ReactNode {
  const resetKey = useSignOutCount(user);
  // Focus moves to the signed-in card only when it was inside this card and fell to <body> with the form.
  const focusInside = useRef(false);
  const onBlur = (event: FocusEvent<HTMLDivElement>): void => {
    if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) focusInside.current = false;
  };
  return (
    <div
      className="stack-auth"
      onFocus={() => {
        focusInside.current = true;
      }}
      onBlur={onBlur}
    >
      {user ? <SignedInCard user={user} takeFocus={focusInside.current} /> : <Fragment key={resetKey}>{children}</Fragment>}
    </div>
  );
}

export function SignedInCard({ user, takeFocus = false }: { user: CurrentUser; takeFocus?: boolean }): ReactNode {
  const t = useTranslation();
  const run = useRunAction();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = user.displayName ?? user.primaryEmail ?? '';
  const sentence = useRef<HTMLParagraphElement>(null);
  useLayoutEffect(() => {
    const node = sentence.current;
    const active = node?.ownerDocument.activeElement;
    if (takeFocus && node && (!active || active === node.ownerDocument.body)) node.focus();
    // Only on arrival: later renders never move focus.
  }, []);

  async function signOut(): Promise<void> {
    setBusy(true);
    setError(null);
    try {
      await run(() => user.signOut());
    } catch (failure: unknown) {
      setError(describeFailure(failure, t).message);
      setBusy(false);
    }
  }

  return (
    <Card className="stack-signed-in-card">
      <div className="stack-signed-in">
        <Avatar name={personAvatarName(user)} id={user.id} src={user.profileImageUrl} size={40} />
        <div className="stack-signed-in-text">
          <p ref={sentence} tabIndex={-1}>
            {t('signIn.alreadySignedIn', { name })}
          </p>
          {user.displayName && user.primaryEmail ? <p className="stack-muted">{user.primaryEmail}</p> : null}
        </div>
      </div>
      {error ? <Alert>{error}</Alert> : null}
      <Button variant="secondary" fullWidth icon={<LogOut {...iconProps} />} busy={busy} busyLabel={t('signIn.signingOut')} onClick={() => void signOut()}>
        {t('signIn.signOut')}
      </Button>
    </Card>
  );
}

export interface EmailFieldProps {
  value: string;
  onValueChange(value: string): void;
  error?: string | undefined;
  /** Below the field, e.g. sign-up's "Sign in instead" link under its existing-account error. */
  hint?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
  /** sign-in: "username" (password managers fill the account), "username webauthn" with passkey autofill; sign-up: "email". */
  autoComplete?: string;
}

export function EmailField({ value, onValueChange, error, hint, disabled, autoFocus, autoComplete = 'username' }: EmailFieldProps): ReactNode {
  const t = useTranslation();
  return (
    <TextField
      label={t('field.email')}
      type="email"
      name="email"
      inputMode="email"
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      value={value}
      onValueChange={onValueChange}
      error={error}
      hint={hint}
      disabled={disabled}
      autoFocus={autoFocus}
    />
  );
}

export const credentialCss = `
.stack-signed-in { display: flex; align-items: center; gap: 12px; min-width: 0; }
.stack-signed-in-text { display: flex; flex-direction: column; gap: 2px; min-width: 0; overflow-wrap: anywhere; }
.stack-signed-in-text .stack-muted { font-size: 13px; }
`;
