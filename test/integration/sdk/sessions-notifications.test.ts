// CurrentUser sessions (getActiveSessions/revokeSession), notification categories and delete, over real HTTP.
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../src/core/apps/types';
import type { ActiveSession } from '../../../src/core/apps/user/sessions';
import type { NotificationCategory } from '../../../src/core/apps/user/notifications';
import { ManualClock } from '../../../src/protocol/clock';
import { StackHttpError } from '../../../src/core/http/errors';
import { CACHE_THROTTLE_MS } from '../../../src/protocol/constants';
import { KnownErrors } from '../../../src/protocol/errors';
import { useEmulator } from '../../support/emulator';
import { makeApp, PASSWORD, recordingFetch, uniqueEmail } from './helpers';

const clock = new ManualClock(Date.now());
const emu = useEmulator({ clock, project: { config: { client_user_deletion_enabled: true } } });

/** Resolves with the first value a listener hears that satisfies `test`. */
function nextValue<T>(subscribe: (listener: (value: T) => void) => () => void, test: (value: T) => boolean): Promise<T> {
  return new Promise((resolve) => {
    const stop = subscribe((value) => {
      if (test(value)) {
        stop();
        resolve(value);
      }
    });
  });
}

async function twoDevices(tag: string) {
  const email = uniqueEmail(tag);
  const a = makeApp(emu, { clock });
  await a.signUpWithCredential({ email, password: PASSWORD, noRedirect: true });
  await clock.advance(1_000);
  const b = makeApp(emu, { clock });
  const signedIn = await b.signInWithCredential({ email, password: PASSWORD, noRedirect: true });
  expect(signedIn.status).toBe('ok');
  return { email, a, b, userA: (await a.getUser())!, userB: (await b.getUser())! };
}

describe('getActiveSessions / revokeSession', () => {
  it('lists both devices newest first, as ActiveSession objects with the current one flagged', async () => {
    const { a, b, userA, userB } = await twoDevices('sessions-list');
    const recorder = recordingFetch();
    const watched = makeApp(emu, { clock, fetch: recorder.fetch, tokenStore: { headers: { 'x-stack-auth': JSON.stringify(await a.getAuthJson()) } } });
    const user = (await watched.getUser())!;
    recorder.clear();
    const sessions = await user.getActiveSessions();
    // The emulator announces session-user-agents, so the list is joined with each session's browser.
    expect(recorder.paths()).toEqual(['GET /emulator/features', 'GET /auth/sessions', 'GET /extensions/sessions/user-agents']);
    expect(sessions).toHaveLength(2);
    const [newest, oldest] = sessions as [ActiveSession, ActiveSession];
    expect(newest.isCurrentSession).toBe(false);
    expect(oldest.isCurrentSession).toBe(true);
    expect(oldest.userId).toBe(userA.id);
    expect(newest.createdAt).toBeInstanceOf(Date);
    expect(newest.createdAt.getTime() - oldest.createdAt.getTime()).toBe(1_000);
    expect(newest.lastUsedAt).toBeInstanceOf(Date);
    expect(newest.isImpersonation).toBe(false);
    expect(newest.geoInfo).toEqual({ ip: '127.0.0.1', countryCode: null, regionCode: null, cityName: null, latitude: null, longitude: null, tzIdentifier: null });
    // Cached: a second read sends nothing.
    await user.getActiveSessions();
    expect(recorder.paths()).toEqual(['GET /emulator/features', 'GET /auth/sessions', 'GET /extensions/sessions/user-agents']);
    // B sees the same two, with its own flagged.
    const fromB = await userB.getActiveSessions();
    expect(fromB.find((s) => s.isCurrentSession)!.id).toBe(newest.id);
    for (const app of [a, b, watched]) app.dispose();
  });

  it('revoking refreshes the cache for every subscriber, and the other device is signed out at its next request', async () => {
    const { a, b, userA } = await twoDevices('sessions-revoke');
    const before = await userA.getActiveSessions();
    const other = before.find((s) => !s.isCurrentSession)!;
    const heard = nextValue<ActiveSession[]>((listener) => userA.activeSessionsCache().subscribe(listener), (list) => list.length === 1);
    // Cache loads are throttled on the (manual) clock: let the window pass so the refresh runs at once.
    await clock.advance(CACHE_THROTTLE_MS);
    await userA.revokeSession(other.id);
    const list = await heard;
    expect(list.map((s) => s.isCurrentSession)).toEqual([true]);
    expect(userA.activeSessionsCache().peek()?.value).toHaveLength(1);

    // B's next request is refused although its access token has not expired; the refresh fails and B is signed out.
    expect(await b.getUser()).toBeNull();
    expect(await b.getAuthJson()).toEqual({ accessToken: null, refreshToken: null });
    expect((await a.getUser())?.id).toBe(userA.id);
    a.dispose();
    b.dispose();
  });

  it('the current session cannot be revoked (CANNOT_DELETE_CURRENT_SESSION); an unknown id is a 404', async () => {
    const { a, b, userA } = await twoDevices('sessions-errors');
    const current = (await userA.getActiveSessions()).find((s) => s.isCurrentSession)!;
    await expect(userA.revokeSession(current.id)).rejects.toBeInstanceOf(KnownErrors.CannotDeleteCurrentSession);
    const missing = await userA.revokeSession('00000000-0000-4000-8000-000000000000').catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(StackHttpError);
    expect((missing as StackHttpError).status).toBe(404);
    expect((missing as StackHttpError).body).toBe('Session not found.');
    await clock.advance(CACHE_THROTTLE_MS);
    expect(await userA.activeSessionsCache().refresh()).toHaveLength(2);
    a.dispose();
    b.dispose();
  });
});

describe('listNotificationCategories', () => {
  it('lists both categories; setEnabled persists and refreshes the cache for subscribers', async () => {
    const { a, b, userA, userB } = await twoDevices('notifications');
    const categories = await userA.listNotificationCategories();
    expect(categories.map(({ id, name, enabled, canDisable }) => ({ id, name, enabled, canDisable }))).toEqual([
      { id: '7bb82d33-2f54-4a3d-9d23-82739e0d66ef', name: 'Transactional', enabled: true, canDisable: false },
      { id: '4f6f8873-3d04-46bd-8bef-18338b1a1b4c', name: 'Marketing', enabled: true, canDisable: true },
    ]);
    const marketing = categories[1]!;
    const heard = nextValue<NotificationCategory[]>((listener) => userA.notificationCategoriesCache().subscribe(listener), (list) => list[1]?.enabled === false);
    await clock.advance(CACHE_THROTTLE_MS);
    await marketing.setEnabled(false);
    expect((await heard).map((c) => c.enabled)).toEqual([true, false]);
    expect((await userA.listNotificationCategories()).map((c) => c.enabled)).toEqual([true, false]);
    // Another device reads the stored choice from the server.
    expect((await userB.listNotificationCategories()).map((c) => c.enabled)).toEqual([true, false]);
    await clock.advance(CACHE_THROTTLE_MS);
    await (await userA.listNotificationCategories())[1]!.setEnabled(true);
    expect((await userA.listNotificationCategories()).map((c) => c.enabled)).toEqual([true, true]);
    a.dispose();
    b.dispose();
  });
});

describe('CurrentUser.delete', () => {
  it('ends the session: listeners hear null, getUser() is null and the old refresh token is dead', async () => {
    const { a, b, userA } = await twoDevices('delete');
    const events: (CurrentUser | null)[] = [];
    a.onUserChange((user) => events.push(user));
    const { refreshToken } = await a.getAuthJson();
    await userA.delete();
    expect(events.at(-1)).toBeNull();
    expect(await a.getUser()).toBeNull();
    const refresh = await fetch(`${emu.url}/api/v1/auth/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken!, client_id: emu.project.id, client_secret: emu.project.publishableClientKey }),
    });
    expect(refresh.status).toBe(401);
    expect(refresh.headers.get('x-stack-known-error')).toBe('REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
    // The other device's session went with the user.
    await clock.advance(11 * 60_000);
    expect(await b.getUser()).toBeNull();
    a.dispose();
    b.dispose();
  });
});
