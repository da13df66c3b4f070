// One identity per call: x-stack-random-nonce is the same on every attempt of one call (so the emulator
// recognises a resent write), a caller's idempotencyKey is used as is, and separate calls differ.
import { describe, expect, it } from 'vitest';
import {
  RequestPipeline,
  RequestTimeoutError,
  StackConnectionError,
  StackHttpError,
  StackProtocolError,
  createIdempotencyKey,
  isOutcomeUnknown,
} from '../../../src/core/http';
import { INFINITE_LOOP_MARKER } from '../../../src/protocol/constants';
import { KnownErrors } from '../../../src/protocol/errors';
import { FakeSession, RecordingClock, jsonResponse, knownErrorResponse, runWithClock, scriptedFetch, textResponse } from './helpers';

const NONCE = 'x-stack-random-nonce';

function pipeline(fetch: typeof globalThis.fetch, clock: RecordingClock): RequestPipeline {
  let counter = 0;
  return new RequestPipeline({
    baseUrl: 'http://127.0.0.1:8102',
    projectId: 'p',
    accessType: 'client',
    fetch,
    clock,
    random: () => 0.5,
    randomBytes: (n) => new Uint8Array(n).fill(++counter),
  });
}

const accessTokenExpired = () =>
  knownErrorResponse(401, {
    code: 'ACCESS_TOKEN_EXPIRED',
    details: { expired_at_millis: null, project_id: null, user_id: null, refresh_token_id: null },
    error: 'Access token has expired. Please refresh it and try again.',
  });

describe('the nonce of one call', () => {
  it('is the same on a 429 retry, a 508 retry and a fresh-token retry of one POST', async () => {
    const clock = new RecordingClock();
    const fetch = scriptedFetch([
      textResponse(429, 'slow down', { 'retry-after': '1' }),
      textResponse(508, INFINITE_LOOP_MARKER),
      accessTokenExpired(),
      jsonResponse({ id: 't1' }, { status: 201 }),
    ]);
    const session = new FakeSession([
      { accessToken: 'old', refreshToken: 'rt' },
      { accessToken: 'new', refreshToken: 'rt' },
    ]);
    const { value } = await runWithClock(clock, pipeline(fetch, clock).json('/teams', { method: 'POST', body: { display_name: 'A' }, session }));
    expect(value).toEqual({ id: 't1' });
    const nonces = fetch.calls.map((c) => c.headers[NONCE]);
    expect(nonces).toHaveLength(4);
    expect(new Set(nonces).size).toBe(1);
    expect(nonces[0]).toMatch(/^[0-9a-f]{56}$/);
    // The token did change: the retry was a real new attempt.
    expect(fetch.calls.map((c) => c.headers['x-stack-access-token'])).toEqual(['old', 'old', 'old', 'new']);
  });

  it('is the same on the network retries of a GET', async () => {
    const clock = new RecordingClock();
    const fetch = scriptedFetch([new TypeError('fetch failed'), new TypeError('fetch failed'), jsonResponse({})]);
    await runWithClock(clock, pipeline(fetch, clock).send('/users/me'));
    expect(fetch.calls).toHaveLength(3);
    expect(new Set(fetch.calls.map((c) => c.headers[NONCE])).size).toBe(1);
  });

  it('differs between two calls', async () => {
    const clock = new RecordingClock();
    const fetch = scriptedFetch([jsonResponse({}), jsonResponse({})]);
    const p = pipeline(fetch, clock);
    await runWithClock(clock, p.send('/teams', { method: 'POST', body: {} }));
    await runWithClock(clock, p.send('/teams', { method: 'POST', body: {} }));
    const [a, b] = fetch.calls.map((c) => c.headers[NONCE]);
    expect(a).not.toBe(b);
  });

  it('is the caller’s idempotencyKey when given, on every attempt, and again on a second call with it', async () => {
    const clock = new RecordingClock();
    const key = createIdempotencyKey();
    const fetch = scriptedFetch([textResponse(429, 'wait'), jsonResponse({}), jsonResponse({})]);
    const p = pipeline(fetch, clock);
    await runWithClock(clock, p.send('/teams', { method: 'POST', body: {}, idempotencyKey: key }));
    await runWithClock(clock, p.send('/teams', { method: 'POST', body: {}, idempotencyKey: key }));
    expect(fetch.calls.map((c) => c.headers[NONCE])).toEqual([key, key, key]);
  });

  it('refuses a key that could not travel as a header value', async () => {
    const clock = new RecordingClock();
    const fetch = scriptedFetch([]);
    const { error } = await runWithClock(clock, pipeline(fetch, clock).send('/teams', { method: 'POST', body: {}, idempotencyKey: 'a b\n' }));
    expect(error).toBeInstanceOf(TypeError);
    expect(fetch.calls).toHaveLength(0);
  });

  it('a success status whose body is cut is a connection failure of that write, not resent', async () => {
    const clock = new RecordingClock();
    const cut = () =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"id":'));
            controller.error(new TypeError('terminated'));
          },
        }),
        { status: 201 },
      );
    const fetch = scriptedFetch([cut]);
    const { error } = await runWithClock(clock, pipeline(fetch, clock).json('/teams', { method: 'POST', body: {} }));
    expect(error).toBeInstanceOf(StackConnectionError);
    expect(isOutcomeUnknown(error)).toBe(true);
    expect(fetch.calls).toHaveLength(1);
  });
});

describe('isOutcomeUnknown', () => {
  const url = 'http://h/api/v1/teams';
  const connection = (method: string) => new StackConnectionError({ method, url, attempts: 1, retried: false, cause: new TypeError('x') });

  it('is true for a write that failed on the way or on the server', () => {
    expect(isOutcomeUnknown(connection('POST'))).toBe(true);
    expect(isOutcomeUnknown(connection('PATCH'))).toBe(true);
    expect(isOutcomeUnknown(new StackHttpError(502, 'bad gateway', url, 'POST'))).toBe(true);
    expect(isOutcomeUnknown(new StackHttpError(500, 'oops', url, 'DELETE'))).toBe(true);
    expect(isOutcomeUnknown(new RequestTimeoutError({ method: 'POST', url, timeoutMs: 10 }))).toBe(true);
    expect(isOutcomeUnknown(new StackProtocolError('Expected a JSON response body', { url, method: 'POST', status: 201 }))).toBe(true);
  });

  it('is false for reads, known errors, 4xx and anything else', () => {
    expect(isOutcomeUnknown(connection('GET'))).toBe(false);
    expect(isOutcomeUnknown(new StackHttpError(502, 'bad gateway', url, 'GET'))).toBe(false);
    expect(isOutcomeUnknown(new StackHttpError(429, 'slow', url, 'POST'))).toBe(false);
    expect(isOutcomeUnknown(new StackHttpError(404, 'nope', url, 'POST'))).toBe(false);
    expect(isOutcomeUnknown(new KnownErrors.UserEmailAlreadyExists({ email: 'a@b.c', would_work_if_email_was_verified: false }))).toBe(false);
    expect(isOutcomeUnknown(new Error('x'))).toBe(false);
    expect(isOutcomeUnknown(undefined)).toBe(false);
  });
});
