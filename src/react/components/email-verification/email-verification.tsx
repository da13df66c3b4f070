// EmailVerification: the page the verification mail links to. Opening it verifies nothing (mail scanners
// follow links and would use the code up): it asks, and only the click verifies; then the way on.

import { useState, type ReactNode } from 'react';
import { useRunAction, useStackApp, useTranslation, useUserState } from '../../hooks';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import { Alert, Form } from '../../ui/form';
import { LinkProblemCard } from '../shared/link-problem-card';
import { codeFromLocation, codeProblem, describeLinkFailure, type LinkProblem } from '../shared/mailed-code';
import { StatusCard } from '../shared/status-card';
import { useStepFocus } from '../shared/use-step-focus';

export interface EmailVerificationProps {
  /** The verification code; defaults to the `code` query parameter of the page. */
  code?: string;
  /** Where "Continue" leads after success; defaults to the app's home URL. */
  continueUrl?: string;
}

type Phase = { kind: 'ask'; error: string | null; failures: number } | { kind: 'verifying' } | { kind: 'verified' } | { kind: 'problem'; problem: LinkProblem };

export function EmailVerification({ code: given, continueUrl }: EmailVerificationProps): ReactNode {
  const t = useTranslation();
  const app = useStackApp();
  const run = useRunAction();
  const state = useUserState();
  const [code] = useState(() => given ?? codeFromLocation());
  const [phase, setPhase] = useState<Phase>(() => {
    const problem = codeProblem(code);
    return problem ? { kind: 'problem', problem } : { kind: 'ask', error: null, failures: 0 };
  });
  const stepRef = useStepFocus(phase.kind === 'verifying' ? 'ask' : phase.kind);
  const next = continueUrl ?? app.urls.home;

  async function verify(): Promise<void> {
    if (code === null) return;
    const failures = phase.kind === 'ask' ? phase.failures : 0;
    setPhase({ kind: 'verifying' });
    const failed = (failure: unknown): void => {
      const { problem, words } = describeLinkFailure(failure, t);
      setPhase(problem ? { kind: 'problem', problem } : { kind: 'ask', error: words.message, failures: failures + 1 });
    };
    try {
      const result = await run(() => app.verifyEmail(code));
      if (result.status === 'ok') setPhase({ kind: 'verified' });
      else failed(result.error);
    } catch (failure: unknown) {
      failed(failure);
    }
  }

  let body: ReactNode;
  if (phase.kind === 'verified') {
    body = (
      <StatusCard
        title={t('emailVerification.successTitle')}
        kind="success"
        message={t('emailVerification.success')}
        actions={
          <ButtonLink href={next} fullWidth>
            {t('emailVerification.toHome')}
          </ButtonLink>
        }
      />
    );
  } else if (phase.kind === 'problem') {
    // A used link most often means the address is verified already: going on comes first.
    body = (
      <LinkProblemCard
        problem={phase.problem}
        missingMessage={t('emailVerification.missingCode')}
        actions={
          <ButtonLink href={next} fullWidth>
            {phase.problem === 'used' ? t('emailVerification.toHome') : t('handler.toHome')}
          </ButtonLink>
        }
      />
    );
  } else {
    // The signed-in person's unverified address is most likely the one the link is for.
    const user = state.status === 'ready' ? state.user : null;
    const email = user && !user.primaryEmailVerified ? user.primaryEmail : null;
    const busy = phase.kind === 'verifying';
    body = (
      <Card title={t('emailVerification.askTitle')} subtitle={email ? t('emailVerification.askFor', { email }) : t('emailVerification.ask')}>
        <Form onSubmit={() => void verify()} busy={busy} failureCount={phase.kind === 'ask' ? phase.failures : 0}>
          {phase.kind === 'ask' && phase.error ? <Alert kind="error">{phase.error}</Alert> : null}
          <Button type="submit" fullWidth busy={busy} busyLabel={t('emailVerification.verifying')}>
            {t('emailVerification.verify')}
          </Button>
        </Form>
      </Card>
    );
  }

  return (
    <div className="stack-step stack-email-verification" ref={stepRef}>
      {body}
    </div>
  );
}
