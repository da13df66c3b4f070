// SignIn: e-mail + password form. Shown only when the project allows password sign-in.

import { useState, type FormEvent, type ReactNode } from 'react';
import { errorToText } from '../../errors';
import { useRunAction, useStackApp, useTranslation, useUser } from '../../hooks';
import { Field, FormError } from '../shared/field';
import { ProjectGate } from '../shared/project-gate';

export interface SignInProps {
  /** Where "Sign up" leads; defaults to the app's sign-up handler URL. */
  signUpUrl?: string;
  /** Go to the after-sign-in target when done; by default stay on the page. */
  redirect?: boolean;
}

export function SignIn(props: SignInProps): ReactNode {
  return (
    <section className="stack-root stack-sign-in">
      <ProjectGate>{(project) => (project.config.credentialEnabled ? <SignInBody {...props} signUpEnabled={project.config.signUpEnabled} /> : <CredentialDisabled />)}</ProjectGate>
    </section>
  );
}

function CredentialDisabled(): ReactNode {
  const t = useTranslation();
  return <p className="stack-notice">{t('signIn.credentialDisabled')}</p>;
}

function SignInBody({ signUpUrl, redirect = false, signUpEnabled }: SignInProps & { signUpEnabled: boolean }): ReactNode {
  const t = useTranslation();
  const app = useStackApp();
  const run = useRunAction();
  const user = useUser();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (user) {
    return <p className="stack-notice">{t('signIn.alreadySignedIn', { name: user.displayName ?? user.primaryEmail ?? '' })}</p>;
  }

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy) return;
    const address = email.trim();
    if (!address) return setError(t('form.emailRequired'));
    if (!password) return setError(t('form.passwordRequired'));
    setBusy(true);
    setError(null);
    try {
      const result = await run(() => app.signInWithCredential({ email: address, password, noRedirect: !redirect }));
      if (result.status === 'error') setError(errorToText(result.error, t));
      else setPassword('');
    } catch (failure: unknown) {
      setError(errorToText(failure, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <h2 className="stack-title">{t('signIn.title')}</h2>
      <form className="stack-form" noValidate aria-busy={busy} onSubmit={(event) => void submit(event)}>
        <Field label={t('field.email')} type="email" name="email" autoComplete="email" value={email} disabled={busy} onChange={setEmail} />
        <Field label={t('field.password')} type="password" name="password" autoComplete="current-password" value={password} disabled={busy} onChange={setPassword} />
        <FormError message={error} />
        <button className="stack-button" type="submit" disabled={busy}>
          {busy ? t('signIn.submitting') : t('signIn.submit')}
        </button>
      </form>
      {signUpEnabled ? (
        <p className="stack-footer">
          {t('signIn.noAccount')}{' '}
          <a className="stack-link" href={signUpUrl ?? app.urls.signUp}>
            {t('signIn.toSignUp')}
          </a>
        </p>
      ) : null}
    </>
  );
}
