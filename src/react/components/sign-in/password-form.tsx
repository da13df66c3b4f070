// E-mail + password: both fields checked at once, "Forgot password?" beside the password label, and a
// two-factor interruption handed to the card (its MFA step) instead of shown as an error.

import { useState, type ReactNode } from 'react';
import type { Result } from '../../../core/result';
import type { KnownError } from '../../../protocol/errors/known-error';
import { useStackApp, useTranslation } from '../../hooks';
import { Button } from '../../ui/button';
import { Alert, Form } from '../../ui/form';
import { PasswordField } from '../../ui/password-field';
import { EmailField } from '../shared/credential-form';
import { useFormSubmit } from '../shared/use-form-submit';
import { useWrite, writeIdentity } from '../shared/use-write';

export interface PasswordFormProps {
  email: string;
  onEmailChange(email: string): void;
  redirect: boolean;
  intercept(pending: Promise<Result<undefined, KnownError>>): Promise<Result<undefined, KnownError>>;
  autoFocus?: boolean;
  /** The e-mail field's autocomplete: "username", or "username webauthn" when passkeys show in its autofill. */
  emailAutoComplete?: string;
}

export function PasswordForm({ email, onEmailChange, redirect, intercept, autoFocus, emailAutoComplete }: PasswordFormProps): ReactNode {
  const t = useTranslation();
  const app = useStackApp();
  const [password, setPassword] = useState('');
  const write = useWrite();
  const submit = useFormSubmit({
    validate: () => ({
      email: email.trim() ? undefined : t('form.emailRequired'),
      password: password ? undefined : t('form.passwordRequired'),
    }),
    // Resent with the same key after an unknown outcome: at worst one more session, never a wrong failure.
    send: () =>
      intercept(write.run({ identity: writeIdentity(email.trim(), password), send: (key) => app.signInWithCredential({ email: email.trim(), password, noRedirect: !redirect, idempotencyKey: key }) })),
    onSuccess: () => setPassword(''),
    fields: ['email', 'password'],
  });
  return (
    <Form onSubmit={() => submit.onSubmit()} failureCount={submit.failureCount} busy={submit.busy}>
      <EmailField value={email} onValueChange={onEmailChange} error={submit.fieldErrors.email} disabled={submit.busy} autoFocus={autoFocus} autoComplete={emailAutoComplete} />
      <PasswordField
        label={t('field.password')}
        name="password"
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
        error={submit.fieldErrors.password}
        disabled={submit.busy}
        labelAside={
          <a className="stack-link stack-forgot-link" href={app.urls.forgotPassword}>
            {t('signIn.forgotPassword')}
          </a>
        }
      />
      {submit.error ? <Alert>{submit.error}</Alert> : null}
      <Button type="submit" variant="primary" fullWidth busy={submit.busy} busyLabel={t('signIn.submitting')}>
        {t('signIn.submit')}
      </Button>
    </Form>
  );
}
