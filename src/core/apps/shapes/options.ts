// The options of the client app and of its sign-in calls: plain data shapes (a leaf module).
import type { IdempotentWriteOptions } from '../../http/outcome';
import type { Clock } from '../../../protocol/clock';
import type { HandlerUrls, RedirectMethod } from './urls';

/** Where tokens live: browser cookies, memory, or the headers of an incoming request (x-stack-auth). */
export type TokenStoreInit =
  | 'cookie'
  | 'memory'
  | { headers: { get(name: string): string | null } | Record<string, string | undefined> };

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
  /**
   * Passkey autofill (WebAuthn conditional mediation): no prompt; the request waits until the person picks a
   * passkey in the autofill of an input whose `autocomplete` ends in "webauthn" (it may sit in a shadow root).
   */
  autofill?: boolean;
  /** Cancels the pending request; it then ends with PASSKEY_WEBAUTHN_ERROR (code ERROR_CEREMONY_ABORTED). */
  signal?: AbortSignal;
}
