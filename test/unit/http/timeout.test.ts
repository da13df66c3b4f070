import { describe, expect, it } from 'vitest';
import { DEFAULT_REQUEST_TIMEOUT_MS, RequestPipeline, RequestTimeoutError, StackConnectionError, type HttpMethod } from '../../../src/core/http';
import { ManualClock, systemClock, type Clock } from '../../../src/protocol/clock';
import { RecordingClock, jsonResponse, scriptedFetch } from './helpers';

const BASE = 'http://127.0.0.1:8102';

/** A fetch that never answers; like the real one, it rejects with the signal's reason once aborted (unless `deaf`). */
function stalledFetch(options: { deaf?: boolean } = {}): typeof fetch & { signals: AbortSignal[] } {
  const signals: AbortSignal[] = [];
  const fn = ((_input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((_, reject) => {
      const signal = init?.signal;
      if (signal) signals.push(signal);
      if (signal && !options.deaf) signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    })) as typeof fetch & { signals: AbortSignal[] };
  fn.signals = signals;
  return fn;
}

/** Headers arrive at once, the body never ends (a server that stalls mid-answer). */
function stalledBodyFetch(): typeof fetch {
  return (async () =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"id":'));
        },
      }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    )) as typeof fetch;
}

function pipeline(fetch: typeof globalThis.fetch, clock: Clock, requestTimeoutMs?: number): RequestPipeline {
  return new RequestPipeline({
    baseUrl: BASE,
    projectId: 'p',
    accessType: 'client',
    fetch,
    clock,
    random: () => 0.5,
    ...(requestTimeoutMs === undefined ? {} : { requestTimeoutMs }),
  });
}

/** Tracks how a promise ends without leaving a rejection unhandled. */
function track<T>(promise: Promise<T>): { readonly state: 'pending' | 'resolved' | 'rejected'; readonly value?: T; readonly error?: unknown } {
  const outcome: { state: 'pending' | 'resolved' | 'rejected'; value?: T; error?: unknown } = { state: 'pending' };
  promise.then(
    (value) => Object.assign(outcome, { state: 'resolved', value }),
    (error: unknown) => Object.assign(outcome, { state: 'rejected', error }),
  );
  return outcome;
}

const flush = async (): Promise<void> => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe('request time limit', () => {
  it('rejects with RequestTimeoutError exactly when the limit runs out on the injected clock, and aborts the fetch', async () => {
    const clock = new ManualClock();
    const fetch = stalledFetch();
    const call = track(pipeline(fetch, clock, 5000).send('/users/me', { method: 'PATCH', body: { display_name: 'x' } }));
    await flush();
    // A deadline, not a wait: code that waits for "the loop is asleep" does not mistake it for one.
    expect([clock.pendingDeadlines, clock.pendingSleeps]).toEqual([1, 0]);
    await clock.advance(4999);
    await flush();
    expect(call.state).toBe('pending');
    expect(fetch.signals[0]?.aborted).toBe(false);

    await clock.advance(1);
    await flush();
    expect(call.state).toBe('rejected');
    expect(call.error).toBeInstanceOf(RequestTimeoutError);
    const error = call.error as RequestTimeoutError;
    expect([error.method, error.url, error.timeoutMs]).toEqual(['PATCH', `${BASE}/api/v1/users/me`, 5000]);
    expect(fetch.signals[0]?.aborted).toBe(true);
  });

  it('also ends a fetch that ignores its abort signal', async () => {
    const clock = new ManualClock();
    const call = track(pipeline(stalledFetch({ deaf: true }), clock, 1000).send('/users/me'));
    await flush();
    await clock.advance(1000);
    await flush();
    expect(call.error).toBeInstanceOf(RequestTimeoutError);
  });

  it('covers the body: headers without the rest of the answer time out too', async () => {
    const clock = new ManualClock();
    const call = track(pipeline(stalledBodyFetch(), clock, 1000).json('/users/me'));
    await flush();
    expect(call.state).toBe('pending');
    await clock.advance(1000);
    await flush();
    expect(call.error).toBeInstanceOf(RequestTimeoutError);
  });

  it('uses 20 s by default, a configured limit, and a per-request limit over both', async () => {
    const clock = new RecordingClock();
    await pipeline(scriptedFetch([jsonResponse({})]), clock).send('/x');
    await pipeline(scriptedFetch([jsonResponse({})]), clock, 7000).send('/x');
    await pipeline(scriptedFetch([jsonResponse({})]), clock, 7000).send('/x', { timeoutMs: 90_000 });
    expect(DEFAULT_REQUEST_TIMEOUT_MS).toBe(20_000);
    expect(clock.limits).toEqual([20_000, 7000, 90_000]);
  });

  it('0 and Infinity turn the limit off', async () => {
    const clock = new RecordingClock();
    await pipeline(scriptedFetch([jsonResponse({})]), clock, 0).send('/x');
    await pipeline(scriptedFetch([jsonResponse({})]), clock, Number.POSITIVE_INFINITY).send('/x');
    expect(clock.limits).toEqual([]);
  });

  it('drops the timer once the answer is in: no timer outlives its request', async () => {
    const clock = new ManualClock();
    const res = await pipeline(scriptedFetch([jsonResponse({ id: 'u1' })]), clock).send('/users/me');
    expect(clock.pendingDeadlines).toBe(0);
    expect(clock.pendingSleeps).toBe(0);
    // The answer's body was read inside the limit and is still there for the caller.
    expect(await res.json()).toEqual({ id: 'u1' });
  });

  it('a timed-out GET is not resent, although a refused GET is', async () => {
    const clock = new ManualClock();
    let calls = 0;
    const fetch = stalledFetch();
    const counting = ((input: RequestInfo | URL, init?: RequestInit) => {
      calls++;
      return fetch(input, init);
    }) as typeof globalThis.fetch;
    const call = track(pipeline(counting, clock, 1000).send('/users/me'));
    await flush();
    await clock.advance(1000);
    await flush();
    expect(call.error).toBeInstanceOf(RequestTimeoutError);
    await clock.advance(60_000);
    await flush();
    expect(calls).toBe(1);
  });

  it('each attempt of a retried GET gets its own limit', async () => {
    const clock = new RecordingClock();
    const refused = new TypeError('fetch failed');
    const fetch = scriptedFetch([refused, jsonResponse({ ok: true })]);
    const call = track(pipeline(fetch, clock, 3000).json('/x'));
    await flush();
    expect(clock.sleeps).toEqual([1000]);
    await clock.advance(1000);
    await flush();
    expect(call.value).toEqual({ ok: true });
    expect(clock.limits).toEqual([3000, 3000]);
    expect(clock.pendingDeadlines).toBe(0);
  });

  it.each<HttpMethod>(['POST', 'PATCH'])('a %s that times out is neither resent nor reported as a connection failure', async (method) => {
    const clock = new ManualClock();
    const fetch = stalledFetch();
    const call = track(pipeline(fetch, clock, 500).send('/users/me', { method, body: {} }));
    await flush();
    await clock.advance(500);
    await flush();
    expect(call.error).toBeInstanceOf(RequestTimeoutError);
    expect(call.error).not.toBeInstanceOf(StackConnectionError);
    expect(fetch.signals).toHaveLength(1);
  });

  it('works on the system clock too', async () => {
    const started = Date.now();
    const call = pipeline(stalledFetch(), systemClock, 50).send('/users/me');
    await expect(call).rejects.toBeInstanceOf(RequestTimeoutError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });
});
