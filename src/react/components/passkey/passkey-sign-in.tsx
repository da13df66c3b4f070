// The "Sign in with a passkey" button: runs the browser's passkey prompt and shows a failure in words. A
// plain button, not a form, so the sign-in card's e-mail form stays its only form. Inside <SignIn> the
// card passes its MFA hook; on its own the button opens the MFA card itself.

import { useState, type ReactNode } from 'react';
import type { Result } from '../../../core/internal';
import type { KnownError } from '../../../protocol/errors/known-error';
import { useRunAction, useStackApp, useTranslation } from '../../hooks';
import { Button } from '../../ui/button';
import { Alert } from '../../ui/form';
import { Fingerprint, iconProps } from '../../ui/icons';
import { useMfaStep } from '../mfa/use-mfa-step';
import { LazyMfaForm, prefetchLaterSteps } from '../sign-in/lazy-steps';
import { describePasskeyError } from './describe-error';

export interface PasskeySignInProps {
  /** Go to the after-sign-in target when done; by default stay on the page. */
  redirect?: boolean;
}

export function PasskeySignIn({ redirect = false }: PasskeySignInProps): ReactNode {
  const mfa = useMfaStep();
  if (mfa.attemptCode !== null) return <LazyMfaForm attemptCode={mfa.attemptCode} redirect={redirect} onBack={mfa.reset} />;
  // The MFA step's code loads on demand; it is on its way from the ceremony's start.
  return <PasskeyButton redirect={redirect} intercept={mfa.intercept} onStart={prefetchLaterSteps} />;
}

type Intercept = (pending: Promise<Result<undefined, KnownError>>) => Promise<Result<undefined, KnownError>>;

export interface PasskeyButtonProps {
  redirect: boolean;
  /** Turns an MFA interruption into the card's MFA step. */
  intercept: Intercept;
  /** Called as the button's ceremony starts (the card ends its passkey autofill request then). */
  onStart?(): void;
  /** Words for a passkey chosen in the e-mail field's autofill that failed, shown in the same line. */
  autofillError?: string | null;
}

/** The button and its failure line. */
export function PasskeyButton({ redirect, intercept, onStart, autofillError = null }: PasskeyButtonProps): ReactNode {
  const t = useTranslation();
  const app = useStackApp();
  const run = useRunAction();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function signIn(): Promise<void> {
    if (busy) return;
    onStart?.();
    setBusy(true);
    setError(null);
    try {
      const result = await run(() => intercept(app.signInWithPasskey({ noRedirect: !redirect })));
      if (result.status === 'error') setError(describePasskeyError(result.error, t));
    } catch (failure: unknown) {
      setError(describePasskeyError(failure, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="stack-passkey stack-stack">
      <Button variant="secondary" fullWidth icon={<Fingerprint {...iconProps} />} busy={busy} busyLabel={t('passkey.signingIn')} onClick={() => void signIn()}>
        {t('passkey.signIn')}
      </Button>
      {(error ?? autofillError) === null ? null : <Alert>{error ?? autofillError}</Alert>}
    </div>
  );
}
