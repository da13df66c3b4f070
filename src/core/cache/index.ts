export { AsyncCache, CacheMap, refreshIfRead, type AsyncCacheOptions, type CachedValue } from './async-cache';
