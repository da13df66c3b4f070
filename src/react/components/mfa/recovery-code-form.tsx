// The MFA step with a recovery code (emulator extension 'mfa-recovery-codes'): one of the single-use codes
// saved when two-factor was turned on stands in for the authenticator app.

import { useState, type ReactNode } from 'react';
import { KnownErrors } from '../../../protocol/errors/client';
import { describeFailure } from '../../errors';
import { useStackApp, useTranslation } from '../../hooks';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Alert, Form } from '../../ui/form';
import { TextField } from '../../ui/text-field';
import { useFormSubmit } from '../shared/use-form-submit';
import { BackButton } from './back-button';
import type { MfaFormProps } from './props';

export function RecoveryCodeForm({ attemptCode, redirect = false, onBack, onUseApp }: MfaFormProps & { onUseApp(): void }): ReactNode {
  const t = useTranslation();
  const app = useStackApp();
  const [code, setCode] = useState('');
  const submit = useFormSubmit({
    validate: () => (code.trim() ? null : { code: t('mfa.recoveryRequired') }),
    send: () => app.signInWithMfaRecoveryCode(code, { ...(attemptCode === undefined ? {} : { attemptCode }), noRedirect: !redirect }),
    onSuccess: () => setCode(''),
    // A wrong or used code is said under the field; other failures in the alert.
    describe: (failure) =>
      failure instanceof KnownErrors.InvalidMfaRecoveryCode ? { message: t('mfa.recoveryWrong'), field: 'code' } : describeFailure(failure, t),
    fields: ['code'],
  });
  return (
    <Card className="stack-mfa stack-mfa-recovery" title={t('mfa.recoveryTitle')} subtitle={t('mfa.recoveryInstructions')} before={<BackButton onBack={onBack} disabled={submit.busy} />}>
      <Form onSubmit={() => submit.onSubmit()} failureCount={submit.failureCount} busy={submit.busy}>
        <TextField
          label={t('mfa.recoveryLabel')}
          name="recovery-code"
          value={code}
          onValueChange={setCode}
          error={submit.fieldErrors.code}
          disabled={submit.busy}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder="xxxxx-xxxxx"
          autoFocus
        />
        {submit.error ? <Alert>{submit.error}</Alert> : null}
        <Button type="submit" variant="primary" fullWidth busy={submit.busy} busyLabel={t('mfa.submitting')}>
          {t('mfa.submit')}
        </Button>
      </Form>
      <p className="stack-mfa-switch">
        <Button variant="link" disabled={submit.busy} onClick={onUseApp}>
          {t('mfa.useApp')}
        </Button>
      </p>
    </Card>
  );
}
