import { describe, expect, it } from 'vitest';
import {
  RequestPipeline,
  StackConnectionError,
  StackHttpError,
  backoffDelayMs,
  isIdempotentMethod,
  retryAfterMs,
  type HttpMethod,
} from '../../../src/core/http';
import { KnownErrors } from '../../../src/protocol/errors';
import { INFINITE_LOOP_MARKER, MAX_TIMER_WAIT_MS } from '../../../src/protocol/constants';
import { FakeSession, RecordingClock, jsonResponse, knownErrorResponse, runWithClock, scriptedFetch, textResponse } from './helpers';

const URL_BASE = 'http://127.0.0.1:8102/api/v1';

function pipeline(fetch: typeof globalThis.fetch, clock: RecordingClock, random = () => 0.5): RequestPipeline {
  return new RequestPipeline({ baseUrl: 'http://127.0.0.1:8102', projectId: 'p', accessType: 'client', fetch, clock, random });
}

const accessTokenExpired = () =>
  knownErrorResponse(401, {
    code: 'ACCESS_TOKEN_EXPIRED',
    details: { expired_at_millis: null, project_id: null, user_id: null, refresh_token_id: null },
    error: 'Access token has expired. Please refresh it and try again.',
  });

describe('retries', () => {
  it('on an INVALID_ACCESS_TOKEN answer, marks the token expired and retries once with fresh tokens', async () => {
    const clock = new RecordingClock();
    const fetch = scriptedFetch([accessTokenExpired(), jsonResponse({ id: 'u1' })]);
    const session = new FakeSession([
      { accessToken: 'old-at', refreshToken: 'rt' },
      { accessToken: 'new-at', refreshToken: 'rt' },
    ]);
    const { value } = await runWithClock(clock, pipeline(fetch, clock).json('/users/me', { session }));
    expect(value).toEqual({ id: 'u1' });
    expect(session.expired).toEqual(['old-at']);
    expect(fetch.calls.map((c) => c.headers['x-stack-access-token'])).toEqual(['old-at', 'new-at']);
    expect(clock.sleeps).toEqual([]);
  });

  it('retries an invalid access token only once, then throws the known error', async () => {
    const clock = new RecordingClock();
    const fetch = scriptedFetch([
      knownErrorResponse(401, { code: 'UNPARSABLE_ACCESS_TOKEN', error: 'Access token is not parsable.' }),
      knownErrorResponse(401, { code: 'UNPARSABLE_ACCESS_TOKEN', error: 'Access token is not parsable.' }),
    ]);
    const session = new FakeSession([{ accessToken: 'a1', refreshToken: 'r' }, { accessToken: 'a2', refreshToken: 'r' }]);
    const { error } = await runWithClock(clock, pipeline(fetch, clock).send('/users/me', { session }));
    expect(error).toBeInstanceOf(KnownErrors.UnparsableAccessToken);
    expect(error).toBeInstanceOf(KnownErrors.InvalidAccessToken);
    expect(fetch.calls).toHaveLength(2);
    expect(session.expired).toEqual(['a1']);
  });

  it('throws an invalid-access-token error at once when there is no session', async () => {
    const clock = new RecordingClock();
    const fetch = scriptedFetch([accessTokenExpired()]);
    const { error } = await runWithClock(clock, pipeline(fetch, clock).send('/users/me'));
    expect(error).toBeInstanceOf(KnownErrors.AccessTokenExpired);
    expect(fetch.calls).toHaveLength(1);
  });

  it('does not retry other known errors (e.g. REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED)', async () => {
    const clock = new RecordingClock();
    const fetch = scriptedFetch([knownErrorResponse(401, { code: 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED', error: 'x' })]);
    const session = new FakeSession([{ accessToken: 'a', refreshToken: 'r' }]);
    const { error } = await runWithClock(clock, pipeline(fetch, clock).send('/auth/sessions/current', { method: 'DELETE', body: {}, session }));
    expect(error).toBeInstanceOf(KnownErrors.RefreshTokenError);
    expect(session.expired).toEqual([]);
    expect(fetch.calls).toHaveLength(1);
  });

  it('on 429 waits Retry-After seconds on the clock, then retries (even a POST)', async () => {
    const clock = new RecordingClock();
    const fetch = scriptedFetch([
      new Response('{"message":"Artificial development rate limit triggered. Wait before retrying."}', { status: 429, headers: { 'retry-after': '3' } }),
      jsonResponse({ ok: true }),
    ]);
    const promise = pipeline(fetch, clock).json('/auth/otp/send-sign-in-code', { method: 'POST', body: { email: 'a@b.c' } });
    // Let the first attempt run: it must be waiting on the clock, not retrying yet.
    for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
    expect(fetch.calls).toHaveLength(1);
    expect(clock.sleeps).toEqual([3000]);
    await clock.advance(2999);
    expect(fetch.calls).toHaveLength(1);
    await clock.advance(1);
    expect(await promise).toEqual({ ok: true });
    expect(fetch.calls).toHaveLength(2);
    expect(fetch.calls[1]!.init.body).toBe('{"email":"a@b.c"}');
  });

  it('on 429 without Retry-After waits the backoff delay; an HTTP-date Retry-After is honoured', async () => {
    const clock = new RecordingClock(Date.UTC(2030, 0, 1, 0, 0, 0));
    const fetch = scriptedFetch([
      textResponse(429, 'slow down'),
      textResponse(429, 'slow down', { 'retry-after': new Date(Date.UTC(2030, 0, 1, 0, 0, 10)).toUTCString() }),
      jsonResponse({}),
    ]);
    const { error } = await runWithClock(clock, pipeline(fetch, clock, () => 0.5).send('/x'));
    expect(error).toBeUndefined();
    // Backoff after attempt 0 with jitter 1.0: 1000 ms; then the date, 10 s after the first wait started... minus 1 s elapsed.
    expect(clock.sleeps).toEqual([1000, 9000]);
    expect(fetch.calls).toHaveLength(3);
  });

  it('caps a huge Retry-After at MAX_TIMER_WAIT_MS', async () => {
    const clock = new RecordingClock();
    const fetch = scriptedFetch([textResponse(429, '', { 'retry-after': '99999999999' }), jsonResponse({})]);
    await runWithClock(clock, pipeline(fetch, clock).send('/x'));
    expect(clock.sleeps).toEqual([MAX_TIMER_WAIT_MS]);
  });

  it('gives up on 429 after 5 attempts with StackHttpError(429)', async () => {
    const clock = new RecordingClock();
    const fetch = scriptedFetch(Array.from({ length: 5 }, () => textResponse(429, 'limited', { 'retry-after': '1' })));
    const { error } = await runWithClock(clock, pipeline(fetch, clock).send('/x'));
    expect(error).toBeInstanceOf(StackHttpError);
    expect(error).toMatchObject({ status: 429, body: 'limited', url: `${URL_BASE}/x`, method: 'GET' });
    expect(fetch.calls).toHaveLength(5);
    expect(clock.sleeps).toEqual([1000, 1000, 1000, 1000]);
  });

  it(`retries a 508 whose body carries ${INFINITE_LOOP_MARKER}`, async () => {
    const clock = new RecordingClock();
    const fetch = scriptedFetch([textResponse(508, `Error: ${INFINITE_LOOP_MARKER} while handling request`), jsonResponse({ done: 1 })]);
    const { value } = await runWithClock(clock, pipeline(fetch, clock).json('/x', { method: 'POST', body: {} }));
    expect(value).toEqual({ done: 1 });
    expect(fetch.calls).toHaveLength(2);
    expect(clock.sleeps).toEqual([1000]);
  });

  it('retries a network failure of an idempotent GET with jittered exponential backoff until it succeeds', async () => {
    const clock = new RecordingClock();
    const fetch = scriptedFetch([new TypeError('fetch failed'), new TypeError('fetch failed'), jsonResponse({ ok: 1 })]);
    const { value } = await runWithClock(clock, pipeline(fetch, clock, () => 0.5).json('/users/me'));
    expect(value).toEqual({ ok: 1 });
    expect(fetch.calls).toHaveLength(3);
    expect(clock.sleeps).toEqual([1000, 2000]);
  });

  it('throws StackConnectionError after the 5th failed attempt of an idempotent request', async () => {
    const clock = new RecordingClock();
    const cause = new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:8102') });
    const fetch = scriptedFetch(Array.from({ length: 5 }, () => cause));
    const { error } = await runWithClock(clock, pipeline(fetch, clock, () => 0).send('/teams/t1', { method: 'DELETE' }));
    expect(error).toBeInstanceOf(StackConnectionError);
    const e = error as StackConnectionError;
    expect(e.name).toBe('StackConnectionError');
    expect(e).toMatchObject({ method: 'DELETE', url: `${URL_BASE}/teams/t1`, attempts: 5, retried: true });
    expect(e.cause).toBe(cause);
    expect(e.causeMessage).toBe('TypeError: fetch failed (connect ECONNREFUSED 127.0.0.1:8102)');
    expect(e.message).toContain(`DELETE ${URL_BASE}/teams/t1 failed after 5 attempts`);
    expect(e.message).toContain('ECONNREFUSED');
    expect(e.hint).toContain('http://127.0.0.1:8102');
    // Jitter 0.5 (random 0): 500, 1000, 2000, 4000.
    expect(clock.sleeps).toEqual([500, 1000, 2000, 4000]);
    expect(fetch.calls).toHaveLength(5);
  });

  it.each<HttpMethod>(['POST', 'PATCH'])('does not retry a network failure of a non-idempotent %s', async (method) => {
    const clock = new RecordingClock();
    const fetch = scriptedFetch([new TypeError('Failed to fetch')]);
    const { error } = await runWithClock(clock, pipeline(fetch, clock).send('/users/me', { method, body: { a: 1 } }));
    expect(error).toBeInstanceOf(StackConnectionError);
    const e = error as StackConnectionError;
    expect(e).toMatchObject({ method, url: `${URL_BASE}/users/me`, attempts: 1, retried: false, causeMessage: 'TypeError: Failed to fetch' });
    expect(e.message).toContain(`${method} ${URL_BASE}/users/me failed after 1 attempt (not retried: ${method} is not idempotent`);
    expect(e.message).toMatch(/Hint: Check that the API at http:\/\/127\.0\.0\.1:8102 is running/);
    expect(fetch.calls).toHaveLength(1);
    expect(clock.sleeps).toEqual([]);
  });

  it('passes an AbortError through without retrying', async () => {
    const clock = new RecordingClock();
    const abort = new DOMException('aborted', 'AbortError');
    const fetch = scriptedFetch([abort]);
    const { error } = await runWithClock(clock, pipeline(fetch, clock).send('/x'));
    expect(error).toBe(abort);
    expect(fetch.calls).toHaveLength(1);
  });

  it('sends the same nonce on each retry of one call (the write keeps its identity)', async () => {
    const clock = new RecordingClock();
    const fetch = scriptedFetch([new TypeError('x'), jsonResponse({})]);
    let counter = 0;
    const p = new RequestPipeline({
      baseUrl: 'http://h',
      projectId: 'p',
      accessType: 'client',
      fetch,
      clock,
      randomBytes: (n) => new Uint8Array(n).fill(++counter),
    });
    await runWithClock(clock, p.send('/x'));
    expect(fetch.calls[0]!.headers['x-stack-random-nonce']).toBe('01'.repeat(28));
    expect(fetch.calls[1]!.headers['x-stack-random-nonce']).toBe('01'.repeat(28));
  });
});

describe('retry timing helpers', () => {
  it('backoff is base * 2^attempt * (0.5 + random), capped', () => {
    expect(backoffDelayMs(0, () => 0)).toBe(500);
    expect(backoffDelayMs(0, () => 0.5)).toBe(1000);
    expect(backoffDelayMs(3, () => 0.5)).toBe(8000);
    expect(backoffDelayMs(2, () => 0.75)).toBe(5000);
    expect(backoffDelayMs(60, () => 0.5)).toBe(MAX_TIMER_WAIT_MS);
  });

  it('reads Retry-After as seconds or an HTTP date, null when absent or unreadable', () => {
    expect(retryAfterMs(null, 0)).toBeNull();
    expect(retryAfterMs('', 0)).toBeNull();
    expect(retryAfterMs('soon', 0)).toBeNull();
    expect(retryAfterMs('2', 0)).toBe(2000);
    expect(retryAfterMs('0.5', 0)).toBe(500);
    expect(retryAfterMs('Thu, 01 Jan 1970 00:00:05 GMT', 1000)).toBe(4000);
    expect(retryAfterMs('Thu, 01 Jan 1970 00:00:05 GMT', 9000)).toBe(0);
  });

  it('treats GET, PUT, DELETE, HEAD, OPTIONS as idempotent and POST, PATCH as not', () => {
    expect(['GET', 'PUT', 'DELETE', 'HEAD', 'OPTIONS'].every(isIdempotentMethod)).toBe(true);
    expect(['POST', 'PATCH'].some(isIdempotentMethod)).toBe(false);
  });
});
