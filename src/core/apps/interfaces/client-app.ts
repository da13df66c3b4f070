// The client app's public interface: what the React layer and the widget program against (StackClientApp implements it).
import type { KnownError } from '../../../protocol/errors/known-error';
import type { Result } from '../../result';
import type { Project } from '../shapes/project';
import type { HandlerUrlKey, HandlerUrls, RedirectMethod } from '../shapes/urls';
import type {
  EmailCallbackOptions,
  GetUserOr,
  MagicLinkSendOptions,
  MagicLinkSignInOptions,
  MfaSignInOptions,
  PasskeySignInOptions,
  SignInOptions,
  SignUpOptions,
} from '../shapes/options';
import type { CurrentUser } from './current-user';

/** What the React layer and the widget need from an app. */
export interface StackClientAppApi {
  readonly projectId: string;
  readonly baseUrl: string;
  readonly urls: HandlerUrls;
  signUpWithCredential(options: SignUpOptions): Promise<Result<undefined, KnownError>>;
  signInWithCredential(options: SignInOptions): Promise<Result<undefined, KnownError>>;
  /** Finishes a sign-in that MULTI_FACTOR_AUTHENTICATION_REQUIRED interrupted, with a TOTP code (as @stackframe/js, or with options). */
  signInWithMfa(totp: string, codeOrOptions?: string | MfaSignInOptions, options?: MfaSignInOptions): Promise<Result<undefined, KnownError>>;
  /**
   * The same step with a single-use recovery code instead of the authenticator app. Needs a server that
   * announces 'mfa-recovery-codes' (getServerExtensions()); hosted Stack Auth has no such route.
   */
  signInWithMfaRecoveryCode(recoveryCode: string, options?: MfaSignInOptions): Promise<Result<undefined, KnownError>>;
  /** Signs up a new anonymous user (PROTOCOL.md §5.6); concurrent calls share one sign-up. */
  signUpAnonymously(): Promise<CurrentUser>;
  /** Mails a one-time code and a magic link (PROTOCOL.md §5.2); the nonce completes a typed code. */
  sendMagicLinkEmail(email: string, options?: MagicLinkSendOptions): Promise<Result<{ nonce: string }, KnownError>>;
  /** Signs in (or up) with the 45-char code of a magic link. */
  signInWithMagicLink(code: string, options?: MagicLinkSignInOptions): Promise<Result<undefined, KnownError>>;
  /** Signs in (or up) with the 6-character code typed from the mail and the nonce sendMagicLinkEmail answered. */
  signInWithMagicLinkCode(code: { otp: string; nonce: string }, options?: MagicLinkSignInOptions): Promise<Result<undefined, KnownError>>;
  /** On the magic-link callback page: signs in with the URL's `code` (removed from the URL); null when there is none. */
  handleMagicLinkCallback(options?: MagicLinkSignInOptions): Promise<Result<undefined, KnownError> | null>;
  /** Starts OAuth sign-in with a provider of the project (PROTOCOL.md §5.5): the page leaves for the provider, even with redirectMethod 'none'. */
  signInWithOAuth(provider: string, options?: { returnTo?: string }): Promise<void>;
  /** On the oauth-callback page: exchanges the URL's code; false (doing nothing) without code, state or the state cookie. */
  callOAuthCallback(): Promise<boolean>;
  /** Signs in with a passkey of this site (PROTOCOL.md §5.4); WebAuthn failures are PASSKEY_WEBAUTHN_ERROR, MFA interrupts as other sign-ins. */
  signInWithPasskey(options?: PasskeySignInOptions): Promise<Result<undefined, KnownError>>;
  /** Mails a password reset link if a user signs in with `email` (PROTOCOL.md §5.1); the answer does not tell whether one does. */
  sendForgotPasswordEmail(email: string, options?: EmailCallbackOptions): Promise<Result<undefined, KnownError>>;
  /** Whether a reset code is usable (not consumed); a verification-code error otherwise. */
  verifyPasswordResetCode(code: string): Promise<Result<undefined, KnownError>>;
  /** Sets a new password with a reset code; every session of the user ends. */
  resetPassword(options: { code: string; password: string }): Promise<Result<undefined, KnownError>>;
  /** Marks the e-mail of a verification code verified. */
  verifyEmail(code: string): Promise<Result<undefined, KnownError>>;
  /** Whether a team invitation code is usable (not consumed); a verification-code error otherwise. */
  verifyTeamInvitationCode(code: string): Promise<Result<undefined, KnownError>>;
  /** The invited team of a code (needs a signed-in user; code not consumed). */
  getTeamInvitationDetails(code: string): Promise<Result<{ teamId: string; teamDisplayName: string }, KnownError>>;
  /** The signed-in user joins the code's team (a no-op when already a member); the code is consumed. */
  acceptTeamInvitation(code: string): Promise<Result<undefined, KnownError>>;
  getUser(options?: { or?: GetUserOr }): Promise<CurrentUser | null>;
  getProject(): Promise<Project>;
  /** The API extensions the server announces (names such as 'mfa-recovery-codes'); empty for the hosted API. */
  getServerExtensions(): Promise<ReadonlySet<string>>;
  /**
   * Called with the current user (or null) whenever it changes: sign-in, sign-out, update,
   * another tab or element. Returns the unsubscribe function.
   */
  onUserChange(listener: (user: CurrentUser | null) => void): () => void;
  redirectTo(target: HandlerUrlKey, options?: { replace?: boolean }): Promise<void>;
  /** Until the returned function runs, redirects go by `method` instead of the app's redirectMethod (StackHandler on a widget page). */
  overrideRedirectMethod?(method: RedirectMethod): () => void;
  /** CLI login, browser side: hands this session's refresh token to the tool waiting on `loginCode`. */
  confirmCliLogin(loginCode: string): Promise<Result<undefined, KnownError>>;
}
