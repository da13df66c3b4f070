// Tokens kept in this JavaScript realm only; several sessions/elements may share one instance.
import { HeldTokenStore } from './held-token-store';
import type { TokenPair } from './token-store';

export class MemoryTokenStore extends HeldTokenStore {
  readonly persistent = true;

  constructor(initial: TokenPair = { refreshToken: null, accessToken: null }) {
    // An access-only pair is allowed here (e.g. a server handing over just an access token).
    super({ refreshToken: initial.refreshToken, accessToken: initial.accessToken });
  }
}
