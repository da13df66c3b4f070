// The current user as the app last heard it: one GET /users/me shared by every concurrent reader,
// the listeners of onUserChange (told only of real changes), and the user's cached lists.

import { CACHE_UNUSED_INVALIDATION_MS } from '../../../protocol/constants';
import type { Clock } from '../../../protocol/clock';
import { visibleUser } from '../../auth/anonymous';
import { CacheMap, type AsyncCache } from '../../cache';
import type { Session } from '../../session';
import { Listeners } from '../../session/listeners';
import { publicUserKey } from '../current-user';
import type { CurrentUser } from '../interfaces/current-user';

export interface CurrentUserStateOptions {
  clock: Clock;
  /** GET /users/me for `session` as a user object; null when nobody is signed in. */
  fetchUser(session: Session): Promise<CurrentUser | null>;
  /** Whether `session` is still the app's live session (answers for replaced ones are stale). */
  isCurrent(session: Session): boolean;
}

export class CurrentUserState {
  private readonly listeners = new Listeners<CurrentUser | null>();
  /** Data key of the user listeners last heard about; undefined before the first notification. */
  private lastKey: string | undefined;
  private listenersLeftAt = Number.NEGATIVE_INFINITY;
  private pending: { session: Session; promise: Promise<CurrentUser | null> } | null = null;
  /** The last user read or written for a session, valid until the next write (see cached). */
  private known: { session: Session; user: CurrentUser | null; writes: number } | null = null;
  /** Bumped by every change the app makes to the user, so reads that started earlier are not trusted. */
  private writes = 0;
  /** The user's cached lists (contact channels, sessions, keys, ...); cleared when the user changes. */
  private readonly caches: CacheMap;
  private cachesUserId: string | null = null;

  constructor(private readonly options: CurrentUserStateOptions) {
    this.caches = new CacheMap({ clock: options.clock });
  }

  /**
   * The user of `session` as last heard, while someone listens (or listened less than
   * CACHE_UNUSED_INVALIDATION_MS ago): however many elements ask, one GET /users/me (SPEC.md §4, §9).
   */
  cached(session: Session): Promise<CurrentUser | null> {
    const known = this.known;
    const inUse = this.listeners.size > 0 || this.options.clock.now() - this.listenersLeftAt < CACHE_UNUSED_INVALIDATION_MS;
    if (known !== null && known.session === session && known.writes === this.writes && inUse) return Promise.resolve(known.user);
    return this.load(session);
  }

  /** GET /users/me for `session` (shared by concurrent callers), then listeners hear any change. */
  load(session: Session): Promise<CurrentUser | null> {
    if (this.pending?.session === session) return this.pending.promise;
    const writesAtStart = this.writes;
    const promise = (async () => {
      const user = session.isKnownToBeInvalid() ? null : await this.options.fetchUser(session);
      // An answer for a session that was replaced meanwhile is stale: listeners already heard newer news.
      if (this.options.isCurrent(session) && this.writes === writesAtStart) this.remember(session, user);
      return user;
    })().finally(() => {
      if (this.pending?.promise === promise) this.pending = null;
    });
    this.pending = { session, promise };
    return promise;
  }

  /** The user just written for `session` (e.g. the answer of PATCH /users/me): kept and announced. */
  remember(session: Session, user: CurrentUser | null): void {
    this.known = { session, user, writes: this.writes };
    this.notify(user);
  }

  /** `session` lost its tokens (revoked, signed out elsewhere): nobody is signed in on it, whatever earlier reads said. */
  sessionEnded(session: Session): void {
    this.markWritten();
    this.remember(session, null);
  }

  /** Reads in flight started before this write: their answers must neither be shared nor announced. */
  markWritten(): void {
    this.writes++;
    this.pending = null;
  }

  listen(listener: (user: CurrentUser | null) => void): () => void {
    const remove = this.listeners.add(listener);
    return () => {
      remove();
      if (this.listeners.size === 0) this.listenersLeftAt = this.options.clock.now();
    };
  }

  notify(user: CurrentUser | null): void {
    // Listeners hear of anonymous users as signed out (SPEC.md §4); their upgrade is a sign-in.
    const visible = visibleUser(user);
    const key = publicUserKey(visible);
    // Another person's (or nobody's) data must never be served from this user's caches.
    if ((user?.id ?? null) !== this.cachesUserId) {
      this.caches.clear();
      this.cachesUserId = user?.id ?? null;
    }
    if (key === this.lastKey) return;
    this.lastKey = key;
    this.listeners.emit(visible);
  }

  /** The cache `name` of user `userId`, created with `load` on first use. */
  cache<T>(userId: string, name: string, load: () => Promise<T>): AsyncCache<T> {
    return this.caches.cache<T>(`${userId}:${name}`, load);
  }
}
