import { describe, expect, it } from 'vitest';
import { RequestPipeline, StackHttpError, StackProtocolError } from '../../../src/core/http';
import { KnownErrors } from '../../../src/protocol/errors';
import { RecordingClock, jsonResponse, knownErrorResponse, runWithClock, scriptedFetch, textResponse } from './helpers';

const URL_BASE = 'http://127.0.0.1:8102/api/v1';

function pipeline(fetch: typeof globalThis.fetch, clock = new RecordingClock()): RequestPipeline {
  return new RequestPipeline({ baseUrl: 'http://127.0.0.1:8102', projectId: 'p', accessType: 'client', fetch, clock, random: () => 0.5 });
}

describe('response handling', () => {
  it('restores the status from x-stack-actual-status before interpreting a success', async () => {
    const fetch = scriptedFetch([jsonResponse({ id: 't' }, { headers: { 'x-stack-actual-status': '201' } })]);
    const res = await pipeline(fetch).send('/teams', { method: 'POST', body: {} });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ id: 't' });
  });

  it('restores the status of a plain status error and throws StackHttpError with its text', async () => {
    const fetch = scriptedFetch([textResponse(200, 'Contact channel not found.', { 'x-stack-actual-status': '404' })]);
    const err = await pipeline(fetch).send('/contact-channels/me/c1', { method: 'DELETE' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StackHttpError);
    expect(err).toMatchObject({
      name: 'StackHttpError',
      status: 404,
      body: 'Contact channel not found.',
      url: `${URL_BASE}/contact-channels/me/c1`,
      method: 'DELETE',
    });
    expect(fetch.calls).toHaveLength(1);
  });

  it('throws the typed known error when the header matches body.code', async () => {
    const fetch = scriptedFetch([
      knownErrorResponse(409, {
        code: 'USER_EMAIL_ALREADY_EXISTS',
        details: { email: 'a@b.c', would_work_if_email_was_verified: false },
        error: 'A user with email "a@b.c" already exists.',
      }),
    ]);
    const err = await pipeline(fetch)
      .send('/auth/password/sign-up', { method: 'POST', body: { email: 'a@b.c', password: 'x' } })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(KnownErrors.UserEmailAlreadyExists);
    expect(err).toMatchObject({
      code: 'USER_EMAIL_ALREADY_EXISTS',
      status: 409,
      details: { email: 'a@b.c', would_work_if_email_was_verified: false },
      message: 'A user with email "a@b.c" already exists.',
    });
  });

  it('accepts the newer x-hexclave-known-error header as well', async () => {
    const fetch = scriptedFetch([
      new Response(JSON.stringify({ code: 'EMAIL_PASSWORD_MISMATCH', error: 'Wrong e-mail or password.' }), {
        status: 200,
        headers: { 'x-hexclave-known-error': 'EMAIL_PASSWORD_MISMATCH', 'x-hexclave-actual-status': '400' },
      }),
    ]);
    const err = await pipeline(fetch).send('/auth/password/sign-in', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(KnownErrors.EmailPasswordMismatch);
  });

  it('rejects a known error whose body code differs from the header with StackProtocolError', async () => {
    const fetch = scriptedFetch([
      knownErrorResponse(400, { code: 'SCHEMA_ERROR', details: { message: 'x' }, error: 'x' }, 'USER_NOT_FOUND'),
    ]);
    const err = await pipeline(fetch).send('/users/me').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StackProtocolError);
    expect(err).toMatchObject({ name: 'StackProtocolError', status: 400, url: `${URL_BASE}/users/me`, method: 'GET' });
    expect((err as Error).message).toMatch(/Mismatch between the x-stack-known-error header \("USER_NOT_FOUND"\) and the error code in the body \("SCHEMA_ERROR"\)/);
    expect(fetch.calls).toHaveLength(1);
  });

  it('rejects a known error whose body is not JSON with StackProtocolError', async () => {
    const fetch = scriptedFetch([textResponse(200, 'oops', { 'x-stack-known-error': 'USER_NOT_FOUND', 'x-stack-actual-status': '404' })]);
    const err = await pipeline(fetch).send('/users/me').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StackProtocolError);
    expect((err as StackProtocolError).body).toBe('oops');
  });

  it('turns an unknown code into UNSUPPORTED_ERROR', async () => {
    const fetch = scriptedFetch([knownErrorResponse(400, { code: 'FROM_THE_FUTURE', error: 'new' })]);
    const err = await pipeline(fetch).send('/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(KnownErrors.UnsupportedError);
    expect((err as InstanceType<typeof KnownErrors.UnsupportedError>).details).toEqual({ originalErrorCode: 'FROM_THE_FUTURE' });
  });

  it('throws StackHttpError for a 5xx without retrying', async () => {
    const fetch = scriptedFetch([textResponse(500, 'Internal Server Error.')]);
    const err = await pipeline(fetch).send('/x', { method: 'PUT', body: {} }).catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'StackHttpError', status: 500, body: 'Internal Server Error.', method: 'PUT', url: `${URL_BASE}/x` });
    expect(fetch.calls).toHaveLength(1);
  });

  it('does not retry a 508 that lacks the infinite-loop marker', async () => {
    const clock = new RecordingClock();
    const fetch = scriptedFetch([textResponse(508, 'Loop Detected')]);
    const { error } = await runWithClock(clock, pipeline(fetch, clock).send('/x'));
    expect(error).toMatchObject({ name: 'StackHttpError', status: 508, body: 'Loop Detected' });
    expect(fetch.calls).toHaveLength(1);
    expect(clock.sleeps).toEqual([]);
  });

  it('json() parses the body and rejects a non-JSON success with StackProtocolError', async () => {
    const fetch = scriptedFetch([jsonResponse({ items: [], is_paginated: false }), textResponse(200, 'Welcome')]);
    const p = pipeline(fetch);
    expect(await p.json('/teams?user_id=me')).toEqual({ items: [], is_paginated: false });
    await expect(p.json('/')).rejects.toBeInstanceOf(StackProtocolError);
  });
});
