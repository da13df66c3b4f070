// SignUp: e-mail, password and repeat password, validated before any request is sent.

import { useState, type ReactNode } from 'react';
import { KnownError } from '../../../protocol/errors/known-error';
import { errorToText, numericDetail } from '../../errors';
import { useStackApp, useTranslation, useUser } from '../../hooks';
import { CredentialForm, SignedInNotice, SwitchFormLink } from '../shared/credential-form';
import { Field } from '../shared/field';
import { ProjectGate } from '../shared/project-gate';
import { useFormSubmit } from '../shared/use-form-submit';
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
  const user = useUser();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [repeatPassword, setRepeatPassword] = useState('');
  const [bounds, setBounds] = useState<PasswordBounds>(DEFAULT_PASSWORD_BOUNDS);

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

  const submit = useFormSubmit({
    validate: () => {
      const problem = validateSignUp({ email, password, repeatPassword }, bounds);
      return problem ? t(problem.key, problem.vars) : null;
    },
    send: () => app.signUpWithCredential({ email: email.trim(), password, noRedirect: !redirect }),
    onSuccess: () => {
      setPassword('');
      setRepeatPassword('');
    },
    describe: (failure) => (failure instanceof KnownError ? messageFor(failure) : errorToText(failure, t)),
  });

  if (!enabled) return <p className="stack-notice">{t('signUp.disabled')}</p>;
  if (user) return <SignedInNotice user={user} />;

  // What the password and its repeat have in common.
  const newPassword = { type: 'password', autoComplete: 'new-password', disabled: submit.busy } as const;

  return (
    <>
      <CredentialForm
        title={t('signUp.title')}
        submitLabel={t('signUp.submit')}
        busyLabel={t('signUp.submitting')}
        email={email}
        onEmailChange={setEmail}
        submit={submit}
      >
        <Field {...newPassword} label={t('field.password')} name="password" value={password} hint={t('signUp.passwordHint', { n: bounds.min })} onChange={setPassword} />
        <Field {...newPassword} label={t('field.repeatPassword')} name="repeat-password" value={repeatPassword} onChange={setRepeatPassword} />
      </CredentialForm>
      <SwitchFormLink question={t('signUp.haveAccount')} label={t('signUp.toSignIn')} href={signInUrl ?? app.urls.signIn} />
    </>
  );
}
