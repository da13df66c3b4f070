// What the per-area methods of the current user (contact channels, sessions, API keys, ...) need from
// their app. Each area lives in its own file here and adds its methods to CurrentUser by spreading.

import type { KnownError } from '../../../protocol/errors/known-error';
import type { Clock } from '../../../protocol/clock';
import type { AsyncCache } from '../../cache';
import type { ClientBaseInterface } from '../../interface/client-base-interface';
import type { Session } from '../../session';
import type { Project } from '../shapes/project';
import type { HandlerUrls } from '../shapes/urls';

export interface UserContext {
  readonly api: ClientBaseInterface;
  readonly clock: Clock;
  readonly urls: HandlerUrls;
  /** The id of the user these methods act for. */
  readonly userId: string;
  /** The app's current session (requests made with it refresh its access token as needed). */
  session(): Session;
  /** The cache `name` of this user, created with `load` on first use (one per app, user and name). */
  cache<T>(name: string, load: () => Promise<T>): AsyncCache<T>;
  /** Re-reads GET /users/me so every listener hears a change the server made (e.g. primary e-mail). */
  reloadUser(): Promise<void>;
  /** Forgets the local tokens and tells listeners nobody is signed in (after the account is deleted). */
  endLocalSession(): void;
  getProject(): Promise<Project>;
  /** The extensions the server announces (app.getServerExtensions); absent in fakes, read as none. */
  serverExtensions?(): Promise<ReadonlySet<string>>;
  /** `url` made absolute against the current page; null outside a browser when `url` is relative. */
  absoluteUrl(url: string): string | null;
  /** Leaves the page for the provider's OAuth flow (signInWithOAuth's machinery); optional for fakes. */
  startOAuth?(provider: string, options: { type: 'link'; scopes?: string[]; returnTo?: string }): Promise<void>;
}

/** A mutation's answer: nothing on success, the known error the caller should show otherwise. */
export type MaybeKnownError = KnownError | undefined;
