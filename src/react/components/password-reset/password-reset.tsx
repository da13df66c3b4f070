// PasswordReset: the page the reset mail links to. Checks the link's code first (without using it), then
// asks for the new password twice, then says it is done.

import { useEffect, useState, type ReactNode } from 'react';
import { KnownError } from '../../../protocol/errors/known-error';
import { numericDetail } from '../../errors';
import { useStackApp, useTranslation } from '../../hooks';
import { Field, FormError } from '../shared/field';
import { codeErrorToText, codeFromLocation } from '../shared/mailed-code';
import { useFormSubmit } from '../shared/use-form-submit';
import { DEFAULT_PASSWORD_BOUNDS, type PasswordBounds } from '../sign-up/validate';
import { validateNewPassword } from './validate';
import { StatusLine } from '../shared/status-line';

export interface PasswordResetProps {
  /** The reset code; defaults to the `code` query parameter of the page. */
  code?: string;
  /** Where "Sign in" leads after the reset; defaults to the app's sign-in handler URL. */
  signInUrl?: string;
  /** Where "Request a new link" leads; defaults to the app's forgot-password handler URL. */
  forgotPasswordUrl?: string;
}

type CodeState = { status: 'checking' } | { status: 'valid' } | { status: 'invalid'; message: string };

export function PasswordReset({ code: given, signInUrl, forgotPasswordUrl }: PasswordResetProps): ReactNode {
  const t = useTranslation();
  const app = useStackApp();
  const [code] = useState(() => given ?? codeFromLocation());
  const [codeState, setCodeState] = useState<CodeState>({ status: 'checking' });
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (code === null) return;
    let active = true;
    setCodeState({ status: 'checking' });
    app.verifyPasswordResetCode(code).then(
      (result) => {
        if (active) setCodeState(result.status === 'ok' ? { status: 'valid' } : { status: 'invalid', message: codeErrorToText(result.error, t) });
      },
      (error: unknown) => {
        if (active) setCodeState({ status: 'invalid', message: codeErrorToText(error, t) });
      },
    );
    return () => {
      active = false;
    };
  }, [app, code, t]);

  const requestNew = (
    <p className="stack-footer">
      <a className="stack-link" href={forgotPasswordUrl ?? app.urls.forgotPassword}>
        {t('passwordReset.requestNew')}
      </a>
    </p>
  );

  let body: ReactNode;
  if (code === null) {
    body = (
      <>
        <StatusLine kind="failed">{t('passwordReset.missingCode')}</StatusLine>
        {requestNew}
      </>
    );
  } else if (done) {
    body = (
      <>
        <StatusLine kind="done">{t('passwordReset.success')}</StatusLine>
        <p className="stack-footer">
          <a className="stack-link" href={signInUrl ?? app.urls.signIn}>
            {t('passwordReset.toSignIn')}
          </a>
        </p>
      </>
    );
  } else if (codeState.status === 'checking') {
    body = (
      <StatusLine kind="busy">{t('passwordReset.checking')}</StatusLine>
    );
  } else if (codeState.status === 'invalid') {
    body = (
      <>
        <StatusLine kind="failed">{codeState.message}</StatusLine>
        {requestNew}
      </>
    );
  } else {
    body = <NewPasswordForm code={code} onDone={() => setDone(true)} />;
  }

  return (
    <section className="stack-root stack-password-reset">
      <h2 className="stack-title">{done ? t('passwordReset.successTitle') : t('passwordReset.title')}</h2>
      {body}
    </section>
  );
}

function NewPasswordForm({ code, onDone }: { code: string; onDone(): void }): ReactNode {
  const t = useTranslation();
  const app = useStackApp();
  const [password, setPassword] = useState('');
  const [repeatPassword, setRepeatPassword] = useState('');
  const [bounds, setBounds] = useState<PasswordBounds>(DEFAULT_PASSWORD_BOUNDS);

  /** Takes the server's bound from a password error, so the next check happens before sending. */
  function describe(failure: unknown): string {
    if (failure instanceof KnownError && failure.code === 'PASSWORD_TOO_SHORT') {
      const min = numericDetail(failure, 'min_length') ?? bounds.min;
      setBounds((current) => ({ ...current, min }));
      return t('password.tooShort', { n: min });
    }
    if (failure instanceof KnownError && failure.code === 'PASSWORD_TOO_LONG') {
      const max = numericDetail(failure, 'maxLength') ?? bounds.max;
      setBounds((current) => ({ ...current, max }));
      return t('password.tooLong', { n: max });
    }
    return codeErrorToText(failure, t);
  }

  const submit = useFormSubmit({
    validate: () => {
      const problem = validateNewPassword({ password, repeatPassword }, bounds);
      return problem ? t(problem.key, problem.vars) : null;
    },
    send: () => app.resetPassword({ code, password }),
    onSuccess: onDone,
    describe,
  });
  const newPassword = { type: 'password', autoComplete: 'new-password', disabled: submit.busy } as const;

  return (
    <form className="stack-form" noValidate aria-busy={submit.busy} onSubmit={submit.onSubmit}>
      <Field {...newPassword} label={t('passwordReset.newPassword')} name="password" value={password} hint={t('signUp.passwordHint', { n: bounds.min })} onChange={setPassword} />
      <Field {...newPassword} label={t('passwordReset.repeatPassword')} name="repeat-password" value={repeatPassword} onChange={setRepeatPassword} />
      <FormError message={submit.error} />
      <button className="stack-button" type="submit" disabled={submit.busy}>
        {submit.busy ? t('passwordReset.submitting') : t('passwordReset.submit')}
      </button>
    </form>
  );
}
