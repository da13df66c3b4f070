// The official @stackframe/js client (2.8.108), unmodified, against the emulator's session list/revoke
// (PROTOCOL.md §5.7), notification preferences (§5.22) and DELETE /users/me (§5.9).
import { describe, expect, it } from 'vitest';
import { useEmulator } from '../support/emulator';
import { officialApp } from '../support/official-client';
import { uniqueEmail } from '../support/unique-email';

const emu = useEmulator({ project: { displayName: 'compat-sessions', config: { client_user_deletion_enabled: true } } });
const PASSWORD = 'correct-horse-battery-1';


const newApp = (tokenStore?: Parameters<typeof officialApp>[1]) => officialApp(emu, tokenStore);

/** The same user on two "devices" (two apps, two sessions). */
async function twoDevices(label: string) {
  const email = uniqueEmail(label);
  const a = newApp();
  const up = await a.signUpWithCredential({ email, password: PASSWORD, noVerificationCallback: true, noRedirect: true });
  if (up.status !== 'ok') throw new Error(`sign-up failed: ${up.error.message}`);
  const b = newApp();
  const signIn = await b.signInWithCredential({ email, password: PASSWORD, noRedirect: true });
  if (signIn.status !== 'ok') throw new Error(`sign-in failed: ${signIn.error.message}`);
  const userA = await a.getUser();
  const userB = await b.getUser();
  if (!userA || !userB) throw new Error('getUser() returned null after sign-in');
  return { email, a, b, userA, userB };
}

describe('official client: sessions, notification categories, delete', () => {
  it('getActiveSessions lists both devices with the current one flagged; revokeSession ends the other', async () => {
    const { a, b, userA } = await twoDevices('compat-sessions');
    const sessions = await userA.getActiveSessions();
    expect(sessions).toHaveLength(2);
    const current = sessions.find((s) => s.isCurrentSession);
    const other = sessions.find((s) => !s.isCurrentSession);
    expect(current && other).toBeTruthy();
    if (!current || !other) return;
    expect(current.userId).toBe(userA.id);
    expect(current.createdAt).toBeInstanceOf(Date);
    expect(current.lastUsedAt).toBeInstanceOf(Date);
    expect(current.isImpersonation).toBe(false);
    expect(current.geoInfo?.ip).toBe('127.0.0.1');

    // The current session cannot be revoked (the official client throws the known error).
    await expect(userA.revokeSession(current.id)).rejects.toMatchObject({ errorCode: 'CANNOT_DELETE_CURRENT_SESSION' });
    const { refreshToken } = await b.getAuthJson();
    expect(refreshToken).toBeTruthy();
    await userA.revokeSession(other.id);
    expect((await userA.getActiveSessions()).map((s) => s.id)).toEqual([current.id]);

    // B's unexpired access token is refused at its next call: the official client refreshes, fails, and is signed out.
    expect(await b.getUser()).toBeNull();
    expect(await b.getAuthJson()).toEqual({ accessToken: null, refreshToken: null });
    // B's refresh token is dead: a client holding only it has no user.
    const stale = newApp({ headers: { 'x-stack-auth': JSON.stringify({ refreshToken }) } });
    expect(await stale.getUser()).toBeNull();
    expect(await a.getUser()).not.toBeNull();
  });

  it('a revoked device can still sign out (the emulator answers "already signed out"), and its save does not land', async () => {
    const { a, b, userA, userB } = await twoDevices('compat-revoked');
    const other = (await userA.getActiveSessions()).find((s) => !s.isCurrentSession)!;
    await userA.revokeSession(other.id);
    // Sign-out with the revoked session's unexpired token resolves instead of throwing.
    await userB.signOut();
    expect(await b.getUser()).toBeNull();

    const c = newApp();
    expect((await c.signInWithCredential({ email: userA.primaryEmail!, password: PASSWORD, noRedirect: true })).status).toBe('ok');
    const userC = (await c.getUser())!;
    const third = (await userA.getActiveSessions()).find((s) => !s.isCurrentSession)!;
    await userA.revokeSession(third.id);
    // Refused with the token; after the failed refresh the retry carries none, so there is no user to change.
    await expect(userC.update({ displayName: 'Written by C' })).rejects.toMatchObject({ errorCode: 'CANNOT_GET_OWN_USER_WITHOUT_USER' });
    expect(await c.getUser()).toBeNull();
    const fresh = newApp();
    expect((await fresh.signInWithCredential({ email: userA.primaryEmail!, password: PASSWORD, noRedirect: true })).status).toBe('ok');
    expect((await fresh.getUser())!.displayName).toBeNull();
  });

  it('listNotificationCategories lists both categories; setEnabled persists', async () => {
    const { userA, userB } = await twoDevices('compat-notifications');
    const categories = await userA.listNotificationCategories();
    expect(categories.map(({ id, name, enabled, canDisable }) => ({ id, name, enabled, canDisable }))).toEqual([
      { id: '7bb82d33-2f54-4a3d-9d23-82739e0d66ef', name: 'Transactional', enabled: true, canDisable: false },
      { id: '4f6f8873-3d04-46bd-8bef-18338b1a1b4c', name: 'Marketing', enabled: true, canDisable: true },
    ]);
    await categories[1]!.setEnabled(false);
    expect((await userA.listNotificationCategories()).map((c) => c.enabled)).toEqual([true, false]);
    expect((await userB.listNotificationCategories()).map((c) => c.enabled)).toEqual([true, false]);
  });

  it('user.delete() removes the account: the session is gone and the e-mail no longer signs in', async () => {
    const { email, a, b, userA } = await twoDevices('compat-delete');
    const { refreshToken } = await b.getAuthJson();
    await userA.delete();
    expect(await a.getUser()).toBeNull();
    const stale = newApp({ headers: { 'x-stack-auth': JSON.stringify({ refreshToken }) } });
    expect(await stale.getUser()).toBeNull();
    const again = await newApp().signInWithCredential({ email, password: PASSWORD, noRedirect: true });
    expect(again.status).toBe('error');
    if (again.status === 'error') expect(again.error.errorCode).toBe('EMAIL_PASSWORD_MISMATCH');
  });
});
