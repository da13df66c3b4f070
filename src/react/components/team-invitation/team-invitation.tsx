// TeamInvitation: the page the invitation mail links to (PROTOCOL.md §5.14). Signed out, it checks the code
// and offers sign-in / sign-up that come back here; signed in, it names the team and lets the person join.

import { useEffect, useState, type ReactNode } from 'react';
import { currentPageUrl, withAfterAuthReturnTo } from '../../../core/auth/redirect';
import type { CurrentUser } from '../../../core/apps/types';
import { errorToText } from '../../errors';
import { useStackApp, useTranslation, useUserState } from '../../hooks';
import { codeErrorToText, codeFromLocation } from '../shared/mailed-code';
import { StatusLine } from '../shared/status-line';

export interface TeamInvitationProps {
  /** The invitation code; defaults to the `code` query parameter of the page. */
  code?: string;
  /** Where "Continue" leads after joining; defaults to the app's home URL. */
  continueUrl?: string;
}

/** What is known about the code: still checking, usable (with the team once signed in), or unusable. */
type Lookup = { status: 'checking' } | { status: 'valid'; teamName: string | null } | { status: 'invalid'; message: string };
type Phase = { kind: 'ask' } | { kind: 'joining' } | { kind: 'joined' } | { kind: 'failed'; message: string };

export function TeamInvitation({ code: given, continueUrl }: TeamInvitationProps): ReactNode {
  const t = useTranslation();
  const app = useStackApp();
  const state = useUserState();
  const [code] = useState(() => given?.trim() || codeFromLocation());
  const [lookup, setLookup] = useState<Lookup>({ status: 'checking' });
  const [phase, setPhase] = useState<Phase>({ kind: 'ask' });
  const user: CurrentUser | null | undefined = state.status === 'ready' ? state.user : undefined;
  const userId = user === undefined ? undefined : (user?.id ?? null);

  // Details need a signed-in user; signed out, only whether the code is usable can be told.
  useEffect(() => {
    if (code === null || userId === undefined || phase.kind === 'joined') return;
    let active = true;
    setLookup({ status: 'checking' });
    const request =
      userId === null
        ? app.verifyTeamInvitationCode(code).then((r) => (r.status === 'ok' ? { status: 'ok' as const, teamName: null } : r))
        : app.getTeamInvitationDetails(code).then((r) => (r.status === 'ok' ? { status: 'ok' as const, teamName: r.data.teamDisplayName } : r));
    request.then(
      (result) => {
        if (!active) return;
        setLookup(result.status === 'ok' ? { status: 'valid', teamName: result.teamName } : { status: 'invalid', message: codeErrorToText(result.error, t) });
      },
      (error: unknown) => {
        if (active) setLookup({ status: 'invalid', message: codeErrorToText(error, t) });
      },
    );
    return () => {
      active = false;
    };
    // phase is read only to skip the re-check once joined (the code is used up then).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [app, code, userId, t]);

  async function join(): Promise<void> {
    if (code === null) return;
    setPhase({ kind: 'joining' });
    try {
      const result = await app.acceptTeamInvitation(code);
      setPhase(result.status === 'ok' ? { kind: 'joined' } : { kind: 'failed', message: codeErrorToText(result.error, t) });
    } catch (error) {
      setPhase({ kind: 'failed', message: errorToText(error, t) });
    }
  }

  const teamName = lookup.status === 'valid' ? lookup.teamName : null;
  let body: ReactNode;
  if (code === null) {
    body = <StatusLine kind="failed">{t('teamInvitation.missingCode')}</StatusLine>;
  } else if (phase.kind === 'joined') {
    body = (
      <>
        <StatusLine kind="done" className="stack-team-invitation-joined">
          {teamName ? t('teamInvitation.joined', { team: teamName }) : t('teamInvitation.joinedTeam')}
        </StatusLine>
        <p className="stack-footer">
          <a className="stack-link" href={continueUrl ?? app.urls.home}>
            {t('teamInvitation.continue')}
          </a>
        </p>
      </>
    );
  } else if (state.status === 'error') {
    body = <StatusLine kind="failed">{errorToText(state.error, t)}</StatusLine>;
  } else if (state.status === 'loading' || lookup.status === 'checking') {
    body = <StatusLine kind="busy">{t('teamInvitation.checking')}</StatusLine>;
  } else if (lookup.status === 'invalid') {
    body = <StatusLine kind="failed">{lookup.message}</StatusLine>;
  } else if (!state.user) {
    const current = currentPageUrl();
    const back = (target: string): string => (current === null ? target : withAfterAuthReturnTo(target, current));
    body = (
      <>
        <StatusLine kind="info">{t('teamInvitation.signInFirst')}</StatusLine>
        <div className="stack-team-invitation-actions">
          <a className="stack-button stack-team-invitation-sign-in" href={back(app.urls.signIn)}>
            {t('teamInvitation.signIn')}
          </a>
          <a className="stack-button stack-button-secondary stack-team-invitation-sign-up" href={back(app.urls.signUp)}>
            {t('teamInvitation.signUp')}
          </a>
        </div>
      </>
    );
  } else {
    const busy = phase.kind === 'joining';
    const team = teamName ?? '';
    body = (
      <>
        <StatusLine kind="info">{t('teamInvitation.invited', { team })}</StatusLine>
        {phase.kind === 'failed' ? <StatusLine kind="failed">{phase.message}</StatusLine> : null}
        <div className="stack-team-invitation-actions">
          <button className="stack-button stack-team-invitation-join" type="button" disabled={busy} onClick={() => void join()}>
            {busy ? t('teamInvitation.joining') : t('teamInvitation.join', { team })}
          </button>
        </div>
      </>
    );
  }

  return (
    <section className="stack-root stack-team-invitation">
      <h2 className="stack-title">{t('teamInvitation.title')}</h2>
      {body}
    </section>
  );
}
