// SignIn: e-mail + password form. Shown only when the project allows password sign-in.

import { useState, type ReactNode } from 'react';
import { useStackApp, useTranslation, useUser } from '../../hooks';
import { CredentialForm, SignedInNotice, SwitchFormLink } from '../shared/credential-form';
import { Field } from '../shared/field';
import { ProjectGate } from '../shared/project-gate';
import { useFormSubmit } from '../shared/use-form-submit';

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
  const user = useUser();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = useFormSubmit({
    validate: () => {
      if (!email.trim()) return t('form.emailRequired');
      if (!password) return t('form.passwordRequired');
      return null;
    },
    send: () => app.signInWithCredential({ email: email.trim(), password, noRedirect: !redirect }),
    onSuccess: () => setPassword(''),
  });

  if (user) return <SignedInNotice user={user} />;

  return (
    <>
      <CredentialForm
        title={t('signIn.title')}
        submitLabel={t('signIn.submit')}
        busyLabel={t('signIn.submitting')}
        email={email}
        onEmailChange={setEmail}
        submit={submit}
      >
        <Field label={t('field.password')} type="password" name="password" autoComplete="current-password" value={password} disabled={submit.busy} onChange={setPassword} />
      </CredentialForm>
      {signUpEnabled ? <SwitchFormLink question={t('signIn.noAccount')} label={t('signIn.toSignUp')} href={signUpUrl ?? app.urls.signUp} /> : null}
    </>
  );
}
