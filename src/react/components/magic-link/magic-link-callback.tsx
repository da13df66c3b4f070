// MagicLinkCallback: the page the mailed link opens. It signs in once with the URL's code (which the
// app then removes from the address bar) and says how it went; a user with TOTP gets the MFA step.

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { mfaAttemptCodeOf } from '../../../core/auth/mfa';
import { useRunAction, useStackApp, useTranslation } from '../../hooks';
import { MfaForm } from '../mfa';
import { describeMagicLinkError } from './describe-error';
import { StatusLine } from '../shared/status-line';

export interface MagicLinkCallbackProps {
  /** Go to the after-sign-in (new user: after-sign-up) target when done; by default stay on the page. */
  redirect?: boolean;
}

type Phase = { kind: 'busy' } | { kind: 'done' } | { kind: 'missing' } | { kind: 'mfa'; attemptCode: string } | { kind: 'failed'; message: string };

export function MagicLinkCallback({ redirect = false }: MagicLinkCallbackProps): ReactNode {
  const t = useTranslation();
  const app = useStackApp();
  const run = useRunAction();
  const [phase, setPhase] = useState<Phase>({ kind: 'busy' });
  // A code works once: the ref keeps a re-run effect (StrictMode, remount of the same instance) from submitting again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run(() => app.handleMagicLinkCallback({ noRedirect: !redirect })).then(
      (result) => {
        if (result === null) return setPhase({ kind: 'missing' });
        if (result.status === 'ok') return setPhase({ kind: 'done' });
        const attemptCode = mfaAttemptCodeOf(result.error);
        setPhase(attemptCode !== null ? { kind: 'mfa', attemptCode } : { kind: 'failed', message: describeMagicLinkError(result.error, t) });
      },
      (error: unknown) => setPhase({ kind: 'failed', message: describeMagicLinkError(error, t) }),
    );
  }, [app, run, redirect, t]);

  let body: ReactNode;
  switch (phase.kind) {
    case 'busy':
      body = (
        <StatusLine kind="busy">{t('magicLink.signingIn')}</StatusLine>
      );
      break;
    case 'done':
      body = (
        <StatusLine kind="done" className="stack-magic-link-success">{t('magicLink.signedIn')}</StatusLine>
      );
      break;
    case 'mfa':
      body = <MfaForm attemptCode={phase.attemptCode} redirect={redirect} />;
      break;
    case 'missing':
      body = (
        <StatusLine kind="failed">{t('magicLink.missingCode')}</StatusLine>
      );
      break;
    case 'failed':
      body = (
        <StatusLine kind="failed">{phase.message}</StatusLine>
      );
      break;
  }
  return <section className="stack-root stack-magic-link-callback">{body}</section>;
}
