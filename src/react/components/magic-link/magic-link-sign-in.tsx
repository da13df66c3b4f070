// Sign-in by e-mailed code: the e-mail form sends the code (and magic link); the code step names the
// address, takes the 6 characters (it submits itself when complete) with the nonce the send answered,
// and offers a resend and a way back to a different address.

import { useRef, useState, type ReactNode } from 'react';
import { isCompleteOtp } from '../../../core/internal';
import { Result } from '../../../core/internal';
import type { KnownError } from '../../../protocol/errors/known-error';
import { describeFailure } from '../../errors';
import { useRunAction, useStackApp, useTranslation, useUser } from '../../hooks';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { CodeInput } from '../../ui/code-input';
import { SavedNote } from '../../ui/feedback';
import { Alert, Form } from '../../ui/form';
import { ArrowLeft, iconProps } from '../../ui/icons';
import { MfaForm } from '../mfa/mfa';
import { useMfaStep } from '../mfa/use-mfa-step';
import { SignedInCard } from '../shared/credential-form';
import { useCooldown } from '../shared/use-cooldown';
import { useFormSubmit } from '../shared/use-form-submit';
import { describeMagicLinkFailure } from './describe-error';
import { EmailCodeForm, type CodeSent } from './email-code-form';

/** The characters of an e-mailed code. */
const OTP_LENGTH = 6;

type Intercept = (pending: Promise<Result<undefined, KnownError>>) => Promise<Result<undefined, KnownError>>;

export type { CodeSent } from './email-code-form';

export interface MagicLinkSignInProps {
  /** Go to the after-sign-in (new user: after-sign-up) target when done; by default stay on the page. */
  redirect?: boolean;
}

/** The e-mailed-code sign-in as a card of its own (the sign-in card embeds its pieces instead). */
export function MagicLinkSignIn({ redirect = false }: MagicLinkSignInProps): ReactNode {
  const t = useTranslation();
  const user = useUser();
  const mfa = useMfaStep();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<CodeSent | null>(null);
  if (user) return <SignedInCard user={user} />;
  if (mfa.attemptCode !== null) return <MfaForm attemptCode={mfa.attemptCode} redirect={redirect} onBack={mfa.reset} />;
  if (sent) return <CodeStep sent={sent} redirect={redirect} intercept={mfa.intercept} onBack={() => setSent(null)} onResent={setSent} />;
  return (
    <Card title={t('signIn.title')}>
      <EmailCodeForm email={email} onEmailChange={setEmail} onSent={setSent} />
    </Card>
  );
}

export interface CodeStepProps {
  sent: CodeSent;
  redirect: boolean;
  /** Turns an MFA interruption into the card's MFA step. */
  intercept: Intercept;
  /** "Use a different e-mail": back to the first step. */
  onBack(): void;
  /** A resend answered a new nonce (the old code no longer counts). */
  onResent(sent: CodeSent): void;
}

/** The card's code step: it replaces the first step, focus goes to the code boxes. */
export function CodeStep({ sent, redirect, intercept, onBack, onResent }: CodeStepProps): ReactNode {
  const t = useTranslation();
  const app = useStackApp();
  const [otp, setOtp] = useState('');
  const submit = useFormSubmit({
    validate: () => (isCompleteOtp(otp) ? null : { code: t('magicLink.codeRequired') }),
    send: () => intercept(app.signInWithMagicLinkCode({ otp, nonce: sent.nonce }, { noRedirect: !redirect })),
    onSuccess: () => setOtp(''),
    // The boxes empty after a wrong code so the next six characters submit themselves.
    onFailure: () => setOtp(''),
    describe: (failure) => describeMagicLinkFailure(failure, t),
    fields: ['code'],
  });
  return (
    <Card
      className="stack-code-step"
      title={t('magicLink.title')}
      subtitle={t('magicLink.sent', { email: sent.email })}
      before={
        <Button variant="ghost" size="sm" className="stack-auth-back" icon={<ArrowLeft {...iconProps} />} onClick={onBack} disabled={submit.busy}>
          {t('magicLink.restart')}
        </Button>
      }
    >
      <Form onSubmit={() => submit.onSubmit()} failureCount={submit.failureCount} busy={submit.busy}>
        <CodeInput
          label={t('magicLink.codeLabel')}
          name="otp"
          length={OTP_LENGTH}
          charset="alphanumeric"
          value={otp}
          onValueChange={setOtp}
          onComplete={submit.submitSoon}
          error={submit.fieldErrors.code}
          disabled={submit.busy}
          autoFocus
        />
        {submit.error ? <Alert>{submit.error}</Alert> : null}
        <Button type="submit" variant="primary" fullWidth busy={submit.busy} busyLabel={t('magicLink.submitting')}>
          {t('magicLink.submit')}
        </Button>
      </Form>
      <Resend
        email={sent.email}
        disabled={submit.busy}
        onResent={(next) => {
          // The error was about the old code: it must not stay beside "We sent a new code".
          submit.clear();
          setOtp('');
          onResent(next);
        }}
      />
    </Card>
  );
}

/** "Didn't get it? Resend code", with its confirmation or failure; after each send it waits ("Resend in 30 s"), so one press is one mail. */
function Resend({ email, disabled, onResent }: { email: string; disabled: boolean; onResent(sent: CodeSent): void }): ReactNode {
  const t = useTranslation();
  const app = useStackApp();
  const run = useRunAction();
  const [state, setState] = useState<{ kind: 'idle' | 'busy' } | { kind: 'sent'; count: number } | { kind: 'failed'; message: string }>({ kind: 'idle' });
  const sends = useRef(0);
  // The step opens right after the first send, so the wait starts with it.
  const cooldown = useCooldown(undefined, true);

  async function resend(): Promise<void> {
    if (state.kind === 'busy' || cooldown.remaining > 0) return;
    setState({ kind: 'busy' });
    try {
      const result = await run(() => app.sendMagicLinkEmail(email));
      if (result.status === 'error') return setState({ kind: 'failed', message: describeFailure(result.error, t).message });
      onResent({ email, nonce: result.data.nonce });
      cooldown.start();
      sends.current += 1;
      setState({ kind: 'sent', count: sends.current });
    } catch (failure: unknown) {
      setState({ kind: 'failed', message: describeFailure(failure, t).message });
    }
  }

  return (
    <div className="stack-resend">
      <p className="stack-resend-line">
        {t('magicLink.noCode')}{' '}
        <Button variant="link" busy={state.kind === 'busy'} busyLabel={t('magicLink.resending')} disabled={disabled || cooldown.remaining > 0} onClick={() => void resend()}>
          {cooldown.remaining > 0 ? t('magicLink.resendIn', { n: cooldown.remaining }) : t('magicLink.resend')}
        </Button>
      </p>
      {state.kind === 'sent' ? <SavedNote key={state.count}>{t('magicLink.resent')}</SavedNote> : null}
      {state.kind === 'failed' ? <Alert>{state.message}</Alert> : null}
    </div>
  );
}
