// The new password, twice, with the SPEC.md §5 message under the field it concerns; the server's
// bounds from PASSWORD_TOO_SHORT/LONG replace the defaults for the next local check. After the reset it
// signs in with the new password when this browser asked for the link (the answer carries no session).

import { useState, type ReactNode } from 'react';
import { KnownError } from '../../../protocol/errors/known-error';
import { numericDetail } from '../../errors';
import { useRunAction, useStackApp, useTranslation } from '../../hooks';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Alert, Form } from '../../ui/form';
import { PasswordField } from '../../ui/password-field';
import { afterPasswordCheck, isCommonPassword, NewPasswordField } from '../shared/new-password-field';
import { HiddenUsername } from '../shared/hidden-username';
import { describeLinkFailure, type LinkProblem } from '../shared/mailed-code';
import { DEFAULT_PASSWORD_BOUNDS, type PasswordBounds } from '../sign-up/validate';
import { forgetResetEmail, rememberedResetEmail } from './remembered-email';
import { newPasswordProblems } from './validate';

interface FieldErrors {
  password?: string;
  repeatPassword?: string;
}

/** After the reset: signed in, or why not (two-factor step left; no address known here; the sign-in failed). */
export type ResetOutcome = { signedIn: true } | { signedIn: false; reason: 'mfa' | 'noEmail' | 'failed'; email: string | null };

export function NewPasswordForm({ code, onDone, onLinkProblem }: { code: string; onDone(outcome: ResetOutcome): void; onLinkProblem(problem: LinkProblem): void }): ReactNode {
  const t = useTranslation();
  const app = useStackApp();
  const run = useRunAction();
  const [password, setPassword] = useState('');
  const [repeatPassword, setRepeatPassword] = useState('');
  const [bounds, setBounds] = useState<PasswordBounds>(DEFAULT_PASSWORD_BOUNDS);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [failures, setFailures] = useState(0);
  const [busy, setBusy] = useState(false);
  const [username] = useState(rememberedResetEmail);

  /** Takes the server's bound from a password error, so the next check happens before sending. */
  function fail(failure: unknown): void {
    const { problem, words } = describeLinkFailure(failure, t);
    if (problem) return onLinkProblem(problem);
    if (failure instanceof KnownError && (failure.code === 'PASSWORD_TOO_SHORT' || failure.code === 'PASSWORD_TOO_LONG')) {
      const short = failure.code === 'PASSWORD_TOO_SHORT';
      const n = numericDetail(failure, short ? 'min_length' : 'maxLength') ?? (short ? bounds.min : bounds.max);
      setBounds((current) => (short ? { ...current, min: n } : { ...current, max: n }));
      setErrors({ password: t(short ? 'password.tooShort' : 'password.tooLong', { n }) });
    } else if (words.field === 'password' || words.field === 'newPassword') {
      setErrors({ password: words.message });
    } else {
      setFormError(words.message);
    }
    setFailures((count) => count + 1);
  }

  /** The reset answers no tokens: the new password signs in the address this browser asked the link for. */
  async function signInAfterReset(): Promise<ResetOutcome> {
    if (!username) return { signedIn: false, reason: 'noEmail', email: null };
    try {
      const signedIn = await run(() => app.signInWithCredential({ email: username, password, noRedirect: true }));
      if (signedIn.status === 'ok') return { signedIn: true };
      // The attempt code is kept for the two-factor page.
      return { signedIn: false, reason: signedIn.error.code === 'MULTI_FACTOR_AUTHENTICATION_REQUIRED' ? 'mfa' : 'failed', email: username };
    } catch {
      return { signedIn: false, reason: 'failed', email: username };
    }
  }

  async function submit(): Promise<void> {
    const problems = newPasswordProblems({ password, repeatPassword }, bounds);
    const next: FieldErrors = {};
    if (problems.password) next.password = t(problems.password.key, problems.password.vars);
    // The form waits for the check while it loads (afterPasswordCheck), so no common password gets through.
    else if (isCommonPassword(password)) next.password = t('password.common');
    if (problems.repeatPassword) next.repeatPassword = t(problems.repeatPassword.key, problems.repeatPassword.vars);
    setErrors(next);
    setFormError(null);
    if (next.password || next.repeatPassword) return setFailures((count) => count + 1);
    setBusy(true);
    try {
      const result = await run(() => app.resetPassword({ code, password }));
      if (result.status === 'ok') {
        forgetResetEmail();
        onDone(await signInAfterReset());
      } else fail(result.error);
    } catch (failure: unknown) {
      fail(failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={t('passwordReset.title')} subtitle={t('passwordReset.intro')}>
      <Form onSubmit={() => afterPasswordCheck(() => void submit())} busy={busy} failureCount={failures}>
        <HiddenUsername email={username} />
        <NewPasswordField label={t('passwordReset.newPassword')} name="password" value={password} disabled={busy} userInputs={username ? [username] : []} error={errors.password} hint={t('signUp.passwordHint', { n: bounds.min })} onValueChange={setPassword} />
        <PasswordField label={t('passwordReset.repeatPassword')} name="repeat-password" autoComplete="new-password" value={repeatPassword} disabled={busy} error={errors.repeatPassword} onValueChange={setRepeatPassword} />
        {formError ? <Alert kind="error">{formError}</Alert> : null}
        <Button type="submit" fullWidth busy={busy} busyLabel={t('passwordReset.submitting')}>
          {t('passwordReset.submit')}
        </Button>
      </Form>
    </Card>
  );
}
