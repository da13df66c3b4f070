// One signed-in session: the refresh token, the latest access token and the single-flight refresh (SPEC.md §4).
import { systemClock, type Clock } from '../../protocol/clock';
import { MAX_REQUIRED_ACCESS_TOKEN_VALIDITY_MS, MIN_ACCESS_TOKEN_VALIDITY_MS } from '../../protocol/constants';
import { Listeners } from './listeners';
import { AccessToken, RefreshToken } from './tokens';
import type { TokenPair } from './stores/token-store';

/** Exchanges the refresh token for a new access token; null means the refresh token was rejected. */
export type RefreshFn = (refreshToken: RefreshToken) => Promise<AccessToken | null>;

export interface SessionOptions {
  refreshToken: string | null;
  accessToken?: string | null;
  refresh: RefreshFn;
  clock?: Clock;
}

export class Session {
  private _refreshToken: RefreshToken | null;
  private _accessToken: AccessToken | null;
  /** Set when the server said the access token is no longer accepted, whatever its exp says. */
  private accessTokenMarkedExpired = false;
  private invalid: boolean;
  private refreshInFlight: Promise<AccessToken | null> | null = null;
  private readonly refreshFn: RefreshFn;
  private readonly clock: Clock;
  private readonly listeners = new Listeners<TokenPair>();

  constructor(options: SessionOptions) {
    this._refreshToken = options.refreshToken === null ? null : new RefreshToken(options.refreshToken);
    const access = options.accessToken ?? null;
    this._accessToken = access === null ? null : new AccessToken(access);
    this.refreshFn = options.refresh;
    this.clock = options.clock ?? systemClock;
    // Both tokens missing: there is nothing to authenticate with, now or later.
    this.invalid = this._refreshToken === null && this._accessToken === null;
  }

  get refreshToken(): RefreshToken | null {
    return this._refreshToken;
  }

  /** The last known access token, possibly expired. */
  get accessToken(): AccessToken | null {
    return this._accessToken;
  }

  isKnownToBeInvalid(): boolean {
    return this.invalid;
  }

  /** Called whenever the tokens change (new access token, invalidation). Returns unsubscribe. */
  onChange(listener: (tokens: TokenPair) => void): () => void {
    return this.listeners.add(listener);
  }

  /** The tokens to send with a request whose access token must stay valid at least `minValidityMs`. */
  async getTokens(minValidityMs: number = MIN_ACCESS_TOKEN_VALIDITY_MS): Promise<TokenPair> {
    const accessToken = await this.getOrRefreshAccessToken(minValidityMs);
    return { accessToken: accessToken?.token ?? null, refreshToken: this._refreshToken?.token ?? null };
  }

  /** The server rejected this access token: the next request refreshes. A stale token string is ignored. */
  markAccessTokenExpired(accessToken: string): void {
    if (this._accessToken !== null && this._accessToken.token === accessToken) this.accessTokenMarkedExpired = true;
  }

  /** Exactly one refresh in flight however many callers; a rejected refresh invalidates the session. */
  async getOrRefreshAccessToken(minValidityMs: number = MIN_ACCESS_TOKEN_VALIDITY_MS): Promise<AccessToken | null> {
    if (minValidityMs >= MAX_REQUIRED_ACCESS_TOKEN_VALIDITY_MS) {
      throw new RangeError(
        `Access tokens are assumed to live under ${MAX_REQUIRED_ACCESS_TOKEN_VALIDITY_MS} ms; a required validity of ${minValidityMs} ms can never be met.`,
      );
    }
    if (this.invalid) return null;
    const current = this._accessToken;
    const now = this.clock.now();
    if (current !== null && !this.accessTokenMarkedExpired && !current.isExpired(now) && current.expiresInMillis(now) >= minValidityMs) {
      return current;
    }
    if (this._refreshToken === null) return null;
    return this.refreshOnce();
  }

  /** Clears both tokens for good (sign-out, refresh rejected, user deleted). */
  invalidate(): void {
    if (this.invalid && this._refreshToken === null && this._accessToken === null) return;
    this.invalid = true;
    this._refreshToken = null;
    this._accessToken = null;
    this.accessTokenMarkedExpired = false;
    this.listeners.emit({ refreshToken: null, accessToken: null });
  }

  /**
   * Takes an access token obtained elsewhere for the same refresh token (another tab refreshed).
   * Ignored when the session is invalid or the token is the one already held.
   */
  adoptAccessToken(accessToken: string): void {
    if (this.invalid || this._refreshToken === null) return;
    if (this._accessToken !== null && this._accessToken.token === accessToken) return;
    this._accessToken = new AccessToken(accessToken);
    this.accessTokenMarkedExpired = false;
    this.listeners.emit(this.tokenPair());
  }

  private refreshOnce(): Promise<AccessToken | null> {
    if (this.refreshInFlight === null) {
      this.refreshInFlight = this.runRefresh().finally(() => {
        this.refreshInFlight = null;
      });
    }
    return this.refreshInFlight;
  }

  private async runRefresh(): Promise<AccessToken | null> {
    const refreshToken = this._refreshToken;
    if (refreshToken === null) return null;
    // A thrown error (network) propagates and leaves the session as it was: only a rejection invalidates.
    const fresh = await this.refreshFn(refreshToken);
    // Signed out (or signed in as someone else) while the refresh was running: its answer is stale.
    if (this.invalid || this._refreshToken !== refreshToken) return null;
    if (fresh === null) {
      this.invalidate();
      return null;
    }
    this._accessToken = fresh;
    this.accessTokenMarkedExpired = false;
    this.listeners.emit(this.tokenPair());
    return fresh;
  }

  private tokenPair(): TokenPair {
    return { refreshToken: this._refreshToken?.token ?? null, accessToken: this._accessToken?.token ?? null };
  }
}
