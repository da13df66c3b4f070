import { describe, expect, it } from 'vitest';
import { AsyncCache, CacheMap, refreshIfRead } from '../../../src/core/cache';
import { ManualClock } from '../../../src/protocol/clock';
import { CACHE_THROTTLE_MS, CACHE_UNUSED_INVALIDATION_MS } from '../../../src/protocol/constants';

/** A loader whose answers the test releases one by one, counting calls. */
function controlledLoader() {
  const pending: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  let calls = 0;
  const load = (): Promise<string> =>
    new Promise<string>((resolve, reject) => {
      calls++;
      pending.push({ resolve, reject });
    });
  return {
    load,
    calls: () => calls,
    inFlight: () => pending.length,
    answer(value: string) {
      const next = pending.shift();
      if (!next) throw new Error('no load in flight');
      next.resolve(value);
    },
    fail(error: Error) {
      const next = pending.shift();
      if (!next) throw new Error('no load in flight');
      next.reject(error);
    },
  };
}

const flush = async (): Promise<void> => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe('AsyncCache', () => {
  it('set stores a known value, tells subscribers, and a load that began before it does not overwrite it', async () => {
    const loader = controlledLoader();
    const cache = new AsyncCache(loader.load, { clock: new ManualClock(0) });
    const heard: string[] = [];
    cache.subscribe((value) => heard.push(value));
    const loading = cache.get();
    await flush();
    cache.set('written');
    expect(cache.peek()).toEqual({ value: 'written' });
    loader.answer('read before the write');
    expect(await loading).toBe('read before the write');
    expect(cache.peek()).toEqual({ value: 'written' });
    expect(heard).toEqual(['written']);
  });

  it('uses the SPEC §9 limits: 300 ms throttle, 5 s unused invalidation', () => {
    expect(CACHE_THROTTLE_MS).toBe(300);
    expect(CACHE_UNUSED_INVALIDATION_MS).toBe(5000);
  });

  it('shares one load among concurrent readers and serves the value afterwards without loading', async () => {
    const clock = new ManualClock();
    const loader = controlledLoader();
    const cache = new AsyncCache(loader.load, { clock });
    const reads = [cache.get(), cache.get(), cache.get()];
    await flush();
    expect(loader.calls()).toBe(1);
    loader.answer('v1');
    expect(await Promise.all(reads)).toEqual(['v1', 'v1', 'v1']);
    expect(await cache.get()).toBe('v1');
    expect(loader.calls()).toBe(1);
    expect(cache.peek()).toEqual({ value: 'v1' });
  });

  it('refresh after a mutation loads again and tells every subscriber the new value', async () => {
    const clock = new ManualClock();
    const loader = controlledLoader();
    const cache = new AsyncCache(loader.load, { clock });
    const first: string[] = [];
    const second: string[] = [];
    cache.subscribe((v) => first.push(v));
    cache.subscribe((v) => second.push(v));
    const initial = cache.get();
    await flush();
    loader.answer('before');
    await initial;
    await clock.advance(CACHE_THROTTLE_MS);
    const refreshed = cache.refresh();
    await flush();
    loader.answer('after');
    expect(await refreshed).toBe('after');
    expect(first).toEqual(['before', 'after']);
    expect(second).toEqual(['before', 'after']);
    expect(await cache.get()).toBe('after');
  });

  it('runs one load at a time and starts loads at least 300 ms apart; overlapping refreshes share the queued load', async () => {
    const clock = new ManualClock();
    const loader = controlledLoader();
    const cache = new AsyncCache(loader.load, { clock });
    const a = cache.refresh();
    await flush();
    expect(loader.inFlight()).toBe(1);
    // Two refreshes while the first runs: one queued load for both (concurrency 1).
    const b = cache.refresh();
    const c = cache.refresh();
    await flush();
    expect(loader.calls()).toBe(1);
    loader.answer('one');
    expect(await a).toBe('one');
    await flush();
    // The queued load waits for the throttle window of the previous start.
    expect(loader.calls()).toBe(1);
    await clock.advance(CACHE_THROTTLE_MS - 1);
    expect(loader.calls()).toBe(1);
    await clock.advance(1);
    expect(loader.calls()).toBe(2);
    loader.answer('two');
    expect(await b).toBe('two');
    expect(await c).toBe('two');
  });

  it('drops the value 5 s after the last subscriber leaves, not before, and a returning subscriber keeps it', async () => {
    const clock = new ManualClock();
    const loader = controlledLoader();
    const cache = new AsyncCache(loader.load, { clock });
    const leave = cache.subscribe(() => undefined);
    const read = cache.get();
    await flush();
    loader.answer('kept');
    await read;
    leave();
    await clock.advance(CACHE_UNUSED_INVALIDATION_MS - 1);
    expect(cache.peek()).toEqual({ value: 'kept' });
    // Someone subscribes again before the deadline: the pending drop is cancelled.
    const leaveAgain = cache.subscribe(() => undefined);
    await clock.advance(10);
    expect(cache.peek()).toEqual({ value: 'kept' });
    leaveAgain();
    await clock.advance(CACHE_UNUSED_INVALIDATION_MS);
    expect(cache.peek()).toBeUndefined();
    const reload = cache.get();
    await flush();
    expect(loader.calls()).toBe(2);
    loader.answer('fresh');
    expect(await reload).toBe('fresh');
  });

  it('does not cache a failed load: the next read tries again', async () => {
    const clock = new ManualClock();
    const loader = controlledLoader();
    const cache = new AsyncCache(loader.load, { clock });
    const failing = cache.get();
    await flush();
    loader.fail(new Error('offline'));
    await expect(failing).rejects.toThrow('offline');
    expect(cache.peek()).toBeUndefined();
    const retry = cache.get();
    await clock.advance(CACHE_THROTTLE_MS);
    loader.answer('back');
    expect(await retry).toBe('back');
  });

  it('an answer that started before invalidate is not stored', async () => {
    const clock = new ManualClock();
    const loader = controlledLoader();
    const cache = new AsyncCache(loader.load, { clock });
    const read = cache.get();
    await flush();
    cache.invalidate();
    loader.answer('stale');
    expect(await read).toBe('stale');
    expect(cache.peek()).toBeUndefined();
  });
});

describe('CacheMap', () => {
  it('gives the same cache for the same key and forgets all on clear', async () => {
    const clock = new ManualClock();
    const map = new CacheMap({ clock });
    let loads = 0;
    const load = async (): Promise<number> => ++loads;
    const a = map.cache('u1:channels', load);
    expect(map.cache('u1:channels', load)).toBe(a);
    expect(await a.get()).toBe(1);
    map.clear();
    expect(a.peek()).toBeUndefined();
    const b = map.cache('u1:channels', load);
    expect(b).not.toBe(a);
    expect(await b.get()).toBe(2);
  });
});

describe('refreshIfRead', () => {
  it('loads nothing for a value never read, and loads again once it was read', async () => {
    const clock = new ManualClock();
    let calls = 0;
    const cache = new AsyncCache(async () => `answer ${++calls}`, { clock });
    await refreshIfRead(cache);
    expect(calls).toBe(0);
    expect(cache.peek()).toBeUndefined();

    expect(await cache.get()).toBe('answer 1');
    await clock.advance(CACHE_THROTTLE_MS);
    await refreshIfRead(cache);
    expect(calls).toBe(2);
    expect(cache.peek()).toEqual({ value: 'answer 2' });
  });
});
