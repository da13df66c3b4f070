// The client app (SPEC.md §2-§4): password sign-up/in, the current user, the project, user-change
// notifications and redirects, over one session kept in sync with the configured token store.

import { CACHE_UNUSED_INVALIDATION_MS, DEFAULT_API_BASE_URL } from '../../protocol/constants';
import { KnownError, KnownErrors } from '../../protocol/errors';
import type { OAuthTokenResponse, PasswordSignUpBody, SignInResponse } from '../../protocol/wire';
import * as oauth from '../auth/oauth';
import { systemClock, type Clock } from '../../protocol/clock';
import { Result } from '../result';
import { ClientInterface } from '../interface/client-interface';
import { SharedTask, visibleUser } from '../auth/anonymous';
import { clearMfaAttemptCode, mfaAttemptCodeOf, mfaSignInBody, resolveMfaArguments, saveMfaAttemptCode } from '../auth/mfa';
import type { MfaSignInOptions } from './types';
import { browserCeremonies, currentHostname, PASSKEY_NEEDS_HOSTNAME, passkeySignInRequest, registerPasskey as registerPasskeyFlow } from '../auth/passkey';
import type { PasskeySignInOptions } from './types';
import { MAGIC_LINK_CALLBACK_REQUIRED, magicLinkCodeFromOtp, takeMagicLinkCodeFromLocation } from '../auth/magic-link';
import type { MagicLinkSendOptions, MagicLinkSignInOptions } from './types';
import { confirmCliLogin as confirmCliLoginWith } from '../auth/cli-confirm';
import { promptCliLogin as promptCliLoginWith, type PromptCliLoginOptions } from '../auth/cli-login';
import * as passwords from '../auth/passwords';
import * as invitations from './team-invitation-codes';
import type { TeamInvitationDetails } from './team-invitation-codes';
import type { EmailCallbackOptions } from './types';
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
import { CacheMap } from '../cache';
import type { UserContext } from './user';
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
  /** Methods that overrideRedirectMethod put in force, newest last; the app's own applies when empty. */
  private readonly redirectOverrides: { method: RedirectMethod; executor: RedirectExecutor }[] = [];
  private readonly userListeners = new Listeners<CurrentUser | null>();
  /** Data key of the user listeners last heard about; undefined before the first notification. */
  private lastUserKey: string | undefined;
  private projectPromise: Promise<Project> | null = null;
  private pendingUser: { session: Session; promise: Promise<CurrentUser | null> } | null = null;
  /** The last user read or written for a session, valid until the next write (see cachedUser). */
  private knownUser: { session: Session; user: CurrentUser | null; writes: number } | null = null;
  private userListenersLeftAt = Number.NEGATIVE_INFINITY;
  /** The one anonymous sign-up that concurrent getUser({ or: 'anonymous' }) calls share. */
  private readonly anonymousSignUp = new SharedTask<CurrentUser>();
  /** Bumped by every change this app makes to the user, so reads that started earlier are not trusted. */
  private userWrites = 0;
  /** Set while this app switches sessions itself, so the switch is not treated as an outside change. */
  private switchingSession = false;
  private stores: { store: TokenStore; session: StoreSession; unsubscribe: () => void } | null = null;
  /** The user's cached lists (contact channels, sessions, keys, ...); cleared when the user changes. */
  private readonly caches: CacheMap;
  private cachesUserId: string | null = null;

  constructor(options: StackClientAppOptions) {
    this.projectId = options.projectId;
    this.baseUrl = options.baseUrl ?? DEFAULT_API_BASE_URL;
    this.urls = resolveHandlerUrls(options.urls);
    this.clock = options.clock ?? systemClock;
    this.tokenStoreInit = options.tokenStore;
    this.redirectMethod = options.redirectMethod ?? defaultRedirectMethod();
    this.redirectExecutor = createRedirectExecutor(this.redirectMethod, this.clock);
    this.caches = new CacheMap({ clock: this.clock });
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

  // ---- Magic link / OTP (PROTOCOL.md §5.2; helpers in src/core/auth/magic-link.ts) ----

  async sendMagicLinkEmail(email: string, options: MagicLinkSendOptions = {}): Promise<Result<{ nonce: string }, KnownError>> {
    const callbackUrl = options.callbackUrl ?? this.absoluteUrl(this.urls.magicLinkCallback);
    if (callbackUrl === null) throw new Error(MAGIC_LINK_CALLBACK_REQUIRED);
    try {
      const { nonce } = await this.api.sendSignInCode({ email, callback_url: callbackUrl });
      return Result.ok({ nonce });
    } catch (error) {
      if (error instanceof KnownError) return Result.error(error);
      throw error;
    }
  }

  async signInWithMagicLink(code: string, options: MagicLinkSignInOptions = {}): Promise<Result<undefined, KnownError>> {
    this.assertPersistentStore();
    let isNewUser = false;
    const result = await this.signInWith(async () => {
      // The current session lets the server upgrade an anonymous user in place.
      const response = await this.api.signInWithOtp(code, this.ensureStores().session.current());
      isNewUser = response.is_new_user === true;
      return response;
      // The after-sign-in/up target depends on is_new_user, so it is chosen below; MFA still redirects unless noRedirect.
    }, null, !options.noRedirect);
    if (result.status === 'ok' && !options.noRedirect) await this.redirectTo(isNewUser ? 'afterSignUp' : 'afterSignIn', { replace: true });
    return result;
  }

  signInWithMagicLinkCode(code: { otp: string; nonce: string }, options: MagicLinkSignInOptions = {}): Promise<Result<undefined, KnownError>> {
    return this.signInWithMagicLink(magicLinkCodeFromOtp(code.otp, code.nonce), options);
  }

  async handleMagicLinkCallback(options: MagicLinkSignInOptions = {}): Promise<Result<undefined, KnownError> | null> {
    const code = takeMagicLinkCodeFromLocation();
    return code === null ? null : this.signInWithMagicLink(code, options);
  }
  // ---- OAuth sign-in (flow helpers in src/core/auth/oauth.ts) ----

  async signInWithOAuth(
    provider: string,
    /** `type`/`providerScope` are internal: linking a connected account (src/core/apps/user/connected-accounts.ts). */
    options: { returnTo?: string; type?: 'authenticate' | 'link'; providerScope?: string } = {},
  ): Promise<void> {
    const redirectUri = this.absoluteUrl(this.urls.oauthCallback);
    if (redirectUri === null) throw new Error('signInWithOAuth needs an absolute oauthCallback URL when there is no current page');
    const state = oauth.randomUrlSafe(24);
    const verifier = oauth.randomUrlSafe(32);
    const tokens = await this.ensureStores().session.current()?.getTokens(0);
    const returnTo = options.returnTo === undefined ? null : this.absoluteUrl(options.returnTo);
    const query = oauth.authorizeQuery({
      redirectUri,
      errorRedirectUrl: this.absoluteUrl(this.urls.error) ?? redirectUri,
      state,
      codeChallenge: await oauth.pkceChallenge(verifier),
      token: tokens?.accessToken ?? null,
      afterCallbackRedirectUrl: returnTo,
      type: options.type,
      providerScope: options.providerScope,
    });
    oauth.saveOAuthVerifier(state, verifier);
    const { location } = await this.api.getOAuthAuthorizeLocation(provider, query);
    const method = this.activeRedirect().method;
    oauth.navigateToProvider(location, typeof method === 'object' ? (url) => method.navigate(url) : null);
  }

  async callOAuthCallback(): Promise<boolean> {
    const href = currentPageUrl();
    const params = href === null ? null : oauth.readOAuthCallbackParams(href);
    if (href === null || params === null) return false;
    const verifier = oauth.takeOAuthVerifier(params.state);
    if (verifier === null) return false;
    oauth.stripOAuthParamsFromLocation(href);
    this.assertPersistentStore();
    let response: OAuthTokenResponse;
    try {
      response = await this.api.exchangeOAuthCode({ code: params.code, redirectUri: oauth.withoutOAuthParams(href), codeVerifier: verifier });
    } catch (error) {
      if (error instanceof KnownErrors.MultiFactorAuthenticationRequired) {
        await this.onSignInInterrupted(error, true);
        return false;
      }
      if (error instanceof KnownErrors.InvalidTotpCode) {
        (globalThis as { alert?: (message: string) => void }).alert?.(oauth.OAUTH_INVALID_TOTP_ALERT);
        return false;
      }
      throw new Error(oauth.OAUTH_CALLBACK_FAILED_MESSAGE, { cause: error });
    }
    if (response.refresh_token === undefined) throw new Error(oauth.OAUTH_CALLBACK_FAILED_MESSAGE);
    // completeSignIn reads only the two tokens; the user id comes with the user it loads.
    await this.completeSignIn({ access_token: response.access_token, refresh_token: response.refresh_token, user_id: '' });
    const after = response.after_callback_redirect_url;
    if (after && isTrustedRedirectUrl(after, currentPageUrl(), await this.trustedDomains())) await this.redirectToUrl(after, { replace: true });
    else await this.redirectTo(response.is_new_user ? 'afterSignUp' : 'afterSignIn', { replace: true });
    return true;
  }


  /** Sends a request that answers with tokens; a known error comes back as a value, success signs in and redirects. */
  private async signInWith(
    request: () => Promise<SignInResponse>,
    redirectTarget: 'afterSignIn' | 'afterSignUp' | null,
    /** Whether MULTI_FACTOR_AUTHENTICATION_REQUIRED goes to the mfa page; by default when redirecting at all. */
    redirectToMfa: boolean = redirectTarget !== null,
  ): Promise<Result<undefined, KnownError>> {
    let response: SignInResponse;
    try {
      response = await request();
    } catch (error) {
      if (error instanceof KnownError) {
        await this.onSignInInterrupted(error, redirectToMfa);
        return Result.error(error);
      }
      throw error;
    }
    await this.completeSignIn(response);
    if (redirectTarget !== null) await this.redirectTo(redirectTarget, { replace: true });
    return Result.ok(undefined);
  }

  /** An MFA interruption keeps its attempt code for the mfa page (SPEC.md §4), then goes there. */
  private async onSignInInterrupted(error: KnownError, redirectToMfa: boolean): Promise<void> {
    const attemptCode = mfaAttemptCodeOf(error);
    if (attemptCode === null) return;
    saveMfaAttemptCode(attemptCode);
    if (redirectToMfa) await this.redirectTo('mfa');
  }

  // ---- Multi-factor and anonymous sign-in (flows in src/core/auth/mfa.ts and anonymous.ts) ----

  async signInWithMfa(totp: string, codeOrOptions?: string | MfaSignInOptions, options?: MfaSignInOptions): Promise<Result<undefined, KnownError>> {
    this.assertPersistentStore();
    const { attemptCode, noRedirect } = resolveMfaArguments(codeOrOptions, options);
    // Nothing to finish: the same answer the server gives for an unknown attempt code.
    if (attemptCode === null) return Result.error(new KnownErrors.VerificationCodeNotFound());
    let isNewUser = false;
    const result = await this.signInWith(async () => {
      const response = await this.api.signInWithMfa(mfaSignInBody(totp, attemptCode));
      isNewUser = response.is_new_user === true;
      return response;
    }, null);
    if (result.status === 'ok') {
      clearMfaAttemptCode();
      if (!noRedirect) await this.redirectTo(isNewUser ? 'afterSignUp' : 'afterSignIn', { replace: true });
    }
    return result;
  }

  // ---- Passkeys (PROTOCOL.md §5.4; flow in src/core/auth/passkey.ts) ----

  async signInWithPasskey(options: PasskeySignInOptions = {}): Promise<Result<undefined, KnownError>> {
    this.assertPersistentStore();
    const hostname = options.hostname ?? currentHostname();
    if (hostname === null) throw new Error(PASSKEY_NEEDS_HOSTNAME);
    const session = this.ensureStores().session.current();
    const request = passkeySignInRequest({ api: this.api, session, hostname, webauthn: browserCeremonies });
    return this.signInWith(request, options.noRedirect ? null : 'afterSignIn');
  }

  /** @internal Called by CurrentUser.registerPasskey. */
  async registerCurrentUserPasskey(options: { hostname?: string } = {}): Promise<Result<undefined, KnownError>> {
    const hostname = options.hostname ?? currentHostname();
    if (hostname === null) throw new Error(PASSKEY_NEEDS_HOSTNAME);
    const session = this.ensureStores().session.current();
    const result = await registerPasskeyFlow({ api: this.api, session, hostname, webauthn: browserCeremonies });
    // passkey_auth_enabled changed (or may have): listeners hear the new user.
    await this.reloadUser();
    return result;
  }

  signUpAnonymously(): Promise<CurrentUser> {
    return this.anonymousSignUp.run(async () => {
      this.assertPersistentStore();
      const user = await this.completeSignIn(await this.api.signUpAnonymously());
      if (user === null) throw new Error('The anonymous user vanished right after signing up');
      return user;
    });
  }

  /** Stores the new tokens (which starts a new session) and tells listeners who is signed in now. */
  private async completeSignIn(response: SignInResponse): Promise<CurrentUser | null> {
    const stores = this.ensureStores().session;
    this.markUserWritten();
    this.switchingSession = true;
    let session: Session;
    try {
      session = stores.replace({ refreshToken: response.refresh_token, accessToken: response.access_token });
    } finally {
      this.switchingSession = false;
    }
    return this.loadUser(session);
  }

  // ---- The current user ----

  async getUser(options: { or?: GetUserOr } = {}): Promise<CurrentUser | null> {
    const or = options.or ?? 'return-null';
    const session = this.ensureStores().session.current();
    // Anonymous users count as signed out unless `or` admits them (SPEC.md §4).
    const user = visibleUser(await this.cachedUser(session), or);
    if (user !== null) return user;
    switch (or) {
      case 'anonymous':
        // A sign-in that finished while this read ran (e.g. another caller's anonymous sign-up) is the answer.
        if (this.ensureStores().session.current() !== session) return this.getUser(options);
        return this.signUpAnonymously();
      case 'throw':
        throw new Error(USER_NOT_SIGNED_IN_MESSAGE);
      case 'redirect':
        await this.redirectTo('signIn', { replace: true });
        return null;
      default:
        return null;
    }
  }

  /**
   * The user of `session` as last heard, while someone listens (or listened less than
   * CACHE_UNUSED_INVALIDATION_MS ago): however many elements ask, one GET /users/me (SPEC.md §4, §9).
   */
  private cachedUser(session: Session): Promise<CurrentUser | null> {
    const known = this.knownUser;
    const inUse = this.userListeners.size > 0 || this.clock.now() - this.userListenersLeftAt < CACHE_UNUSED_INVALIDATION_MS;
    if (known !== null && known.session === session && known.writes === this.userWrites && inUse) return Promise.resolve(known.user);
    return this.loadUser(session);
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
      if (this.stores?.session.current() === session && this.userWrites === writesAtStart) {
        this.knownUser = { session, user, writes: writesAtStart };
        this.notifyUser(user);
      }
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
    const remove = this.userListeners.add(listener);
    return () => {
      remove();
      if (this.userListeners.size === 0) this.userListenersLeftAt = this.clock.now();
    };
  }

  private notifyUser(user: CurrentUser | null): void {
    // Listeners hear of anonymous users as signed out (SPEC.md §4); their upgrade is a sign-in.
    const visible = visibleUser(user);
    const key = publicUserKey(visible);
    // Another person's (or nobody's) data must never be served from this user's caches.
    if ((user?.id ?? null) !== this.cachesUserId) {
      this.caches.clear();
      this.cachesUserId = user?.id ?? null;
    }
    if (key === this.lastUserKey) return;
    this.lastUserKey = key;
    this.userListeners.emit(visible);
  }

  /** @internal Called by CurrentUser.update. */
  async updateCurrentUser(options: UserUpdateOptions): Promise<void> {
    const session = this.ensureStores().session.current();
    const wire = await this.api.updateCurrentUser(session, userUpdateBody(options));
    this.markUserWritten();
    if (this.stores?.session.current() === session) {
      const user = createCurrentUser(wire, this);
      this.knownUser = { session, user, writes: this.userWrites };
      this.notifyUser(user);
    }
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

  // ---- CLI login ----

  /** The browser side of CLI login: authorizes the tool waiting on `loginCode` with this session. */
  async confirmCliLogin(loginCode: string): Promise<Result<undefined, KnownError>> {
    const session = this.ensureStores().session.current();
    const { refreshToken } = await session.getTokens();
    return confirmCliLoginWith(this.api, session, refreshToken, loginCode);
  }

  /** As @stackframe/js: starts a CLI login, shows the URL, polls; the refresh token or the error. */
  async promptCliLogin(options: PromptCliLoginOptions): Promise<Result<string, KnownError>> {
    try {
      const confirmPath = `${this.urls.handler.replace(/\/+$/, '')}/cli-auth-confirm`;
      return Result.ok(await promptCliLoginWith({ confirmPath, clock: this.clock, ...options, api: this.api }));
    } catch (error) {
      if (error instanceof KnownError) return Result.error(error);
      throw error;
    }
  }

  // ---- Passwords and e-mail verification (logic in src/core/auth/passwords.ts) ----

  async sendForgotPasswordEmail(email: string, options: EmailCallbackOptions = {}): Promise<Result<undefined, KnownError>> {
    return passwords.sendForgotPasswordEmail(this.api, email, this.callbackUrl(options, 'passwordReset', 'sendForgotPasswordEmail'));
  }

  verifyPasswordResetCode(code: string): Promise<Result<undefined, KnownError>> {
    return passwords.verifyPasswordResetCode(this.api, code);
  }

  resetPassword(options: { code: string; password: string }): Promise<Result<undefined, KnownError>> {
    return passwords.resetPassword(this.api, options);
  }

  async verifyEmail(code: string): Promise<Result<undefined, KnownError>> {
    const result = await passwords.verifyEmail(this.api, code);
    // The signed-in user may be the one whose e-mail just got verified.
    if (result.status === 'ok') await this.reloadUser();
    return result;
  }

  // ---- Team invitations (logic in ./team-invitation-codes.ts) ----

  verifyTeamInvitationCode(code: string): Promise<Result<undefined, KnownError>> {
    return invitations.verifyTeamInvitationCode(this.api, this.ensureStores().session.current(), code);
  }

  getTeamInvitationDetails(code: string): Promise<Result<TeamInvitationDetails, KnownError>> {
    return invitations.getTeamInvitationDetails(this.api, this.ensureStores().session.current(), code);
  }

  async acceptTeamInvitation(code: string): Promise<Result<undefined, KnownError>> {
    const result = await invitations.acceptTeamInvitation(this.api, this.ensureStores().session.current(), code);
    if (result.status === 'ok') {
      // The joined team shows up in the user's team list (and selected_team may be read anew).
      await this.reloadUser();
      const user = await this.getUser();
      if (user !== null) await user.teamsCache().refresh();
    }
    return result;
  }

  /** @internal Called by CurrentUser.sendVerificationEmail. */
  async sendCurrentUserVerificationEmail(primaryEmail: string | null, options: EmailCallbackOptions = {}): Promise<KnownError | undefined> {
    if (primaryEmail === null) throw new Error(passwords.NO_PRIMARY_EMAIL_MESSAGE);
    const callbackUrl = this.callbackUrl(options, 'emailVerification', 'sendVerificationEmail');
    return passwords.sendVerificationEmail(this.api, this.ensureStores().session.current(), primaryEmail, callbackUrl);
  }

  /** @internal Called by CurrentUser.updatePassword. */
  async updateCurrentUserPassword(options: { oldPassword: string; newPassword: string }): Promise<KnownError | undefined> {
    const error = await passwords.updatePassword(this.api, this.ensureStores().session.current(), options);
    await this.reloadUser();
    return error;
  }

  /** @internal Called by CurrentUser.setPassword. */
  async setCurrentUserPassword(options: { password: string }): Promise<KnownError | undefined> {
    const error = await passwords.setPassword(this.api, this.ensureStores().session.current(), options);
    await this.reloadUser();
    return error;
  }

  /** The given callback URL, else the handler URL made absolute against the current page. */
  private callbackUrl(options: EmailCallbackOptions, key: 'passwordReset' | 'emailVerification', method: string): string {
    const url = options.callbackUrl ?? this.absoluteUrl(this.urls[key]);
    if (url === null) throw new Error(passwords.CALLBACK_URL_REQUIRED(method, key));
    return url;
  }

  /** @internal The context of the per-area user methods (src/core/apps/user/). */
  userContext(userId: string): UserContext {
    return {
      api: this.api,
      clock: this.clock,
      urls: this.urls,
      userId,
      session: () => this.ensureStores().session.current(),
      cache: <T>(name: string, load: () => Promise<T>) => this.caches.cache<T>(`${userId}:${name}`, load),
      reloadUser: () => this.reloadUser(),
      endLocalSession: () => this.endSession(this.ensureStores()),
      getProject: () => this.getProject(),
      absoluteUrl: (url: string) => this.absoluteUrl(url),
      startOAuth: (provider, options) => this.signInWithOAuth(provider, { returnTo: options.returnTo, type: options.type, providerScope: options.scopes?.join(' ') }),
    };
  }

  /** Re-reads the user after the server changed it (has_password, a verified e-mail) so listeners hear it. */
  private async reloadUser(): Promise<void> {
    this.markUserWritten();
    await this.loadUser(this.ensureStores().session.current());
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

  /** Until the returned function runs, redirects go by `method`, not the app's own (a full-page handler among inline widgets). */
  overrideRedirectMethod(method: RedirectMethod): () => void {
    const entry = { method, executor: createRedirectExecutor(method, this.clock) };
    this.redirectOverrides.push(entry);
    return () => {
      const index = this.redirectOverrides.indexOf(entry);
      if (index >= 0) this.redirectOverrides.splice(index, 1);
    };
  }

  private activeRedirect(): { method: RedirectMethod; executor: RedirectExecutor } {
    return this.redirectOverrides.at(-1) ?? { method: this.redirectMethod, executor: this.redirectExecutor };
  }

  async redirectTo(target: HandlerUrlKey, options: { replace?: boolean } = {}): Promise<void> {
    if (this.activeRedirect().method === 'none') return;
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
    const { method, executor } = this.activeRedirect();
    if (method === 'none') return;
    await assertTrustedRedirectUrl(url, currentPageUrl(), () => this.trustedDomains());
    await executor(url, options);
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
