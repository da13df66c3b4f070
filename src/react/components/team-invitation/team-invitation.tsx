// TeamInvitation: the page the invitation mail links to (PROTOCOL.md §5.14). Signed out, it checks the code
// and offers sign-in / sign-up that come back here (the API names the team only to a signed-in person);
// signed in, it names the team and lets the person join, which makes the team the selected one.

import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { currentPageUrl, withAfterAuthReturnTo } from '../../../core/internal';
import type { CurrentUser } from '../../../core/internal';
import { describeFailure } from '../../errors';
import { useRunAction, useStackApp, useTranslation, useUserState } from '../../hooks';
import { useRetryOnComeBack } from '../../come-back';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import { Alert, Form } from '../../ui/form';
import { Row, RowGroup } from '../../ui/row';
import { LinkProblemCard } from '../shared/link-problem-card';
import { codeFromLocation, codeProblem, describeLinkFailure, type LinkProblem } from '../shared/mailed-code';
import { StatusCard, WaitingCard } from '../shared/status-card';
import { useStepFocus } from '../shared/use-step-focus';

export interface TeamInvitationProps {
  /** The invitation code; defaults to the `code` query parameter of the page. */
  code?: string;
  /** Where "Continue" leads after joining; defaults to the app's home URL. */
  continueUrl?: string;
  /** Where "Sign in" / "Create an account" lead (they come back here); default the app's handler URLs. */
  signInUrl?: string;
  signUpUrl?: string;
}

/** What is known about the code: still checking, usable (with the team once signed in), or unusable. */
type Lookup = { status: 'checking' } | { status: 'valid'; teamId: string | null; teamName: string | null } | { status: 'problem'; problem: LinkProblem } | { status: 'failed'; message: string };
type Phase = { kind: 'ask'; error: string | null; failures: number } | { kind: 'joining' } | { kind: 'joined' };

export function TeamInvitation({ code: given, continueUrl, signInUrl, signUpUrl }: TeamInvitationProps): ReactNode {
  const t = useTranslation();
  const app = useStackApp();
  const run = useRunAction();
  const state = useUserState();
  const [code] = useState(() => given?.trim() || codeFromLocation());
  const early = codeProblem(code);
  const [lookup, setLookup] = useState<Lookup>(early ? { status: 'problem', problem: early } : { status: 'checking' });
  const [phase, setPhase] = useState<Phase>({ kind: 'ask', error: null, failures: 0 });
  const [attempt, setAttempt] = useState(0);
  const user: CurrentUser | null | undefined = state.status === 'ready' ? state.user : undefined;
  const userId = user === undefined ? undefined : (user?.id ?? null);

  // Details need a signed-in user; signed out, only whether the code is usable can be told.
  useEffect(() => {
    if (code === null || early !== null || userId === undefined || phase.kind === 'joined') return;
    let active = true;
    setLookup({ status: 'checking' });
    const failed = (failure: unknown): void => {
      if (!active) return;
      const { problem, words } = describeLinkFailure(failure, t);
      setLookup(problem ? { status: 'problem', problem } : { status: 'failed', message: words.message });
    };
    const request =
      userId === null
        ? app.verifyTeamInvitationCode(code).then((r) => (r.status === 'ok' ? { status: 'ok' as const, teamId: null, teamName: null } : r))
        : app.getTeamInvitationDetails(code).then((r) => (r.status === 'ok' ? { status: 'ok' as const, teamId: r.data.teamId, teamName: r.data.teamDisplayName } : r));
    request.then((result) => {
      if (result.status === 'error') failed(result.error);
      else if (active) setLookup({ status: 'valid', teamId: result.teamId, teamName: result.teamName });
    }, failed);
    return () => {
      active = false;
    };
    // phase is read only to skip the re-check once joined (the code is used up then).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [app, code, early, userId, attempt, t]);

  const retryLookup = useCallback(() => setAttempt((n) => n + 1), []);
  // A lookup that failed on the network tries again when the network or the tab comes back.
  useRetryOnComeBack(lookup.status === 'failed', retryLookup);

  async function join(): Promise<void> {
    if (code === null || phase.kind !== 'ask') return;
    const failures = phase.failures;
    setPhase({ kind: 'joining' });
    const failed = (failure: unknown): void => {
      const { problem, words } = describeLinkFailure(failure, t);
      if (problem) {
        setLookup({ status: 'problem', problem });
        setPhase({ kind: 'ask', error: null, failures });
      } else setPhase({ kind: 'ask', error: words.message, failures: failures + 1 });
    };
    try {
      const result = await run(() => app.acceptTeamInvitation(code));
      if (result.status !== 'ok') return failed(result.error);
      // The joined team becomes the selected one (the switcher shows it); joining stands even if this fails.
      const teamId = lookup.status === 'valid' ? lookup.teamId : null;
      if (teamId !== null && user) await selectJoined(user, teamId);
      setPhase({ kind: 'joined' });
    } catch (failure: unknown) {
      failed(failure);
    }
  }

  const teamName = lookup.status === 'valid' ? lookup.teamName : null;
  const next = continueUrl ?? app.urls.home;
  const home = (
    <ButtonLink href={app.urls.home} fullWidth>
      {t('handler.toHome')}
    </ButtonLink>
  );
  let step: string;
  let body: ReactNode;
  if (phase.kind === 'joined') {
    step = 'joined';
    body = (
      <StatusCard
        className="stack-team-invitation-joined"
        title={t('teamInvitation.joinedTitle')}
        kind="success"
        message={teamName ? t('teamInvitation.joined', { team: teamName }) : t('teamInvitation.joinedTeam')}
        actions={
          <ButtonLink href={next} fullWidth>
            {t('teamInvitation.continue')}
          </ButtonLink>
        }
      />
    );
  } else if (lookup.status === 'problem') {
    step = `problem-${lookup.problem}`;
    body = <LinkProblemCard problem={lookup.problem} missingMessage={t('teamInvitation.missingCode')} actions={home} />;
  } else if (state.status === 'error' || lookup.status === 'failed') {
    step = 'failed';
    const message = state.status === 'error' ? describeFailure(state.error, t).message : lookup.status === 'failed' ? lookup.message : '';
    body = (
      <StatusCard
        title={t('teamInvitation.title')}
        kind="error"
        message={message}
        actions={
          <Button fullWidth onClick={state.status === 'error' ? state.retry : retryLookup}>
            {t('action.retry')}
          </Button>
        }
      />
    );
  } else if (state.status === 'loading' || lookup.status === 'checking') {
    step = 'checking';
    body = <WaitingCard title={t('teamInvitation.title')} label={t('teamInvitation.checking')} shape={['text', 'row', 'button', 'button']} />;
  } else if (!user) {
    step = 'signed-out';
    const current = currentPageUrl();
    const back = (target: string): string => (current === null ? target : withAfterAuthReturnTo(target, current));
    body = (
      <Card title={t('teamInvitation.title')} subtitle={t('teamInvitation.signInFirst')}>
        <div className="stack-stack">
          <ButtonLink className="stack-team-invitation-sign-in" href={back(signInUrl ?? app.urls.signIn)} fullWidth>
            {t('teamInvitation.signIn')}
          </ButtonLink>
          <ButtonLink className="stack-team-invitation-sign-up" href={back(signUpUrl ?? app.urls.signUp)} variant="secondary" fullWidth>
            {t('teamInvitation.signUp')}
          </ButtonLink>
        </div>
      </Card>
    );
  } else {
    step = 'ask';
    const busy = phase.kind === 'joining';
    const team = teamName ?? '';
    body = (
      <Card title={t('teamInvitation.title')} subtitle={t('teamInvitation.invited')}>
        <RowGroup label={t('teamInvitation.team')}>
          <Row className="stack-team-invitation-team" leading={<Avatar name={team} id={lookup.status === 'valid' ? (lookup.teamId ?? team) : team} size={32} />} title={team} />
        </RowGroup>
        <Form onSubmit={() => void join()} busy={busy} failureCount={phase.kind === 'ask' ? phase.failures : 0}>
          {phase.kind === 'ask' && phase.error ? <Alert kind="error">{phase.error}</Alert> : null}
          <div className="stack-stack">
            <Button type="submit" className="stack-team-invitation-join" fullWidth busy={busy} busyLabel={t('teamInvitation.joining')}>
              {t('teamInvitation.join', { team })}
            </Button>
            <ButtonLink href={app.urls.home} variant="secondary" fullWidth>
              {t('teamInvitation.decline')}
            </ButtonLink>
          </div>
        </Form>
      </Card>
    );
  }

  return <TeamInvitationStep step={step}>{body}</TeamInvitationStep>;
}

/** Makes the joined team the selected one; a failure leaves the selection as it was (the join stands). */
async function selectJoined(user: CurrentUser, teamId: string): Promise<void> {
  try {
    await user.setSelectedTeam(teamId);
  } catch {
    // The person can still pick the team in the switcher.
  }
}

function TeamInvitationStep({ step, children }: { step: string; children: ReactNode }): ReactNode {
  const ref = useStepFocus(step);
  return (
    <div className="stack-step stack-team-invitation" ref={ref}>
      {children}
    </div>
  );
}
