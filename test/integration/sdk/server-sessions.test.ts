// A server user's sessions (PROTOCOL.md §5.7, SPEC §9) through StackServerApp against the emulator:
// createSession with its defaults and its tokens, impersonation, the session list and revoking one,
// and the documented errors.
import { describe, expect, it } from 'vitest';
import { StackHttpError } from '../../../src/core/http/errors';
import { KnownErrors } from '../../../src/protocol/errors';
import { useEmulator } from '../../support/emulator';
import { makeApp, makeServerApp, PASSWORD, recordingFetch, uniqueEmail } from './helpers';

const emu = useEmulator();

function server() {
  const rec = recordingFetch();
  return { app: makeServerApp(emu, { fetch: rec.fetch }), rec };
}

/** GET /users/me with client access and this access token: the id of whom it signs in, or the error code. */
async function whoIs(accessToken: string | null): Promise<string> {
  const res = await fetch(`${emu.url}/api/v1/users/me`, {
    headers: { 'x-stack-project-id': emu.project.id, 'x-stack-access-type': 'client', 'x-stack-access-token': accessToken ?? '' },
  });
  const body = (await res.json()) as { id?: string; code?: string };
  return body.id ?? body.code ?? String(res.status);
}

/** POST /auth/sessions/current/refresh with this refresh token: 200, or the error code. */
async function refresh(refreshToken: string | null): Promise<string> {
  const res = await fetch(`${emu.url}/api/v1/auth/sessions/current/refresh`, {
    method: 'POST',
    headers: { 'x-stack-project-id': emu.project.id, 'x-stack-access-type': 'client', 'x-stack-refresh-token': refreshToken ?? '' },
  });
  return res.status === 200 ? 'ok' : (res.headers.get('x-stack-known-error') ?? String(res.status));
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

describe('ServerUser.createSession', () => {
  it('sends the defaults (one year, not an impersonation) and hands out working tokens', async () => {
    const { app, rec } = server();
    const user = await app.createUser({ displayName: 'Session owner' });
    rec.clear();
    const session = await user.createSession();
    expect(rec.requests.map((r) => [r.method, r.path, r.status, JSON.parse(r.body ?? 'null')])).toEqual([
      ['POST', '/auth/sessions', 200, { user_id: user.id, expires_in_millis: 31_536_000_000, is_impersonation: false }],
    ]);
    const tokens = await session.getTokens();
    expect(tokens.refreshToken).toMatch(/^[0-9a-z]{45}$/);
    expect(await whoIs(tokens.accessToken)).toBe(user.id);
    expect(await refresh(tokens.refreshToken)).toBe('ok');
    const listed = await user.getActiveSessions();
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ userId: user.id, isImpersonation: false, isCurrentSession: false });
    expect(listed[0]!.createdAt).toBeInstanceOf(Date);
  });

  it('an impersonation session works but is not listed to server access; expiresInMillis is sent as given', async () => {
    const { app, rec } = server();
    const user = await app.createUser({});
    rec.clear();
    const session = await user.createSession({ expiresInMillis: 60_000, isImpersonation: true });
    expect(JSON.parse(rec.requests[0]?.body ?? '{}')).toEqual({ user_id: user.id, expires_in_millis: 60_000, is_impersonation: true });
    expect(await whoIs((await session.getTokens()).accessToken)).toBe(user.id);
    expect(await user.getActiveSessions()).toEqual([]);
  });

  it('a signed-in client can use the tokens as its session', async () => {
    const { app } = server();
    const email = uniqueEmail('imp');
    const user = await app.createUser({ primaryEmail: email });
    const tokens = await (await user.createSession()).getTokens();
    const client = makeApp(emu, { tokenStore: { headers: { 'x-stack-auth': JSON.stringify(tokens) } } });
    expect((await client.getUser())?.primaryEmail).toBe(email);
  });

  it('StackServerApp.createSession({ userId }) does the same without reading the user first', async () => {
    const { app, rec } = server();
    const user = await app.createUser({});
    rec.clear();
    const session = await app.createSession({ userId: user.id, isImpersonation: true });
    expect(rec.requests.map((r) => [r.method, r.path, JSON.parse(r.body ?? 'null')])).toEqual([
      ['POST', '/auth/sessions', { user_id: user.id, expires_in_millis: 31_536_000_000, is_impersonation: true }],
    ]);
    expect(await whoIs((await session.getTokens()).accessToken)).toBe(user.id);
    expect(await rejection(app.createSession({ userId: '00000000-0000-4000-8000-000000000000' }))).toBeInstanceOf(KnownErrors.UserIdDoesNotExist);
  });

  it('errors: SCHEMA_ERROR over 367 days, USER_ID_DOES_NOT_EXIST for a deleted user', async () => {
    const { app } = server();
    const user = await app.createUser({});
    const tooLong = await rejection(user.createSession({ expiresInMillis: 31_708_800_001 }));
    expect(tooLong).toBeInstanceOf(KnownErrors.SchemaError);
    expect((tooLong as Error).message).toContain('body.expires_in_millis must be less than or equal to 31708800000');
    await user.delete();
    expect(await rejection(user.createSession())).toBeInstanceOf(KnownErrors.UserIdDoesNotExist);
  });
});

describe('ServerUser.getActiveSessions and revokeSession', () => {
  it("lists a signed-up user's sessions newest first and revokes one: its refresh token stops working", async () => {
    const { app, rec } = server();
    const email = uniqueEmail('revoke');
    const client = makeApp(emu);
    await client.signUpWithCredential({ email, password: PASSWORD, noRedirect: true });
    const clientTokens = await client.getAuthJson();
    const user = (await app.listUsers({ query: email }))[0]!;
    const extra = await (await user.createSession()).getTokens();
    const sessions = await user.getActiveSessions();
    expect(sessions).toHaveLength(2);
    expect(sessions[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(sessions[1]!.createdAt.getTime());

    // The sign-up session is the older one; revoking it signs the client out.
    rec.clear();
    await user.revokeSession(sessions[1]!.id);
    expect(rec.requests.map((r) => [r.method, r.path, r.search, r.status])).toEqual([['DELETE', `/auth/sessions/${sessions[1]!.id}`, `?user_id=${user.id}`, 200]]);
    expect(await refresh(clientTokens.refreshToken)).toBe('REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
    expect(await refresh(extra.refreshToken)).toBe('ok');
    expect((await user.getActiveSessions()).map((s) => s.id)).toEqual([sessions[0]!.id]);

    const unknown = await rejection(user.revokeSession(sessions[1]!.id));
    expect(unknown).toBeInstanceOf(StackHttpError);
    expect([(unknown as StackHttpError).status, (unknown as StackHttpError).body]).toEqual([404, 'Session not found.']);
  });

  it('gives each session its userAgent from the extension session-user-agents, which the emulator announces', async () => {
    const { app, rec } = server();
    const user = await app.createUser({ displayName: 'Phone owner' });
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    const made = await fetch(`${emu.url}/api/v1/auth/sessions`, {
      method: 'POST',
      headers: { 'x-stack-project-id': emu.project.id, 'x-stack-access-type': 'server', 'x-stack-secret-server-key': emu.project.secretServerKey, 'content-type': 'application/json', 'user-agent': iphone },
      body: JSON.stringify({ user_id: user.id, expires_in_millis: 86_400_000 }),
    });
    expect(made.status).toBe(200);
    rec.clear();
    const sessions = await user.getActiveSessions();
    expect(sessions.map((session) => session.userAgent)).toEqual([iphone]);
    expect(rec.requests.map((r) => `${r.method} ${r.path}`).sort()).toEqual(['GET /auth/sessions', 'GET /emulator/features', 'GET /extensions/sessions/user-agents']);
  });
});
