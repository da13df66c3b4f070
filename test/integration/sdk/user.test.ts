// The current user: update, change notifications and deletion, on a project that allows client deletion.
import { describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../src/core/apps/types';
import { ManualClock } from '../../../src/protocol/clock';
import { KnownErrors } from '../../../src/protocol/errors';
import { useEmulator } from '../../support/emulator';
import { makeApp, PASSWORD, recordingFetch, uniqueEmail } from './helpers';

const clock = new ManualClock(1_750_000_000_000);
const emu = useEmulator({ clock, project: { config: { client_user_deletion_enabled: true } } });

describe('CurrentUser.update', () => {
  it('PATCHes only the given fields and the change is persisted for another app with the same tokens', async () => {
    const recorder = recordingFetch();
    const app = makeApp(emu, { clock, fetch: recorder.fetch });
    const email = uniqueEmail('update');
    await app.signUpWithCredential({ email, password: PASSWORD, noRedirect: true });
    const user = await app.getUser();

    recorder.clear();
    await user!.update({ displayName: 'Ada Lovelace', clientMetadata: { theme: 'dark', beta: true } });
    expect(recorder.paths()).toEqual(['PATCH /users/me']);

    // Snapshots are immutable; a fresh read has the new values.
    expect(user!.displayName).toBeNull();
    const reread = await app.getUser();
    expect(reread!.displayName).toBe('Ada Lovelace');
    expect(reread!.clientMetadata).toEqual({ theme: 'dark', beta: true });

    // A second app given the same tokens (as a server would get them in x-stack-auth) sees the same data.
    const auth = await app.getAuthJson();
    const other = makeApp(emu, { clock, tokenStore: { headers: { 'x-stack-auth': JSON.stringify(auth) } } });
    const seenByOther = await other.getUser();
    expect(seenByOther!.id).toBe(reread!.id);
    expect(seenByOther!.displayName).toBe('Ada Lovelace');
    expect(seenByOther!.clientMetadata).toEqual({ theme: 'dark', beta: true });
    expect(seenByOther!.primaryEmail).toBe(email);

    // Only the given key changes.
    await seenByOther!.update({ clientMetadata: { theme: 'light' } });
    const last = await app.getUser();
    expect(last!.displayName).toBe('Ada Lovelace');
    expect(last!.clientMetadata).toEqual({ theme: 'light' });
    app.dispose();
    other.dispose();
  });

  it('rejects a known error from the server (a display name over 256 characters)', async () => {
    const app = makeApp(emu, { clock });
    await app.signUpWithCredential({ email: uniqueEmail('update-bad'), password: PASSWORD, noRedirect: true });
    const user = await app.getUser();
    await expect(user!.update({ displayName: 'x'.repeat(300) })).rejects.toBeInstanceOf(KnownErrors.SchemaError);
    app.dispose();
  });
});

describe('onUserChange', () => {
  it('fires on sign-in, update and sign-out, once per change', async () => {
    const app = makeApp(emu, { clock });
    const email = uniqueEmail('listen');
    const events: (CurrentUser | null)[] = [];
    const unsubscribe = app.onUserChange((user) => events.push(user));

    await app.signUpWithCredential({ email, password: PASSWORD, noRedirect: true });
    expect(events.map((u) => u?.primaryEmail ?? null)).toEqual([email]);

    // Reading the same user again is not a change.
    await app.getUser();
    expect(events).toHaveLength(1);

    await events[0]!.update({ displayName: 'Grace' });
    expect(events.map((u) => u?.displayName ?? null)).toEqual([null, 'Grace']);

    await events[1]!.signOut();
    expect(events.map((u) => (u === null ? null : u.displayName))).toEqual([null, 'Grace', null]);

    await app.signInWithCredential({ email, password: PASSWORD, noRedirect: true });
    expect(events).toHaveLength(4);
    expect(events[3]!.displayName).toBe('Grace');

    unsubscribe();
    await (await app.getUser())!.signOut();
    expect(events).toHaveLength(4);
    app.dispose();
  });
});

describe('stale reads', () => {
  it('a read that started before an update neither overrides it for listeners nor is shared afterwards', async () => {
    // Holds the answers of GET /users/me until released; everything else goes straight through.
    let holding = false;
    const held: (() => void)[] = [];
    const gated: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (holding && String(input).endsWith('/users/me') && (init?.method ?? 'GET') === 'GET') {
        await new Promise<void>((release) => held.push(release));
      }
      return response;
    };
    const app = makeApp(emu, { clock, fetch: gated });
    await app.signUpWithCredential({ email: uniqueEmail('stale'), password: PASSWORD, noRedirect: true });
    const user = await app.getUser();

    // Nobody listens yet, so this read goes to the server (a listened-to user is served from the cache).
    holding = true;
    const staleRead = app.getUser();
    await vi.waitFor(() => expect(held).toHaveLength(1));
    const events: (CurrentUser | null)[] = [];
    app.onUserChange((u) => events.push(u));
    await user!.update({ displayName: 'Fresh' });
    holding = false;
    // A read after the update does not join the held one.
    expect((await app.getUser())!.displayName).toBe('Fresh');
    held[0]!();
    expect((await staleRead)!.displayName).toBeNull();
    expect(events.map((u) => u?.displayName ?? null)).toEqual(['Fresh']);
    app.dispose();
  });
});

describe('CurrentUser.delete', () => {
  it('deletes the account when the project allows it and ends the session', async () => {
    const app = makeApp(emu, { clock });
    const email = uniqueEmail('delete');
    await app.signUpWithCredential({ email, password: PASSWORD, noRedirect: true });
    const events: (CurrentUser | null)[] = [];
    app.onUserChange((user) => events.push(user));
    const { refreshToken } = await app.getAuthJson();

    await (await app.getUser())!.delete();
    expect(events.at(-1)).toBeNull();
    expect(await app.getUser()).toBeNull();

    // The account is gone: its credentials no longer sign in, and its session is dead.
    const again = makeApp(emu, { clock });
    const result = await again.signInWithCredential({ email, password: PASSWORD, noRedirect: true });
    expect(result.status === 'error' && result.error instanceof KnownErrors.EmailPasswordMismatch).toBe(true);
    const stale = makeApp(emu, {
      clock,
      tokenStore: { headers: { 'x-stack-auth': JSON.stringify({ refreshToken }) } },
    });
    expect(await stale.getUser()).toBeNull();
    app.dispose();
    again.dispose();
    stale.dispose();
  });
});
