// The sign-in card's e-mail form for a code: the e-mail field and "E-mail me a code". Apart from the code step
// (./magic-link-sign-in), which the script loads only once a code is on its way.

import { useRef, type ReactNode } from 'react';
import { Result } from '../../../core/result';
import { useStackApp, useTranslation } from '../../hooks';
import { Button } from '../../ui/button';
import { Alert, Form } from '../../ui/form';
import { EmailField } from '../shared/credential-form';
import { useFormSubmit } from '../shared/use-form-submit';

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
}

/** The e-mail field and "E-mail me a code". */
export function EmailCodeForm({ email, onEmailChange, onSent, autoFocus, emailAutoComplete }: EmailCodeFormProps): ReactNode {
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
    fields: ['email'],
  });
  return (
    <Form onSubmit={() => submit.onSubmit()} failureCount={submit.failureCount} busy={submit.busy}>
      <EmailField value={email} onValueChange={onEmailChange} error={submit.fieldErrors.email} disabled={submit.busy} autoFocus={autoFocus} autoComplete={emailAutoComplete} />
      {submit.error ? <Alert>{submit.error}</Alert> : null}
      <Button type="submit" variant="primary" fullWidth busy={submit.busy} busyLabel={t('magicLink.sending')}>
        {t('magicLink.send')}
      </Button>
    </Form>
  );
}
