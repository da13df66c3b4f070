// Passkey autofill (WebAuthn conditional mediation) for the sign-in card: a request started on mount that
// waits, without any prompt, until the person picks a passkey in the e-mail field's autofill. Failures
// before that choice stay silent (nobody asked); a chosen passkey that fails says so in words.

import { useCallback, useEffect, useRef, useState } from 'react';
import type { Result } from '../../../core/internal';
import { PASSKEY_MESSAGES } from '../../../core/internal';
import type { KnownError } from '../../../protocol/errors/known-error';
import { useRunAction, useStackApp, useTranslation } from '../../hooks';
import { describePasskeyError } from './describe-error';

/** Requests per mount: a new one follows each chosen passkey that failed, until this many (no loop on a broken passkey). */
const MAX_ROUNDS = 3;

/** The server's passkey challenge lives 65 s (PROTOCOL.md §3.3): a pending request is renewed before that. */
export const RENEW_AFTER_MS = 55_000;

type Intercept = (pending: Promise<Result<undefined, KnownError>>) => Promise<Result<undefined, KnownError>>;

export interface PasskeyAutofillOptions {
  /** The project allows passkeys and the card shows an e-mail field marked "username webauthn". */
  enabled: boolean;
  redirect: boolean;
  /** Turns an MFA interruption into the card's MFA step. */
  intercept: Intercept;
}

export interface PasskeyAutofill {
  /** Words for a passkey the person chose that did not sign in; null otherwise. */
  error: string | null;
  /** Ends the pending request for good (the person signs in another way, e.g. with the passkey button). */
  cancel(): void;
}

/** Whether the browser offers passkeys in autofill; false where WebAuthn or the check is missing. */
export async function conditionalMediationAvailable(): Promise<boolean> {
  const credential = (globalThis as { PublicKeyCredential?: { isConditionalMediationAvailable?: () => Promise<boolean> } }).PublicKeyCredential;
  if (typeof credential?.isConditionalMediationAvailable !== 'function') return false;
  try {
    return (await credential.isConditionalMediationAvailable()) === true;
  } catch {
    return false;
  }
}

/** Ends of the request the person did not cause: the browser's ceremony ended unchosen, or it never began. */
function unchosen(failure: KnownError): boolean {
  if (failure.code === 'PASSKEY_WEBAUTHN_ERROR') return true;
  return failure.code === 'PASSKEY_AUTHENTICATION_FAILED' && failure.message === PASSKEY_MESSAGES.authenticationInitiationFailed;
}

export function usePasskeyAutofill({ enabled, redirect, intercept }: PasskeyAutofillOptions): PasskeyAutofill {
  const t = useTranslation();
  const app = useStackApp();
  const run = useRunAction();
  const [error, setError] = useState<string | null>(null);
  // A new request after each chosen passkey that failed, so the autofill offers the passkeys again.
  const [round, setRound] = useState(0);
  // A fresh request (same round) before the challenge expires, so a passkey picked minutes later still signs in.
  const [renewal, setRenewal] = useState(0);
  const [cancelled, setCancelled] = useState(false);
  const controller = useRef<AbortController | null>(null);
  // The latest props without restarting the request when the parent re-renders.
  const latest = useRef({ redirect, intercept, t });
  latest.current = { redirect, intercept, t };

  useEffect(() => {
    if (!enabled || cancelled || round >= MAX_ROUNDS) return;
    const abort = new AbortController();
    controller.current = abort;
    const page = globalThis.document as Document | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A hidden tab renews when it is shown again, not every minute in the background.
    const renew = (): void => {
      if (page?.visibilityState === 'hidden') return page.addEventListener('visibilitychange', renew, { once: true });
      setRenewal((n) => n + 1);
    };
    void (async () => {
      if (!(await conditionalMediationAvailable()) || abort.signal.aborted) return;
      timer = setTimeout(renew, RENEW_AFTER_MS);
      let result: Result<undefined, KnownError>;
      try {
        const { redirect: go, intercept: hand } = latest.current;
        result = await run(() => hand(app.signInWithPasskey({ noRedirect: !go, autofill: true, signal: abort.signal })));
      } catch {
        // Thrown failures (network, unknown) of a request nobody asked for stay silent.
        return;
      } finally {
        clearTimeout(timer);
      }
      if (result.status === 'ok' || abort.signal.aborted || unchosen(result.error)) return;
      setError(describePasskeyError(result.error, latest.current.t));
      setRound((n) => n + 1);
    })();
    return () => {
      clearTimeout(timer);
      page?.removeEventListener('visibilitychange', renew);
      abort.abort();
      if (controller.current === abort) controller.current = null;
    };
  }, [app, run, enabled, cancelled, round, renewal]);

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setCancelled(true);
    setError(null);
  }, []);

  return { error, cancel };
}
