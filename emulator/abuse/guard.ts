// Abuse limits around one sign-in try: refuse while the account or the client address must wait,
// count a failure on both, and clear the account's failures on success.
import type { IncomingMessage } from 'node:http';
import type { AppContext } from '../context';
import { json } from '../http';
import { waitMs, type AttemptKind } from './policy';
import { clearAttempts, readAttemptState, recordAttemptFailure, type AttemptKey } from './store';

/** The body of the refusal: the shape of the protocol's own 429 (PROTOCOL.md §1.8), with the reason. */
export const THROTTLED_MESSAGE = 'Too many failed sign-in attempts. Wait before retrying.';

/** Thrown while a caller must wait; rendered as 429 `{"message"}` with Retry-After in seconds. */
export class AttemptsThrottled extends Error {
  constructor(readonly retryAfterMs: number) {
    super(THROTTLED_MESSAGE);
    this.name = 'AttemptsThrottled';
  }

  toResponse(c: AppContext): Response {
    // Whole seconds, rounded up: waiting the header's figure is always enough.
    const seconds = Math.max(1, Math.ceil(this.retryAfterMs / 1000));
    return json(c, { message: THROTTLED_MESSAGE }, 429, { 'retry-after': String(seconds) });
  }
}

/** The address of the TCP peer (not X-Forwarded-For, which any caller can write). */
export function clientAddress(c: AppContext): string {
  const env = c.env as { incoming?: IncomingMessage } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

export interface AttemptGuard {
  /** Throws AttemptsThrottled while the account or the address must wait. */
  check(): Promise<void>;
  /** Counts a wrong secret against the account (when known) and the address. */
  failed(): Promise<void>;
  /** A right secret: the account's failures are forgotten (the address's are not, or one's own account would reset them). */
  succeeded(): Promise<void>;
}

const OFF: AttemptGuard = { check: async () => undefined, failed: async () => undefined, succeeded: async () => undefined };

/** The guard of one try of `kind` on `account` (an e-mail or user id; null when the try names none). */
export function attemptGuard(c: AppContext, projectId: string, kind: AttemptKind, account: string | null): AttemptGuard {
  const { db, clock, attemptLimits: limits } = c.var.ctx;
  if (!limits) return OFF;
  const keys: AttemptKey[] = [{ projectId, kind, scope: 'address', subject: clientAddress(c) }];
  const accountKey: AttemptKey | null = account === null ? null : { projectId, kind, scope: 'account', subject: account };
  if (accountKey) keys.push(accountKey);
  return {
    async check() {
      const now = clock.now();
      const waits = await Promise.all(keys.map(async (key) => waitMs(await readAttemptState(db, key), now)));
      const wait = Math.max(...waits);
      if (wait > 0) throw new AttemptsThrottled(wait);
    },
    async failed() {
      const now = clock.now();
      for (const key of keys) await recordAttemptFailure(db, key, now, limits);
    },
    async succeeded() {
      if (accountKey) await clearAttempts(db, accountKey);
    },
  };
}
