// OAuthCallback: the page the provider sends the person back to. It finishes the sign-in once
// (app.callOAuthCallback) and then redirects; an error the server sent back is shown instead.

import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { RedirectMethod } from '../../../core/apps/types';
import { OAUTH_CALLBACK_FAILED_MESSAGE } from '../../../core/auth/oauth';
import { currentPageUrl } from '../../../core/auth/redirect';
import { useStackApp, useTranslation } from '../../hooks';
import { StatusLine } from '../shared/status-line';

export interface OAuthCallbackProps {
  /** How to redirect when done while mounted (the widget passes 'window'); default the app's own. */
  redirectMethod?: RedirectMethod;
}

type Phase = { kind: 'busy' } | { kind: 'done' } | { kind: 'missing' } | { kind: 'failed'; message: string };

/** The message of an error the server redirected here (PROTOCOL.md §5.5 error parameters). */
function serverErrorOf(href: string | null): string | null {
  if (href === null) return null;
  const params = new URL(href).searchParams;
  if (!params.has('errorCode') && !params.has('error')) return null;
  return params.get('message') ?? params.get('error_description') ?? params.get('error');
}

export function OAuthCallback({ redirectMethod }: OAuthCallbackProps): ReactNode {
  const t = useTranslation();
  const app = useStackApp();
  const [phase, setPhase] = useState<Phase>({ kind: 'busy' });
  // A code works once: a re-run effect (StrictMode, remount) must not exchange it again.
  const started = useRef(false);
  useLayoutEffect(() => (redirectMethod === undefined ? undefined : app.overrideRedirectMethod?.(redirectMethod)), [app, redirectMethod]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const serverError = serverErrorOf(currentPageUrl());
    if (serverError !== null) return setPhase({ kind: 'failed', message: serverError });
    app.callOAuthCallback().then(
      (signedIn) => setPhase(signedIn ? { kind: 'done' } : { kind: 'missing' }),
      (error: unknown) => setPhase({ kind: 'failed', message: error instanceof Error ? error.message : OAUTH_CALLBACK_FAILED_MESSAGE }),
    );
  }, [app]);

  let body: ReactNode;
  switch (phase.kind) {
    case 'busy':
      body = (
        <StatusLine kind="busy">{t('oauth.signingIn')}</StatusLine>
      );
      break;
    case 'done':
      body = (
        <StatusLine kind="done" className="stack-oauth-success">{t('oauth.signedIn')}</StatusLine>
      );
      break;
    case 'missing':
      body = <StatusLine kind="info">{t('oauth.nothingToDo')}</StatusLine>;
      break;
    case 'failed':
      body = (
        <StatusLine kind="failed">{phase.message}</StatusLine>
      );
      break;
  }
  return <section className="stack-root stack-oauth-callback">{body}</section>;
}
