export { AsyncCache, CacheMap, type AsyncCacheOptions, type CachedValue } from './async-cache';
