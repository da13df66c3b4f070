// PasswordReset: the page the reset mail links to. Checks the link's code first (without using it), then
// asks for the new password twice, then signs the person in (or says why not). A cut or used link says
// so, with a way on.

import { useEffect, useState, type ReactNode } from 'react';
import { useStackApp, useTranslation } from '../../hooks';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import { Alert } from '../../ui/form';
import { LinkProblemCard } from '../shared/link-problem-card';
import { codeFromLocation, codeProblem, describeLinkFailure, type LinkProblem } from '../shared/mailed-code';
import { StatusCard, WaitingCard } from '../shared/status-card';
import { useStepFocus } from '../shared/use-step-focus';
import { carryEmail } from '../shared/carried';
import { useRedirectHref } from '../shared/redirect-href';
import { NewPasswordForm, type ResetOutcome } from './new-password-form';

export interface PasswordResetProps {
  /** The reset code; defaults to the `code` query parameter of the page. */
  code?: string;
  /** Where "Sign in" leads after the reset; defaults to the app's sign-in handler URL. */
  signInUrl?: string;
  /** Where "Request a new link" leads; defaults to the app's forgot-password handler URL. */
  forgotPasswordUrl?: string;
}

type Check = { status: 'checking' } | { status: 'valid' } | { status: 'problem'; problem: LinkProblem } | { status: 'failed'; message: string };

export function PasswordReset({ code: given, signInUrl, forgotPasswordUrl }: PasswordResetProps): ReactNode {
  const t = useTranslation();
  const app = useStackApp();
  const [code] = useState(() => given ?? codeFromLocation());
  // A missing or mangled code is told at once, without a request.
  const early = codeProblem(code);
  const [check, setCheck] = useState<Check>(early ? { status: 'problem', problem: early } : { status: 'checking' });
  const [attempt, setAttempt] = useState(0);
  const [done, setDone] = useState<ResetOutcome | null>(null);
  const afterSignIn = useRedirectHref('afterSignIn');

  useEffect(() => {
    if (code === null || early !== null) return;
    let active = true;
    setCheck({ status: 'checking' });
    const failed = (failure: unknown): void => {
      if (!active) return;
      const { problem, words } = describeLinkFailure(failure, t);
      setCheck(problem ? { status: 'problem', problem } : { status: 'failed', message: words.message });
    };
    app.verifyPasswordResetCode(code).then((result) => {
      if (result.status === 'error') failed(result.error);
      else if (active) setCheck({ status: 'valid' });
    }, failed);
    return () => {
      active = false;
    };
  }, [app, code, early, attempt, t]);

  const step = done ? 'done' : check.status === 'problem' ? `problem-${check.problem}` : check.status;
  const stepRef = useStepFocus(step);
  const signIn = signInUrl ?? app.urls.signIn;
  const forgot = forgotPasswordUrl ?? app.urls.forgotPassword;

  let body: ReactNode;
  if (done?.signedIn) {
    body = (
      <StatusCard
        title={t('passwordReset.successTitle')}
        kind="success"
        message={t('passwordReset.signedIn')}
        actions={
          <ButtonLink href={afterSignIn} fullWidth>
            {t('handler.continue')}
          </ButtonLink>
        }
      />
    );
  } else if (done) {
    // Two-factor: the kept attempt code finishes the sign-in on the MFA page; otherwise a sign-in by hand.
    const mfa = done.reason === 'mfa';
    const why = mfa ? 'passwordReset.successMfa' : done.reason === 'noEmail' ? 'passwordReset.successOtherBrowser' : 'passwordReset.success';
    body = (
      <StatusCard
        title={t('passwordReset.successTitle')}
        kind="success"
        message={t(why)}
        actions={
          <ButtonLink href={mfa ? app.urls.mfa : signIn} fullWidth onClick={() => carryEmail(done.email ?? '')}>
            {mfa ? t('handler.continue') : t('passwordReset.toSignIn')}
          </ButtonLink>
        }
      />
    );
  } else if (check.status === 'problem') {
    // A used link may mean the password was already changed: signing in comes first then.
    const used = check.problem === 'used';
    body = (
      <LinkProblemCard
        problem={check.problem}
        missingMessage={t('passwordReset.missingCode')}
        actions={
          <>
            <ButtonLink href={used ? signIn : forgot} fullWidth>
              {used ? t('passwordReset.toSignIn') : t('passwordReset.requestNew')}
            </ButtonLink>
            <ButtonLink href={used ? forgot : signIn} variant="secondary" fullWidth>
              {used ? t('passwordReset.requestNew') : t('passwordReset.backToSignIn')}
            </ButtonLink>
          </>
        }
      />
    );
  } else if (check.status === 'checking') {
    body = <WaitingCard title={t('passwordReset.title')} subtitle={t('passwordReset.intro')} label={t('passwordReset.checking')} shape={['field-hint', 'field', 'button']} />;
  } else if (check.status === 'failed') {
    body = (
      <Card title={t('passwordReset.title')}>
        <Alert kind="error">{check.message}</Alert>
        <Button fullWidth onClick={() => setAttempt((n) => n + 1)}>
          {t('action.retry')}
        </Button>
      </Card>
    );
  } else {
    body = <NewPasswordForm code={code!} onDone={setDone} onLinkProblem={(problem) => setCheck({ status: 'problem', problem })} />;
  }

  return (
    <div className="stack-step stack-password-reset" ref={stepRef}>
      {body}
    </div>
  );
}
