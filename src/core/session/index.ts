// Sessions and token stores (SPEC.md §4 "Session", PROTOCOL.md §3, §11).
export { AccessToken, RefreshToken } from './tokens';
export { Session, type RefreshFn, type SessionOptions } from './session';
export { createStoreSession, type StoreSession } from './store-session';
export { EMPTY_TOKENS, sameTokens, normalizeTokens, type TokenPair, type TokenStore } from './stores/token-store';
export { MemoryTokenStore } from './stores/memory-store';
export { CookieTokenStore, type CookieTokenStoreOptions } from './stores/cookie-store';
export { RequestTokenStore, parseStackAuthHeader, type RequestHeadersLike } from './stores/request-store';
export { parseCookies, serializeCookie, serializeCookieDeletion, type CookieWriteOptions } from './stores/cookies';
