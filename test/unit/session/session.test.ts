import { describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../../../src/protocol/clock';
import { AccessToken, Session, type RefreshFn, type RefreshToken, type TokenPair } from '../../../src/core/session';
import type { SessionLike } from '../../../src/core/http/pipeline';
import { accessTokenValidFor, signAccessToken, tokenValidFor } from './support';

const RT = '0123456789abcdefghjkmnpqrstvwxyz0123456789abc';

/** A refresh function whose calls are counted and which mints a token valid 60 s on the clock. */
function countingRefresh(clock: ManualClock) {
  const calls: string[] = [];
  const refresh: RefreshFn = async (refreshToken: RefreshToken) => {
    calls.push(refreshToken.token);
    // exp is whole seconds: 60 s after the current second.
    return new AccessToken(await signAccessToken({ expSeconds: Math.floor(clock.now() / 1000) + 60 }));
  };
  return { calls, refresh };
}

/** A refresh whose answer the test releases by hand, to hold it in flight. */
function deferredRefresh() {
  let calls = 0;
  let release: (token: AccessToken | null) => void = () => {};
  const refresh: RefreshFn = () => {
    calls++;
    return new Promise((resolve) => {
      release = resolve;
    });
  };
  return { refresh, release: (token: AccessToken | null) => release(token), calls: () => calls };
}

describe('Session.getTokens', () => {
  it('does not refresh while more than 20000 ms are left', async () => {
    const clock = new ManualClock();
    const access = await tokenValidFor(clock, 60_000);
    const { calls, refresh } = countingRefresh(clock);
    const session = new Session({ refreshToken: RT, accessToken: access, refresh, clock });
    await clock.advance(39_000); // 21000 ms left
    expect(await session.getTokens(20_000)).toEqual({ accessToken: access, refreshToken: RT });
    await clock.advance(1_000); // exactly 20000 ms left is still enough
    expect(await session.getTokens(20_000)).toEqual({ accessToken: access, refreshToken: RT });
    expect(calls).toEqual([]);
  });

  it('refreshes when less than 20000 ms are left and notifies the new tokens', async () => {
    const clock = new ManualClock();
    const access = await tokenValidFor(clock, 60_000);
    const { calls, refresh } = countingRefresh(clock);
    const session = new Session({ refreshToken: RT, accessToken: access, refresh, clock });
    const changes: TokenPair[] = [];
    session.onChange((t) => changes.push(t));
    await clock.advance(40_001); // 19999 ms left
    const tokens = await session.getTokens(20_000);
    expect(calls).toEqual([RT]);
    expect(tokens.refreshToken).toBe(RT);
    expect(tokens.accessToken).not.toBe(access);
    expect(new AccessToken(tokens.accessToken!).expiresAtMillis).toBe(1_700_000_100_000);
    expect(session.accessToken?.token).toBe(tokens.accessToken);
    expect(changes).toEqual([{ refreshToken: RT, accessToken: tokens.accessToken }]);
  });

  it('defaults to the 20000 ms validity and refreshes when there is no access token yet', async () => {
    const clock = new ManualClock();
    const { calls, refresh } = countingRefresh(clock);
    const session = new Session({ refreshToken: RT, refresh, clock });
    const first = await session.getTokens();
    expect(calls).toHaveLength(1);
    expect(first.accessToken).not.toBeNull();
    await clock.advance(39_000);
    expect((await session.getTokens()).accessToken).toBe(first.accessToken);
    await clock.advance(2_000);
    expect((await session.getTokens()).accessToken).not.toBe(first.accessToken);
    expect(calls).toHaveLength(2);
  });

  it('refuses a required validity of 60 seconds or more', async () => {
    const clock = new ManualClock();
    const session = new Session({ refreshToken: RT, refresh: countingRefresh(clock).refresh, clock });
    await expect(session.getTokens(60_000)).rejects.toThrow(RangeError);
    await expect(session.getOrRefreshAccessToken(59_999)).resolves.not.toBeNull();
  });

  it('runs exactly one refresh for many concurrent callers', async () => {
    const clock = new ManualClock();
    const deferred = deferredRefresh();
    const session = new Session({ refreshToken: RT, accessToken: await tokenValidFor(clock, 1_000), refresh: deferred.refresh, clock });
    const callers = Array.from({ length: 8 }, () => session.getTokens(20_000));
    await Promise.resolve();
    expect(deferred.calls()).toBe(1);
    const fresh = await accessTokenValidFor(clock, 60_000);
    deferred.release(fresh);
    const results = await Promise.all(callers);
    expect(deferred.calls()).toBe(1);
    for (const result of results) expect(result).toEqual({ accessToken: fresh.token, refreshToken: RT });
    // Once settled, a later expiry starts a new (single) refresh.
    await clock.advance(50_000);
    const again = [session.getOrRefreshAccessToken(), session.getOrRefreshAccessToken()];
    await Promise.resolve();
    expect(deferred.calls()).toBe(2);
    const second = await accessTokenValidFor(clock, 60_000);
    deferred.release(second);
    expect(await Promise.all(again)).toEqual([second, second]);
  });

  it('invalidates and clears both tokens when the refresh token is rejected (refresh returns null)', async () => {
    const clock = new ManualClock();
    const refresh = vi.fn<RefreshFn>(async () => null);
    const session = new Session({ refreshToken: RT, accessToken: await tokenValidFor(clock, 5_000), refresh, clock });
    const changes: TokenPair[] = [];
    session.onChange((t) => changes.push(t));
    expect(await session.getTokens(20_000)).toEqual({ accessToken: null, refreshToken: null });
    expect(session.isKnownToBeInvalid()).toBe(true);
    expect(session.refreshToken).toBeNull();
    expect(session.accessToken).toBeNull();
    expect(changes).toEqual([{ refreshToken: null, accessToken: null }]);
    expect(await session.getOrRefreshAccessToken()).toBeNull();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the refresh fails with an error, and retries next time', async () => {
    const clock = new ManualClock();
    let fail = true;
    const refresh: RefreshFn = async () => {
      if (fail) throw new Error('network down');
      return accessTokenValidFor(clock, 60_000);
    };
    const session = new Session({ refreshToken: RT, refresh, clock });
    await expect(session.getTokens(20_000)).rejects.toThrow('network down');
    expect(session.isKnownToBeInvalid()).toBe(false);
    expect(session.refreshToken?.token).toBe(RT);
    fail = false;
    expect((await session.getTokens(20_000)).accessToken).not.toBeNull();
  });

  it('discards a refresh answer that arrives after the session was invalidated', async () => {
    const clock = new ManualClock();
    const deferred = deferredRefresh();
    const session = new Session({ refreshToken: RT, refresh: deferred.refresh, clock });
    const pending = session.getTokens(20_000);
    await Promise.resolve();
    session.invalidate();
    deferred.release(await accessTokenValidFor(clock, 60_000));
    expect(await pending).toEqual({ accessToken: null, refreshToken: null });
    expect(session.accessToken).toBeNull();
  });
});

describe('Session lifecycle', () => {
  it("rejects the literal 'undefined' for either token", async () => {
    const clock = new ManualClock();
    const refresh = countingRefresh(clock).refresh;
    expect(() => new Session({ refreshToken: 'undefined', refresh, clock })).toThrow(/'undefined'/);
    expect(() => new Session({ refreshToken: RT, accessToken: 'undefined', refresh, clock })).toThrow(/'undefined'/);
  });

  it('is invalid from the start when both tokens are missing, and never refreshes', async () => {
    const clock = new ManualClock();
    const { calls, refresh } = countingRefresh(clock);
    const session = new Session({ refreshToken: null, accessToken: null, refresh, clock });
    expect(session.isKnownToBeInvalid()).toBe(true);
    expect(await session.getTokens(20_000)).toEqual({ accessToken: null, refreshToken: null });
    expect(calls).toEqual([]);
  });

  it('uses a lone access token until it expires, then has nothing (no refresh token to refresh with)', async () => {
    const clock = new ManualClock();
    const { calls, refresh } = countingRefresh(clock);
    const access = await tokenValidFor(clock, 30_000);
    const session = new Session({ refreshToken: null, accessToken: access, refresh, clock });
    expect(session.isKnownToBeInvalid()).toBe(false);
    expect(await session.getTokens(20_000)).toEqual({ accessToken: access, refreshToken: null });
    await clock.advance(15_000);
    expect(await session.getTokens(20_000)).toEqual({ accessToken: null, refreshToken: null });
    expect(calls).toEqual([]);
  });

  it('invalidate clears both tokens and notifies once', async () => {
    const clock = new ManualClock();
    const access = await tokenValidFor(clock, 60_000);
    const session = new Session({ refreshToken: RT, accessToken: access, refresh: countingRefresh(clock).refresh, clock });
    const changes: TokenPair[] = [];
    const unsubscribe = session.onChange((t) => changes.push(t));
    session.invalidate();
    session.invalidate();
    expect(changes).toEqual([{ refreshToken: null, accessToken: null }]);
    expect(session.isKnownToBeInvalid()).toBe(true);
    expect(session.refreshToken).toBeNull();
    expect(session.accessToken).toBeNull();
    expect(await session.getTokens(0)).toEqual({ accessToken: null, refreshToken: null });
    unsubscribe();
  });

  it('markAccessTokenExpired forces a refresh; a stale token string is ignored', async () => {
    const clock = new ManualClock();
    const access = await tokenValidFor(clock, 600_000);
    const { calls, refresh } = countingRefresh(clock);
    const session = new Session({ refreshToken: RT, accessToken: access, refresh, clock });
    session.markAccessTokenExpired('some-older-token');
    expect((await session.getTokens(20_000)).accessToken).toBe(access);
    expect(calls).toHaveLength(0);
    session.markAccessTokenExpired(access);
    expect(session.accessToken?.token).toBe(access); // still the last known one
    const fresh = await session.getTokens(20_000);
    expect(calls).toHaveLength(1);
    expect(fresh.accessToken).not.toBe(access);
    // The fresh token is not affected by the earlier mark.
    expect((await session.getTokens(20_000)).accessToken).toBe(fresh.accessToken);
    expect(calls).toHaveLength(1);
  });

  it('adoptAccessToken takes a token refreshed elsewhere and notifies', async () => {
    const clock = new ManualClock();
    const { calls, refresh } = countingRefresh(clock);
    const session = new Session({ refreshToken: RT, accessToken: await tokenValidFor(clock, 1_000), refresh, clock });
    const changes: TokenPair[] = [];
    session.onChange((t) => changes.push(t));
    const other = await tokenValidFor(clock, 60_000);
    session.adoptAccessToken(other);
    session.adoptAccessToken(other);
    expect(changes).toEqual([{ refreshToken: RT, accessToken: other }]);
    expect((await session.getTokens(20_000)).accessToken).toBe(other);
    expect(calls).toEqual([]);
  });
});

describe('Session and the request pipeline', () => {
  it('is usable wherever the pipeline expects a SessionLike', async () => {
    const clock = new ManualClock();
    const session: SessionLike = new Session({ refreshToken: RT, refresh: countingRefresh(clock).refresh, clock });
    const tokens = await session.getTokens(20_000);
    expect(tokens.refreshToken).toBe(RT);
    expect(tokens.accessToken).not.toBeNull();
  });
});
