// The client app (SPEC.md §2-§4): sign-in and sign-up, the current user, the project, user-change
// notifications and redirects, over one session kept in sync with the configured token store. The
// machinery is in ./client/ (store and session, current user, redirects, sign-in flows, serialisation);
// this class wires it and keeps the public API.

import { DEFAULT_API_BASE_URL } from '../../protocol/constants';
import { KnownError } from '../../protocol/errors/client';
import { systemClock, type Clock } from '../../protocol/clock';
import { Result } from '../result';
import { ClientBaseInterface } from '../interface/client-base-interface';
import { visibleUser } from '../auth/anonymous';
import { registerPasskey as registerPasskeyFlow, browserCeremonies, currentHostname, PASSKEY_NEEDS_HOSTNAME } from '../auth/passkey';
import { magicLinkCodeFromOtp, takeMagicLinkCodeFromLocation } from '../auth/magic-link';
import { confirmCliLogin as confirmCliLoginWith } from '../auth/cli-confirm';
import type { PromptCliLoginOptions } from '../auth/cli-login';
import * as passwords from '../auth/passwords';
import { defaultRedirectMethod } from '../auth/redirect';
import * as invitations from './team-invitation-codes';
import type { TeamInvitationDetails } from './team-invitation-codes';
import { createCurrentUser, userUpdateBody, type CurrentUserOwner } from './current-user';
import type { UserContext } from './user';
import { projectFromWire, trustedDomainPolicy } from './project';
import { resolveHandlerUrls } from './urls';
import { AppSessionStores } from './client/session-stores';
import { CurrentUserState } from './client/user-state';
import { absoluteUrl, Redirector } from './client/redirector';
import { SignInFlows } from './client/sign-in-flows';
import { ServerExtensions } from './client/server-extensions';
import { claimUniqueIdentifier, fromClientJson, releaseUniqueIdentifier, stackAppInternalsSymbol, toClientJson, type StackClientAppJson } from './client/app-json';
import type { StackClientAppApi } from './interfaces/client-app';
import type { CurrentUser } from './interfaces/current-user';
import type { EmailCallbackOptions, GetUserOr, MagicLinkSendOptions, MagicLinkSignInOptions, MfaSignInOptions, PasskeySignInOptions, SignInOptions, SignUpOptions, StackClientAppOptions } from './shapes/options';
import type { Project } from './shapes/project';
import type { HandlerUrlKey, HandlerUrls, RedirectMethod } from './shapes/urls';
import type { UserUpdateOptions } from './shapes/user';

/** What getUser({ or: 'throw' }) throws when nobody is signed in. */
export const USER_NOT_SIGNED_IN_MESSAGE = "User is not signed in but getUser was called with { or: 'throw' }.";

export class StackClientApp implements StackClientAppApi, CurrentUserOwner {
  readonly projectId: string;
  readonly baseUrl: string;
  readonly urls: HandlerUrls;
  private readonly options: StackClientAppOptions;
  private readonly clock: Clock;
  private readonly api: ClientBaseInterface;
  private readonly stores: AppSessionStores;
  private readonly user: CurrentUserState;
  private readonly redirector: Redirector;
  private readonly flows: SignInFlows;
  private projectPromise: Promise<Project> | null = null;
  private serverExtensions: ServerExtensions | null = null;
  /** Set by the uniqueIdentifier option, else on first serialisation. */
  private uniqueIdentifier: string | undefined;

  constructor(options: StackClientAppOptions) {
    this.options = options;
    this.projectId = options.projectId;
    this.baseUrl = options.baseUrl ?? DEFAULT_API_BASE_URL;
    this.urls = resolveHandlerUrls(options.urls);
    this.clock = options.clock ?? systemClock;
    // Checked first: a clash must not leave a half-built app behind.
    if (options.uniqueIdentifier !== undefined) this.uniqueIdentifier = claimUniqueIdentifier(options.uniqueIdentifier, this);
    this.api = new ClientBaseInterface({
      baseUrl: this.baseUrl,
      projectId: this.projectId,
      clock: this.clock,
      ...(options.publishableClientKey === undefined ? {} : { publishableClientKey: options.publishableClientKey }),
      ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
      ...(options.requestTimeoutMs === undefined ? {} : { requestTimeoutMs: options.requestTimeoutMs }),
    });
    this.stores = new AppSessionStores({
      init: options.tokenStore,
      projectId: this.projectId,
      clock: this.clock,
      refresh: (rt) => this.api.oauth.refreshAccessToken(rt),
      onSessionEnded: (session) => this.user.sessionEnded(session),
      onOutsideChange: (session) => {
        if (session.isKnownToBeInvalid()) return this.user.notify(null);
        this.user.load(session).catch(() => {
          // A failed background load changes nothing; the next getUser reports the error to its caller.
        });
      },
    });
    this.user = new CurrentUserState({
      clock: this.clock,
      isCurrent: (session) => this.stores.isCurrent(session),
      fetchUser: async (session) => {
        const wire = await this.api.users.getCurrent(session);
        return wire === null ? null : createCurrentUser(wire, this);
      },
    });
    this.redirector = new Redirector({
      method: options.redirectMethod ?? defaultRedirectMethod(),
      clock: this.clock,
      urls: this.urls,
      trustedDomains: async () => trustedDomainPolicy(await this.getProject()),
    });
    this.flows = new SignInFlows({ api: this.api, urls: this.urls, stores: this.stores, user: this.user, redirector: this.redirector });
  }

  // ---- Sign-up and sign-in (./client/sign-in-flows.ts) ----

  signUpWithCredential(options: SignUpOptions): Promise<Result<undefined, KnownError>> {
    return this.flows.signUpWithCredential(options);
  }

  signInWithCredential(options: SignInOptions): Promise<Result<undefined, KnownError>> {
    return this.flows.signInWithCredential(options);
  }

  sendMagicLinkEmail(email: string, options: MagicLinkSendOptions = {}): Promise<Result<{ nonce: string }, KnownError>> {
    return this.flows.sendMagicLinkEmail(email, options);
  }

  signInWithMagicLink(code: string, options: MagicLinkSignInOptions = {}): Promise<Result<undefined, KnownError>> {
    return this.flows.signInWithMagicLink(code, options);
  }

  signInWithMagicLinkCode(code: { otp: string; nonce: string }, options: MagicLinkSignInOptions = {}): Promise<Result<undefined, KnownError>> {
    return this.signInWithMagicLink(magicLinkCodeFromOtp(code.otp, code.nonce), options);
  }

  async handleMagicLinkCallback(options: MagicLinkSignInOptions = {}): Promise<Result<undefined, KnownError> | null> {
    const code = takeMagicLinkCodeFromLocation();
    return code === null ? null : this.signInWithMagicLink(code, options);
  }

  signInWithOAuth(
    provider: string,
    /** `type`/`providerScope` are internal: linking a connected account (src/core/apps/user/connected-accounts.ts). */
    options: { returnTo?: string; type?: 'authenticate' | 'link'; providerScope?: string } = {},
  ): Promise<void> {
    return this.flows.signInWithOAuth(provider, options);
  }

  callOAuthCallback(): Promise<boolean> {
    return this.flows.callOAuthCallback();
  }

  signInWithMfa(totp: string, codeOrOptions?: string | MfaSignInOptions, options?: MfaSignInOptions): Promise<Result<undefined, KnownError>> {
    return this.flows.signInWithMfa(totp, codeOrOptions, options);
  }
  signInWithMfaRecoveryCode(recoveryCode: string, options?: MfaSignInOptions): Promise<Result<undefined, KnownError>> {
    return this.flows.signInWithMfaRecoveryCode(recoveryCode, options);
  }

  signInWithPasskey(options: PasskeySignInOptions = {}): Promise<Result<undefined, KnownError>> {
    return this.flows.signInWithPasskey(options);
  }

  signUpAnonymously(): Promise<CurrentUser> {
    return this.flows.signUpAnonymously();
  }

  // ---- The current user (./client/user-state.ts) ----

  async getUser(options: { or?: GetUserOr } = {}): Promise<CurrentUser | null> {
    const or = options.or ?? 'return-null';
    const session = this.stores.current();
    // Anonymous users count as signed out unless `or` admits them (SPEC.md §4).
    const user = visibleUser(await this.user.cached(session), or);
    if (user !== null) return user;
    switch (or) {
      case 'anonymous':
        // A sign-in that finished while this read ran (e.g. another caller's anonymous sign-up) is the answer.
        if (this.stores.current() !== session) return this.getUser(options);
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

  onUserChange(listener: (user: CurrentUser | null) => void): () => void {
    // Creating the session now makes sure outside changes (other tabs) are being watched.
    this.stores.start();
    return this.user.listen(listener);
  }

  /** @internal Called by CurrentUser.update. */
  async updateCurrentUser(options: UserUpdateOptions): Promise<void> {
    const session = this.stores.current();
    const wire = await this.api.users.updateCurrent(session, userUpdateBody(options));
    this.user.markWritten();
    if (this.stores.isCurrent(session)) this.user.remember(session, createCurrentUser(wire, this));
  }

  /** @internal Called by CurrentUser.signOut. */
  async signOutCurrentUser(options: { redirectUrl?: string } = {}): Promise<void> {
    const session = this.stores.current();
    // Without tokens the server has no session to end (and would answer ACCESS_TOKEN_EXPIRED).
    if (!session.isKnownToBeInvalid()) await this.api.sessions.signOut(session);
    this.endSession();
    if (options.redirectUrl !== undefined) await this.redirector.toUrl(options.redirectUrl);
    else await this.redirectTo('afterSignOut');
  }

  /** @internal Called by CurrentUser.delete. */
  async deleteCurrentUser(): Promise<void> {
    await this.api.users.deleteCurrent(this.stores.current());
    this.endSession();
  }

  /** @internal Called by CurrentUser.registerPasskey. */
  async registerCurrentUserPasskey(options: { hostname?: string } = {}): Promise<Result<undefined, KnownError>> {
    const hostname = options.hostname ?? currentHostname();
    if (hostname === null) throw new Error(PASSKEY_NEEDS_HOSTNAME);
    const result = await registerPasskeyFlow({ api: this.api, session: this.stores.current(), hostname, webauthn: browserCeremonies });
    // passkey_auth_enabled changed (or may have): listeners hear the new user.
    await this.reloadUser();
    return result;
  }

  private endSession(): void {
    this.user.markWritten();
    this.stores.clear();
    this.user.notify(null);
  }

  /** Re-reads the user after the server changed it (has_password, a verified e-mail) so listeners hear it. */
  private async reloadUser(): Promise<void> {
    this.user.markWritten();
    await this.user.load(this.stores.current());
  }

  /** The tokens of the current session (the access token refreshed if needed), e.g. to hand to a server. */
  async getAuthJson(): Promise<{ accessToken: string | null; refreshToken: string | null }> {
    return this.stores.current().getTokens();
  }

  /** @internal The context of the per-area user methods (src/core/apps/user/). */
  userContext(userId: string): UserContext {
    return {
      api: this.api,
      clock: this.clock,
      urls: this.urls,
      userId,
      session: () => this.stores.current(),
      cache: <T>(name: string, load: () => Promise<T>) => this.user.cache<T>(userId, name, load),
      reloadUser: () => this.reloadUser(),
      endLocalSession: () => this.endSession(),
      getProject: () => this.getProject(),
      serverExtensions: () => this.getServerExtensions(),
      absoluteUrl,
      startOAuth: (provider, options) => this.signInWithOAuth(provider, { returnTo: options.returnTo, type: options.type, providerScope: options.scopes?.join(' ') }),
    };
  }

  // ---- CLI login ----

  /** The browser side of CLI login: authorizes the tool waiting on `loginCode` with this session. */
  async confirmCliLogin(loginCode: string): Promise<Result<undefined, KnownError>> {
    const session = this.stores.current();
    const { refreshToken } = await session.getTokens();
    return confirmCliLoginWith(this.api, session, refreshToken, loginCode);
  }

  /** As @stackframe/js: starts a CLI login, shows the URL, polls; the refresh token or the error. */
  async promptCliLogin(options: PromptCliLoginOptions): Promise<Result<string, KnownError>> {
    try {
      const confirmPath = `${this.urls.handler.replace(/\/+$/, '')}/cli-auth-confirm`;
      // On demand: a command-line tool's flow, never a page's.
      const { promptCliLogin: promptCliLoginWith } = await import('../auth/cli-login');
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

  /** @internal Called by CurrentUser.sendVerificationEmail. */
  async sendCurrentUserVerificationEmail(primaryEmail: string | null, options: EmailCallbackOptions = {}): Promise<KnownError | undefined> {
    if (primaryEmail === null) throw new Error(passwords.NO_PRIMARY_EMAIL_MESSAGE);
    const callbackUrl = this.callbackUrl(options, 'emailVerification', 'sendVerificationEmail');
    return passwords.sendVerificationEmail(this.api, this.stores.current(), primaryEmail, callbackUrl);
  }

  /** @internal Called by CurrentUser.updatePassword. */
  async updateCurrentUserPassword(options: { oldPassword: string; newPassword: string }): Promise<KnownError | undefined> {
    const error = await passwords.updatePassword(this.api, this.stores.current(), options);
    await this.reloadUser();
    return error;
  }

  /** @internal Called by CurrentUser.setPassword. */
  async setCurrentUserPassword(options: { password: string }): Promise<KnownError | undefined> {
    const error = await passwords.setPassword(this.api, this.stores.current(), options);
    await this.reloadUser();
    return error;
  }

  /** The given callback URL, else the handler URL made absolute against the current page. */
  private callbackUrl(options: EmailCallbackOptions, key: 'passwordReset' | 'emailVerification', method: string): string {
    const url = options.callbackUrl ?? absoluteUrl(this.urls[key]);
    if (url === null) throw new Error(passwords.CALLBACK_URL_REQUIRED(method, key));
    return url;
  }

  // ---- Team invitations (logic in ./team-invitation-codes.ts) ----

  verifyTeamInvitationCode(code: string): Promise<Result<undefined, KnownError>> {
    return invitations.verifyTeamInvitationCode(this.api, this.stores.current(), code);
  }

  getTeamInvitationDetails(code: string): Promise<Result<TeamInvitationDetails, KnownError>> {
    return invitations.getTeamInvitationDetails(this.api, this.stores.current(), code);
  }

  async acceptTeamInvitation(code: string): Promise<Result<undefined, KnownError>> {
    const result = await invitations.acceptTeamInvitation(this.api, this.stores.current(), code);
    if (result.status === 'ok') {
      // The joined team shows up in the user's team list (and selected_team may be read anew).
      await this.reloadUser();
      const user = await this.getUser();
      if (user !== null) await user.teamsCache().refresh();
    }
    return result;
  }

  // ---- The project ----

  getProject(): Promise<Project> {
    if (this.projectPromise === null) {
      const promise = this.api.projects.getCurrent().then(projectFromWire);
      // A failed load is not cached, so the next call retries.
      promise.catch(() => {
        if (this.projectPromise === promise) this.projectPromise = null;
      });
      this.projectPromise = promise;
    }
    return this.projectPromise;
  }

  /** The API extensions the server announces (./client/server-extensions.ts). */
  getServerExtensions(): Promise<ReadonlySet<string>> {
    return (this.serverExtensions ??= new ServerExtensions(this.api.projects)).get();
  }

  // ---- Redirects (./client/redirector.ts) ----

  /** Until the returned function runs, redirects go by `method`, not the app's own (a full-page handler among inline widgets). */
  overrideRedirectMethod(method: RedirectMethod): () => void {
    return this.redirector.override(method);
  }

  redirectTo(target: HandlerUrlKey, options: { replace?: boolean } = {}): Promise<void> {
    return this.redirector.to(target, options);
  }

  // ---- Serialisation (./client/app-json.ts) and lifetime ----

  /** As @stackframe/js: what it takes to rebuild this app elsewhere (a server handing its app to the browser). */
  get [stackAppInternalsSymbol](): { toClientJson(): StackClientAppJson } {
    return {
      toClientJson: () =>
        toClientJson({ ...this.options, baseUrl: this.baseUrl }, this.redirector.ownMethod, () => {
          // Made on first need, as the official SDK does (no randomness while a module loads).
          this.uniqueIdentifier ??= claimUniqueIdentifier(globalThis.crypto.randomUUID(), this);
          return this.uniqueIdentifier;
        }),
    };
  }

  /** As @stackframe/js: the app of a serialised one, the same object for the same unique identifier. */
  static get [stackAppInternalsSymbol](): { fromClientJson(json: StackClientAppJson): StackClientApp } {
    return { fromClientJson: (json) => fromClientJson(json, (options) => new StackClientApp(options)) };
  }

  /** Stops watching the token store (other tabs) and frees the unique identifier; the app should not be used afterwards. */
  dispose(): void {
    this.stores.dispose();
    if (this.uniqueIdentifier !== undefined) releaseUniqueIdentifier(this.uniqueIdentifier, this);
  }
}
