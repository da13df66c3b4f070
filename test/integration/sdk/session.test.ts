// Access-token refresh on the injected clock, sign-out, and getUser's `or` options, over real HTTP.
import { describe, expect, it } from 'vitest';
import { USER_NOT_SIGNED_IN_MESSAGE } from '../../../src/core/apps/client-app';
import { ManualClock } from '../../../src/protocol/clock';
import { ClientInterface } from '../../../src/core/interface/client-interface';
import { AccessToken, RefreshToken } from '../../../src/core/session';
import { useEmulator } from '../../support/emulator';
import { makeApp, PASSWORD, recordingFetch, uniqueEmail } from './helpers';

const clock = new ManualClock(1_750_000_000_000);
const emu = useEmulator({ clock });

describe('access-token refresh', () => {
  it('refreshes exactly once after the access token expired, then getUser succeeds', async () => {
    const recorder = recordingFetch();
    const app = makeApp(emu, { clock, fetch: recorder.fetch });
    const email = uniqueEmail('refresh');
    expect((await app.signUpWithCredential({ email, password: PASSWORD, noRedirect: true })).status).toBe('ok');
    expect((await app.getUser())!.primaryEmail).toBe(email);

    const before = await app.getAuthJson();
    const expiresAt = new AccessToken(before.accessToken!).expiresAtMillis;
    expect(Number.isFinite(expiresAt)).toBe(true);
    // No refresh so far: the token from sign-up was fresh.
    expect(recorder.paths()).not.toContain('POST /auth/oauth/token');

    await clock.advance(expiresAt - clock.now() + 1000);
    recorder.clear();
    const user = await app.getUser();
    expect(user!.primaryEmail).toBe(email);
    expect(recorder.paths()).toEqual(['POST /auth/oauth/token', 'GET /users/me']);
    expect(recorder.requests.map((r) => r.status)).toEqual([200, 200]);

    // The new token is kept: the next call does not refresh again.
    recorder.clear();
    await app.getUser();
    expect(recorder.paths()).toEqual(['GET /users/me']);
    const after = await app.getAuthJson();
    expect(after.refreshToken).toBe(before.refreshToken);
    expect(after.accessToken).not.toBe(before.accessToken);
    app.dispose();
  });
});

describe('sign-out', () => {
  it('ends the session on the server and locally', async () => {
    const app = makeApp(emu, { clock });
    await app.signUpWithCredential({ email: uniqueEmail('signout'), password: PASSWORD, noRedirect: true });
    const { refreshToken } = await app.getAuthJson();
    const user = await app.getUser();
    await user!.signOut();

    expect(await app.getUser()).toBeNull();
    expect(await app.getAuthJson()).toEqual({ accessToken: null, refreshToken: null });

    // The token endpoint now rejects the old refresh token.
    const recorder = recordingFetch();
    const api = new ClientInterface({ baseUrl: emu.url, projectId: emu.project.id, fetch: recorder.fetch, clock });
    expect(await api.oauth.refreshAccessToken(new RefreshToken(refreshToken!))).toBeNull();
    expect(recorder.requests).toHaveLength(1);
    expect(recorder.requests[0]).toMatchObject({
      method: 'POST',
      path: '/auth/oauth/token',
      status: 401,
      knownError: 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED',
    });
    expect(Object.fromEntries(new URLSearchParams(recorder.requests[0]!.body!))).toEqual({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: emu.project.id,
      client_secret: '__stack_public_client__',
    });
    app.dispose();
  });

  it('goes to the after-sign-out target, or to the given URL', async () => {
    const seen: string[] = [];
    const app = makeApp(emu, {
      clock,
      redirectMethod: { navigate: (u) => seen.push(u) },
      urls: { afterSignOut: '/goodbye' },
    });
    const email = uniqueEmail('signout-redirect');
    await app.signUpWithCredential({ email, password: PASSWORD, noRedirect: true });
    await (await app.getUser())!.signOut();
    expect(seen).toEqual(['/goodbye']);

    await app.signInWithCredential({ email, password: PASSWORD, noRedirect: true });
    await (await app.getUser())!.signOut({ redirectUrl: '/see-you' });
    expect(seen).toEqual(['/goodbye', '/see-you']);
    app.dispose();
  });

  it('refuses an untrusted sign-out target with the exact message, after signing out', async () => {
    const seen: string[] = [];
    const app = makeApp(emu, { clock, redirectMethod: { navigate: (u) => seen.push(u) } });
    await app.signUpWithCredential({ email: uniqueEmail('signout-untrusted'), password: PASSWORD, noRedirect: true });
    const user = await app.getUser();
    await expect(user!.signOut({ redirectUrl: 'https://evil.example.net/' })).rejects.toThrow(
      /^Redirect URL is not trusted; should be relative\.$/,
    );
    expect(seen).toEqual([]);
    expect(await app.getUser()).toBeNull();
    app.dispose();
  });
});

describe("getUser's `or` option", () => {
  it("returns null by default and throws with { or: 'throw' } when signed out", async () => {
    const app = makeApp(emu, { clock });
    expect(await app.getUser()).toBeNull();
    expect(await app.getUser({ or: 'return-null' })).toBeNull();
    await expect(app.getUser({ or: 'throw' })).rejects.toThrow(USER_NOT_SIGNED_IN_MESSAGE);
    app.dispose();
  });

  it("redirects to sign-in with { or: 'redirect' } when signed out", async () => {
    const seen: string[] = [];
    const app = makeApp(emu, { clock, redirectMethod: { navigate: (u) => seen.push(u) } });
    expect(await app.getUser({ or: 'redirect' })).toBeNull();
    expect(seen).toEqual(['/handler/sign-in']);
    app.dispose();
  });

  it("returns the user with { or: 'throw' } when signed in", async () => {
    const app = makeApp(emu, { clock });
    const email = uniqueEmail('or-throw');
    await app.signUpWithCredential({ email, password: PASSWORD, noRedirect: true });
    expect((await app.getUser({ or: 'throw' }))!.primaryEmail).toBe(email);
    app.dispose();
  });
});
