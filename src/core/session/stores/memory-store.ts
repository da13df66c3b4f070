// Tokens kept in this JavaScript realm only; several sessions/elements may share one instance.
import { Listeners } from '../listeners';
import { normalizeTokens, sameTokens, type TokenPair, type TokenStore } from './token-store';

export class MemoryTokenStore implements TokenStore {
  readonly persistent = true;
  private tokens: TokenPair;
  private readonly listeners = new Listeners<TokenPair>();

  constructor(initial: TokenPair = { refreshToken: null, accessToken: null }) {
    // An access-only pair is allowed here (e.g. a server handing over just an access token).
    this.tokens = { refreshToken: initial.refreshToken, accessToken: initial.accessToken };
  }

  get(): TokenPair {
    return { ...this.tokens };
  }

  /** Subscribers hear every change, so other holders of this store follow; echoes are harmless no-ops. */
  set(tokens: TokenPair): void {
    const next = normalizeTokens(tokens);
    if (sameTokens(next, this.tokens)) return;
    this.tokens = next;
    this.listeners.emit({ ...next });
  }

  subscribe(listener: (tokens: TokenPair) => void): () => void {
    return this.listeners.add(listener);
  }

  dispose(): void {
    this.listeners.clear();
  }
}
