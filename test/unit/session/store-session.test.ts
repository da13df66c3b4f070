import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/protocol/clock';
import {
  AccessToken,
  CookieTokenStore,
  MemoryTokenStore,
  createStoreSession,
  type RefreshFn,
  type Session,
  type TokenPair,
} from '../../../src/core/session';
import { FakeCookieDocument, signAccessToken, tokenValidFor } from './support';

const RT = 'rt-one-0123456789abcdefghjkmnpqrstvwxyz01234';
const RT2 = 'rt-two-0123456789abcdefghjkmnpqrstvwxyz01234';
const enc = encodeURIComponent;

function countingRefresh(clock: ManualClock, answer: 'token' | 'rejected' = 'token') {
  const calls: string[] = [];
  const refresh: RefreshFn = async (refreshToken) => {
    calls.push(refreshToken.token);
    if (answer === 'rejected') return null;
    return new AccessToken(await signAccessToken({ expSeconds: Math.floor(clock.now() / 1000) + 60 }));
  };
  return { calls, refresh };
}

describe('createStoreSession: session -> store', () => {
  it('starts from the store tokens and writes a refreshed access token back', async () => {
    const clock = new ManualClock();
    const access = await tokenValidFor(clock, 10_000);
    const store = new MemoryTokenStore({ refreshToken: RT, accessToken: access });
    const { calls, refresh } = countingRefresh(clock);
    const sync = createStoreSession(store, refresh, clock);
    expect(sync.session.refreshToken?.token).toBe(RT);
    expect(sync.session.accessToken?.token).toBe(access);
    const tokens = await sync.current().getTokens(20_000);
    expect(calls).toEqual([RT]);
    expect(store.get()).toEqual({ refreshToken: RT, accessToken: tokens.accessToken });
    expect(tokens.accessToken).not.toBe(access);
    sync.dispose();
  });

  it('clears the store when the refresh token is rejected', async () => {
    const clock = new ManualClock();
    const store = new MemoryTokenStore({ refreshToken: RT, accessToken: null });
    const sync = createStoreSession(store, countingRefresh(clock, 'rejected').refresh, clock);
    expect(await sync.current().getTokens(20_000)).toEqual({ refreshToken: null, accessToken: null });
    expect(store.get()).toEqual({ refreshToken: null, accessToken: null });
    expect(sync.current().isKnownToBeInvalid()).toBe(true);
  });

  it('clears the store on sign-out (invalidate)', async () => {
    const clock = new ManualClock();
    const store = new MemoryTokenStore({ refreshToken: RT, accessToken: await tokenValidFor(clock, 60_000) });
    const sync = createStoreSession(store, countingRefresh(clock).refresh, clock);
    sync.current().invalidate();
    expect(store.get()).toEqual({ refreshToken: null, accessToken: null });
  });

  it('replace() (sign-in) writes the new tokens and hands out a new live session', async () => {
    const clock = new ManualClock();
    const store = new MemoryTokenStore();
    const sync = createStoreSession(store, countingRefresh(clock).refresh, clock);
    const first = sync.current();
    expect(first.isKnownToBeInvalid()).toBe(true);
    const sessions: Session[] = [];
    sync.onSessionChange((s) => sessions.push(s));
    const access = await tokenValidFor(clock, 60_000);
    const next = sync.replace({ refreshToken: RT, accessToken: access });
    expect(next).not.toBe(first);
    expect(sync.current()).toBe(next);
    expect(sync.session).toBe(next);
    expect(sessions).toEqual([next]);
    expect(store.get()).toEqual({ refreshToken: RT, accessToken: access });
    expect(await next.getTokens(20_000)).toEqual({ refreshToken: RT, accessToken: access });
  });
});

describe('createStoreSession: store -> session', () => {
  it('adopts a new access token for the same refresh token without refreshing', async () => {
    const clock = new ManualClock();
    const store = new MemoryTokenStore({ refreshToken: RT, accessToken: await tokenValidFor(clock, 5_000) });
    const { calls, refresh } = countingRefresh(clock);
    const sync = createStoreSession(store, refresh, clock);
    const before = sync.current();
    const elsewhere = await tokenValidFor(clock, 60_000);
    store.set({ refreshToken: RT, accessToken: elsewhere });
    expect(sync.current()).toBe(before);
    expect(await sync.current().getTokens(20_000)).toEqual({ refreshToken: RT, accessToken: elsewhere });
    expect(calls).toEqual([]);
  });

  it('replaces the session when the refresh token changes, and signs out when it disappears', async () => {
    const clock = new ManualClock();
    const store = new MemoryTokenStore({ refreshToken: RT, accessToken: null });
    const sync = createStoreSession(store, countingRefresh(clock).refresh, clock);
    const first = sync.current();
    const sessions: Session[] = [];
    sync.onSessionChange((s) => sessions.push(s));
    store.set({ refreshToken: RT2, accessToken: null });
    expect(sync.current()).not.toBe(first);
    expect(sync.current().refreshToken?.token).toBe(RT2);
    store.set({ refreshToken: null, accessToken: null });
    expect(sync.current().isKnownToBeInvalid()).toBe(true);
    expect(sessions).toHaveLength(2);
    expect(sessions[1]).toBe(sync.current());
  });

  it('a stale session refreshing after the store moved on does not overwrite the store', async () => {
    const clock = new ManualClock();
    // A store that does not announce changes, like cookies between two polls.
    const tokens: TokenPair = { refreshToken: RT, accessToken: null };
    const quiet = {
      persistent: true,
      get: () => ({ ...tokens }),
      set: (t: TokenPair) => Object.assign(tokens, t),
      subscribe: () => () => {},
    };
    const { refresh } = countingRefresh(clock);
    const sync = createStoreSession(quiet, refresh, clock);
    const stale = sync.current();
    tokens.refreshToken = RT2; // another tab signed in as someone else
    await stale.getTokens(20_000);
    expect(tokens).toEqual({ refreshToken: RT2, accessToken: null });
    expect(sync.current().refreshToken?.token).toBe(RT2);
  });

  it('stops syncing after dispose', async () => {
    const clock = new ManualClock();
    const store = new MemoryTokenStore({ refreshToken: RT, accessToken: null });
    const sync = createStoreSession(store, countingRefresh(clock).refresh, clock);
    const session = sync.current();
    sync.dispose();
    store.set({ refreshToken: RT2, accessToken: null });
    expect(sync.current()).toBe(session);
    session.invalidate();
    expect(store.get()).toEqual({ refreshToken: RT2, accessToken: null });
  });

  it('follows another tab through the cookie store (100 ms poll) and writes its own refreshes as cookies', async () => {
    const clock = new ManualClock();
    const doc = new FakeCookieDocument();
    const store = new CookieTokenStore({ projectId: 'proj-1', clock, document: doc, location: { protocol: 'http:' } });
    const { calls, refresh } = countingRefresh(clock);
    const sync = createStoreSession(store, refresh, clock);
    expect(sync.current().isKnownToBeInvalid()).toBe(true);

    // Another tab signs in.
    const otherAccess = await tokenValidFor(clock, 60_000);
    doc.external(`stack-refresh-proj-1--default=${enc(JSON.stringify({ refresh_token: RT, updated_at_millis: 1 }))}`);
    doc.external(`stack-access=${enc(JSON.stringify([RT, otherAccess]))}`);
    await clock.advance(100);
    expect(await sync.current().getTokens(20_000)).toEqual({ refreshToken: RT, accessToken: otherAccess });
    expect(calls).toEqual([]);

    // This tab refreshes later; the cookie now holds its token.
    await clock.advance(45_000);
    const mine = await sync.current().getTokens(20_000);
    expect(calls).toEqual([RT]);
    expect(store.get()).toEqual({ refreshToken: RT, accessToken: mine.accessToken });

    // Another tab signs out.
    doc.external('stack-refresh-proj-1--default=; Max-Age=0');
    doc.external('stack-access=; Max-Age=0');
    await clock.advance(100);
    expect(sync.current().isKnownToBeInvalid()).toBe(true);
    sync.dispose();
    store.dispose();
  });
});
