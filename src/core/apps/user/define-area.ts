// One current-user area as one value: its caches (each a key and a load) and its methods. ./areas lists
// the areas once; ./index gives the user object their cache accessors and forwarders to their code.
import type { AsyncCache } from '../../cache';
import type { UserContext } from './context';

/** A cache of the user: its key (the arguments join it in the name, e.g. 'team-profile:<id>') and its load. */
export interface UserCache<K extends string, V, A extends readonly unknown[]> {
  readonly key: K;
  load(ctx: UserContext, ...args: A): Promise<V>;
}

export function userCache<const K extends string, V, A extends readonly unknown[] = []>(
  key: K,
  load: (ctx: UserContext, ...args: A) => Promise<V>,
): UserCache<K, V, A> {
  return { key, load };
}

/** The cache's name for `args`: the same in the script (./index) and in the area code. */
export function userCacheName(key: string, args: readonly unknown[]): string {
  return [key, ...args.map((arg) => (arg === undefined ? '' : String(arg)))].join(':');
}

/** The user's cache for `args`, created with its own load when the area code opens it first. */
export function openUserCache<V, A extends readonly unknown[]>(ctx: UserContext, cache: UserCache<string, V, A>, ...args: A): AsyncCache<V> {
  return ctx.cache(userCacheName(cache.key, args), () => cache.load(ctx, ...args));
}

/** Any cache of any area (the list keeps each one's own type; this only bounds it). */
export type AnyUserCache = UserCache<string, unknown, readonly never[]>;

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
