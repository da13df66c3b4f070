// The "Sign in with a passkey" button: runs the browser's passkey prompt, shows a failure in words,
// and opens the MFA step in place when the account also has TOTP. A plain button, not a form, so the
// sign-in form it sits under stays the only form of <SignIn>.

import { useState, type ReactNode } from 'react';
import { useRunAction, useStackApp, useTranslation } from '../../hooks';
import { MfaForm, useMfaStep } from '../mfa';
import { FormError } from '../shared/field';
import { describePasskeyError } from './describe-error';

export interface PasskeySignInProps {
  /** Go to the after-sign-in target when done; by default stay on the page. */
  redirect?: boolean;
}

export function PasskeySignIn({ redirect = false }: PasskeySignInProps): ReactNode {
  const t = useTranslation();
  const app = useStackApp();
  const run = useRunAction();
  const mfa = useMfaStep();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function signIn(): Promise<void> {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const result = await run(() => mfa.intercept(app.signInWithPasskey({ noRedirect: !redirect })));
      if (result.status === 'error') setError(describePasskeyError(result.error, t));
    } catch (failure: unknown) {
      setError(describePasskeyError(failure, t));
    } finally {
      setBusy(false);
    }
  }

  if (mfa.attemptCode !== null) return <MfaForm attemptCode={mfa.attemptCode} redirect={redirect} />;
  return (
    <div className="stack-passkey" aria-busy={busy}>
      <button type="button" className="stack-button-plain" disabled={busy} onClick={() => void signIn()}>
        {busy ? t('passkey.signingIn') : t('passkey.signIn')}
      </button>
      {/* Mounted only with a message: one always-present alert per sign-in form is the form's own. */}
      {error === null ? null : <FormError message={error} />}
    </div>
  );
}
