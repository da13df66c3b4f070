// Mfa: the second step of a sign-in for users with TOTP (SPEC.md §4 "Multi-factor"): a 6-digit code
// from the authenticator app finishes the sign-in the attempt code stands for.

import { useId, useState, type ReactNode } from 'react';
import { useStackApp, useTranslation, useUser } from '../../hooks';
import { SignedInNotice } from '../shared/credential-form';
import { FormError } from '../shared/field';
import { useFormSubmit } from '../shared/use-form-submit';

/** Digits of a TOTP code (RFC 6238 as Stack Auth uses it). */
export const TOTP_DIGITS = 6;
const TOTP_RE = new RegExp(`^\\d{${TOTP_DIGITS}}$`);

export interface MfaProps {
  /** The attempt code of the interrupted sign-in; by default the one the SDK saved in session storage. */
  attemptCode?: string;
  /** Go to the after-sign-in target when done; by default stay on the page. */
  redirect?: boolean;
}

/** The MFA page on its own (the `<stack-mfa>` element, the mfa handler route). */
export function Mfa(props: MfaProps): ReactNode {
  const user = useUser();
  return <section className="stack-root stack-mfa">{user ? <SignedInNotice user={user} /> : <MfaForm {...props} />}</section>;
}

/** The code form alone, for a sign-in form that switches to its MFA step in place. */
export function MfaForm({ attemptCode, redirect = false }: MfaProps): ReactNode {
  const t = useTranslation();
  const app = useStackApp();
  const id = useId();
  const [code, setCode] = useState('');
  const digits = code.replace(/\s+/g, '');
  const submit = useFormSubmit({
    validate: () => (TOTP_RE.test(digits) ? null : t('mfa.codeRequired', { n: String(TOTP_DIGITS) })),
    send: () => app.signInWithMfa(digits, { ...(attemptCode === undefined ? {} : { attemptCode }), noRedirect: !redirect }),
    onSuccess: () => setCode(''),
  });
  const { busy, error, onSubmit } = submit;
  return (
    <>
      <h2 className="stack-title">{t('mfa.title')}</h2>
      <p className="stack-notice" id={`${id}-hint`}>
        {t('mfa.instructions', { n: String(TOTP_DIGITS) })}
      </p>
      <form className="stack-form" noValidate aria-busy={busy} onSubmit={onSubmit}>
        <div className="stack-field">
          <label className="stack-label" htmlFor={id}>
            {t('mfa.codeLabel')}
          </label>
          <input
            id={id}
            className="stack-input stack-mfa-code"
            type="text"
            name="totp"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={TOTP_DIGITS + 2}
            aria-describedby={`${id}-hint`}
            value={code}
            disabled={busy}
            onChange={(event) => setCode(event.currentTarget.value)}
          />
        </div>
        <FormError message={error} />
        <button className="stack-button" type="submit" disabled={busy}>
          {busy ? t('mfa.submitting') : t('mfa.submit')}
        </button>
      </form>
    </>
  );
}
