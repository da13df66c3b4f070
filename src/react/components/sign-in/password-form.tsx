// E-mail + password: both fields checked at once, a two-factor interruption handed to the card (its MFA
// step) instead of shown as an error, and "Forgot password?" after the button: the tab order stays
// e-mail, password, submit. A provider to connect (an OAuth conflict's way out) is linked once signed in.

import { useState, type ReactNode } from 'react';
import { Result } from '../../../core/internal';
import type { KnownError } from '../../../protocol/errors/known-error';
import { useStackApp, useTranslation } from '../../hooks';
import { providerDisplayName } from '../../shared/provider-names';
import { Button } from '../../ui/button';
import { Alert, Form } from '../../ui/form';
import { PasswordField } from '../../ui/password-field';
import { carryEmail, pendingLinkAfterSignIn, takeLinkAfterSignIn } from '../shared/carried';
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
  // Read once: the provider an OAuth conflict asked to connect after this sign-in.
  const [linkProvider] = useState(pendingLinkAfterSignIn);
  const write = useWrite();

  /** Signs in; with a provider to connect, stays on the page and leaves for the provider's link flow instead. */
  async function signIn(key: string): Promise<Result<undefined, KnownError>> {
    const address = email.trim();
    const result = await app.signInWithCredential({ email: address, password, noRedirect: !redirect || linkProvider !== null, idempotencyKey: key });
    const provider = result.status === 'ok' ? takeLinkAfterSignIn() : null;
    if (provider === null) return result;
    const user = await app.getUser();
    if (user) await user.linkConnectedAccount(provider);
    return Result.ok(undefined);
  }

  const submit = useFormSubmit({
    validate: () => ({
      email: email.trim() ? undefined : t('form.emailRequired'),
      password: password ? undefined : t('form.passwordRequired'),
    }),
    // Resent with the same key after an unknown outcome: at worst one more session, never a wrong failure.
    send: () => intercept(write.run({ identity: writeIdentity(email.trim(), password), send: signIn })),
    onSuccess: () => setPassword(''),
    fields: ['email', 'password'],
  });
  return (
    <Form onSubmit={() => submit.onSubmit()} failureCount={submit.failureCount} busy={submit.busy}>
      {linkProvider ? <Alert kind="info">{t('oauth.linkAfterSignIn', { provider: providerDisplayName(linkProvider) })}</Alert> : null}
      <EmailField value={email} onValueChange={onEmailChange} error={submit.fieldErrors.email} disabled={submit.busy} autoFocus={autoFocus} autoComplete={emailAutoComplete} />
      <PasswordField
        label={t('field.password')}
        name="password"
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
        error={submit.fieldErrors.password}
        disabled={submit.busy}
      />
      {submit.error ? <Alert>{submit.error}</Alert> : null}
      <Button type="submit" variant="primary" fullWidth busy={submit.busy} busyLabel={t('signIn.submitting')}>
        {t('signIn.submit')}
      </Button>
      {/* After the button: reaching it never takes a Tab between the password and "Sign in". */}
      <a className="stack-link stack-forgot-link" href={app.urls.forgotPassword} onClick={() => carryEmail(email)}>
        {t('signIn.forgotPassword')}
      </a>
    </Form>
  );
}
