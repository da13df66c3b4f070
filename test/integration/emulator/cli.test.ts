// PROTOCOL.md §5.8 CLI login on the wire: start, poll (waiting 200 / success 201 / used / expired),
// complete (modes, text 400s), INVALID_POLLING_CODE and schema errors. Time is a ManualClock.
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/protocol/clock';
import { useEmulator } from '../../support/emulator';
import { call, clientHeaders, expectKnownError, serverHeaders, signUp } from './helpers';

const clock = new ManualClock(Date.UTC(2030, 0, 1));
const emu = useEmulator({ clock });

const CODE_RE = /^[0-9abcdefghjkmnpqrstvwxyz]{45}$/;
const start = (body?: unknown) => call(emu, '/auth/cli', { method: 'POST', headers: clientHeaders(emu.project), body });
const poll = (pollingCode: string) => call(emu, '/auth/cli/poll', { headers: clientHeaders(emu.project), body: { polling_code: pollingCode } });
const complete = (body: Record<string, unknown>) => call(emu, '/auth/cli/complete', { headers: clientHeaders(emu.project), body });

function expectText400(res: { status: number; text: string; headers: Headers }, text: string): void {
  expect(res.status).toBe(400);
  expect(res.headers.get('content-type')).toContain('text/plain');
  expect(res.headers.get('x-stack-known-error')).toBeNull();
  expect(res.text).toBe(text);
}

describe('POST /auth/cli', () => {
  it('answers two 45-char codes and expires_at as an ISO string 2 h ahead by default (body may be omitted)', async () => {
    const res = await start();
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(['expires_at', 'login_code', 'polling_code']);
    expect(res.json.polling_code).toMatch(CODE_RE);
    expect(res.json.login_code).toMatch(CODE_RE);
    expect(res.json.polling_code).not.toBe(res.json.login_code);
    expect(res.json.expires_at).toBe(new Date(clock.now() + 7_200_000).toISOString());
  });

  it('takes expires_in_millis up to 24 h; more is SCHEMA_ERROR', async () => {
    const short = await start({ expires_in_millis: 60_000 });
    expect(short.json.expires_at).toBe(new Date(clock.now() + 60_000).toISOString());
    const max = await start({ expires_in_millis: 86_400_000 });
    expect(max.status).toBe(200);
    const tooLong = await start({ expires_in_millis: 86_400_001 });
    expect(expectKnownError(tooLong, 'SCHEMA_ERROR', 400).error).toBe(
      'Request validation failed on POST /api/v1/auth/cli:\n  - body.expires_in_millis must be less than or equal to 86400000',
    );
  });

  it('accepts server access too, and rejects unknown body fields', async () => {
    const server = await call(emu, '/auth/cli', { method: 'POST', headers: serverHeaders(emu.project), body: {} });
    expect(server.status).toBe(200);
    const unknown = await start({ foo: 1 });
    expect(expectKnownError(unknown, 'SCHEMA_ERROR', 400).error).toContain('body contains unknown properties: foo');
  });

  it('checks an anon_refresh_token: unknown, not anonymous, and an anonymous one that works', async () => {
    expectText400(await start({ anon_refresh_token: 'nope' }), 'Invalid anon refresh token');
    const user = await signUp(emu, emu.project);
    expectText400(await start({ anon_refresh_token: user.refresh_token }), 'The provided refresh token does not belong to an anonymous user');
    const other = await emu.createProject();
    const otherUser = await signUp(emu, other);
    expectText400(await start({ anon_refresh_token: otherUser.refresh_token }), 'Anon refresh token does not belong to this project');
    const anon = await call(emu, '/auth/anonymous/sign-up', { method: 'POST', headers: clientHeaders(emu.project) });
    expect(anon.status).toBe(200);
    expect((await start({ anon_refresh_token: anon.json.refresh_token })).status).toBe(200);
  });
});

describe('the whole flow', () => {
  it('poll waits (200), complete binds the browser refresh token, poll delivers it once (201), then used', async () => {
    const user = await signUp(emu, emu.project);
    const { polling_code, login_code } = (await start()).json;

    const waiting = await poll(polling_code);
    expect(waiting.status).toBe(200);
    expect(waiting.json).toEqual({ status: 'waiting' });

    const done = await complete({ login_code, refresh_token: user.refresh_token });
    expect(done.status).toBe(200);
    expect(done.json).toEqual({ success: true });

    const success = await poll(polling_code);
    expect(success.status).toBe(201);
    expect(success.json).toEqual({ status: 'success', refresh_token: user.refresh_token });

    const again = await poll(polling_code);
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ status: 'used' });

    // The delivered token is a working session of that user.
    const refreshed = await call(emu, '/auth/sessions/current/refresh', {
      method: 'POST',
      headers: clientHeaders(emu.project, { 'x-stack-refresh-token': success.json.refresh_token }),
    });
    expect(refreshed.status).toBe(200);
    const me = await call(emu, '/users/me', { headers: clientHeaders(emu.project, { 'x-stack-access-token': refreshed.json.access_token }) });
    expect(me.json.id).toBe(user.user_id);
  });

  it('a completed, delivered or unknown login code cannot be completed (text 400)', async () => {
    const user = await signUp(emu, emu.project);
    const { polling_code, login_code } = (await start()).json;
    expect((await complete({ login_code, refresh_token: user.refresh_token })).status).toBe(200);
    expectText400(await complete({ login_code, refresh_token: user.refresh_token }), 'Invalid login code or the code has expired');
    await poll(polling_code);
    expectText400(await complete({ login_code, refresh_token: user.refresh_token }), 'Invalid login code or the code has expired');
    expectText400(await complete({ login_code: 'unknown', refresh_token: user.refresh_token }), 'Invalid login code or the code has expired');
  });

  it('expires after expires_in_millis by the emulator clock: poll says expired, complete refuses', async () => {
    const user = await signUp(emu, emu.project);
    const { polling_code, login_code } = (await start({ expires_in_millis: 10_000 })).json;
    await clock.advance(9_999);
    expect((await poll(polling_code)).json).toEqual({ status: 'waiting' });
    await clock.advance(1);
    const expired = await poll(polling_code);
    expect(expired.status).toBe(200);
    expect(expired.json).toEqual({ status: 'expired' });
    expectText400(await complete({ login_code, refresh_token: user.refresh_token }), 'Invalid login code or the code has expired');
  });

  it('a completed attempt that expires before the poll reads expired', async () => {
    const user = await signUp(emu, emu.project);
    const { polling_code, login_code } = (await start({ expires_in_millis: 5_000 })).json;
    expect((await complete({ login_code, refresh_token: user.refresh_token })).status).toBe(200);
    await clock.advance(5_000);
    expect((await poll(polling_code)).json).toEqual({ status: 'expired' });
  });
});

describe('POST /auth/cli/poll errors', () => {
  it('an unknown polling code is INVALID_POLLING_CODE 400 without details', async () => {
    const res = await poll('x'.repeat(45));
    expect(expectKnownError(res, 'INVALID_POLLING_CODE', 400)).toEqual({
      code: 'INVALID_POLLING_CODE',
      error: 'The polling code is invalid or does not exist.',
    });
  });

  it('a polling code of another project is unknown here', async () => {
    const other = await emu.createProject();
    const { polling_code } = (await call(emu, '/auth/cli', { method: 'POST', headers: clientHeaders(other), body: {} })).json;
    expectKnownError(await poll(polling_code), 'INVALID_POLLING_CODE', 400);
  });

  it('a missing or non-string polling_code is SCHEMA_ERROR', async () => {
    const missing = await call(emu, '/auth/cli/poll', { headers: clientHeaders(emu.project), body: {} });
    expect(expectKnownError(missing, 'SCHEMA_ERROR', 400).error).toBe(
      'Request validation failed on POST /api/v1/auth/cli/poll:\n  - body.polling_code must be defined',
    );
    const wrongType = await call(emu, '/auth/cli/poll', { headers: clientHeaders(emu.project), body: { polling_code: 5 } });
    expect(expectKnownError(wrongType, 'SCHEMA_ERROR', 400).error).toContain('body.polling_code must be a string');
  });

  it('needs an access type', async () => {
    const res = await call(emu, '/auth/cli/poll', { headers: { 'x-stack-project-id': emu.project.id }, body: { polling_code: 'x' } });
    expectKnownError(res, 'ACCESS_TYPE_REQUIRED', 400);
  });
});

describe('POST /auth/cli/complete modes and errors', () => {
  it("complete without refresh_token, with an unknown one, or one of another project: text 400s", async () => {
    const { login_code } = (await start()).json;
    expectText400(await complete({ login_code }), "refresh_token is required when mode is 'complete'");
    expectText400(await complete({ login_code, refresh_token: 'not-a-token' }), 'Invalid refresh token');
    const other = await emu.createProject();
    const otherUser = await signUp(emu, other);
    expectText400(await complete({ login_code, refresh_token: otherUser.refresh_token }), 'Refresh token does not belong to this project');
  });

  it('login_code is required and mode is an enum (SCHEMA_ERROR)', async () => {
    const res = await complete({ mode: 'other' });
    const error = expectKnownError(res, 'SCHEMA_ERROR', 400).error;
    expect(error).toContain('body.login_code must be defined');
    expect(error).toContain('body.mode must be one of the following values: check, claim-anon-session, complete');
  });

  it('check says none without an anonymous session, anonymous with one; claim hands it over once', async () => {
    const plain = (await start()).json;
    expect((await complete({ login_code: plain.login_code, mode: 'check' })).json).toEqual({ cli_session_state: 'none' });
    expectText400(await complete({ login_code: plain.login_code, mode: 'claim-anon-session' }), 'No anonymous session associated with this code');

    const anon = await call(emu, '/auth/anonymous/sign-up', { method: 'POST', headers: clientHeaders(emu.project) });
    const withAnon = (await start({ anon_refresh_token: anon.json.refresh_token })).json;
    expect((await complete({ login_code: withAnon.login_code, mode: 'check' })).json).toEqual({ cli_session_state: 'anonymous' });
    const claim = await complete({ login_code: withAnon.login_code, mode: 'claim-anon-session' });
    expect(claim.status).toBe(200);
    expect(Object.keys(claim.json).sort()).toEqual(['access_token', 'refresh_token']);
    expect(claim.json.refresh_token).toBe(anon.json.refresh_token);
    expect(claim.json.access_token.split('.')).toHaveLength(3);
    expectText400(await complete({ login_code: withAnon.login_code, mode: 'claim-anon-session' }), 'No anonymous session associated with this code');
    expect((await complete({ login_code: withAnon.login_code, mode: 'check' })).json).toEqual({ cli_session_state: 'none' });
  });
});
