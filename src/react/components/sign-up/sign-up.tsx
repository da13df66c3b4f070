// SignUp (DESIGN.md §3): "Create your account" with the project's providers first, then e-mail,
// password (with its length hint) and repeat password, every field checked at once before sending. Once
// signed up with an unverified address, the card asks to verify it (VerifyEmailCard).

import { useEffect, useRef, useState, type MutableRefObject, type ReactNode } from 'react';
import type { Project } from '../../../core/internal';
import type { Result } from '../../../core/internal';
import { KnownError } from '../../../protocol/errors/known-error';
import { describeFailure, numericDetail } from '../../errors';
import { useStackApp, useTranslation } from '../../hooks';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Divider } from '../../ui/divider';
import { Alert, Form } from '../../ui/form';
import { PasswordField } from '../../ui/password-field';
import { OAuthButtons } from '../oauth/oauth-buttons';
import { carryEmailToSignIn } from '../shared/carried';
import { AuthSwitch, EmailField, SwitchLink } from '../shared/credential-form';
import { afterPasswordCheck, isCommonPassword, NewPasswordField } from '../shared/new-password-field';
import { AuthGate } from '../shared/project-gate';
import { useFormSubmit, type DescribedFailure } from '../shared/use-form-submit';
import { useWrite, writeIdentity } from '../shared/use-write';
import { turnOffOptionalEmails } from './opt-in-defaults';
import { DEFAULT_PASSWORD_BOUNDS, validateSignUpFields, type PasswordBounds } from './validate';
import { VerifyEmailCard } from './verify-email-card';

export interface SignUpProps {
  /** Where "Sign in" leads; defaults to the app's sign-in handler URL. */
  signInUrl?: string;
  /** Go to the after-sign-up target when done; by default stay on the page. */
  redirect?: boolean;
}

export function SignUp(props: SignUpProps): ReactNode {
  // Whether this element showed its form: then a verify card that follows comes from this page's sign-up.
  const showedForm = useRef(false);
  return (
    <AuthGate shape="sign-up">
      {(project, user) =>
        // Signed up (or back) with an unproven address: the card asks to verify it, with a resend.
        user && !user.isAnonymous && user.primaryEmail && !user.primaryEmailVerified ? (
          <VerifyEmailCard user={user} email={user.primaryEmail} takeFocus={showedForm.current} />
        ) : (
          // A guest signing up here upgrades the anonymous account, so the form stays for them.
          <AuthSwitch user={user && !user.isAnonymous ? user : null}>
            <SignUpCard {...props} project={project} showedForm={showedForm} />
          </AuthSwitch>
        )
      }
    </AuthGate>
  );
}

function SignUpCard({ signInUrl, redirect = false, project, showedForm }: SignUpProps & { project: Project; showedForm: MutableRefObject<boolean> }): ReactNode {
  const t = useTranslation();
  useEffect(() => {
    showedForm.current = true;
  }, [showedForm]);
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
      {form ? <SignUpForm redirect={redirect} signInUrl={signInUrl ?? app.urls.signIn} /> : null}
      {!form && providers.length === 0 ? <Alert kind="info">{t('signUp.disabled')}</Alert> : null}
    </Card>
  );
}

function SignUpForm({ redirect, signInUrl }: { redirect: boolean; signInUrl: string }): ReactNode {
  const t = useTranslation();
  const app = useStackApp();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [repeatPassword, setRepeatPassword] = useState('');
  const [bounds, setBounds] = useState<PasswordBounds>(DEFAULT_PASSWORD_BOUNDS);
  const write = useWrite();

  /** The new account's opt-in defaults, then the after-sign-up page when asked for. */
  async function afterSignUp(): Promise<void> {
    // Best effort: the account exists either way, and the person can still choose in account settings.
    await turnOffOptionalEmails(app).catch(() => undefined);
    if (redirect) await app.redirectTo('afterSignUp', { replace: true });
  }

  /** The sign-up, resent with its key; after an unknown outcome the account is found by signing in with it. */
  function signUp(address: string): Promise<Result<undefined, KnownError>> {
    return write.run({
      identity: writeIdentity(address, password),
      send: async (key) => {
        const result = await app.signUpWithCredential({ email: address, password, noRedirect: true, idempotencyKey: key });
        if (result.status === 'error') throw result.error;
        await afterSignUp();
        return result;
      },
      // The account exists and this password signs in: that is the sign-up having worked.
      find: async () => {
        const result = await app.signInWithCredential({ email: address, password, noRedirect: true });
        if (result.status === 'error') return null;
        await afterSignUp();
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

  // The address has an account: a link to sign in with it, the address carried to the sign-in card.
  const taken = submit.failure instanceof KnownError && submit.failure.code === 'USER_EMAIL_ALREADY_EXISTS' && submit.fieldErrors.email !== undefined;
  const signInInstead = taken ? (
    <a className="stack-link" href={signInUrl} onClick={() => carryEmailToSignIn(email, signInUrl)}>
      {t('signUp.signInInstead')}
    </a>
  ) : undefined;
  return (
    // The common-password check is awaited (it loads on the first keystroke) so that it never lets one through.
    <Form onSubmit={() => afterPasswordCheck(() => void submit.onSubmit())} failureCount={submit.failureCount} busy={submit.busy}>
      <EmailField value={email} onValueChange={setEmail} error={submit.fieldErrors.email} hint={signInInstead} disabled={submit.busy} autoComplete="email" />
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
