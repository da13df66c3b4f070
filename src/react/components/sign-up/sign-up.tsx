// SignUp: e-mail, password and repeat password, validated before any request is sent.

import { useState, type FormEvent, type ReactNode } from 'react';
import { KnownError } from '../../../protocol/errors/known-error';
import { errorToText, numericDetail } from '../../errors';
import { useRunAction, useStackApp, useTranslation, useUser } from '../../hooks';
import { Field, FormError } from '../shared/field';
import { ProjectGate } from '../shared/project-gate';
import { DEFAULT_PASSWORD_BOUNDS, validateSignUp, type PasswordBounds } from './validate';

export interface SignUpProps {
  /** Where "Sign in" leads; defaults to the app's sign-in handler URL. */
  signInUrl?: string;
  /** Go to the after-sign-up target when done; by default stay on the page. */
  redirect?: boolean;
}

export function SignUp(props: SignUpProps): ReactNode {
  return (
    <section className="stack-root stack-sign-up">
      <ProjectGate>
        {(project) => <SignUpBody {...props} enabled={project.config.signUpEnabled && project.config.credentialEnabled} />}
      </ProjectGate>
    </section>
  );
}

function SignUpBody({ signInUrl, redirect = false, enabled }: SignUpProps & { enabled: boolean }): ReactNode {
  const t = useTranslation();
  const app = useStackApp();
  const run = useRunAction();
  const user = useUser();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [repeatPassword, setRepeatPassword] = useState('');
  const [bounds, setBounds] = useState<PasswordBounds>(DEFAULT_PASSWORD_BOUNDS);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!enabled) return <p className="stack-notice">{t('signUp.disabled')}</p>;
  if (user) {
    return <p className="stack-notice">{t('signIn.alreadySignedIn', { name: user.displayName ?? user.primaryEmail ?? '' })}</p>;
  }

  /** Learns the server's bound from a password error so the next check happens before sending. */
  function messageFor(failure: KnownError): string {
    if (failure.code === 'PASSWORD_TOO_SHORT') {
      const min = numericDetail(failure, 'min_length') ?? bounds.min;
      setBounds((current) => ({ ...current, min }));
      return t('password.tooShort', { n: min });
    }
    if (failure.code === 'PASSWORD_TOO_LONG') {
      const max = numericDetail(failure, 'maxLength') ?? numericDetail(failure, 'max_length') ?? bounds.max;
      setBounds((current) => ({ ...current, max }));
      return t('password.tooLong', { n: max });
    }
    return errorToText(failure, t);
  }

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy) return;
    const problem = validateSignUp({ email, password, repeatPassword }, bounds);
    if (problem) return setError(t(problem.key, problem.vars));
    setBusy(true);
    setError(null);
    try {
      const result = await run(() => app.signUpWithCredential({ email: email.trim(), password, noRedirect: !redirect }));
      if (result.status === 'error') setError(messageFor(result.error));
      else {
        setPassword('');
        setRepeatPassword('');
      }
    } catch (failure: unknown) {
      setError(failure instanceof KnownError ? messageFor(failure) : errorToText(failure, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <h2 className="stack-title">{t('signUp.title')}</h2>
      <form className="stack-form" noValidate aria-busy={busy} onSubmit={(event) => void submit(event)}>
        <Field label={t('field.email')} type="email" name="email" autoComplete="email" value={email} disabled={busy} onChange={setEmail} />
        <Field
          label={t('field.password')}
          type="password"
          name="password"
          autoComplete="new-password"
          value={password}
          disabled={busy}
          hint={t('signUp.passwordHint', { n: bounds.min })}
          onChange={setPassword}
        />
        <Field
          label={t('field.repeatPassword')}
          type="password"
          name="repeat-password"
          autoComplete="new-password"
          value={repeatPassword}
          disabled={busy}
          onChange={setRepeatPassword}
        />
        <FormError message={error} />
        <button className="stack-button" type="submit" disabled={busy}>
          {busy ? t('signUp.submitting') : t('signUp.submit')}
        </button>
      </form>
      <p className="stack-footer">
        {t('signUp.haveAccount')}{' '}
        <a className="stack-link" href={signInUrl ?? app.urls.signIn}>
          {t('signUp.toSignIn')}
        </a>
      </p>
    </>
  );
}
