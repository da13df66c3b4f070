// The app's token store and the session kept in sync with it: created on first use (constructing an
// app never touches cookies, so it stays SSR-safe) and watched for changes made elsewhere (other tabs).

import type { Clock } from '../../../protocol/clock';
import {
  CookieTokenStore,
  EMPTY_TOKENS,
  MemoryTokenStore,
  RequestTokenStore,
  createStoreSession,
  type RefreshFn,
  type Session,
  type StoreSession,
  type TokenPair,
  type TokenStore,
} from '../../session';
import type { TokenStoreInit } from '../shapes/options';

/** What a user operation that writes tokens throws on a request token store (SPEC.md §5). */
export const NON_PERSISTENT_STORE_MESSAGE =
  'Cannot call this function on a Stack app without a persistent token store: set tokenStore to "cookie" or "memory" (a request token store cannot keep the tokens of a sign-in).';

export function createTokenStore(init: TokenStoreInit, projectId: string, clock: Clock): TokenStore {
  if (init === 'cookie') return new CookieTokenStore({ projectId, clock });
  if (init === 'memory') return new MemoryTokenStore();
  return new RequestTokenStore(init.headers);
}

export interface SessionStoreOptions {
  init: TokenStoreInit;
  projectId: string;
  clock: Clock;
  refresh: RefreshFn;
  /** The current session lost its tokens (refresh token rejected, signed out elsewhere). */
  onSessionEnded(session: Session): void;
  /** Another tab or element switched the session (signed in, out, or as someone else). */
  onOutsideChange(session: Session): void;
}

export class AppSessionStores {
  private stores: { store: TokenStore; session: StoreSession; unsubscribe: () => void } | null = null;
  /** Set while the app switches sessions itself, so the switch is not taken for an outside change. */
  private switching = false;

  constructor(private readonly options: SessionStoreOptions) {}

  /** The live session (creating the store on first use). */
  current(): Session {
    return this.ensure().session.current();
  }

  /** Whether `session` is still the live one; false before the store exists. */
  isCurrent(session: Session): boolean {
    return this.stores?.session.current() === session;
  }

  /** Starts watching the store (and other tabs) now, before any read. */
  start(): void {
    this.ensure();
  }

  /** Sign-in: stores the new tokens, which starts a new session. */
  replace(tokens: TokenPair): Session {
    const stores = this.ensure();
    this.switching = true;
    try {
      return stores.session.replace(tokens);
    } finally {
      this.switching = false;
    }
  }

  /** Sign-out locally: the session is over and the store forgets its tokens. */
  clear(): void {
    const stores = this.ensure();
    stores.session.current().invalidate();
    stores.store.set(EMPTY_TOKENS);
  }

  /** Refuses a request token store for operations that would write tokens (SPEC.md §5). */
  assertPersistent(): void {
    if (!this.ensure().store.persistent) throw new Error(NON_PERSISTENT_STORE_MESSAGE);
  }

  /** Stops watching the store; the app should not be used afterwards. */
  dispose(): void {
    if (this.stores === null) return;
    this.stores.unsubscribe();
    this.stores.session.dispose();
    this.stores.store.dispose?.();
    this.stores = null;
  }

  private ensure(): { store: TokenStore; session: StoreSession } {
    if (this.stores === null) {
      const { init, projectId, clock, refresh } = this.options;
      const store = createTokenStore(init, projectId, clock);
      const session = createStoreSession(store, refresh, clock);
      let unwatchSession = this.watch(session.current());
      const unsubscribe = session.onSessionChange((next) => {
        unwatchSession();
        unwatchSession = this.watch(next);
        if (!this.switching) this.options.onOutsideChange(next);
      });
      this.stores = {
        store,
        session,
        unsubscribe: () => {
          unsubscribe();
          unwatchSession();
        },
      };
    }
    return this.stores;
  }

  /** A session that ends (refresh token rejected, signed out) means nobody is signed in. */
  private watch(session: Session): () => void {
    return session.onChange((tokens) => {
      if (tokens.refreshToken === null && tokens.accessToken === null && this.isCurrent(session)) this.options.onSessionEnded(session);
    });
  }
}
