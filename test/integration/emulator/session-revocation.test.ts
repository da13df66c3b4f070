// Ending a session ends its access tokens too: after DELETE /auth/sessions/{id} or sign-out, a still
// unexpired access token of that session is answered ACCESS_TOKEN_EXPIRED (PROTOCOL.md §8: the SDK
// refreshes, the refresh fails, and the client is signed out), on every access type.
import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useEmulator } from '../../support/emulator';
import { call, clientHeaders, expectKnownError, serverHeaders, signUp, uniqueEmail } from './helpers';

const emu = useEmulator({ project: { config: { oauth_providers: [{ provider_config_id: 'github', id: 'github', type: 'shared' }] } } });

const PASSWORD = 'correct-horse-1';
const sessionIdOf = (accessToken: string): string =>
  (JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as { refresh_token_id: string }).refresh_token_id;
const withToken = (accessToken: string) => clientHeaders(emu.project, { 'x-stack-access-token': accessToken });

/** One user signed in on two devices: A (sign-up) and B (a later sign-in). */
async function twoDevices() {
  const email = uniqueEmail('revocation');
  const a = await signUp(emu, emu.project, email, PASSWORD);
  const signIn = await call(emu, '/auth/password/sign-in', { headers: clientHeaders(emu.project), body: { email, password: PASSWORD } });
  expect(signIn.status).toBe(200);
  const b = signIn.json as { access_token: string; refresh_token: string; user_id: string };
  return { userId: a.user_id, a, b, bSessionId: sessionIdOf(b.access_token) };
}

function refreshGrant(refreshToken: string) {
  return call(emu, '/auth/oauth/token', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: emu.project.id, client_secret: emu.project.publishableClientKey }).toString(),
  });
}

describe('a revoked session', () => {
  it("refuses B's unexpired access token with ACCESS_TOKEN_EXPIRED naming the session; A works on", async () => {
    const { userId, a, b, bSessionId } = await twoDevices();
    expect((await call(emu, '/users/me', { headers: withToken(b.access_token) })).status).toBe(200);

    const revoke = await call(emu, `/auth/sessions/${bSessionId}?user_id=me`, { method: 'DELETE', headers: withToken(a.access_token) });
    expect([revoke.status, revoke.json]).toEqual([200, { success: true }]);

    const refused = expectKnownError(await call(emu, '/users/me', { headers: withToken(b.access_token) }), 'ACCESS_TOKEN_EXPIRED', 401);
    expect(refused.details).toEqual({ expired_at_millis: null, project_id: emu.project.id, user_id: userId, refresh_token_id: bSessionId });
    expect(refused.error.startsWith('Access token has expired. Please refresh it and try again.')).toBe(true);
    // The refresh the SDK then tries fails: that is what signs the device out.
    expectKnownError(await refreshGrant(b.refresh_token), 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED', 401);

    const me = await call(emu, '/users/me', { headers: withToken(a.access_token) });
    expect([me.status, me.json.id]).toEqual([200, userId]);
    expect((await refreshGrant(a.refresh_token)).status).toBe(200);
  });

  it('saves nothing for B, on client or server access, and B cannot revoke A in turn', async () => {
    const { userId, a, b, bSessionId } = await twoDevices();
    await call(emu, `/auth/sessions/${bSessionId}?user_id=me`, { method: 'DELETE', headers: withToken(a.access_token) });

    const patch = await call(emu, '/users/me', { method: 'PATCH', headers: withToken(b.access_token), body: { display_name: 'Written by B' } });
    expectKnownError(patch, 'ACCESS_TOKEN_EXPIRED', 401);
    const asServer = await call(emu, '/users/me', {
      method: 'PATCH',
      headers: serverHeaders(emu.project, { 'x-stack-access-token': b.access_token }),
      body: { display_name: 'Written by B' },
    });
    expectKnownError(asServer, 'ACCESS_TOKEN_EXPIRED', 401);
    const stored = await call(emu, `/users/${userId}`, { headers: serverHeaders(emu.project) });
    expect(stored.json.display_name).toBeNull();

    const aSessionId = sessionIdOf(a.access_token);
    expectKnownError(await call(emu, `/auth/sessions/${aSessionId}?user_id=me`, { method: 'DELETE', headers: withToken(b.access_token) }), 'ACCESS_TOKEN_EXPIRED', 401);
    const sessions = await call(emu, '/auth/sessions?user_id=me', { headers: withToken(a.access_token) });
    expect(sessions.json.items.map((s: { id: string }) => s.id)).toEqual([aSessionId]);
  });

  it('a server-side revoke (server key, user_id) ends the access token the same way', async () => {
    const { userId, a, bSessionId, b } = await twoDevices();
    const revoke = await call(emu, `/auth/sessions/${bSessionId}?user_id=${userId}`, { method: 'DELETE', headers: serverHeaders(emu.project) });
    expect(revoke.status).toBe(200);
    expectKnownError(await call(emu, '/users/me', { headers: withToken(b.access_token) }), 'ACCESS_TOKEN_EXPIRED', 401);
    expect((await call(emu, '/users/me', { headers: withToken(a.access_token) })).status).toBe(200);
  });
});

describe('a signed-out session', () => {
  it('refuses its access token; signing out again still reads as already signed out', async () => {
    const { a, b, bSessionId } = await twoDevices();
    const out = await call(emu, '/auth/sessions/current', { method: 'DELETE', headers: withToken(b.access_token), body: {} });
    expect([out.status, out.json]).toEqual([200, { success: true }]);

    const refused = expectKnownError(await call(emu, '/users/me', { headers: withToken(b.access_token) }), 'ACCESS_TOKEN_EXPIRED', 401);
    expect(refused.details.refresh_token_id).toBe(bSessionId);
    expectKnownError(await call(emu, '/auth/sessions/current', { method: 'DELETE', headers: withToken(b.access_token), body: {} }), 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED', 401);
    expect((await call(emu, '/users/me', { headers: withToken(a.access_token) })).status).toBe(200);
  });

  it('a password change through the server ends every session, and with them every access token', async () => {
    const { userId, a, b } = await twoDevices();
    const changed = await call(emu, `/users/${userId}`, { method: 'PATCH', headers: serverHeaders(emu.project), body: { password: 'another-horse-2' } });
    expect(changed.status).toBe(200);
    for (const token of [a.access_token, b.access_token]) expectKnownError(await call(emu, '/users/me', { headers: withToken(token) }), 'ACCESS_TOKEN_EXPIRED', 401);
  });

  it('its token links no OAuth account (authorize ?token=)', async () => {
    const { b } = await twoDevices();
    await call(emu, '/auth/sessions/current', { method: 'DELETE', headers: withToken(b.access_token), body: {} });
    const params = new URLSearchParams({
      client_id: emu.project.id,
      client_secret: emu.project.publishableClientKey,
      redirect_uri: 'http://localhost:3000/handler/oauth-callback',
      scope: 'legacy',
      state: randomBytes(16).toString('base64url'),
      grant_type: 'authorization_code',
      code_challenge: createHash('sha256').update(randomBytes(32)).digest('base64url'),
      code_challenge_method: 'S256',
      response_type: 'code',
      stack_response_mode: 'json',
      type: 'link',
      token: b.access_token,
    });
    expectKnownError(await call(emu, `/auth/oauth/authorize/github?${params}`), 'ACCESS_TOKEN_EXPIRED', 401);
  });
});
