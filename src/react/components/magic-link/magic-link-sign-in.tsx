// Sign-in by e-mailed code: the e-mail form sends the code (and magic link); the code step names the
// address, takes the 6 characters (it submits itself when complete) with the nonce the send answered,
// and offers a resend and a way back to a different address.

import { useRef, useState, type ReactNode } from 'react';
import { isCompleteOtp } from '../../../core/auth/magic-link';
import { Result } from '../../../core/result';
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
import { ButtonLink } from '../../ui/button-link';
import { carryEmailToSignIn } from '../shared/carried';
import { EmailField, SignedInCard } from '../shared/credential-form';
import { useFormSubmit } from '../shared/use-form-submit';
import { describeMagicLinkFailure, isUnverifiedAccountFailure } from './describe-error';

/** The characters of an e-mailed code. */
const OTP_LENGTH = 6;

type Intercept = (pending: Promise<Result<undefined, KnownError>>) => Promise<Result<undefined, KnownError>>;

export interface CodeSent {
  email: string;
  nonce: string;
}

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

export interface EmailCodeFormProps {
  email: string;
  onEmailChange(email: string): void;
  onSent(sent: CodeSent): void;
  autoFocus?: boolean;
  /** The e-mail field's autocomplete: "username", or "username webauthn" when passkeys show in its autofill. */
  emailAutoComplete?: string;
  /**
   * The way out for an account whose address is unverified: switch to the password form (the card's own
   * tab); without it, a link to the sign-in page carrying the address; null when passwords are off.
   */
  onUsePassword?: (() => void) | null;
}

/** The e-mail field and "E-mail me a code". */
export function EmailCodeForm({ email, onEmailChange, onSent, autoFocus, emailAutoComplete, onUsePassword }: EmailCodeFormProps): ReactNode {
  const t = useTranslation();
  const app = useStackApp();
  // The nonce travels from send to onSuccess of the same submit, so a ref (no extra render) carries it.
  const nonce = useRef('');
  const submit = useFormSubmit({
    validate: () => (email.trim() ? null : { email: t('form.emailRequired') }),
    send: async () => {
      const result = await app.sendMagicLinkEmail(email.trim());
      if (result.status === 'error') return result;
      nonce.current = result.data.nonce;
      return Result.ok(undefined);
    },
    onSuccess: () => onSent({ email: email.trim(), nonce: nonce.current }),
    // Not "this address is taken": the person is signing in, so the card says how to (not under the field).
    describe: (failure) => (isUnverifiedAccountFailure(failure) ? t(onUsePassword === null ? 'magicLink.unverifiedNoPassword' : 'magicLink.unverifiedAccount') : describeFailure(failure, t)),
    fields: ['email'],
  });
  const unverified = isUnverifiedAccountFailure(submit.failure) && onUsePassword !== null;
  const usePassword = !unverified ? null : onUsePassword ? (
    <Button variant="secondary" fullWidth onClick={onUsePassword}>
      {t('magicLink.usePassword')}
    </Button>
  ) : (
    <ButtonLink variant="secondary" fullWidth href={app.urls.signIn} onClick={() => carryEmailToSignIn(email, app.urls.signIn)}>
      {t('magicLink.usePassword')}
    </ButtonLink>
  );
  return (
    <Form onSubmit={() => submit.onSubmit()} failureCount={submit.failureCount} busy={submit.busy}>
      <EmailField value={email} onValueChange={onEmailChange} error={submit.fieldErrors.email} disabled={submit.busy} autoFocus={autoFocus} autoComplete={emailAutoComplete} />
      {submit.error ? <Alert action={usePassword}>{submit.error}</Alert> : null}
      <Button type="submit" variant="primary" fullWidth busy={submit.busy} busyLabel={t('magicLink.sending')}>
        {t('magicLink.send')}
      </Button>
    </Form>
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
      <Resend email={sent.email} disabled={submit.busy} onResent={onResent} />
    </Card>
  );
}

/** "Didn't get it? Resend code", with its confirmation or failure. */
function Resend({ email, disabled, onResent }: { email: string; disabled: boolean; onResent(sent: CodeSent): void }): ReactNode {
  const t = useTranslation();
  const app = useStackApp();
  const run = useRunAction();
  const [state, setState] = useState<{ kind: 'idle' | 'busy' } | { kind: 'sent'; count: number } | { kind: 'failed'; message: string }>({ kind: 'idle' });
  const sends = useRef(0);

  async function resend(): Promise<void> {
    setState({ kind: 'busy' });
    try {
      const result = await run(() => app.sendMagicLinkEmail(email));
      if (result.status === 'error') return setState({ kind: 'failed', message: describeFailure(result.error, t).message });
      onResent({ email, nonce: result.data.nonce });
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
        <Button variant="link" busy={state.kind === 'busy'} busyLabel={t('magicLink.resending')} disabled={disabled} onClick={() => void resend()}>
          {t('magicLink.resend')}
        </Button>
      </p>
      {state.kind === 'sent' ? <SavedNote key={state.count}>{t('magicLink.resent')}</SavedNote> : null}
      {state.kind === 'failed' ? <Alert>{state.message}</Alert> : null}
    </div>
  );
}

export const magicLinkCss = `
.stack-resend { display: flex; flex-direction: column; align-items: center; gap: 8px; margin-top: -8px; text-align: center; }
.stack-resend-line { font-size: 13px; color: var(--stack-muted-foreground); }
.stack-resend-line .stack-button[data-variant='link'] { font-size: 13px; vertical-align: baseline; }
`;
