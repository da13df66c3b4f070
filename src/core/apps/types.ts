// The public shapes of the client app (camelCase domain objects, SPEC.md §3). The React layer and
// the widget program against these; src/core/apps/client-app.ts implements them.

import type { IdempotentWriteOptions } from '../http/outcome';
import type { Clock } from '../../protocol/clock';
import type { Result } from '../result';
import type { KnownError } from '../../protocol/errors/known-error';
import type { Json } from '../../protocol/schema';
import type { HandlerRoute } from '../../protocol/constants';
import type { UserAreaMethods } from './user';

/** Every handler route and redirect target of SPEC.md §2, as absolute paths or URLs. */
export interface HandlerUrls {
  handler: string;
  signIn: string;
  signUp: string;
  signOut: string;
  emailVerification: string;
  passwordReset: string;
  forgotPassword: string;
  oauthCallback: string;
  magicLinkCallback: string;
  accountSettings: string;
  error: string;
  teamInvitation: string;
  mfa: string;
  home: string;
  afterSignIn: string;
  afterSignUp: string;
  afterSignOut: string;
}

export type HandlerUrlKey = keyof HandlerUrls;
export type { HandlerRoute };

/** Where tokens live: browser cookies, memory, or the headers of an incoming request (x-stack-auth). */
export type TokenStoreInit =
  | 'cookie'
  | 'memory'
  | { headers: { get(name: string): string | null } | Record<string, string | undefined> };

export type RedirectMethod = 'window' | 'none' | { navigate(url: string): void };

export interface StackClientAppOptions {
  projectId: string;
  publishableClientKey?: string;
  /** API origin, without /api/v1. Defaults to the hosted Stack Auth API. */
  baseUrl?: string;
  tokenStore: TokenStoreInit;
  urls?: Partial<HandlerUrls>;
  redirectMethod?: RedirectMethod;
  fetch?: typeof fetch;
  clock?: Clock;
  /**
   * Time limit of each API request in ms (default 20 000; 0 or Infinity: none). A stalled server then ends
   * in a RequestTimeoutError instead of a spinner forever; the session is kept, so the call can simply be retried.
   */
  requestTimeoutMs?: number;
  /** Names this app page-wide (as @stackframe/js): a second app with the same identifier is refused. */
  uniqueIdentifier?: string;
}

export interface Team {
  id: string;
  displayName: string;
  profileImageUrl: string | null;
  clientMetadata: Json;
  clientReadOnlyMetadata: Json;
}

/** The user's data fields, without methods: what DOM events carry in `detail.user`. */
export interface PublicUser {
  id: string;
  displayName: string | null;
  primaryEmail: string | null;
  primaryEmailVerified: boolean;
  profileImageUrl: string | null;
  signedUpAt: Date;
  clientMetadata: Json;
  clientReadOnlyMetadata: Json;
  hasPassword: boolean;
  emailAuthEnabled: boolean;
  otpAuthEnabled: boolean;
  oauthProviders: { id: string }[];
  passkeyAuthEnabled: boolean;
  isMultiFactorRequired: boolean;
  isAnonymous: boolean;
  selectedTeam: Team | null;
}

export interface UserUpdateOptions {
  displayName?: string | null;
  clientMetadata?: Json;
  profileImageUrl?: string | null;
  /** A TOTP secret turns two-factor sign-in on (sent as totp_secret_base64); null turns it off. */
  totpMultiFactorSecret?: Uint8Array | null;
  /** false deletes the user's passkey (sent as passkey_auth_enabled); it is turned on only by registering one. */
  passkeyAuthEnabled?: false;
  /** The team the user works in (sent as selected_team_id); null selects none. */
  selectedTeamId?: string | null;
}

export interface CurrentUser extends PublicUser, UserAreaMethods {
  update(options: UserUpdateOptions): Promise<void>;
  signOut(options?: { redirectUrl?: string }): Promise<void>;
  /** Deletes the account (when the project allows client user deletion) and ends the session. */
  delete(): Promise<void>;
  /** Mails a verification link for the primary e-mail (throws when there is none); EMAIL_ALREADY_VERIFIED is answered, not thrown. */
  sendVerificationEmail(options?: EmailCallbackOptions): Promise<KnownError | undefined>;
  /** Changes the password; answers PASSWORD_CONFIRMATION_MISMATCH (wrong old password) or a password-requirements error. Other sessions end. */
  updatePassword(options: { oldPassword: string; newPassword: string }): Promise<KnownError | undefined>;
  /** Gives a user without a password one; answers a password-requirements error. */
  setPassword(options: { password: string }): Promise<KnownError | undefined>;
  /** Registers a passkey (replacing an earlier one): PASSKEY_REGISTRATION_FAILED or PASSKEY_WEBAUTHN_ERROR on failure (PROTOCOL.md §5.4). */
  registerPasskey(options?: { hostname?: string }): Promise<Result<undefined, KnownError>>;
  /** A plain snapshot of the data fields. */
  toPublicUser(): PublicUser;
}

export interface ProjectConfig {
  signUpEnabled: boolean;
  credentialEnabled: boolean;
  magicLinkEnabled: boolean;
  passkeyEnabled: boolean;
  clientTeamCreationEnabled: boolean;
  clientUserDeletionEnabled: boolean;
  allowUserApiKeys: boolean;
  allowTeamApiKeys: boolean;
  oauthProviders: { id: string }[];
  domains: { domain: string; handlerPath: string }[];
  /** Whether localhost redirect targets are trusted; absent when the server does not report it. */
  allowLocalhost?: boolean;
}

export interface Project {
  id: string;
  displayName: string;
  config: ProjectConfig;
}

/** What getUser does without a (non-anonymous) user; 'anonymous' and 'anonymous-if-exists' admit anonymous users. */
export type GetUserOr = 'redirect' | 'throw' | 'return-null' | 'anonymous' | 'anonymous-if-exists';

export interface SignInOptions extends IdempotentWriteOptions {
  email: string;
  password: string;
  /** Stay on the page instead of going to the after-sign-in target. */
  noRedirect?: boolean;
}

export interface SignUpOptions extends SignInOptions {
  verificationCallbackUrl?: string;
}

export interface MagicLinkSendOptions {
  /** Where the mailed link leads; defaults to the magic-link-callback handler URL, made absolute. */
  callbackUrl?: string;
}

export interface MagicLinkSignInOptions {
  /** Stay on the page instead of going to the after-sign-in (or, for a new user, after-sign-up) target. */
  noRedirect?: boolean;
}

export interface MfaSignInOptions {
  /** The attempt code of the interrupted sign-in; defaults to the one saved in session storage. */
  attemptCode?: string;
  /** Stay on the page instead of going to the after-sign-in (or, for a new user, after-sign-up) target. */
  noRedirect?: boolean;
}

export interface EmailCallbackOptions {
  /** Where the mailed link leads; defaults to the password-reset or email-verification handler URL, made absolute. */
  callbackUrl?: string;
}

export interface PasskeySignInOptions {
  /** Stay on the page instead of going to the after-sign-in target. */
  noRedirect?: boolean;
  /** The RP id to use instead of the current page's hostname (outside a browser). */
  hostname?: string;
}

/** What the React layer and the widget need from an app. */
export interface StackClientAppApi {
  readonly projectId: string;
  readonly baseUrl: string;
  readonly urls: HandlerUrls;
  signUpWithCredential(options: SignUpOptions): Promise<Result<undefined, KnownError>>;
  signInWithCredential(options: SignInOptions): Promise<Result<undefined, KnownError>>;
  /** Finishes a sign-in that MULTI_FACTOR_AUTHENTICATION_REQUIRED interrupted, with a TOTP code (as @stackframe/js, or with options). */
  signInWithMfa(totp: string, codeOrOptions?: string | MfaSignInOptions, options?: MfaSignInOptions): Promise<Result<undefined, KnownError>>;
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
