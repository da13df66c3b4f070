// ForgotPassword: asks for the e-mail address and sends the reset mail, then says to check the inbox.
// The answer never tells whether an account uses the address (the server answers the same either way).

import { useState, type ReactNode } from 'react';
import { useStackApp, useTranslation } from '../../hooks';
import { Field, FormError } from '../shared/field';
import { SwitchFormLink } from '../shared/credential-form';
import { useFormSubmit } from '../shared/use-form-submit';

export interface ForgotPasswordProps {
  /** Where the mailed link leads; defaults to the app's password-reset handler URL. */
  callbackUrl?: string;
  /** Where "Back to sign in" leads; defaults to the app's sign-in handler URL. */
  signInUrl?: string;
}

export function ForgotPassword({ callbackUrl, signInUrl }: ForgotPasswordProps): ReactNode {
  const t = useTranslation();
  const app = useStackApp();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = useFormSubmit({
    validate: () => (email.trim() ? null : t('form.emailRequired')),
    send: () => app.sendForgotPasswordEmail(email.trim(), callbackUrl === undefined ? undefined : { callbackUrl }),
    onSuccess: () => setSentTo(email.trim()),
  });
  const backLink = <SwitchFormLink question="" label={t('forgotPassword.toSignIn')} href={signInUrl ?? app.urls.signIn} />;

  if (sentTo !== null) {
    return (
      <section className="stack-root stack-forgot-password">
        <h2 className="stack-title">{t('forgotPassword.sentTitle')}</h2>
        <p className="stack-notice" role="status">
          {t('forgotPassword.sent', { email: sentTo })}
        </p>
        {backLink}
      </section>
    );
  }

  return (
    <section className="stack-root stack-forgot-password">
      <h2 className="stack-title">{t('forgotPassword.title')}</h2>
      <p className="stack-notice">{t('forgotPassword.intro')}</p>
      <form className="stack-form" noValidate aria-busy={submit.busy} onSubmit={submit.onSubmit}>
        <Field label={t('field.email')} type="email" name="email" autoComplete="email" value={email} disabled={submit.busy} onChange={setEmail} />
        <FormError message={submit.error} />
        <button className="stack-button" type="submit" disabled={submit.busy}>
          {submit.busy ? t('forgotPassword.submitting') : t('forgotPassword.submit')}
        </button>
      </form>
      {backLink}
    </section>
  );
}
