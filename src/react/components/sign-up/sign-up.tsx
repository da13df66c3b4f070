// SignUp (DESIGN.md §3): "Create your account" with the project's providers first, then e-mail,
// password (with its length hint) and repeat password, every field checked at once before sending.

import { useState, type ReactNode } from 'react';
import type { Project } from '../../../core/apps/types';
import type { Result } from '../../../core/result';
import { KnownError } from '../../../protocol/errors/known-error';
import { describeFailure, numericDetail } from '../../errors';
import { useStackApp, useTranslation } from '../../hooks';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Divider } from '../../ui/divider';
import { Alert, Form } from '../../ui/form';
import { PasswordField } from '../../ui/password-field';
import { OAuthButtons } from '../oauth/oauth-buttons';
import { AuthSwitch, EmailField, SwitchLink } from '../shared/credential-form';
import { afterPasswordCheck, isCommonPassword, NewPasswordField } from '../shared/new-password-field';
import { AuthGate } from '../shared/project-gate';
import { useFormSubmit, type DescribedFailure } from '../shared/use-form-submit';
import { useWrite, writeIdentity } from '../shared/use-write';
import { DEFAULT_PASSWORD_BOUNDS, validateSignUpFields, type PasswordBounds } from './validate';

export interface SignUpProps {
  /** Where "Sign in" leads; defaults to the app's sign-in handler URL. */
  signInUrl?: string;
  /** Go to the after-sign-up target when done; by default stay on the page. */
  redirect?: boolean;
}

export function SignUp(props: SignUpProps): ReactNode {
  return (
    <AuthGate shape="sign-up">
      {(project, user) => (
        // A guest signing up here upgrades the anonymous account, so the form stays for them.
        <AuthSwitch user={user && !user.isAnonymous ? user : null}>
          <SignUpCard {...props} project={project} />
        </AuthSwitch>
      )}
    </AuthGate>
  );
}

function SignUpCard({ signInUrl, redirect = false, project }: SignUpProps & { project: Project }): ReactNode {
  const t = useTranslation();
  const app = useStackApp();
  const { config } = project;
  const providers = config.signUpEnabled ? config.oauthProviders : [];
  const form = config.signUpEnabled && config.credentialEnabled;
  return (
    <Card
      className="stack-sign-up"
      title={t('signUp.title')}
      subtitle={<SwitchLink question={t('signUp.haveAccount')} label={t('signUp.toSignIn')} href={signInUrl ?? app.urls.signIn} />}
    >
      {providers.length > 0 ? <OAuthButtons providers={providers} /> : null}
      {providers.length > 0 && form ? <Divider label={t('signIn.or')} /> : null}
      {form ? <SignUpForm redirect={redirect} /> : null}
      {!form && providers.length === 0 ? <Alert kind="info">{t('signUp.disabled')}</Alert> : null}
    </Card>
  );
}

function SignUpForm({ redirect }: { redirect: boolean }): ReactNode {
  const t = useTranslation();
  const app = useStackApp();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [repeatPassword, setRepeatPassword] = useState('');
  const [bounds, setBounds] = useState<PasswordBounds>(DEFAULT_PASSWORD_BOUNDS);
  const write = useWrite();

  /** The sign-up, resent with its key; after an unknown outcome the account is found by signing in with it. */
  function signUp(address: string): Promise<Result<undefined, KnownError>> {
    return write.run({
      identity: writeIdentity(address, password),
      send: async (key) => {
        const result = await app.signUpWithCredential({ email: address, password, noRedirect: !redirect, idempotencyKey: key });
        if (result.status === 'error') throw result.error;
        return result;
      },
      // The account exists and this password signs in: that is the sign-up having worked.
      find: async () => {
        const result = await app.signInWithCredential({ email: address, password, noRedirect: true });
        if (result.status === 'error') return null;
        if (redirect) await app.redirectTo('afterSignUp');
        return result;
      },
      echoes: (failure) => failure instanceof KnownError && failure.code === 'USER_EMAIL_ALREADY_EXISTS',
    });
  }

  /** Learns the server's bound from a password error so the next check happens before sending. */
  function describe(failure: unknown): DescribedFailure {
    if (failure instanceof KnownError && failure.code === 'PASSWORD_TOO_SHORT') {
      const min = numericDetail(failure, 'min_length') ?? bounds.min;
      setBounds((current) => ({ ...current, min }));
      return { message: t('password.tooShort', { n: min }), field: 'password' };
    }
    if (failure instanceof KnownError && failure.code === 'PASSWORD_TOO_LONG') {
      const max = numericDetail(failure, 'maxLength') ?? numericDetail(failure, 'max_length') ?? bounds.max;
      setBounds((current) => ({ ...current, max }));
      return { message: t('password.tooLong', { n: max }), field: 'password' };
    }
    return describeFailure(failure, t);
  }

  const submit = useFormSubmit({
    validate: () => {
      const problems = validateSignUpFields({ email, password, repeatPassword }, bounds);
      if (!problems.password && isCommonPassword(password)) problems.password = { key: 'password.common' };
      return Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, t(problem.key, problem.vars)]));
    },
    send: () => signUp(email.trim()),
    onSuccess: () => {
      setPassword('');
      setRepeatPassword('');
    },
    describe,
    fields: ['email', 'password', 'repeatPassword'],
  });

  return (
    // The common-password check is awaited (it loads on the first keystroke) so that it never lets one through.
    <Form onSubmit={() => afterPasswordCheck(() => void submit.onSubmit())} failureCount={submit.failureCount} busy={submit.busy}>
      <EmailField value={email} onValueChange={setEmail} error={submit.fieldErrors.email} disabled={submit.busy} autoComplete="email" />
      <NewPasswordField
        label={t('field.password')}
        name="password"
        value={password}
        onValueChange={setPassword}
        disabled={submit.busy}
        userInputs={[email]}
        // The length rule says it again when broken, so the hint steps aside then.
        hint={submit.fieldErrors.password ? undefined : t('signUp.passwordHint', { n: bounds.min })}
        error={submit.fieldErrors.password}
      />
      <PasswordField
        label={t('field.repeatPassword')}
        name="repeat-password"
        autoComplete="new-password"
        value={repeatPassword}
        onValueChange={setRepeatPassword}
        disabled={submit.busy}
        error={submit.fieldErrors.repeatPassword}
      />
      {submit.error ? <Alert>{submit.error}</Alert> : null}
      <Button type="submit" variant="primary" fullWidth busy={submit.busy} busyLabel={t('signUp.submitting')}>
        {t('signUp.submit')}
      </Button>
    </Form>
  );
}
