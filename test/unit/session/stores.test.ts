import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/protocol/clock';
import { CookieTokenStore, MemoryTokenStore, RequestTokenStore, type TokenPair } from '../../../src/core/session';
import { FakeCookieDocument } from './support';

const PID = 'proj-1';
const RT = 'rt0123456789abcdefghjkmnpqrstvwxyz0123456789';
const AT = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ1In0.sig';
const enc = encodeURIComponent;

describe('MemoryTokenStore', () => {
  it('starts empty, stores, clears on a null refresh token and notifies every change once', () => {
    const store = new MemoryTokenStore();
    expect(store.persistent).toBe(true);
    expect(store.get()).toEqual({ refreshToken: null, accessToken: null });
    const seen: TokenPair[] = [];
    const unsubscribe = store.subscribe((t) => seen.push(t));
    store.set({ refreshToken: RT, accessToken: AT });
    store.set({ refreshToken: RT, accessToken: AT });
    expect(store.get()).toEqual({ refreshToken: RT, accessToken: AT });
    store.set({ refreshToken: null, accessToken: AT });
    expect(store.get()).toEqual({ refreshToken: null, accessToken: null });
    expect(seen).toEqual([
      { refreshToken: RT, accessToken: AT },
      { refreshToken: null, accessToken: null },
    ]);
    unsubscribe();
    store.set({ refreshToken: RT, accessToken: null });
    expect(seen).toHaveLength(2);
  });

  it('accepts initial tokens', () => {
    expect(new MemoryTokenStore({ refreshToken: RT, accessToken: AT }).get()).toEqual({ refreshToken: RT, accessToken: AT });
  });
});

describe('CookieTokenStore: writing', () => {
  it('writes the refresh cookie (JSON, 1 year) and the access cookie (JSON array, 1 day) over http', () => {
    const clock = new ManualClock(1_700_000_123_456);
    const doc = new FakeCookieDocument();
    const store = new CookieTokenStore({ projectId: PID, clock, document: doc, location: { protocol: 'http:' } });
    expect(store.persistent).toBe(true);
    store.set({ refreshToken: RT, accessToken: AT });
    expect(doc.writes).toEqual([
      `stack-refresh-proj-1--default=${enc(`{"refresh_token":"${RT}","updated_at_millis":1700000123456}`)}; Max-Age=31536000; Path=/; SameSite=Lax`,
      `stack-access=${enc(`["${RT}","${AT}"]`)}; Max-Age=86400; Path=/; SameSite=Lax`,
    ]);
    expect(JSON.parse(decodeURIComponent(doc.raw('stack-refresh-proj-1--default')!))).toEqual({
      refresh_token: RT,
      updated_at_millis: 1700000123456,
    });
    expect(store.get()).toEqual({ refreshToken: RT, accessToken: AT });
  });

  it('uses the __Host- prefix and Secure over https, and records stack-is-https', () => {
    const clock = new ManualClock(1_700_000_000_000);
    const doc = new FakeCookieDocument();
    const store = new CookieTokenStore({ projectId: PID, clock, document: doc, location: { protocol: 'https:' } });
    store.set({ refreshToken: RT, accessToken: AT });
    expect(doc.writes).toEqual([
      `__Host-stack-refresh-proj-1--default=${enc(`{"refresh_token":"${RT}","updated_at_millis":1700000000000}`)}; Max-Age=31536000; Path=/; SameSite=Lax; Secure`,
      `stack-access=${enc(`["${RT}","${AT}"]`)}; Max-Age=86400; Path=/; SameSite=Lax; Secure`,
      'stack-is-https=true; Path=/; SameSite=Lax; Secure',
    ]);
    expect(store.get()).toEqual({ refreshToken: RT, accessToken: AT });
  });

  it('deletes the access cookie when there is no access token', () => {
    const doc = new FakeCookieDocument();
    const store = new CookieTokenStore({ projectId: PID, clock: new ManualClock(), document: doc, location: { protocol: 'http:' } });
    store.set({ refreshToken: RT, accessToken: AT });
    doc.writes.length = 0;
    store.set({ refreshToken: RT, accessToken: null });
    expect(doc.writes[1]).toBe('stack-access=; Max-Age=0; Path=/; SameSite=Lax');
    expect(doc.has('stack-access')).toBe(false);
    expect(store.get()).toEqual({ refreshToken: RT, accessToken: null });
  });

  it('clears every refresh cookie (current, __Host-, legacy) and the access cookie on sign-out', () => {
    const doc = new FakeCookieDocument();
    doc.external(`stack-refresh-proj-1--default=${enc(`{"refresh_token":"${RT}","updated_at_millis":1}`)}`);
    doc.external(`__Host-stack-refresh-proj-1--default=${enc(`{"refresh_token":"${RT}","updated_at_millis":2}`)}`);
    doc.external('stack-refresh-proj-1=legacy1');
    doc.external('stack-refresh=legacy2');
    doc.external(`stack-access=${enc(`["${RT}","${AT}"]`)}`);
    doc.external('unrelated=keep');
    const store = new CookieTokenStore({ projectId: PID, clock: new ManualClock(), document: doc, location: { protocol: 'http:' } });
    store.set({ refreshToken: null, accessToken: null });
    expect(doc.writes).toEqual([
      '__Host-stack-refresh-proj-1--default=; Max-Age=0; Path=/; SameSite=Lax; Secure',
      'stack-refresh-proj-1--default=; Max-Age=0; Path=/; SameSite=Lax',
      'stack-refresh-proj-1=; Max-Age=0; Path=/; SameSite=Lax',
      'stack-refresh=; Max-Age=0; Path=/; SameSite=Lax',
      'stack-access=; Max-Age=0; Path=/; SameSite=Lax',
    ]);
    expect(doc.cookie).toBe('unrelated=keep');
    expect(store.get()).toEqual({ refreshToken: null, accessToken: null });
  });

  it('removes legacy refresh cookies when writing the current one, so they cannot resurrect the session', () => {
    const doc = new FakeCookieDocument();
    doc.external('stack-refresh-proj-1=old');
    const store = new CookieTokenStore({ projectId: PID, clock: new ManualClock(5000), document: doc, location: { protocol: 'http:' } });
    store.set({ refreshToken: RT, accessToken: null });
    expect(doc.writes[0]).toBe('stack-refresh-proj-1=; Max-Age=0; Path=/; SameSite=Lax');
    expect(doc.has('stack-refresh-proj-1')).toBe(false);
    expect(doc.has('stack-refresh-proj-1--default')).toBe(true);
  });

  it('touches no document at construction (SSR-safe) and explains the missing document on use', () => {
    const store = new CookieTokenStore({ projectId: PID, clock: new ManualClock() });
    expect(() => store.get()).toThrow(/browser document/);
  });
});

describe('CookieTokenStore: reading', () => {
  const storeFor = (doc: FakeCookieDocument, protocol = 'http:') =>
    new CookieTokenStore({ projectId: PID, clock: new ManualClock(), document: doc, location: { protocol } });

  it('reads the legacy plain-value names stack-refresh-<projectId> then stack-refresh', () => {
    const doc = new FakeCookieDocument();
    doc.external('stack-refresh=plain-2');
    expect(storeFor(doc).get()).toEqual({ refreshToken: 'plain-2', accessToken: null });
    doc.external('stack-refresh-proj-1=plain-1');
    expect(storeFor(doc).get()).toEqual({ refreshToken: 'plain-1', accessToken: null });
    doc.external(`stack-refresh-proj-1--default=${enc(`{"refresh_token":"structured","updated_at_millis":1}`)}`);
    expect(storeFor(doc).get()).toEqual({ refreshToken: 'structured', accessToken: null });
  });

  it('prefers the newest structured cookie among the __Host- and plain variants', () => {
    const doc = new FakeCookieDocument();
    doc.external(`stack-refresh-proj-1--default=${enc(`{"refresh_token":"older","updated_at_millis":10}`)}`);
    doc.external(`__Host-stack-refresh-proj-1--default=${enc(`{"refresh_token":"newer","updated_at_millis":20}`)}`);
    expect(storeFor(doc).get().refreshToken).toBe('newer');
  });

  it('reads cookies written raw (not URI-encoded) by other libraries', () => {
    const doc = new FakeCookieDocument();
    doc.external(`stack-refresh-proj-1--default={"refresh_token":"${RT}","updated_at_millis":1}`);
    doc.external(`stack-access=["${RT}","${AT}"]`);
    expect(storeFor(doc).get()).toEqual({ refreshToken: RT, accessToken: AT });
  });

  it('uses the access cookie only when its refresh token matches', () => {
    const doc = new FakeCookieDocument();
    doc.external(`stack-refresh-proj-1--default=${enc(`{"refresh_token":"${RT}","updated_at_millis":1}`)}`);
    doc.external(`stack-access=${enc(`["another-refresh-token","${AT}"]`)}`);
    expect(storeFor(doc).get()).toEqual({ refreshToken: RT, accessToken: null });
    const noRefresh = new FakeCookieDocument();
    noRefresh.external(`stack-access=${enc(`["${RT}","${AT}"]`)}`);
    expect(storeFor(noRefresh).get()).toEqual({ refreshToken: null, accessToken: null });
  });

  it('ignores malformed refresh and access cookies', () => {
    const doc = new FakeCookieDocument();
    doc.external(`stack-refresh-proj-1--default=${enc('{"updated_at_millis":1}')}`);
    doc.external(`stack-access=${enc('["only-one"]')}`);
    expect(storeFor(doc).get()).toEqual({ refreshToken: null, accessToken: null });
  });
});

describe('CookieTokenStore: polling', () => {
  it('notices an outside change after 100 ms, notifies once, and stops when the last subscriber leaves', async () => {
    const clock = new ManualClock();
    const doc = new FakeCookieDocument();
    const store = new CookieTokenStore({ projectId: PID, clock, document: doc, location: { protocol: 'http:' } });
    expect(clock.pendingSleeps).toBe(0); // no polling before anyone subscribes
    const seen: TokenPair[] = [];
    const unsubscribe = store.subscribe((t) => seen.push(t));
    expect(clock.pendingSleeps).toBe(1);

    doc.external(`stack-refresh-proj-1--default=${enc(`{"refresh_token":"${RT}","updated_at_millis":1}`)}`);
    doc.external(`stack-access=${enc(`["${RT}","${AT}"]`)}`);
    await clock.advance(99);
    expect(seen).toEqual([]);
    await clock.advance(1);
    expect(seen).toEqual([{ refreshToken: RT, accessToken: AT }]);
    await clock.advance(100);
    expect(seen).toHaveLength(1); // unchanged cookies are not reported again

    doc.external('stack-refresh-proj-1--default=; Max-Age=0');
    await clock.advance(100);
    expect(seen).toEqual([
      { refreshToken: RT, accessToken: AT },
      { refreshToken: null, accessToken: null },
    ]);

    unsubscribe();
    await clock.advance(100);
    expect(clock.pendingSleeps).toBe(0);
    doc.external(`stack-refresh-proj-1--default=${enc(`{"refresh_token":"x","updated_at_millis":2}`)}`);
    await clock.advance(100);
    expect(seen).toHaveLength(2);
  });

  it('does not report its own writes as outside changes', async () => {
    const clock = new ManualClock();
    const doc = new FakeCookieDocument();
    const store = new CookieTokenStore({ projectId: PID, clock, document: doc, location: { protocol: 'http:' } });
    const seen: TokenPair[] = [];
    store.subscribe((t) => seen.push(t));
    store.set({ refreshToken: RT, accessToken: AT });
    await clock.advance(100);
    await clock.advance(100);
    expect(seen).toEqual([]);
    store.dispose();
    await clock.advance(100);
    expect(clock.pendingSleeps).toBe(0);
  });

  it('keeps one poll loop for several subscribers and restarts after all left', async () => {
    const clock = new ManualClock();
    const doc = new FakeCookieDocument();
    const store = new CookieTokenStore({ projectId: PID, clock, document: doc, location: { protocol: 'http:' } });
    const a: TokenPair[] = [];
    const b: TokenPair[] = [];
    const offA = store.subscribe((t) => a.push(t));
    const offB = store.subscribe((t) => b.push(t));
    expect(clock.pendingSleeps).toBe(1);
    offA();
    doc.external('stack-refresh=plain');
    await clock.advance(100);
    expect(a).toEqual([]);
    expect(b).toEqual([{ refreshToken: 'plain', accessToken: null }]);
    offB();
    await clock.advance(100);
    expect(clock.pendingSleeps).toBe(0);
    const c: TokenPair[] = [];
    store.subscribe((t) => c.push(t));
    doc.external('stack-refresh=plain-2');
    await clock.advance(100);
    expect(c).toEqual([{ refreshToken: 'plain-2', accessToken: null }]);
    store.dispose();
  });
});

describe('RequestTokenStore', () => {
  it('reads the x-stack-auth JSON object from a Headers-like object', () => {
    const headers = new Headers({ 'x-stack-auth': JSON.stringify({ accessToken: AT, refreshToken: RT }) });
    const store = new RequestTokenStore(headers);
    expect(store.persistent).toBe(false);
    expect(store.get()).toEqual({ accessToken: AT, refreshToken: RT });
  });

  it('reads a plain header record with any casing, and nulls', () => {
    expect(new RequestTokenStore({ 'X-Stack-Auth': '{"accessToken":null,"refreshToken":"r1"}' }).get()).toEqual({
      accessToken: null,
      refreshToken: 'r1',
    });
  });

  it('has no tokens without the header', () => {
    expect(new RequestTokenStore({}).get()).toEqual({ accessToken: null, refreshToken: null });
    expect(new RequestTokenStore(new Headers()).get()).toEqual({ accessToken: null, refreshToken: null });
  });

  it.each([
    ['invalid JSON', '{not json'],
    ['a JSON array', '["a","b"]'],
    ['JSON null', 'null'],
    ['a JSON string', '"tokens"'],
  ])('throws for %s', (_label, value) => {
    expect(() => new RequestTokenStore({ 'x-stack-auth': value })).toThrow(/x-stack-auth header must be a JSON object/);
  });

  it('keeps tokens set during the request and notifies subscribers', () => {
    const store = new RequestTokenStore({ 'x-stack-auth': JSON.stringify({ accessToken: AT, refreshToken: RT }) });
    const seen: TokenPair[] = [];
    store.subscribe((t) => seen.push(t));
    store.set({ refreshToken: RT, accessToken: 'new-access' });
    expect(store.get()).toEqual({ refreshToken: RT, accessToken: 'new-access' });
    store.set({ refreshToken: null, accessToken: null });
    expect(seen).toEqual([
      { refreshToken: RT, accessToken: 'new-access' },
      { refreshToken: null, accessToken: null },
    ]);
  });
});
