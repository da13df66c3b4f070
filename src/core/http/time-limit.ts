// The time limit of one request attempt: an AbortSignal for fetch that fires on the injected clock,
// and a guard that ends any wait (even a fetch that ignores its signal) when the limit runs out.

import type { Clock } from '../../protocol/clock';
import { RequestTimeoutError } from './errors';

/**
 * Default limit of one request, from sending to the last byte of the answer. 20 s: far above a healthy
 * API's answer (well under 1 s) plus a slow mobile network, yet short enough that a stalled server
 * ends in words while the person is still looking at the form.
 */
export const DEFAULT_REQUEST_TIMEOUT_MS = 20_000;

export interface TimeLimit {
  /** Aborted when the limit runs out; hand it to fetch. */
  readonly signal: AbortSignal;
  /** The error of a limit that ran out, else null. */
  readonly expired: RequestTimeoutError | null;
  /** `promise`, or a RequestTimeoutError as soon as the limit runs out. */
  guard<T>(promise: Promise<T>): Promise<T>;
  /** The attempt is over: drops the timer (no timer outlives its request). */
  stop(): void;
}

/** True when `ms` is a usable limit; 0, negative, NaN and Infinity mean "no limit". */
export function hasLimit(ms: number | undefined): ms is number {
  return typeof ms === 'number' && Number.isFinite(ms) && ms > 0;
}

export function startTimeLimit(clock: Clock, timeoutMs: number | undefined, request: { method: string; url: string }): TimeLimit {
  const controller = new AbortController();
  const stopper = new AbortController();
  let expired: RequestTimeoutError | null = null;
  let fire: (error: RequestTimeoutError) => void = () => {};
  const expiry = new Promise<never>((_, reject) => {
    fire = reject;
  });
  // Nobody may be guarding when the limit runs out; that rejection is not a crash.
  expiry.catch(() => {});
  if (hasLimit(timeoutMs)) {
    clock.sleep(timeoutMs, stopper.signal).then(
      () => {
        const error = new RequestTimeoutError({ ...request, timeoutMs });
        expired = error;
        controller.abort(error);
        fire(error);
      },
      () => {
        // Stopped before the limit: the attempt ended in time.
      },
    );
  }
  return {
    signal: controller.signal,
    get expired() {
      return expired;
    },
    guard: (promise) => Promise.race([promise, expiry]),
    stop: () => stopper.abort(),
  };
}
