// SignIn: e-mail + password form when the project allows passwords; an e-mailed code when it allows magic links.

import { useState, type ReactNode } from 'react';
import { useRunAction, useStackApp, useTranslation, useUser } from '../../hooks';
import { errorToText } from '../../errors';
import { CredentialForm, SignedInNotice, SwitchFormLink } from '../shared/credential-form';
import { Field, FormError } from '../shared/field';
import { ProjectGate } from '../shared/project-gate';
import { useFormSubmit } from '../shared/use-form-submit';
import { MfaForm, useMfaStep } from '../mfa';
import { MagicLinkSignIn } from '../magic-link';
import { PasskeySignIn } from '../passkey';
import { OAuthButtons } from '../oauth';
import type { ProjectConfig } from '../../../core/apps/types';

export interface SignInProps {
  /** Where "Sign up" leads; defaults to the app's sign-up handler URL. */
  signUpUrl?: string;
  /** Go to the after-sign-in target when done; by default stay on the page. */
  redirect?: boolean;
  /** Offer "Continue as guest" (an anonymous account that a later sign-up upgrades). */
  allowGuest?: boolean;
}

export function SignIn(props: SignInProps): ReactNode {
  return (
    <section className="stack-root stack-sign-in">
      <ProjectGate>
        {(project) => (
          <>
            <SignInMethods {...props} config={project.config} />
            <OAuthButtons providers={project.config.oauthProviders} />
            {props.allowGuest ? <GuestButton /> : null}
          </>
        )}
      </ProjectGate>
    </section>
  );
}

/** The password form, the e-mailed-code form (src/react/components/magic-link), or both with a switch. */
function SignInMethods({ config, ...props }: SignInProps & { config: ProjectConfig }): ReactNode {
  const t = useTranslation();
  const user = useUser();
  const [byCode, setByCode] = useState(false);
  // The passkey button sits under whichever form shows, only when the project allows passkeys.
  const passkey = config.passkeyEnabled && !user ? <PasskeySignIn redirect={props.redirect ?? false} /> : null;
  if (!config.credentialEnabled && !config.magicLinkEnabled) return passkey ?? <CredentialDisabled />;
  if (config.magicLinkEnabled && (byCode || !config.credentialEnabled)) {
    return (
      <>
        <MagicLinkSignIn redirect={props.redirect ?? false} />
        {config.credentialEnabled && !user ? (
          <button type="button" className="stack-button-plain" onClick={() => setByCode(false)}>
            {t('magicLink.usePassword')}
          </button>
        ) : null}
        {passkey}
      </>
    );
  }
  return (
    <>
      <SignInBody {...props} signUpEnabled={config.signUpEnabled} />
      {config.magicLinkEnabled && !user ? (
        <button type="button" className="stack-button-plain" onClick={() => setByCode(true)}>
          {t('magicLink.useCode')}
        </button>
      ) : null}
      {passkey}
    </>
  );
}

/** Signs up anonymously; a guest still counts as signed out, so the forms stay for the real sign-up. */
function GuestButton(): ReactNode {
  const t = useTranslation();
  const app = useStackApp();
  const run = useRunAction();
  const user = useUser();
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [error, setError] = useState<string | null>(null);
  if (user) return null;
  if (state === 'done') return <p className="stack-notice" role="status">{t('signIn.guestActive')}</p>;

  async function start(): Promise<void> {
    setState('busy');
    setError(null);
    try {
      // Reuses a guest session kept from an earlier visit instead of making a second guest.
      await run(() => app.getUser({ or: 'anonymous' }));
      setState('done');
    } catch (failure: unknown) {
      setError(errorToText(failure, t));
      setState('idle');
    }
  }

  return (
    <div className="stack-guest">
      <button type="button" className="stack-button-plain" disabled={state === 'busy'} onClick={() => void start()}>
        {state === 'busy' ? t('signIn.startingGuest') : t('signIn.continueAsGuest')}
      </button>
      {error === null ? null : <FormError message={error} />}
    </div>
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
  const mfa = useMfaStep();
  const submit = useFormSubmit({
    validate: () => {
      if (!email.trim()) return t('form.emailRequired');
      if (!password) return t('form.passwordRequired');
      return null;
    },
    // A user with TOTP gets the MFA step in place instead of an error line.
    send: () => mfa.intercept(app.signInWithCredential({ email: email.trim(), password, noRedirect: !redirect })),
    onSuccess: () => setPassword(''),
  });

  if (user) return <SignedInNotice user={user} />;
  if (mfa.attemptCode !== null) return <MfaForm attemptCode={mfa.attemptCode} redirect={redirect} />;

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
      <p className="stack-footer">
        <a className="stack-link stack-forgot-password" href={app.urls.forgotPassword}>
          {t('signIn.forgotPassword')}
        </a>
      </p>
      {signUpEnabled ? <SwitchFormLink question={t('signIn.noAccount')} label={t('signIn.toSignUp')} href={signUpUrl ?? app.urls.signUp} /> : null}
    </>
  );
}
