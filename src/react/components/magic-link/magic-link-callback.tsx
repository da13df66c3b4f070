// MagicLinkCallback: the page the mailed sign-in link opens. Opening it signs nothing in (mail scanners
// follow links and would use the code up): it asks, and the click signs in with the link's code once;
// a user with TOTP then gets the MFA step. A link that cannot be used says why and leads back to sign-in.

import { useState, type ReactNode } from 'react';
import { mfaAttemptCodeOf } from '../../../core/internal';
import { withoutMagicLinkCode } from '../../../core/internal';
import { currentPageUrl } from '../../../core/internal';
import { useRunAction, useStackApp, useTranslation } from '../../hooks';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import { Alert, Form } from '../../ui/form';
import { MfaForm } from '../mfa';
import { LinkProblemCard } from '../shared/link-problem-card';
import { codeFromLocation, codeProblem, describeLinkFailure, type LinkProblem } from '../shared/mailed-code';
import { useRedirectHref } from '../shared/redirect-href';
import { StatusCard } from '../shared/status-card';
import { useStepFocus } from '../shared/use-step-focus';

export interface MagicLinkCallbackProps {
  /** Go to the after-sign-in (new user: after-sign-up) target when done; by default stay on the page. */
  redirect?: boolean;
  /** Where "Back to sign-in" leads; defaults to the app's sign-in handler URL. */
  signInUrl?: string;
}

type Phase =
  | { kind: 'ask'; error: string | null; failures: number }
  | { kind: 'busy' }
  | { kind: 'done' }
  | { kind: 'mfa'; attemptCode: string }
  | { kind: 'problem'; problem: LinkProblem };

/** A used code must not come back with a reload or the history: the address bar loses it once the person acts on it. */
function dropCodeFromAddressBar(): void {
  const href = currentPageUrl();
  const history = (globalThis as { history?: History }).history;
  if (href !== null) history?.replaceState(history.state, '', withoutMagicLinkCode(href));
}

export function MagicLinkCallback({ redirect = false, signInUrl }: MagicLinkCallbackProps): ReactNode {
  const t = useTranslation();
  const app = useStackApp();
  const run = useRunAction();
  const [code] = useState(codeFromLocation);
  const [phase, setPhase] = useState<Phase>(() => {
    const problem = codeProblem(code);
    return problem ? { kind: 'problem', problem } : { kind: 'ask', error: null, failures: 0 };
  });
  const stepRef = useStepFocus(phase.kind === 'busy' ? 'ask' : phase.kind);
  const afterSignIn = useRedirectHref('afterSignIn');
  const signIn = signInUrl ?? app.urls.signIn;

  async function signInWithLink(): Promise<void> {
    if (code === null || phase.kind !== 'ask') return;
    const failures = phase.failures;
    // The code stays in state for another try; the address bar no longer needs it.
    dropCodeFromAddressBar();
    setPhase({ kind: 'busy' });
    const failed = (failure: unknown): void => {
      const attemptCode = mfaAttemptCodeOf(failure);
      if (attemptCode !== null) return setPhase({ kind: 'mfa', attemptCode });
      const { problem, words } = describeLinkFailure(failure, t);
      setPhase(problem ? { kind: 'problem', problem } : { kind: 'ask', error: words.message, failures: failures + 1 });
    };
    try {
      const result = await run(() => app.signInWithMagicLink(code, { noRedirect: !redirect }));
      if (result.status === 'error') return failed(result.error);
      setPhase({ kind: 'done' });
    } catch (failure: unknown) {
      failed(failure);
    }
  }

  let body: ReactNode;
  switch (phase.kind) {
    case 'done':
      body = (
        <StatusCard
          className="stack-magic-link-success"
          title={t('magicLink.signedInTitle')}
          kind="success"
          message={t('magicLink.signedIn')}
          actions={
            <ButtonLink href={afterSignIn} fullWidth>
              {t('handler.continue')}
            </ButtonLink>
          }
        />
      );
      break;
    case 'mfa':
      body = <MfaForm attemptCode={phase.attemptCode} redirect={redirect} />;
      break;
    case 'problem':
      body = (
        <LinkProblemCard
          problem={phase.problem}
          missingMessage={t('magicLink.missingCode')}
          actions={
            <ButtonLink href={signIn} fullWidth>
              {t('magicLink.backToSignIn')}
            </ButtonLink>
          }
        />
      );
      break;
    default: {
      const busy = phase.kind === 'busy';
      body = (
        <Card title={t('magicLink.confirmTitle')} subtitle={t('magicLink.confirmText')}>
          <Form onSubmit={() => void signInWithLink()} busy={busy} failureCount={phase.kind === 'ask' ? phase.failures : 0}>
            {phase.kind === 'ask' && phase.error ? <Alert kind="error">{phase.error}</Alert> : null}
            <Button type="submit" fullWidth busy={busy} busyLabel={t('magicLink.signingIn')}>
              {t('magicLink.confirm')}
            </Button>
            <ButtonLink href={app.urls.home} variant="ghost" fullWidth>
              {t('magicLink.cancel')}
            </ButtonLink>
          </Form>
        </Card>
      );
    }
  }
  return (
    <div className="stack-step stack-magic-link-callback" ref={stepRef}>
      {body}
    </div>
  );
}
