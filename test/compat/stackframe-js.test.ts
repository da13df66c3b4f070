// The official @stackframe/js client (2.8.108), unmodified, against our emulator: the emulator is right only
// when a client nobody here wrote works with it. Wire facts behind these flows: /tmp/compat-notes.md.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { StackClientApp } from '@stackframe/js';
import { KnownErrors } from '@stackframe/stack-shared';
import { decodeJwt } from 'jose';
import { systemClock, type Clock } from '../../src/protocol/clock';
import { useEmulator } from '../support/emulator';
import { uniqueEmail } from '../support/unique-email';
import { recordFetch, type FetchRecorder } from './fetch-recorder';

// The client judges expiry with the real Date.now(), so the emulator's clock tracks real time plus an offset
// we control (a frozen ManualClock would drift from the client's view of time).
class OffsetClock implements Clock {
  offsetMs = 0;
  now(): number {
    return Date.now() + this.offsetMs;
  }
  sleep(ms: number): Promise<void> {
    return systemClock.sleep(ms);
  }
}

const TOKEN_PATH = '/api/v1/auth/oauth/token';
const PASSWORD = 'correct-horse-battery-1';

const clock = new OffsetClock();
const emu = useEmulator({ clock, project: { displayName: 'compat' } });
let recorder: FetchRecorder;

type TokenStoreInit = 'memory' | { accessToken: string; refreshToken: string } | { headers: Record<string, string> };

function newApp(tokenStore: TokenStoreInit = 'memory') {
  return new StackClientApp({
    projectId: emu.project.id,
    publishableClientKey: emu.project.publishableClientKey,
    baseUrl: emu.url,
    tokenStore,
  });
}

beforeAll(() => {
  recorder = recordFetch(emu.url);
});

afterAll(() => {
  recorder?.restore();
});

describe('official @stackframe/js client against the emulator', () => {
  it('signs up, reads and updates the user, signs out, signs in, and surfaces known errors', async () => {
    const app = newApp();
    const email = uniqueEmail('alice');
    const why = () => `\nexchanges:\n${recorder.describe()}`;

    const signUp = await app.signUpWithCredential({ email, password: PASSWORD, noVerificationCallback: true, noRedirect: true });
    expect(signUp.status, `sign-up failed: ${signUp.status === 'error' ? signUp.error.message : ''}${why()}`).toBe('ok');

    const user = await app.getUser();
    expect(user, `getUser() after sign-up returned null${why()}`).not.toBeNull();
    if (!user) return;
    expect(user.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(user.primaryEmail).toBe(email);
    expect(user.primaryEmailVerified).toBe(false);
    expect(user.displayName).toBeNull();
    expect(user.clientMetadata).toBeNull(); // PROTOCOL.md §4.1: json, default null
    expect(user.hasPassword).toBe(true);
    expect(user.isAnonymous).toBe(false);
    expect(user.signedUpAt).toBeInstanceOf(Date);
    expect(Number.isNaN(user.signedUpAt.getTime())).toBe(false);
    const userId = user.id;

    // update() sends PATCH /users/me; the client then marks its access token stale, so the next read
    // goes through the refresh grant on /auth/oauth/token before GET /users/me.
    await user.update({ displayName: 'Alice Compat', clientMetadata: { theme: 'dark', nested: { n: 1 } } });
    const updated = await app.getUser();
    expect(updated?.id).toBe(userId);
    expect(updated?.displayName).toBe('Alice Compat');
    expect(updated?.clientMetadata).toEqual({ theme: 'dark', nested: { n: 1 } });
    const refreshes = recorder.find('POST', TOKEN_PATH);
    expect(refreshes.length, `the client did not refresh after update${why()}`).toBeGreaterThan(0);
    for (const r of refreshes) expect(r.status, `refresh grant failed${why()}`).toBe(200);

    // Keep the refresh token so we can prove the server revoked it on sign-out.
    const { refreshToken: oldRefreshToken } = await updated!.getAuthJson();
    expect(oldRefreshToken).toEqual(expect.any(String));

    await app.signOut();
    expect(await app.getUser()).toBeNull();
    const deletes = recorder.find('DELETE', '/api/v1/auth/sessions/current');
    expect(deletes.length, `sign-out did not reach the server${why()}`).toBe(1);
    expect(deletes[0]!.status).toBeLessThan(300);

    // A client holding only the revoked refresh token (passed the documented server-side way, as an
    // x-stack-auth request header) is signed out: the refresh grant must answer a REFRESH_TOKEN_ERROR.
    const stale = newApp({ headers: { 'x-stack-auth': JSON.stringify({ refreshToken: oldRefreshToken }) } });
    expect(await stale.getUser(), `revoked refresh token still works${why()}`).toBeNull();

    const wrong = await app.signInWithCredential({ email, password: 'not-the-password-1', noRedirect: true });
    expect(wrong.status).toBe('error');
    if (wrong.status === 'error') {
      expect(KnownErrors.EmailPasswordMismatch.isInstance(wrong.error), `${wrong.error.message}${why()}`).toBe(true);
      expect(wrong.error.errorCode).toBe('EMAIL_PASSWORD_MISMATCH');
    }
    const unknownUser = await app.signInWithCredential({ email: uniqueEmail('nobody'), password: PASSWORD, noRedirect: true });
    expect(unknownUser.status).toBe('error');
    if (unknownUser.status === 'error') expect(KnownErrors.EmailPasswordMismatch.isInstance(unknownUser.error)).toBe(true);
    expect(await app.getUser()).toBeNull();

    const signIn = await app.signInWithCredential({ email, password: PASSWORD, noRedirect: true });
    expect(signIn.status, `sign-in failed${why()}`).toBe('ok');
    const again = await app.getUser();
    expect(again?.id).toBe(userId);
    expect(again?.primaryEmail).toBe(email);
    expect(again?.displayName).toBe('Alice Compat');
    expect(again?.clientMetadata).toEqual({ theme: 'dark', nested: { n: 1 } });

    const duplicate = await newApp().signUpWithCredential({ email, password: PASSWORD, noVerificationCallback: true, noRedirect: true });
    expect(duplicate.status).toBe('error');
    if (duplicate.status === 'error') {
      expect(KnownErrors.UserWithEmailAlreadyExists.isInstance(duplicate.error), `${duplicate.error.message}${why()}`).toBe(true);
      expect(duplicate.error.errorCode).toBe('USER_EMAIL_ALREADY_EXISTS');
      expect(duplicate.error.details).toMatchObject({ email });
    }
    // The existing session is untouched by the failed duplicate sign-up.
    expect((await app.getUser())?.id).toBe(userId);

    // A client that never held a session is refused a wrong password and signs in with the right one.
    const fresh = newApp();
    const freshWrong = await fresh.signInWithCredential({ email, password: 'wrong-password', noRedirect: true });
    expect(freshWrong.status).toBe('error');
    if (freshWrong.status === 'error') expect(freshWrong.error.errorCode).toBe('EMAIL_PASSWORD_MISMATCH');
    const freshSignIn = await fresh.signInWithCredential({ email, password: PASSWORD, noRedirect: true });
    expect(freshSignIn.status, `sign-in from a fresh client failed${why()}`).toBe('ok');
    expect((await fresh.getUser())?.primaryEmail).toBe(email);
  });

  it('refreshes an expired access token through /auth/oauth/token and keeps working', async () => {
    const email = uniqueEmail('bob');
    const why = () => `\nexchanges:\n${recorder.describe()}`;

    // Mint the sign-up tokens two hours in the past: the access token is already expired for the client.
    clock.offsetMs = -2 * 60 * 60 * 1000;
    recorder.clear();
    const first = newApp();
    const signUp = await first.signUpWithCredential({ email, password: PASSWORD, noVerificationCallback: true, noRedirect: true });
    expect(signUp.status, `sign-up failed${why()}`).toBe('ok');
    const signUpExchange = recorder.find('POST', '/api/v1/auth/password/sign-up')[0]!;
    const tokens = JSON.parse(signUpExchange.responseBody) as { access_token: string; refresh_token: string };
    const staleExp = decodeJwt(tokens.access_token).exp;
    expect(staleExp).toEqual(expect.any(Number));
    expect(staleExp! * 1000).toBeLessThan(Date.now());
    // The first app fetches the user in the background right after sign-up (and refreshes under the past
    // clock); let that finish so it cannot interleave with what we observe below.
    await vi.waitFor(() => expect(recorder.find('POST', TOKEN_PATH).length).toBeGreaterThan(0));

    clock.offsetMs = 0;
    recorder.clear();
    const app = newApp({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token });
    const user = await app.getUser();
    expect(user?.primaryEmail, `getUser() with an expired access token failed${why()}`).toBe(email);

    const refreshes = recorder.find('POST', TOKEN_PATH);
    expect(refreshes.length, why()).toBe(1);
    const refresh = refreshes[0]!;
    const form = new URLSearchParams(refresh.requestBody ?? '');
    expect(form.get('grant_type')).toBe('refresh_token');
    expect(form.get('refresh_token')).toBe(tokens.refresh_token);
    expect(form.get('client_id')).toBe(emu.project.id);
    expect(refresh.status, why()).toBe(200);
    const fresh = (JSON.parse(refresh.responseBody) as { access_token: string }).access_token;
    expect(fresh).not.toBe(tokens.access_token);
    expect(decodeJwt(fresh).exp! * 1000).toBeGreaterThan(Date.now() + 20_000);

    const me = recorder.find('GET', '/api/v1/users/me');
    expect(me.length, why()).toBeGreaterThan(0);
    expect(me.every((e) => e.requestHeaders['x-hexclave-access-token'] === fresh)).toBe(true);
    expect(me.every((e) => e.status === 200)).toBe(true);
    expect((await user!.getAuthJson()).accessToken).toBe(fresh);
  });
});
