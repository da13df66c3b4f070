// Mfa: the second step of a sign-in for users with TOTP (SPEC.md §4 "Multi-factor"): a 6-digit code
// from the authenticator app finishes the sign-in the attempt code stands for.

import { useState, type ReactNode } from 'react';
import { KnownErrors } from '../../../protocol/errors/client';
import { describeFailure } from '../../errors';
import { useStackApp, useTranslation } from '../../hooks';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { CodeInput } from '../../ui/code-input';
import { Alert, Form } from '../../ui/form';
import { ArrowLeft, iconProps } from '../../ui/icons';
import { SignedInCard } from '../shared/credential-form';
import { AuthGate } from '../shared/project-gate';
import { useFormSubmit } from '../shared/use-form-submit';

/** Digits of a TOTP code (RFC 6238 as Stack Auth uses it). */
export const TOTP_DIGITS = 6;
const TOTP_RE = new RegExp(`^\\d{${TOTP_DIGITS}}$`);

export interface MfaProps {
  /** The attempt code of the interrupted sign-in; by default the one the SDK saved in session storage. */
  attemptCode?: string;
  /** Go to the after-sign-in target when done; by default stay on the page. */
  redirect?: boolean;
}

/** The MFA page on its own (the `<stack-mfa>` element, the mfa handler route). */
export function Mfa(props: MfaProps): ReactNode {
  return <AuthGate shape="code">{(_project, user) => (user ? <SignedInCard user={user} /> : <MfaForm {...props} />)}</AuthGate>;
}

export interface MfaFormProps extends MfaProps {
  /** Shows "Back" above the title (the sign-in card's way back to its first step). */
  onBack?(): void;
}

/** The MFA card: it replaces a sign-in card's content when a sign-in asks for the second factor. */
export function MfaForm({ attemptCode, redirect = false, onBack }: MfaFormProps): ReactNode {
  const t = useTranslation();
  const app = useStackApp();
  const [code, setCode] = useState('');
  const submit = useFormSubmit({
    validate: () => (TOTP_RE.test(code) ? null : { code: t('mfa.codeRequired', { n: TOTP_DIGITS }) }),
    send: () => app.signInWithMfa(code, { ...(attemptCode === undefined ? {} : { attemptCode }), noRedirect: !redirect }),
    onSuccess: () => setCode(''),
    // A wrong code is typed again from the start; the boxes empty so the next six digits submit themselves.
    onFailure: () => setCode(''),
    // A wrong code is said under the boxes (focus goes back there); other failures in the alert.
    describe: (failure) => {
      const described = describeFailure(failure, t);
      return failure instanceof KnownErrors.InvalidTotpCode ? { ...described, field: 'code' } : described;
    },
    fields: ['code'],
  });
  const back = onBack ? (
    <Button variant="ghost" size="sm" className="stack-auth-back" icon={<ArrowLeft {...iconProps} />} onClick={onBack} disabled={submit.busy}>
      {t('mfa.back')}
    </Button>
  ) : undefined;
  return (
    <Card className="stack-mfa" title={t('mfa.title')} subtitle={t('mfa.instructions', { n: TOTP_DIGITS })} before={back}>
      <Form onSubmit={() => submit.onSubmit()} failureCount={submit.failureCount} busy={submit.busy}>
        <CodeInput
          label={t('mfa.codeLabel')}
          name="totp"
          length={TOTP_DIGITS}
          charset="digits"
          value={code}
          onValueChange={setCode}
          onComplete={submit.submitSoon}
          error={submit.fieldErrors.code}
          disabled={submit.busy}
          autoFocus
        />
        {submit.error ? <Alert>{submit.error}</Alert> : null}
        <Button type="submit" variant="primary" fullWidth busy={submit.busy} busyLabel={t('mfa.submitting')}>
          {t('mfa.submit')}
        </Button>
      </Form>
    </Card>
  );
}
