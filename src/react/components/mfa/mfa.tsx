// Mfa: the second step of a sign-in for users with TOTP (SPEC.md §4 "Multi-factor"): a 6-digit code
// from the authenticator app finishes the sign-in the attempt code stands for. Where the server announces
// 'mfa-recovery-codes', "Lost your device?" switches to a recovery code instead.

import { useState, type ReactNode } from 'react';
import { readMfaAttemptCode } from '../../../core/internal';
import { KnownErrors } from '../../../protocol/errors/client';
import { describeFailure } from '../../errors';
import { useServerExtension, useStackApp, useTranslation } from '../../hooks';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import { CodeInput } from '../../ui/code-input';
import { Alert, Form } from '../../ui/form';
import { SignedInCard } from '../shared/credential-form';
import { AuthGate } from '../shared/project-gate';
import { StatusCard } from '../shared/status-card';
import { useFormSubmit } from '../shared/use-form-submit';
import { BackButton } from './back-button';
import type { MfaFormProps, MfaProps } from './props';
import { RecoveryCodeForm } from './recovery-code-form';

export type { MfaFormProps, MfaProps } from './props';

/** Digits of a TOTP code (RFC 6238 as Stack Auth uses it). */
export const TOTP_DIGITS = 6;
const TOTP_RE = new RegExp(`^\\d{${TOTP_DIGITS}}$`);

/** The MFA page on its own (the `<stack-mfa>` element, the mfa handler route). */
export function Mfa(props: MfaProps): ReactNode {
  return <AuthGate shape="code">{(_project, user) => (user ? <SignedInCard user={user} /> : <MfaPage {...props} />)}</AuthGate>;
}

/** Opened without a sign-in waiting for its second step (a bookmark, a reload after it ended): say so, and lead to sign-in. */
function MfaPage({ signInUrl, ...props }: MfaProps): ReactNode {
  const t = useTranslation();
  const app = useStackApp();
  // Read once: finishing the sign-in clears it, and the page then shows the signed-in card instead.
  const [saved] = useState(() => props.attemptCode ?? readMfaAttemptCode());
  if (saved === null) {
    return (
      <StatusCard
        className="stack-mfa-none"
        title={t('mfa.title')}
        kind="info"
        message={t('mfa.noAttempt')}
        actions={
          <ButtonLink href={signInUrl ?? app.urls.signIn} variant="primary" fullWidth>
            {t('mfa.toSignIn')}
          </ButtonLink>
        }
      />
    );
  }
  return <MfaForm {...props} attemptCode={saved} />;
}

/** The MFA card: it replaces a sign-in card's content when a sign-in asks for the second factor. */
export function MfaForm(props: MfaFormProps): ReactNode {
  const recovery = useServerExtension('mfa-recovery-codes') === true;
  const [useRecovery, setUseRecovery] = useState(false);
  if (recovery && useRecovery) return <RecoveryCodeForm {...props} onUseApp={() => setUseRecovery(false)} />;
  return <TotpForm {...props} onLostDevice={recovery ? () => setUseRecovery(true) : undefined} />;
}

function TotpForm({ attemptCode, redirect = false, onBack, onLostDevice }: MfaFormProps & { onLostDevice: (() => void) | undefined }): ReactNode {
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
  return (
    <Card className="stack-mfa" title={t('mfa.title')} subtitle={t('mfa.instructions', { n: TOTP_DIGITS })} before={<BackButton onBack={onBack} disabled={submit.busy} />}>
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
      {onLostDevice ? (
        <p className="stack-mfa-switch">
          {t('mfa.lostDevice')}{' '}
          <Button variant="link" disabled={submit.busy} onClick={onLostDevice}>
            {t('mfa.useRecoveryCode')}
          </Button>
        </p>
      ) : null}
    </Card>
  );
}
