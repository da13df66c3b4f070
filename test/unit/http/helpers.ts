// Test doubles for the pipeline: a scripted fetch, a recording clock and a scripted session.

import { ManualClock } from '../../../src/protocol/clock';
import type { SessionLike } from '../../../src/core/http';

export interface RecordedCall {
  url: string;
  init: RequestInit;
  headers: Record<string, string>;
}

type Step = Response | Error | (() => Response);

/** A fetch that answers from a script, one step per call, and records what it was sent. */
export function scriptedFetch(steps: Step[]): typeof fetch & { calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const fn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = { ...(init?.headers as Record<string, string> | undefined) };
    calls.push({ url: String(input), init: init ?? {}, headers });
    const step = steps.shift();
    if (step === undefined) throw new Error(`unexpected fetch #${calls.length} to ${String(input)}`);
    if (step instanceof Error) throw step;
    return typeof step === 'function' ? step() : step;
  }) as typeof fetch & { calls: RecordedCall[] };
  fn.calls = calls;
  return fn;
}

export function jsonResponse(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { 'content-type': 'application/json; charset=utf-8', ...init.headers },
  });
}

/** A known error as the real API sends it under x-stack-override-error-status (200 + actual status). */
export function knownErrorResponse(status: number, body: { code: string; details?: unknown; error: string }, headerCode = body.code): Response {
  return new Response(JSON.stringify(body, null, 2), {
    status: status >= 400 && status < 500 ? 200 : status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'x-stack-known-error': headerCode,
      ...(status >= 400 && status < 500 ? { 'x-stack-actual-status': String(status) } : {}),
    },
  });
}

export function textResponse(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers } });
}

/** A ManualClock that remembers every requested wait (backoff) apart from the cancellable time limits. */
export class RecordingClock extends ManualClock {
  readonly sleeps: number[] = [];
  /** Time limits started (sleeps with an abort signal), in ms. */
  readonly limits: number[] = [];
  override sleep(ms: number, signal?: AbortSignal): Promise<void> {
    (signal ? this.limits : this.sleeps).push(ms);
    return super.sleep(ms, signal);
  }
}

const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Runs `promise` to completion, advancing the clock by exactly each requested sleep.
 * Returns the settled outcome so tests can assert on errors without unhandled rejections.
 */
export async function runWithClock<T>(clock: RecordingClock, promise: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  let outcome: { value?: T; error?: unknown } | undefined;
  promise.then(
    (value) => (outcome = { value }),
    (error: unknown) => (outcome = { error }),
  );
  for (let guard = 0; guard < 1000; guard++) {
    await tick();
    if (outcome) return outcome;
    if (clock.pendingSleeps > 0) {
      await clock.advance(clock.sleeps[clock.sleeps.length - 1] ?? 0);
    }
  }
  throw new Error('runWithClock: promise never settled');
}

export class FakeSession implements SessionLike {
  readonly expired: string[] = [];
  readonly requestedValidity: number[] = [];
  constructor(private readonly tokenSequence: { accessToken: string | null; refreshToken: string | null }[]) {}
  private index = 0;
  async getTokens(minValidityMs: number): Promise<{ accessToken: string | null; refreshToken: string | null }> {
    this.requestedValidity.push(minValidityMs);
    const tokens = this.tokenSequence[Math.min(this.index, this.tokenSequence.length - 1)];
    if (!tokens) throw new Error('FakeSession has no tokens');
    return tokens;
  }
  markAccessTokenExpired(accessToken: string): void {
    this.expired.push(accessToken);
    this.index++;
  }
}
