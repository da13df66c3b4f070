// One current-user area as one value: its caches (each a key and a load) and its methods. ./areas lists
// the areas once; ./index gives the user object their cache accessors and forwarders to their code.
import type { AsyncCache } from '../../cache';
import type { UserContext } from './context';

/** What ./areas reads of a user cache: its key (the arguments join it in the name) and its load. */
export interface UserCacheSpec<K extends string, V, A extends readonly unknown[]> {
  readonly key: K;
  load(ctx: UserContext, ...args: A): Promise<V>;
}

/** A cache of the user, opened as `cache(ctx, ...args)` (e.g. 'team-profile:<id>'), with its spec. */
export type UserCache<K extends string, V, A extends readonly unknown[]> = UserCacheSpec<K, V, A> & ((ctx: UserContext, ...args: A) => AsyncCache<V>);

/** The cache's name for `args`: the same in the script (./index) and in the area code. */
export function userCacheName(key: string, args: readonly unknown[]): string {
  return [key, ...args.map((arg) => (arg === undefined ? '' : String(arg)))].join(':');
}

/** Declares a cache of the user; whichever side opens it first (./index or the area code) creates it, by name. */
export function userCache<const K extends string, V, A extends readonly unknown[] = []>(
  key: K,
  load: (ctx: UserContext, ...args: A) => Promise<V>,
): UserCache<K, V, A> {
  const open = (ctx: UserContext, ...args: A): AsyncCache<V> => ctx.cache(userCacheName(key, args), () => load(ctx, ...args));
  return Object.assign(open, { key, load });
}

/** Any cache of any area (the list keeps each one's own type; this only bounds it). */
export type AnyUserCache = UserCacheSpec<string, unknown, readonly never[]>;

export interface UserArea<M, C extends readonly AnyUserCache[]> {
  /** The caches the area loads (its accessors in ./index answer synchronously from them). */
  readonly caches: C;
  /** The area's methods for one user. */
  methods(ctx: UserContext): M;
}

/** Registers an area: ./areas lists what this returns. */
export function defineUserArea<M, const C extends readonly AnyUserCache[] = []>(area: UserArea<M, C>): UserArea<M, C> {
  return area;
}
