// Sign-in by e-mailed code: the e-mail step sends the code (and magic link), the code step signs in
// with the 6 typed characters plus the nonce the send answered.

import { useRef, useState, type ReactNode } from 'react';
import { isCompleteOtp } from '../../../core/auth/magic-link';
import { Result } from '../../../core/result';
import { useStackApp, useTranslation, useUser } from '../../hooks';
import { MfaForm, useMfaStep } from '../mfa';
import { SignedInNotice } from '../shared/credential-form';
import { Field, FormError } from '../shared/field';
import { useFormSubmit, type FormSubmit } from '../shared/use-form-submit';
import { describeMagicLinkError } from './describe-error';

export interface MagicLinkSignInProps {
  /** Go to the after-sign-in (new user: after-sign-up) target when done; by default stay on the page. */
  redirect?: boolean;
}

export function MagicLinkSignIn({ redirect = false }: MagicLinkSignInProps): ReactNode {
  const user = useUser();
  const [sent, setSent] = useState<{ email: string; nonce: string } | null>(null);
  const [lastEmail, setLastEmail] = useState('');
  if (user) return <SignedInNotice user={user} />;
  return sent === null ? (
    <EmailStep
      initialEmail={lastEmail}
      onSent={(next) => {
        setLastEmail(next.email);
        setSent(next);
      }}
    />
  ) : (
    <CodeStep email={sent.email} nonce={sent.nonce} redirect={redirect} onRestart={() => setSent(null)} />
  );
}

function EmailStep({ initialEmail, onSent }: { initialEmail: string; onSent(sent: { email: string; nonce: string }): void }): ReactNode {
  const t = useTranslation();
  const app = useStackApp();
  const [email, setEmail] = useState(initialEmail);
  // The nonce travels from send to onSuccess of the same submit, so a ref (no extra render) carries it.
  const nonce = useRef('');
  const submit = useFormSubmit({
    validate: () => (email.trim() ? null : t('form.emailRequired')),
    send: async () => {
      const result = await app.sendMagicLinkEmail(email.trim());
      if (result.status === 'error') return result;
      nonce.current = result.data.nonce;
      return Result.ok(undefined);
    },
    onSuccess: () => onSent({ email: email.trim(), nonce: nonce.current }),
  });
  return (
    <StepForm title={t('magicLink.title')} lead={t('magicLink.intro')} submit={submit} submitLabel={t('magicLink.send')} busyLabel={t('magicLink.sending')}>
      <Field label={t('field.email')} type="email" name="email" autoComplete="email" value={email} disabled={submit.busy} onChange={setEmail} />
    </StepForm>
  );
}

function CodeStep({ email, nonce, redirect, onRestart }: { email: string; nonce: string; redirect: boolean; onRestart(): void }): ReactNode {
  const t = useTranslation();
  const app = useStackApp();
  const [otp, setOtp] = useState('');
  const mfa = useMfaStep();
  const submit = useFormSubmit({
    validate: () => (isCompleteOtp(otp) ? null : t('magicLink.codeRequired')),
    // A user with TOTP gets the MFA step in place instead of an error line.
    send: () => mfa.intercept(app.signInWithMagicLinkCode({ otp, nonce }, { noRedirect: !redirect })),
    onSuccess: () => setOtp(''),
    describe: (failure) => describeMagicLinkError(failure, t),
  });
  if (mfa.attemptCode !== null) return <MfaForm attemptCode={mfa.attemptCode} redirect={redirect} />;
  return (
    <>
      <StepForm title={t('magicLink.title')} lead={t('magicLink.sent', { email })} submit={submit} submitLabel={t('magicLink.submit')} busyLabel={t('magicLink.submitting')}>
        <Field label={t('magicLink.codeLabel')} type="text" name="otp" autoComplete="one-time-code" value={otp} disabled={submit.busy} onChange={setOtp} />
      </StepForm>
      <button type="button" className="stack-button-plain" disabled={submit.busy} onClick={onRestart}>
        {t('magicLink.restart')}
      </button>
    </>
  );
}

interface StepFormProps {
  title: string;
  lead: string;
  submit: FormSubmit;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}

function StepForm({ title, lead, submit, submitLabel, busyLabel, children }: StepFormProps): ReactNode {
  const { busy, error, onSubmit } = submit;
  return (
    <>
      <h2 className="stack-title">{title}</h2>
      <p className="stack-notice">{lead}</p>
      <form className="stack-form stack-magic-link-form" noValidate aria-busy={busy} onSubmit={onSubmit}>
        {children}
        <FormError message={error} />
        <button className="stack-button" type="submit" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
      </form>
    </>
  );
}
