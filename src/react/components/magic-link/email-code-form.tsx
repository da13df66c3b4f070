// The sign-in card's e-mail form for a code: the e-mail field and "E-mail me a code". Apart from the code step
// (./magic-link-sign-in), which the script loads only once a code is on its way.

import { useRef, type ReactNode } from 'react';
import { Result } from '../../../core/internal';
import { useStackApp, useTranslation } from '../../hooks';
import { describeFailure } from '../../errors';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { Alert, Form } from '../../ui/form';
import { carryEmailToSignIn } from '../shared/carried';
import { EmailField } from '../shared/credential-form';
import { useFormSubmit } from '../shared/use-form-submit';
import { isUnverifiedAccountFailure } from './describe-error';

export interface CodeSent {
  email: string;
  nonce: string;
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
