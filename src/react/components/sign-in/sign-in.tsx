// SignIn (DESIGN.md §3): a card with the project's providers and passkey first, then e-mail + password
// and/or an e-mailed code. The code step and the two-factor step replace the card's content; signing
// out resets it to its first step.

import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { Project } from '../../../core/internal';
import { useMfaStep } from '../mfa/use-mfa-step';
import type { CodeSent } from '../magic-link/email-code-form';
import { onEmailForSignIn, useCarriedEmail } from '../shared/carried';
import { AuthSwitch } from '../shared/credential-form';
import { AuthGate } from '../shared/project-gate';
import { FirstStep, type Method } from './first-step';
import { LazyCodeStep, LazyMfaForm, prefetchLaterSteps } from './lazy-steps';

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
    <AuthGate shape="sign-in" footer={props.allowGuest}>
      {(project, user) => (
        // A guest (anonymous account) still counts as signed out: the forms stay for the real sign-in.
        <AuthSwitch user={user && !user.isAnonymous ? user : null}>
          <SignInFlow {...props} project={project} />
        </AuthSwitch>
      )}
    </AuthGate>
  );
}

/** The steps of one signed-out visit: first step, code step, two-factor step. */
function SignInFlow({ project, redirect = false, ...props }: SignInProps & { project: Project }): ReactNode {
  const mfa = useMfaStep();
  const [sent, setSent] = useState<CodeSent | null>(null);
  // The address typed on the screen before (sign-up's "Sign in instead", an OAuth conflict), if any.
  const [email, setEmail] = useState(useCarriedEmail());
  useEffect(() => onEmailForSignIn(setEmail), []);
  const [method, setMethod] = useState<Method>('password');
  // After "Back", focus goes to the first step's e-mail field instead of dropping to <body>.
  const [returned, setReturned] = useState(false);
  const backToStart = (): void => {
    mfa.reset();
    setSent(null);
    setReturned(true);
  };
  // The later steps load on demand: from the first e-mail typed (or filled in by the browser) they are on their
  // way. Not from a sign-in sent: the passkey autofill sends one as the card mounts. A passkey sign-in that asks
  // for the second factor shows the code card's skeleton until the step's file is in.
  const typeEmail = useCallback((value: string): void => {
    prefetchLaterSteps();
    setEmail(value);
  }, []);
  if (mfa.attemptCode !== null) return <LazyMfaForm attemptCode={mfa.attemptCode} redirect={redirect} onBack={backToStart} />;
  if (sent !== null) return <LazyCodeStep sent={sent} redirect={redirect} intercept={mfa.intercept} onBack={backToStart} onResent={setSent} />;
  return (
    <FirstStep
      {...props}
      project={project}
      redirect={redirect}
      email={email}
      onEmailChange={typeEmail}
      onCodeSent={setSent}
      method={method}
      onMethodChange={setMethod}
      intercept={mfa.intercept}
      focusEmail={returned}
    />
  );
}
