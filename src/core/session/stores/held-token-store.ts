// The part the memory and request stores share: tokens held in the store object itself, with change listeners.
import { Listeners } from '../listeners';
import { normalizeTokens, sameTokens, type TokenPair, type TokenStore } from './token-store';

export abstract class HeldTokenStore implements TokenStore {
  abstract readonly persistent: boolean;
  private tokens: TokenPair;
  private readonly listeners = new Listeners<TokenPair>();

  protected constructor(initial: TokenPair) {
    this.tokens = initial;
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
