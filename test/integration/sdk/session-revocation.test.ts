// Revoking a session signs that device out at its next call (not ten minutes later): the emulator refuses
// the session's access token, the SDK refreshes once, the refresh fails, and the app reports nobody signed in.
import { describe, expect, it } from 'vitest';
import type { StackClientApp } from '../../../src/core/apps/client-app';
import type { CurrentUser } from '../../../src/core/apps/types';
import { ManualClock } from '../../../src/protocol/clock';
import { CACHE_THROTTLE_MS } from '../../../src/protocol/constants';
import { KnownErrors } from '../../../src/protocol/errors';
import { useEmulator } from '../../support/emulator';
import { makeApp, makeServerApp, PASSWORD, recordingFetch, uniqueEmail, type RecordingFetch } from './helpers';

const clock = new ManualClock(Date.now());
const emu = useEmulator({ clock });

interface Device {
  app: StackClientApp;
  recorder: RecordingFetch;
}

/** One user signed in on device A (sign-up) and device B (a later sign-in), each app recording its requests. */
async function twoDevices(tag: string): Promise<{ email: string; a: Device; b: Device; userA: CurrentUser }> {
  const email = uniqueEmail(tag);
  const a: Device = { recorder: recordingFetch(), app: undefined as unknown as StackClientApp };
  a.app = makeApp(emu, { clock, fetch: a.recorder.fetch });
  await a.app.signUpWithCredential({ email, password: PASSWORD, noRedirect: true });
  const b: Device = { recorder: recordingFetch(), app: undefined as unknown as StackClientApp };
  b.app = makeApp(emu, { clock, fetch: b.recorder.fetch });
  expect((await b.app.signInWithCredential({ email, password: PASSWORD, noRedirect: true })).status).toBe('ok');
  return { email, a, b, userA: (await a.app.getUser())! };
}

/** A revokes B's session (the one that is not A's own). */
async function revokeOther(userA: CurrentUser): Promise<string> {
  const other = (await userA.getActiveSessions()).find((s) => !s.isCurrentSession)!;
  // Cache loads are throttled on the (manual) clock: let the window pass so the list refresh after the revoke runs at once.
  await clock.advance(CACHE_THROTTLE_MS);
  await userA.revokeSession(other.id);
  return other.id;
}

const wire = (recorder: RecordingFetch) => recorder.requests.map((r) => `${r.method} ${r.path} ${r.status} ${r.knownError ?? ''}`.trim());

describe('after A revokes B', () => {
  it("B's next call refreshes once, the refresh fails, and B reads as signed out; A is untouched", async () => {
    const { email, a, b, userA } = await twoDevices('revoke-read');
    await revokeOther(userA);

    b.recorder.clear();
    expect(await b.app.getUser()).toBeNull();
    expect(wire(b.recorder)).toEqual([
      'GET /users/me 401 ACCESS_TOKEN_EXPIRED',
      'POST /auth/oauth/token 401 REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED',
      'GET /users/me 400 CANNOT_GET_OWN_USER_WITHOUT_USER',
    ]);
    expect(await b.app.getAuthJson()).toEqual({ accessToken: null, refreshToken: null });

    a.recorder.clear();
    const stillA = await a.app.getUser();
    expect(stillA?.primaryEmail).toBe(email);
    await stillA!.update({ displayName: 'Still A' });
    expect(wire(a.recorder).every((line) => line.includes(' 200'))).toBe(true);
    a.app.dispose();
    b.app.dispose();
  });

  it("B's save does not land, its listeners hear null and getUser() is null at once (no stale user)", async () => {
    const { a, b, userA } = await twoDevices('revoke-write');
    const userB = (await b.app.getUser())!;
    const heard: (CurrentUser | null)[] = [];
    const stop = b.app.onUserChange((user) => heard.push(user));
    await revokeOther(userA);

    const saved = await userB.update({ displayName: 'Written by B' }).catch((error: unknown) => error);
    // The retry goes out without a token: there is no user to change any more.
    expect(saved).toBeInstanceOf(KnownErrors.CannotGetOwnUserWithoutUser);
    expect(heard).toEqual([null]);
    b.recorder.clear();
    expect(await b.app.getUser()).toBeNull();
    expect(b.recorder.requests).toEqual([]);

    const server = makeServerApp(emu);
    expect((await server.getUser(userA.id))!.displayName).toBeNull();
    stop();
    a.app.dispose();
    b.app.dispose();
  });

  it('B can still sign out: it ends locally without an error', async () => {
    const { a, b, userA } = await twoDevices('revoke-signout');
    const userB = (await b.app.getUser())!;
    await revokeOther(userA);
    await userB.signOut();
    expect(await b.app.getUser()).toBeNull();
    expect(await b.app.getAuthJson()).toEqual({ accessToken: null, refreshToken: null });
    expect((await a.app.getUser())?.id).toBe(userA.id);
    a.app.dispose();
    b.app.dispose();
  });
});

describe('sign-out', () => {
  it("also ends the access token: a copy of B's tokens elsewhere is signed out at its next call", async () => {
    const { a, b, userA } = await twoDevices('signout-copy');
    // The same session in a second app (e.g. a server that was handed B's tokens).
    const copy = makeApp(emu, { clock, tokenStore: { headers: { 'x-stack-auth': JSON.stringify(await b.app.getAuthJson()) } } });
    await (await b.app.getUser())!.signOut();
    expect(await copy.getUser()).toBeNull();
    expect((await a.app.getUser())?.id).toBe(userA.id);
    for (const app of [a.app, b.app, copy]) app.dispose();
  });
});
