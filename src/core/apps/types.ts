// The public shapes of the client app (camelCase domain objects, SPEC.md §3). The React layer and
// the widget program against these; src/core/apps/client-app.ts implements them.

import type { Clock } from '../clock';
import type { Result } from '../result';
import type { KnownError } from '../../protocol/errors/known-error';
import type { Json } from '../../protocol/schema';
import type { HandlerRoute } from '../../protocol/constants';

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
}

export interface CurrentUser extends PublicUser {
  update(options: UserUpdateOptions): Promise<void>;
  signOut(options?: { redirectUrl?: string }): Promise<void>;
  /** Deletes the account (when the project allows client user deletion) and ends the session. */
  delete(): Promise<void>;
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

export type GetUserOr = 'redirect' | 'throw' | 'return-null';

export interface SignInOptions {
  email: string;
  password: string;
  /** Stay on the page instead of going to the after-sign-in target. */
  noRedirect?: boolean;
}

export interface SignUpOptions extends SignInOptions {
  verificationCallbackUrl?: string;
}

/** What the React layer and the widget need from an app. */
export interface StackClientAppApi {
  readonly projectId: string;
  readonly baseUrl: string;
  readonly urls: HandlerUrls;
  signUpWithCredential(options: SignUpOptions): Promise<Result<undefined, KnownError>>;
  signInWithCredential(options: SignInOptions): Promise<Result<undefined, KnownError>>;
  getUser(options?: { or?: GetUserOr }): Promise<CurrentUser | null>;
  getProject(): Promise<Project>;
  /**
   * Called with the current user (or null) whenever it changes: sign-in, sign-out, update,
   * another tab or element. Returns the unsubscribe function.
   */
  onUserChange(listener: (user: CurrentUser | null) => void): () => void;
  redirectTo(target: HandlerUrlKey, options?: { replace?: boolean }): Promise<void>;
}
