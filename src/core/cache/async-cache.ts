// One subscribable async value (SPEC.md §4 "Teams and caches", §9): concurrent reads share one load,
// loads run one at a time and at least CACHE_THROTTLE_MS apart, every mutation refreshes, and the
// value is dropped CACHE_UNUSED_INVALIDATION_MS after its last subscriber leaves.

import { CACHE_THROTTLE_MS, CACHE_UNUSED_INVALIDATION_MS } from '../../protocol/constants';
import { systemClock, type Clock } from '../../protocol/clock';
import { Listeners } from '../session/listeners';

export interface AsyncCacheOptions {
  clock?: Clock;
  throttleMs?: number;
  unusedInvalidationMs?: number;
}

/** What components and hooks see of a cache. */
export interface CachedValue<T> {
  /** The cached value, or one load shared by every caller while there is none. */
  get(): Promise<T>;
  /** Loads again (after a mutation) and tells subscribers; calls that overlap share the next load. */
  refresh(): Promise<T>;
  /** The last loaded value without loading, undefined before the first answer. */
  peek(): { value: T } | undefined;
  /** Hears every newly loaded value; the value is dropped a while after the last subscriber leaves. */
  subscribe(listener: (value: T) => void): () => void;
}

/**
 * Re-reads a value after a mutation only when it was read before: one never read loads fresh on its first
 * read anyway, and reading may need a permission the mutation does not (e.g. $read_members to list).
 */
export async function refreshIfRead<T>(cache: CachedValue<T>): Promise<void> {
  if (cache.peek() !== undefined) await cache.refresh();
}

export class AsyncCache<T> implements CachedValue<T> {
  private readonly clock: Clock;
  private readonly throttleMs: number;
  private readonly unusedInvalidationMs: number;
  private readonly listeners = new Listeners<T>();
  private value: { value: T } | undefined;
  /** The load running now (concurrency 1). */
  private running: Promise<T> | null = null;
  /** A load asked for while one runs: it starts when the running one ends, and every asker shares it. */
  private queued: Promise<T> | null = null;
  private lastLoadStartedAt = Number.NEGATIVE_INFINITY;
  /** Bumped by invalidate, so a load that started before it does not store its answer. */
  private generation = 0;
  private dropTimer = 0;

  constructor(
    private readonly load: () => Promise<T>,
    options: AsyncCacheOptions = {},
  ) {
    this.clock = options.clock ?? systemClock;
    this.throttleMs = options.throttleMs ?? CACHE_THROTTLE_MS;
    this.unusedInvalidationMs = options.unusedInvalidationMs ?? CACHE_UNUSED_INVALIDATION_MS;
  }

  get subscriberCount(): number {
    return this.listeners.size;
  }

  get(): Promise<T> {
    if (this.value !== undefined) return Promise.resolve(this.value.value);
    return this.running ?? this.queued ?? this.startLoad();
  }

  refresh(): Promise<T> {
    if (this.queued) return this.queued;
    if (!this.running) return this.startLoad();
    const after = this.running.then(
      () => undefined,
      () => undefined,
    );
    const queued: Promise<T> = after.then(() => {
      this.queued = null;
      return this.startLoad();
    });
    this.queued = queued;
    return queued;
  }

  peek(): { value: T } | undefined {
    return this.value;
  }

  /** Stores a value the caller knows (a write's own answer) and tells subscribers; a load already running does not overwrite it. */
  set(value: T): void {
    this.generation++;
    this.value = { value };
    this.listeners.emit(value);
  }

  /** Forgets the value; the next get loads again. */
  invalidate(): void {
    this.generation++;
    this.value = undefined;
  }

  subscribe(listener: (value: T) => void): () => void {
    this.dropTimer++;
    const remove = this.listeners.add(listener);
    let removed = false;
    return () => {
      if (removed) return;
      removed = true;
      remove();
      if (this.listeners.size === 0) void this.dropWhenUnused();
    };
  }

  private async dropWhenUnused(): Promise<void> {
    const timer = ++this.dropTimer;
    await this.clock.sleep(this.unusedInvalidationMs);
    // A subscriber that came (or a newer timer that started) meanwhile keeps the value.
    if (timer === this.dropTimer && this.listeners.size === 0) this.invalidate();
  }

  private startLoad(): Promise<T> {
    const generation = this.generation;
    const promise = (async () => {
      const wait = this.lastLoadStartedAt + this.throttleMs - this.clock.now();
      if (wait > 0) await this.clock.sleep(wait);
      this.lastLoadStartedAt = this.clock.now();
      const value = await this.load();
      if (generation === this.generation) {
        this.value = { value };
        this.listeners.emit(value);
      }
      return value;
    })().finally(() => {
      if (this.running === promise) this.running = null;
    });
    this.running = promise;
    return promise;
  }
}

/** Caches by key, created on first use; `clear` forgets them all (another user signed in). */
export class CacheMap {
  private readonly caches = new Map<string, AsyncCache<unknown>>();

  constructor(private readonly options: AsyncCacheOptions = {}) {}

  cache<T>(key: string, load: () => Promise<T>): AsyncCache<T> {
    let cache = this.caches.get(key) as AsyncCache<T> | undefined;
    if (!cache) {
      cache = new AsyncCache<T>(load, this.options);
      this.caches.set(key, cache as AsyncCache<unknown>);
    }
    return cache;
  }

  clear(): void {
    for (const cache of this.caches.values()) cache.invalidate();
    this.caches.clear();
  }
}
