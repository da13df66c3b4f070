// Keeps a Session and a TokenStore in sync both ways (SPEC.md §4 "Tokens live in a token store ... kept in sync").
import { systemClock, type Clock } from '../../protocol/clock';
import { Listeners } from './listeners';
import { Session, type RefreshFn } from './session';
import { normalizeTokens, sameTokens, type TokenPair, type TokenStore } from './stores/token-store';

export interface StoreSession {
  /** The live session (same as current()): replaced when the store's refresh token changes. */
  readonly session: Session;
  current(): Session;
  /** Sign-in: writes the new tokens to the store and starts a new session for them. */
  replace(tokens: TokenPair): Session;
  /** Called with the new session whenever it is replaced (sign-in, sign-out or a switch in another tab). */
  onSessionChange(listener: (session: Session) => void): () => void;
  dispose(): void;
}

/**
 * A Session kept in sync with a TokenStore both ways: refreshed/cleared tokens are written to the store;
 * a new access token in the store for the same refresh token is adopted; a different refresh token
 * (another tab signed in, out, or as someone else) replaces the session, so always use current().
 */
export function createStoreSession(store: TokenStore, refresh: RefreshFn, clock: Clock = systemClock): StoreSession {
  const sessionListeners = new Listeners<Session>();
  let detach: () => void = () => {};
  let disposed = false;
  let live: Session = attach(store.get());

  function attach(tokens: TokenPair): Session {
    const session = new Session({ refreshToken: tokens.refreshToken, accessToken: tokens.accessToken, refresh, clock });
    const ownRefreshToken = session.refreshToken?.token ?? null;
    detach();
    detach = session.onChange((changed) => {
      if (disposed) return;
      const stored = store.get();
      // Another tab signed in/out before our poll noticed: its tokens win over this stale session's.
      if (stored.refreshToken !== ownRefreshToken) {
        if (live === session) switchTo(normalizeTokens(stored));
        return;
      }
      // Tokens adopted from the store are already there: writing them back would only churn cookies.
      if (!sameTokens(stored, changed)) store.set(changed);
    });
    return session;
  }

  function switchTo(tokens: TokenPair): Session {
    live = attach(tokens);
    sessionListeners.emit(live);
    return live;
  }

  const unsubscribeStore = store.subscribe((outside) => {
    if (disposed) return;
    const tokens = normalizeTokens(outside);
    const ours = live.refreshToken?.token ?? null;
    if (tokens.refreshToken !== ours) {
      switchTo(tokens);
      return;
    }
    // Same session elsewhere got a newer access token: use it instead of refreshing ourselves.
    if (tokens.accessToken !== null) live.adoptAccessToken(tokens.accessToken);
  });

  return {
    get session() {
      return live;
    },
    current: () => live,
    replace(tokens) {
      const session = switchTo(normalizeTokens(tokens));
      store.set(tokens);
      return session;
    },
    onSessionChange: (listener) => sessionListeners.add(listener),
    dispose() {
      disposed = true;
      detach();
      unsubscribeStore();
      sessionListeners.clear();
    },
  };
}
