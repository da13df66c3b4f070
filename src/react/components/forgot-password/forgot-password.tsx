// ForgotPassword: asks for the e-mail address and sends the reset mail, then says to check the inbox.
// The answer never tells whether an account uses the address (the server answers the same either way).
// The address typed on the sign-in card comes along; a failure is worded at render (it follows the language).

import { useState, type ReactNode } from 'react';
import { describeFailure } from '../../errors';
import { useRunAction, useStackApp, useTranslation } from '../../hooks';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import { Alert, Form } from '../../ui/form';
import { TextField } from '../../ui/text-field';
import { rememberResetEmail } from '../password-reset/remembered-email';
import { useCarriedEmail } from '../shared/carried';
import { StatusCard } from '../shared/status-card';
import { useStepFocus } from '../shared/use-step-focus';

export interface ForgotPasswordProps {
  /** Where the mailed link leads; defaults to the app's password-reset handler URL. */
  callbackUrl?: string;
  /** Where "Back to sign-in" leads; defaults to the app's sign-in handler URL. */
  signInUrl?: string;
}

export function ForgotPassword({ callbackUrl, signInUrl }: ForgotPasswordProps): ReactNode {
  const t = useTranslation();
  const app = useStackApp();
  const run = useRunAction();
  const [email, setEmail] = useState(useCarriedEmail());
  // 'empty' (nothing typed) or what the send failed with.
  const [problem, setProblem] = useState<{ kind: 'empty' } | { kind: 'failed'; failure: unknown } | null>(null);
  const [failures, setFailures] = useState(0);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const stepRef = useStepFocus(sentTo === null ? 'form' : 'sent');
  const signIn = signInUrl ?? app.urls.signIn;

  const words = problem?.kind === 'failed' ? describeFailure(problem.failure, t) : null;
  const emailError = problem?.kind === 'empty' ? t('form.emailRequired') : words?.field === 'email' ? words.message : null;
  const formError = words && words.field !== 'email' ? words.message : null;

  function fail(failure: unknown): void {
    setProblem({ kind: 'failed', failure });
    setFailures((n) => n + 1);
  }

  async function submit(): Promise<void> {
    const address = email.trim();
    setProblem(address ? null : { kind: 'empty' });
    if (!address) return setFailures((n) => n + 1);
    setBusy(true);
    try {
      const result = await run(() => app.sendForgotPasswordEmail(address, callbackUrl === undefined ? undefined : { callbackUrl }));
      if (result.status === 'ok') {
        rememberResetEmail(address);
        setSentTo(address);
      } else fail(result.error);
    } catch (failure: unknown) {
      fail(failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="stack-step stack-forgot-password" ref={stepRef}>
      {sentTo !== null ? (
        <StatusCard
          title={t('forgotPassword.sentTitle')}
          kind="success"
          message={t('forgotPassword.sent', { email: sentTo })}
          actions={
            <>
              <ButtonLink href={signIn} fullWidth>
                {t('forgotPassword.toSignIn')}
              </ButtonLink>
              <Button variant="ghost" fullWidth onClick={() => setSentTo(null)}>
                {t('forgotPassword.otherAddress')}
              </Button>
            </>
          }
        />
      ) : (
        <Card
          title={t('forgotPassword.title')}
          subtitle={t('forgotPassword.intro')}
          footer={
            <a className="stack-link" href={signIn}>
              {t('forgotPassword.toSignIn')}
            </a>
          }
        >
          <Form onSubmit={() => void submit()} busy={busy} failureCount={failures}>
            <TextField
              label={t('field.email')}
              type="email"
              name="email"
              inputMode="email"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              value={email}
              error={emailError}
              disabled={busy}
              onValueChange={setEmail}
            />
            {formError ? <Alert kind="error">{formError}</Alert> : null}
            <Button type="submit" fullWidth busy={busy} busyLabel={t('forgotPassword.submitting')}>
              {t('forgotPassword.submit')}
            </Button>
          </Form>
        </Card>
      )}
    </div>
  );
}
