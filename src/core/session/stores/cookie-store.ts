// The browser token store: Stack Auth's cookie names and formats (PROTOCOL.md §11), polled for other tabs' changes.
// A write also nudges the other tabs over a BroadcastChannel, so they look at once instead of at their next poll.
import { systemClock, type Clock } from '../../../protocol/clock';
import {
  ACCESS_COOKIE_MAX_AGE_S,
  ACCESS_TOKEN_COOKIE_NAME,
  COOKIE_POLL_INTERVAL_MS,
  IS_HTTPS_COOKIE_NAME,
  REFRESH_COOKIE_MAX_AGE_S,
  legacyRefreshTokenCookieNames,
  refreshTokenCookieName,
} from '../../../protocol/constants';
import { Listeners } from '../listeners';
import { parseCookies, serializeCookie, serializeCookieDeletion } from './cookies';
import { normalizeTokens, sameTokens, type TokenPair, type TokenStore } from './token-store';

const HOST_PREFIX = '__Host-';

export interface CookieTokenStoreOptions {
  projectId: string;
  clock?: Clock;
  /** Defaults to the global document, looked up lazily so importing this file is SSR-safe. */
  document?: Pick<Document, 'cookie'>;
  /** Defaults to the global location; https selects the __Host- name and Secure. */
  location?: { protocol: string };
}

interface StructuredRefreshCookie {
  refreshToken: string;
  updatedAtMillis: number | null;
}

/** The JSON in a cookie value; undefined when the cookie is missing or not JSON. */
function parseJsonCookie(value: string | undefined): unknown {
  if (!value) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

function parseStructuredRefreshCookie(value: string | undefined): StructuredRefreshCookie | null {
  const data = parseJsonCookie(value);
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const record = data as Record<string, unknown>;
  const refreshToken = record['refresh_token'];
  const updatedAt = record['updated_at_millis'];
  if (typeof refreshToken !== 'string' || refreshToken === '') return null;
  return { refreshToken, updatedAtMillis: typeof updatedAt === 'number' ? updatedAt : null };
}

/** The access cookie is `["<refresh>","<access>"]`; anything else is ignored. */
function parseAccessCookie(value: string | undefined): [string, string] | null {
  const data = parseJsonCookie(value);
  if (!Array.isArray(data) || data.length !== 2) return null;
  const [refresh, access] = data as unknown[];
  if (typeof refresh !== 'string' || typeof access !== 'string') return null;
  return [refresh, access];
}

export class CookieTokenStore implements TokenStore {
  readonly persistent = true;
  private readonly projectId: string;
  private readonly clock: Clock;
  private readonly options: CookieTokenStoreOptions;
  private readonly listeners = new Listeners<TokenPair>();
  private lastSeen: TokenPair = { refreshToken: null, accessToken: null };
  /** Bumped to stop the running poll loop (its pending sleep then ends it). */
  private pollGeneration = 0;
  private polling = false;
  /** The nudge channel to the other tabs of this origin; null where BroadcastChannel is missing. */
  private channel: BroadcastChannel | null | undefined;

  constructor(options: CookieTokenStoreOptions) {
    this.options = options;
    this.projectId = options.projectId;
    this.clock = options.clock ?? systemClock;
  }

  /** The current name of the refresh cookie; `__Host-` over https. */
  get refreshCookieName(): string {
    return (this.isHttps() ? HOST_PREFIX : '') + refreshTokenCookieName(this.projectId);
  }

  get(): TokenPair {
    const jar = parseCookies(this.document().cookie);
    const refreshToken = this.readRefreshToken(jar);
    const accessCookie = parseAccessCookie(jar.get(ACCESS_TOKEN_COOKIE_NAME));
    const accessToken = refreshToken !== null && accessCookie !== null && accessCookie[0] === refreshToken ? accessCookie[1] : null;
    return { refreshToken, accessToken };
  }

  set(tokens: TokenPair): void {
    const next = normalizeTokens(tokens);
    const doc = this.document();
    const https = this.isHttps();
    const jar = parseCookies(doc.cookie);
    const currentName = this.refreshCookieName;
    // Every other refresh cookie goes, so a stale one can never shadow or resurrect the session.
    for (const name of this.allRefreshCookieNames()) {
      if (name === currentName && next.refreshToken !== null) continue;
      if (jar.has(name)) doc.cookie = serializeCookieDeletion(name, https);
    }
    if (next.refreshToken !== null) {
      const value = JSON.stringify({ refresh_token: next.refreshToken, updated_at_millis: this.clock.now() });
      doc.cookie = serializeCookie(currentName, value, { maxAgeSeconds: REFRESH_COOKIE_MAX_AGE_S, secure: https });
    }
    if (next.refreshToken !== null && next.accessToken !== null) {
      const value = JSON.stringify([next.refreshToken, next.accessToken]);
      doc.cookie = serializeCookie(ACCESS_TOKEN_COOKIE_NAME, value, { maxAgeSeconds: ACCESS_COOKIE_MAX_AGE_S, secure: https });
    } else if (jar.has(ACCESS_TOKEN_COOKIE_NAME)) {
      doc.cookie = serializeCookieDeletion(ACCESS_TOKEN_COOKIE_NAME, https);
    }
    if (https && next.refreshToken !== null) {
      // Lets a site's server know the page is served over https, so it reads the __Host- name.
      doc.cookie = serializeCookie(IS_HTTPS_COOKIE_NAME, 'true', { secure: true });
    }
    // Our own write is not an outside change: the poll must not report it.
    this.lastSeen = this.get();
    // No tokens on the channel: the cookies stay the only truth, the message only says "look now".
    this.nudgeChannel()?.postMessage(null);
  }

  subscribe(listener: (tokens: TokenPair) => void): () => void {
    const unsubscribe = this.listeners.add(listener);
    if (!this.polling) this.startPolling();
    return () => {
      unsubscribe();
      if (this.listeners.size === 0) this.stopPolling();
    };
  }

  dispose(): void {
    this.listeners.clear();
    this.stopPolling();
    this.channel?.close();
    this.channel = null;
  }

  private startPolling(): void {
    this.polling = true;
    const generation = ++this.pollGeneration;
    this.lastSeen = this.safeGet() ?? this.lastSeen;
    const channel = this.nudgeChannel();
    if (channel) channel.onmessage = () => this.checkForOutsideChange();
    void (async () => {
      while (generation === this.pollGeneration) {
        await this.clock.sleep(COOKIE_POLL_INTERVAL_MS);
        if (generation !== this.pollGeneration) return;
        this.checkForOutsideChange();
      }
    })();
  }

  private stopPolling(): void {
    this.polling = false;
    this.pollGeneration++;
    if (this.channel) this.channel.onmessage = null;
  }

  /** One channel per project, opened on first use; the poll covers browsers without BroadcastChannel. */
  private nudgeChannel(): BroadcastChannel | null {
    if (this.channel === undefined) {
      const Channel = (globalThis as { BroadcastChannel?: typeof BroadcastChannel }).BroadcastChannel;
      this.channel = Channel && !this.options.document ? new Channel(`stack-auth-tokens:${this.projectId}`) : null;
      // Under Node (tests, SSR shims) an open channel must not keep the process alive.
      (this.channel as { unref?: () => void } | null)?.unref?.();
    }
    return this.channel;
  }

  private checkForOutsideChange(): void {
    const now = this.safeGet();
    if (now === null || sameTokens(now, this.lastSeen)) return;
    this.lastSeen = now;
    this.listeners.emit({ ...now });
  }

  private safeGet(): TokenPair | null {
    try {
      return this.get();
    } catch {
      return null;
    }
  }

  private allRefreshCookieNames(): string[] {
    const base = refreshTokenCookieName(this.projectId);
    return [HOST_PREFIX + base, base, ...legacyRefreshTokenCookieNames(this.projectId)];
  }

  /** The newest structured cookie (either security variant) wins; then the legacy plain-value names. */
  private readRefreshToken(jar: Map<string, string>): string | null {
    const base = refreshTokenCookieName(this.projectId);
    let newest: StructuredRefreshCookie | null = null;
    for (const name of [HOST_PREFIX + base, base]) {
      const parsed = parseStructuredRefreshCookie(jar.get(name));
      if (parsed === null) continue;
      if (newest === null || (parsed.updatedAtMillis ?? -Infinity) > (newest.updatedAtMillis ?? -Infinity)) newest = parsed;
    }
    if (newest !== null) return newest.refreshToken;
    for (const name of legacyRefreshTokenCookieNames(this.projectId)) {
      const value = jar.get(name);
      if (value) return value;
    }
    return null;
  }

  private document(): Pick<Document, 'cookie'> {
    const doc = this.options.document ?? (globalThis as { document?: Pick<Document, 'cookie'> }).document;
    if (!doc) throw new Error('CookieTokenStore needs a browser document; use a memory or request token store on the server.');
    return doc;
  }

  private isHttps(): boolean {
    const location = this.options.location ?? (globalThis as { location?: { protocol: string } }).location;
    return location?.protocol === 'https:';
  }
}
