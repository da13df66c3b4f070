// The client app (SPEC.md §2-§4): password sign-up/in, the current user, the project, user-change
// notifications and redirects, over one session kept in sync with the configured token store.

import { DEFAULT_API_BASE_URL } from '../../protocol/constants';
import { KnownError } from '../../protocol/errors';
import type { PasswordSignUpBody, SignInResponse } from '../../protocol/wire';
import { systemClock, type Clock } from '../clock';
import { Result } from '../result';
import { ClientInterface } from '../interface/client-interface';
import {
  CookieTokenStore,
  EMPTY_TOKENS,
  MemoryTokenStore,
  RequestTokenStore,
  createStoreSession,
  type Session,
  type StoreSession,
  type TokenStore,
} from '../session';
import { Listeners } from '../session/listeners';
import {
  assertTrustedRedirectUrl,
  createRedirectExecutor,
  currentPageUrl,
  defaultRedirectMethod,
  isTrustedRedirectUrl,
  readAfterAuthReturnTo,
  withAfterAuthReturnTo,
  type RedirectExecutor,
  type TrustedDomainPolicy,
} from '../auth/redirect';
import { createCurrentUser, publicUserKey, userUpdateBody, type CurrentUserOwner } from './current-user';
import { projectFromWire, trustedDomainPolicy } from './project';
import { resolveHandlerUrls } from './urls';
import type {
  CurrentUser,
  GetUserOr,
  HandlerUrlKey,
  HandlerUrls,
  Project,
  RedirectMethod,
  SignInOptions,
  SignUpOptions,
  StackClientAppApi,
  StackClientAppOptions,
  TokenStoreInit,
  UserUpdateOptions,
} from './types';

/** What getUser({ or: 'throw' }) throws when nobody is signed in. */
export const USER_NOT_SIGNED_IN_MESSAGE = "User is not signed in but getUser was called with { or: 'throw' }.";

export function createTokenStore(init: TokenStoreInit, projectId: string, clock: Clock): TokenStore {
  if (init === 'cookie') return new CookieTokenStore({ projectId, clock });
  if (init === 'memory') return new MemoryTokenStore();
  return new RequestTokenStore(init.headers);
}

export class StackClientApp implements StackClientAppApi, CurrentUserOwner {
  readonly projectId: string;
  readonly baseUrl: string;
  readonly urls: HandlerUrls;
  private readonly clock: Clock;
  private readonly api: ClientInterface;
  private readonly tokenStoreInit: TokenStoreInit;
  private readonly redirectMethod: RedirectMethod;
  private readonly redirectExecutor: RedirectExecutor;
  private readonly userListeners = new Listeners<CurrentUser | null>();
  /** Data key of the user listeners last heard about; undefined before the first notification. */
  private lastUserKey: string | undefined;
  private projectPromise: Promise<Project> | null = null;
  private pendingUser: { session: Session; promise: Promise<CurrentUser | null> } | null = null;
  /** Bumped by every change this app makes to the user, so reads that started earlier are not trusted. */
  private userWrites = 0;
  /** Set while this app switches sessions itself, so the switch is not treated as an outside change. */
  private switchingSession = false;
  private stores: { store: TokenStore; session: StoreSession; unsubscribe: () => void } | null = null;

  constructor(options: StackClientAppOptions) {
    this.projectId = options.projectId;
    this.baseUrl = options.baseUrl ?? DEFAULT_API_BASE_URL;
    this.urls = resolveHandlerUrls(options.urls);
    this.clock = options.clock ?? systemClock;
    this.tokenStoreInit = options.tokenStore;
    this.redirectMethod = options.redirectMethod ?? defaultRedirectMethod();
    this.redirectExecutor = createRedirectExecutor(this.redirectMethod, this.clock);
    this.api = new ClientInterface({
      baseUrl: this.baseUrl,
      projectId: this.projectId,
      clock: this.clock,
      ...(options.publishableClientKey === undefined ? {} : { publishableClientKey: options.publishableClientKey }),
      ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
    });
  }

  // ---- Sign-up and sign-in ----

  async signUpWithCredential(options: SignUpOptions): Promise<Result<undefined, KnownError>> {
    this.assertPersistentStore();
    const body: PasswordSignUpBody = { email: options.email, password: options.password };
    const callbackUrl = options.verificationCallbackUrl ?? this.absoluteUrl(this.urls.emailVerification);
    if (callbackUrl !== null) body.verification_callback_url = callbackUrl;
    return this.signInWith(
      // The current session lets the server upgrade an anonymous user in place.
      () => this.api.signUpWithPassword(body, this.ensureStores().session.current()),
      options.noRedirect ? null : 'afterSignUp',
    );
  }

  async signInWithCredential(options: SignInOptions): Promise<Result<undefined, KnownError>> {
    this.assertPersistentStore();
    return this.signInWith(
      () => this.api.signInWithPassword({ email: options.email, password: options.password }),
      options.noRedirect ? null : 'afterSignIn',
    );
  }

  /** Sends a request that answers with tokens; a known error comes back as a value, success signs in and redirects. */
  private async signInWith(
    request: () => Promise<SignInResponse>,
    redirectTarget: 'afterSignIn' | 'afterSignUp' | null,
  ): Promise<Result<undefined, KnownError>> {
    let response: SignInResponse;
    try {
      response = await request();
    } catch (error) {
      if (error instanceof KnownError) return Result.error(error);
      throw error;
    }
    await this.completeSignIn(response);
    if (redirectTarget !== null) await this.redirectTo(redirectTarget, { replace: true });
    return Result.ok(undefined);
  }

  /** Stores the new tokens (which starts a new session) and tells listeners who is signed in now. */
  private async completeSignIn(response: SignInResponse): Promise<void> {
    const stores = this.ensureStores().session;
    this.markUserWritten();
    this.switchingSession = true;
    let session: Session;
    try {
      session = stores.replace({ refreshToken: response.refresh_token, accessToken: response.access_token });
    } finally {
      this.switchingSession = false;
    }
    await this.loadUser(session);
  }

  // ---- The current user ----

  async getUser(options: { or?: GetUserOr } = {}): Promise<CurrentUser | null> {
    const user = await this.loadUser(this.ensureStores().session.current());
    if (user !== null) return user;
    switch (options.or ?? 'return-null') {
      case 'throw':
        throw new Error(USER_NOT_SIGNED_IN_MESSAGE);
      case 'redirect':
        await this.redirectTo('signIn', { replace: true });
        return null;
      default:
        return null;
    }
  }

  /** GET /users/me for `session` (shared by concurrent callers), then listeners hear any change. */
  private loadUser(session: Session): Promise<CurrentUser | null> {
    if (this.pendingUser?.session === session) return this.pendingUser.promise;
    const writesAtStart = this.userWrites;
    const promise = (async () => {
      let user: CurrentUser | null = null;
      if (!session.isKnownToBeInvalid()) {
        const wire = await this.api.getCurrentUser(session);
        user = wire === null ? null : createCurrentUser(wire, this);
      }
      // An answer for a session that was replaced meanwhile is stale: listeners already heard newer news.
      if (this.stores?.session.current() === session && this.userWrites === writesAtStart) this.notifyUser(user);
      return user;
    })().finally(() => {
      if (this.pendingUser?.promise === promise) this.pendingUser = null;
    });
    this.pendingUser = { session, promise };
    return promise;
  }

  onUserChange(listener: (user: CurrentUser | null) => void): () => void {
    // Creating the session now makes sure outside changes (other tabs) are being watched.
    this.ensureStores();
    return this.userListeners.add(listener);
  }

  private notifyUser(user: CurrentUser | null): void {
    const key = publicUserKey(user);
    if (key === this.lastUserKey) return;
    this.lastUserKey = key;
    this.userListeners.emit(user);
  }

  /** @internal Called by CurrentUser.update. */
  async updateCurrentUser(options: UserUpdateOptions): Promise<void> {
    const session = this.ensureStores().session.current();
    const wire = await this.api.updateCurrentUser(session, userUpdateBody(options));
    this.markUserWritten();
    if (this.stores?.session.current() === session) this.notifyUser(createCurrentUser(wire, this));
  }

  /** @internal Called by CurrentUser.signOut. */
  async signOutCurrentUser(options: { redirectUrl?: string } = {}): Promise<void> {
    const stores = this.ensureStores();
    const session = stores.session.current();
    // Without tokens the server has no session to end (and would answer ACCESS_TOKEN_EXPIRED).
    if (!session.isKnownToBeInvalid()) await this.api.signOut(session);
    this.endSession(stores);
    if (options.redirectUrl !== undefined) await this.redirectToUrl(options.redirectUrl);
    else await this.redirectTo('afterSignOut');
  }

  /** @internal Called by CurrentUser.delete. */
  async deleteCurrentUser(): Promise<void> {
    const stores = this.ensureStores();
    await this.api.deleteCurrentUser(stores.session.current());
    this.endSession(stores);
  }

  private endSession(stores: { store: TokenStore; session: StoreSession }): void {
    this.markUserWritten();
    stores.session.current().invalidate();
    stores.store.set(EMPTY_TOKENS);
    this.notifyUser(null);
  }

  /** Reads in flight started before this write: their answers must neither be shared nor announced. */
  private markUserWritten(): void {
    this.userWrites++;
    this.pendingUser = null;
  }

  /** The tokens of the current session (the access token refreshed if needed), e.g. to hand to a server. */
  async getAuthJson(): Promise<{ accessToken: string | null; refreshToken: string | null }> {
    return this.ensureStores().session.current().getTokens();
  }

  // ---- The project ----

  getProject(): Promise<Project> {
    if (this.projectPromise === null) {
      const promise = this.api.getCurrentProject().then(projectFromWire);
      // A failed load is not cached, so the next call retries.
      promise.catch(() => {
        if (this.projectPromise === promise) this.projectPromise = null;
      });
      this.projectPromise = promise;
    }
    return this.projectPromise;
  }

  private async trustedDomains(): Promise<TrustedDomainPolicy> {
    return trustedDomainPolicy(await this.getProject());
  }

  // ---- Redirects ----

  async redirectTo(target: HandlerUrlKey, options: { replace?: boolean } = {}): Promise<void> {
    if (this.redirectMethod === 'none') return;
    const current = currentPageUrl();
    let url = this.urls[target];
    if (current !== null) {
      if (target === 'signIn' || target === 'signUp') {
        url = withAfterAuthReturnTo(url, current);
      } else if (target === 'afterSignIn' || target === 'afterSignUp') {
        const returnTo = readAfterAuthReturnTo(current);
        // An untrusted return target is ignored rather than followed: it may come from a crafted link.
        if (returnTo !== null && isTrustedRedirectUrl(returnTo, current, await this.trustedDomains())) url = returnTo;
      }
    }
    await this.redirectToUrl(url, options);
  }

  private async redirectToUrl(url: string, options: { replace?: boolean } = {}): Promise<void> {
    if (this.redirectMethod === 'none') return;
    await assertTrustedRedirectUrl(url, currentPageUrl(), () => this.trustedDomains());
    await this.redirectExecutor(url, options);
  }

  private absoluteUrl(url: string): string | null {
    const current = currentPageUrl();
    try {
      return current === null ? new URL(url).toString() : new URL(url, current).toString();
    } catch {
      return null;
    }
  }

  // ---- Session and store ----

  /** Stops watching the token store (other tabs); the app should not be used afterwards. */
  dispose(): void {
    if (this.stores === null) return;
    this.stores.unsubscribe();
    this.stores.session.dispose();
    this.stores.store.dispose?.();
    this.stores = null;
  }

  private assertPersistentStore(): void {
    if (!this.ensureStores().store.persistent) {
      throw new Error('Signing in needs a persistent token store (tokenStore: "cookie" or "memory"), not a request token store.');
    }
  }

  /** Created on first use, so constructing an app never touches cookies (SSR-safe). */
  private ensureStores(): { store: TokenStore; session: StoreSession } {
    if (this.stores === null) {
      const store = createTokenStore(this.tokenStoreInit, this.projectId, this.clock);
      const session = createStoreSession(store, (rt) => this.api.refreshAccessToken(rt), this.clock);
      let unwatchSession = this.watchSession(session.current());
      const unsubscribe = session.onSessionChange((next) => {
        unwatchSession();
        unwatchSession = this.watchSession(next);
        if (!this.switchingSession) this.onOutsideSessionChange(next);
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
  private watchSession(session: Session): () => void {
    return session.onChange((tokens) => {
      if (tokens.refreshToken === null && tokens.accessToken === null && this.stores?.session.current() === session) {
        this.notifyUser(null);
      }
    });
  }

  /** Another tab or element signed in, out, or as someone else. */
  private onOutsideSessionChange(session: Session): void {
    if (session.isKnownToBeInvalid()) {
      this.notifyUser(null);
      return;
    }
    this.loadUser(session).catch(() => {
      // A failed background load changes nothing; the next getUser reports the error to its caller.
    });
  }
}
