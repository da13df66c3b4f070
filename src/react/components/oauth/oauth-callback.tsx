// OAuthCallback: the page the provider sends the person back to. It finishes the sign-in once
// (app.callOAuthCallback), which redirects; a refusal or failure says so with "Try again" and "Go home".

import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { RedirectMethod } from '../../../core/internal';
import { currentPageUrl } from '../../../core/internal';
import { describeFailure } from '../../errors';
import { useStackApp, useTranslation } from '../../hooks';
import { ButtonLink } from '../../ui/button-link';
import { errorTextFromQuery, hasErrorInQuery, isAccessDenied } from '../shared/error-query';
import { OAuthConflictCard, oauthConflictFromQuery, type OAuthConflict } from './conflict';
import { BusyCard, Redirecting } from '../shared/redirecting';
import { StatusCard } from '../shared/status-card';
import { useStepFocus } from '../shared/use-step-focus';

export interface OAuthCallbackProps {
  /** How to redirect when done while mounted (the widget passes 'window'); default the app's own. */
  redirectMethod?: RedirectMethod;
  /** Where "Try again" leads; defaults to the app's sign-in handler URL. */
  signInUrl?: string;
}

// A failure is kept as what to word (a query or an error), so a language change words it again.
type Phase =
  | { kind: 'busy' }
  | { kind: 'done' }
  | { kind: 'missing' }
  | { kind: 'conflict'; conflict: OAuthConflict }
  | { kind: 'failed'; query: URLSearchParams }
  | { kind: 'error'; error: unknown };

export function OAuthCallback({ redirectMethod, signInUrl }: OAuthCallbackProps): ReactNode {
  const t = useTranslation();
  const app = useStackApp();
  const [phase, setPhase] = useState<Phase>({ kind: 'busy' });
  // A code works once: a re-run effect (StrictMode, remount) must not exchange it again.
  const started = useRef(false);
  const stepRef = useStepFocus(phase.kind);
  useLayoutEffect(() => (redirectMethod === undefined ? undefined : app.overrideRedirectMethod?.(redirectMethod)), [app, redirectMethod]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const href = currentPageUrl();
    // An error the server redirected here with (PROTOCOL.md §5.5), e.g. the person said no at the provider.
    const query = href === null ? null : new URL(href).searchParams;
    if (query !== null && hasErrorInQuery(query)) {
      const conflict = oauthConflictFromQuery(query);
      return setPhase(conflict ? { kind: 'conflict', conflict } : { kind: 'failed', query });
    }
    app.callOAuthCallback().then(
      (signedIn) => setPhase(signedIn ? { kind: 'done' } : { kind: 'missing' }),
      // The app wraps the server's answer: its cause says what went wrong.
      (error: unknown) => setPhase({ kind: 'error', error: error instanceof Error && error.cause !== undefined ? error.cause : error }),
    );
  }, [app]);

  const signIn = signInUrl ?? app.urls.signIn;
  const ways = (
    <>
      <ButtonLink href={signIn} fullWidth>
        {phase.kind === 'missing' ? t('handler.toSignIn') : t('handler.tryAgain')}
      </ButtonLink>
      <ButtonLink href={app.urls.home} variant="secondary" fullWidth>
        {t('handler.toHome')}
      </ButtonLink>
    </>
  );
  let body: ReactNode;
  switch (phase.kind) {
    case 'busy':
      body = <BusyCard label={t('oauth.signingIn')} />;
      break;
    case 'done':
      body = <Redirecting />;
      break;
    case 'missing':
      body = <StatusCard title={t('oauth.nothingTitle')} kind="info" message={t('oauth.nothingToDo')} actions={ways} />;
      break;
    case 'conflict':
      body = <OAuthConflictCard conflict={phase.conflict} signInUrl={signIn} />;
      break;
    case 'failed': {
      const message = errorTextFromQuery(phase.query, t) ?? t('oauth.failed');
      body = <StatusCard title={isAccessDenied(phase.query) ? t('handler.deniedTitle') : t('oauth.failedTitle')} kind="error" message={message} actions={ways} />;
      break;
    }
    case 'error':
      body = <StatusCard title={t('oauth.failedTitle')} kind="error" message={describeFailure(phase.error, t).message} actions={ways} />;
      break;
  }
  return (
    <div className="stack-step stack-oauth-callback" ref={stepRef}>
      {body}
    </div>
  );
}
