// Every way of signing in or up (SPEC.md §4): each stores the new tokens, loads the user they belong
// to and redirects; an MFA interruption keeps its attempt code and goes to the mfa page. The flows that
// write tokens refuse a request token store first (SPEC.md §5), as the official SDK's do.

import { KnownError, KnownErrors } from '../../../protocol/errors/client';
import type { OAuthTokenResponse, PasswordSignUpBody, SignInResponse } from '../../../protocol/wire';
import { SharedTask } from '../../auth/anonymous';
import { MAGIC_LINK_CALLBACK_REQUIRED } from '../../auth/magic-link';
import { clearMfaAttemptCode, mfaAttemptCodeOf, mfaSignInBody, resolveMfaArguments, saveMfaAttemptCode } from '../../auth/mfa';
import * as oauth from '../../auth/oauth';
import { browserCeremonies, currentHostname, PASSKEY_NEEDS_HOSTNAME, passkeySignInRequest } from '../../auth/passkey';
import { currentPageUrl } from '../../auth/redirect';
import type { ClientBaseInterface } from '../../interface/client-base-interface';
import { Result } from '../../result';
import type { CurrentUser } from '../interfaces/current-user';
import type { MagicLinkSendOptions, MagicLinkSignInOptions, MfaSignInOptions, PasskeySignInOptions, SignInOptions, SignUpOptions } from '../shapes/options';
import type { HandlerUrls } from '../shapes/urls';
import { absoluteUrl, type Redirector } from './redirector';
import type { AppSessionStores } from './session-stores';
import type { CurrentUserState } from './user-state';

type AfterSignIn = 'afterSignIn' | 'afterSignUp';

export interface SignInFlowContext {
  api: ClientBaseInterface;
  urls: HandlerUrls;
  stores: AppSessionStores;
  user: CurrentUserState;
  redirector: Redirector;
}

export class SignInFlows {
  /** The one anonymous sign-up that concurrent getUser({ or: 'anonymous' }) calls share. */
  private readonly anonymousSignUp = new SharedTask<CurrentUser>();
  /** The user the latest sign-in here loaded, for the note its redirect leaves. */
  private lastSignedInId: string | null = null;

  constructor(private readonly ctx: SignInFlowContext) {}

  async signUpWithCredential(options: SignUpOptions): Promise<Result<undefined, KnownError>> {
    this.ctx.stores.assertPersistent();
    const body: PasswordSignUpBody = { email: options.email, password: options.password };
    const callbackUrl = options.verificationCallbackUrl ?? absoluteUrl(this.ctx.urls.emailVerification);
    if (callbackUrl !== null) body.verification_callback_url = callbackUrl;
    return this.signInWith(
      // The current session lets the server upgrade an anonymous user in place.
      () => this.ctx.api.signIn.signUpWithPassword(body, this.ctx.stores.current(), options.idempotencyKey),
      options.noRedirect ? null : 'afterSignUp',
    );
  }

  async signInWithCredential(options: SignInOptions): Promise<Result<undefined, KnownError>> {
    this.ctx.stores.assertPersistent();
    return this.signInWith(
      () => this.ctx.api.signIn.signInWithPassword({ email: options.email, password: options.password }, options.idempotencyKey),
      options.noRedirect ? null : 'afterSignIn',
    );
  }

  // ---- Magic link / OTP (PROTOCOL.md §5.2; helpers in src/core/auth/magic-link.ts) ----

  async sendMagicLinkEmail(email: string, options: MagicLinkSendOptions = {}): Promise<Result<{ nonce: string }, KnownError>> {
    const callbackUrl = options.callbackUrl ?? absoluteUrl(this.ctx.urls.magicLinkCallback);
    if (callbackUrl === null) throw new Error(MAGIC_LINK_CALLBACK_REQUIRED);
    try {
      const { nonce } = await this.ctx.api.signIn.sendSignInCode({ email, callback_url: callbackUrl });
      return Result.ok({ nonce });
    } catch (error) {
      if (error instanceof KnownError) return Result.error(error);
      throw error;
    }
  }

  async signInWithMagicLink(code: string, options: MagicLinkSignInOptions = {}): Promise<Result<undefined, KnownError>> {
    this.ctx.stores.assertPersistent();
    let isNewUser = false;
    const result = await this.signInWith(
      async () => {
        // The current session lets the server upgrade an anonymous user in place.
        const response = await this.ctx.api.signIn.signInWithOtp(code, this.ctx.stores.current());
        isNewUser = response.is_new_user === true;
        return response;
      },
      // The after-sign-in/up target depends on is_new_user, so it is chosen below; MFA still redirects unless noRedirect.
      null,
      !options.noRedirect,
    );
    if (result.status === 'ok' && !options.noRedirect) await this.redirectAfterSignIn(isNewUser ? 'afterSignUp' : 'afterSignIn');
    return result;
  }

  // ---- OAuth (flow helpers in src/core/auth/oauth.ts) ----

  async signInWithOAuth(
    provider: string,
    options: { returnTo?: string; type?: 'authenticate' | 'link'; providerScope?: string } = {},
  ): Promise<void> {
    // Linking adds an account to the signed-in user; only a sign-in ends in new tokens to store.
    if (options.type !== 'link') this.ctx.stores.assertPersistent();
    const redirectUri = absoluteUrl(this.ctx.urls.oauthCallback);
    if (redirectUri === null) throw new Error('signInWithOAuth needs an absolute oauthCallback URL when there is no current page');
    const state = oauth.randomUrlSafe(24);
    const verifier = oauth.randomUrlSafe(32);
    const tokens = await this.ctx.stores.current().getTokens(0);
    const returnTo = options.returnTo === undefined ? null : absoluteUrl(options.returnTo);
    const query = oauth.authorizeQuery({
      redirectUri,
      errorRedirectUrl: absoluteUrl(this.ctx.urls.error) ?? redirectUri,
      state,
      codeChallenge: await oauth.pkceChallenge(verifier),
      token: tokens?.accessToken ?? null,
      afterCallbackRedirectUrl: returnTo,
      type: options.type,
      providerScope: options.providerScope,
    });
    oauth.saveOAuthVerifier(state, verifier);
    const { location } = await this.ctx.api.oauth.getAuthorizeLocation(provider, query);
    const method = this.ctx.redirector.method;
    oauth.navigateToProvider(location, typeof method === 'object' ? (url) => method.navigate(url) : null);
  }

  async callOAuthCallback(): Promise<boolean> {
    const href = currentPageUrl();
    const params = href === null ? null : oauth.readOAuthCallbackParams(href);
    if (href === null || params === null) return false;
    // Checked before the verifier is taken, so a refused call leaves the callback for a proper app.
    this.ctx.stores.assertPersistent();
    const verifier = oauth.takeOAuthVerifier(params.state);
    if (verifier === null) return false;
    oauth.stripOAuthParamsFromLocation(href);
    let response: OAuthTokenResponse;
    try {
      response = await this.ctx.api.oauth.exchangeCode({ code: params.code, redirectUri: oauth.withoutOAuthParams(href), codeVerifier: verifier });
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
    await this.completeSignIn({ access_token: response.access_token, refresh_token: response.refresh_token });
    const after = response.after_callback_redirect_url;
    if (after && (await this.ctx.redirector.isTrusted(after))) await this.ctx.redirector.toUrl(after, { replace: true, ...this.signedInNote() });
    else await this.redirectAfterSignIn(response.is_new_user ? 'afterSignUp' : 'afterSignIn');
    return true;
  }

  // ---- Multi-factor, passkeys and anonymous sign-up (flows in src/core/auth/mfa.ts, passkey.ts, anonymous.ts) ----

  async signInWithMfa(totp: string, codeOrOptions?: string | MfaSignInOptions, options?: MfaSignInOptions): Promise<Result<undefined, KnownError>> {
    return this.finishMfa((attemptCode) => this.ctx.api.signIn.signInWithMfa(mfaSignInBody(totp, attemptCode)), resolveMfaArguments(codeOrOptions, options));
  }

  /** The MFA step with a recovery code (emulator extension 'mfa-recovery-codes'). */
  async signInWithMfaRecoveryCode(recoveryCode: string, options: MfaSignInOptions = {}): Promise<Result<undefined, KnownError>> {
    const body = (attemptCode: string) => ({ code: attemptCode, recovery_code: recoveryCode.trim() });
    return this.finishMfa((attemptCode) => this.ctx.api.signIn.signInWithMfaRecoveryCode(body(attemptCode)), resolveMfaArguments(options, undefined));
  }

  /** Sends the second factor for the attempt; success clears the saved attempt code and redirects unless told not to. */
  private async finishMfa(
    send: (attemptCode: string) => Promise<SignInResponse & { is_new_user?: boolean }>,
    { attemptCode, noRedirect }: { attemptCode: string | null; noRedirect: boolean },
  ): Promise<Result<undefined, KnownError>> {
    this.ctx.stores.assertPersistent();
    // Nothing to finish: the same answer the server gives for an unknown attempt code.
    if (attemptCode === null) return Result.error(new KnownErrors.VerificationCodeNotFound());
    let isNewUser = false;
    const result = await this.signInWith(async () => {
      const response = await send(attemptCode);
      isNewUser = response.is_new_user === true;
      return response;
    }, null);
    if (result.status === 'ok') {
      clearMfaAttemptCode();
      if (!noRedirect) await this.redirectAfterSignIn(isNewUser ? 'afterSignUp' : 'afterSignIn');
    }
    return result;
  }

  async signInWithPasskey(options: PasskeySignInOptions = {}): Promise<Result<undefined, KnownError>> {
    this.ctx.stores.assertPersistent();
    const hostname = options.hostname ?? currentHostname();
    if (hostname === null) throw new Error(PASSKEY_NEEDS_HOSTNAME);
    const { autofill, signal } = options;
    const request = passkeySignInRequest({ api: this.ctx.api, session: this.ctx.stores.current(), hostname, webauthn: browserCeremonies, autofill, signal });
    return this.signInWith(request, options.noRedirect ? null : 'afterSignIn');
  }

  signUpAnonymously(): Promise<CurrentUser> {
    return this.anonymousSignUp.run(async () => {
      this.ctx.stores.assertPersistent();
      const user = await this.completeSignIn(await this.ctx.api.signIn.signUpAnonymously());
      if (user === null) throw new Error('The anonymous user vanished right after signing up');
      return user;
    });
  }

  /** Sends a request that answers with tokens; a known error comes back as a value, success signs in and redirects. */
  private async signInWith(
    request: () => Promise<SignInResponse>,
    redirectTarget: AfterSignIn | null,
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
    if (redirectTarget !== null) await this.redirectAfterSignIn(redirectTarget);
    return Result.ok(undefined);
  }

  /** An MFA interruption keeps its attempt code for the mfa page (SPEC.md §4), then goes there. */
  private async onSignInInterrupted(error: KnownError, redirectToMfa: boolean): Promise<void> {
    const attemptCode = mfaAttemptCodeOf(error);
    if (attemptCode === null) return;
    saveMfaAttemptCode(attemptCode);
    if (redirectToMfa) await this.ctx.redirector.to('mfa');
  }

  /** Stores the new tokens (which starts a new session) and tells listeners who is signed in now. */
  private async completeSignIn(response: Pick<SignInResponse, 'access_token' | 'refresh_token'>): Promise<CurrentUser | null> {
    this.ctx.user.markWritten();
    const session = this.ctx.stores.replace({ refreshToken: response.refresh_token, accessToken: response.access_token });
    const user = await this.ctx.user.load(session);
    this.lastSignedInId = user?.id ?? null;
    return user;
  }

  /** The after-sign-in/up redirect of a sign-in that just completed; the landing page hears of it. */
  private redirectAfterSignIn(target: AfterSignIn): Promise<void> {
    return this.ctx.redirector.to(target, { replace: true, ...this.signedInNote() });
  }

  private signedInNote(): { signedInUserId?: string } {
    return this.lastSignedInId === null ? {} : { signedInUserId: this.lastSignedInId };
  }
}
