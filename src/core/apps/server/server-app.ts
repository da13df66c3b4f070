// The server app (docs/architecture.md, the house: apps): everything the client app does, plus what only a backend
// holding the secret server key may do: create, list, read, change and delete any user (with their
// sessions, contact channels, OAuth links, ...), any team, and check presented API keys. Thin methods
// named as the official SDK's StackServerApp; each area's logic lives in its own file of this folder.
import { systemClock } from '../../../protocol/clock';
import type { KnownError } from '../../../protocol/errors/known-error';
import { currentPageUrl } from '../../auth/redirect';
import { ServerInterface } from '../../interface/server-interface';
import type { Result } from '../../result';
import { StackClientApp } from '../client-app';
import type { CurrentUser } from '../interfaces/current-user';
import type { GetUserOr, StackClientAppOptions, TokenStoreInit } from '../shapes/options';
import { createServerTeam, serverTeamBody, type ServerTeam, type ServerTeamCreateOptions } from './server-team';
import type { ServerUser } from './server-user';
import type { ServerUserCreateOptions } from './user/body';
import type { ServerAppContext } from './user/context';
import { createOAuthProvider, type ServerOAuthProvider, type ServerOAuthProviderCreateOptions } from './user/oauth-providers';
import { createUserSession, type CreateSessionOptions, type CreatedSession } from './user/sessions';
import {
  createUser,
  getTeamByApiKey,
  getTeamById,
  getUserByApiKey,
  getUserById,
  listUsers,
  type ServerListUsersOptions,
  type ServerUserPage,
} from './users';
import { sendEmail, type SendEmailError, type SendEmailOptions } from './send-email';

export interface StackServerAppOptions extends Omit<StackClientAppOptions, 'tokenStore'> {
  secretServerKey: string;
  /** Where the client-side session (if any) lives; a backend usually has none, so the default is 'memory'. */
  tokenStore?: TokenStoreInit;
}

/** What StackAdminApp hands down: admin credentials instead of (or besides) the server key. */
export interface PrivilegedAppOptions extends Omit<StackServerAppOptions, 'secretServerKey'> {
  secretServerKey?: string;
  superSecretAdminKey?: string;
  getAdminAccessToken?: () => Promise<string | null>;
}

export class StackServerApp extends StackClientApp {
  protected readonly server: ServerInterface;
  /** What the server-side domain objects (users, teams) need. */
  protected readonly serverContext: ServerAppContext;

  constructor(options: StackServerAppOptions | PrivilegedAppOptions) {
    const { secretServerKey, superSecretAdminKey, getAdminAccessToken, tokenStore, ...rest } = options as PrivilegedAppOptions;
    super({ ...rest, tokenStore: tokenStore ?? 'memory' });
    this.server = new ServerInterface({
      baseUrl: this.baseUrl,
      projectId: this.projectId,
      ...(secretServerKey === undefined ? {} : { secretServerKey }),
      ...(superSecretAdminKey === undefined ? {} : { superSecretAdminKey }),
      ...(getAdminAccessToken === undefined ? {} : { getAdminAccessToken }),
      ...(options.publishableClientKey === undefined ? {} : { publishableClientKey: options.publishableClientKey }),
      ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
      ...(options.clock === undefined ? {} : { clock: options.clock }),
      ...(options.requestTimeoutMs === undefined ? {} : { requestTimeoutMs: options.requestTimeoutMs }),
    });
    this.serverContext = { api: this.server, clock: options.clock ?? systemClock, urls: this.urls, absoluteUrl, serverExtensions: () => this.getServerExtensions() };
  }

  /**
   * With an id: any user of the project, null when there is none. With `{ apiKey }`: the owner of that
   * valid user API key, else null. Otherwise as the client app: the current user.
   */
  override getUser(userId: string): Promise<ServerUser | null>;
  override getUser(options: { apiKey: string }): Promise<ServerUser | null>;
  override getUser(options?: { or?: GetUserOr }): Promise<CurrentUser | null>;
  override async getUser(arg?: string | { apiKey: string } | { or?: GetUserOr }): Promise<ServerUser | CurrentUser | null> {
    if (typeof arg === 'string') return getUserById(this.serverContext, arg);
    if (arg !== undefined && 'apiKey' in arg) return getUserByApiKey(this.serverContext, arg.apiKey);
    return super.getUser(arg);
  }

  /** Creates a user (POST /users); e-mail sign-in is off unless `primaryEmailAuthEnabled`. */
  createUser(options: ServerUserCreateOptions = {}): Promise<ServerUser> {
    return createUser(this.serverContext, options);
  }

  /** One page of the project's users by sign-up time; the array's `nextCursor` continues it. */
  listUsers(options: ServerListUsersOptions = {}): Promise<ServerUserPage> {
    return listUsers(this.serverContext, options);
  }

  /** Every team of the project, oldest first. */
  async listTeams(): Promise<ServerTeam[]> {
    return (await this.server.teams.list()).map((wire) => createServerTeam(this.server, wire));
  }

  /** Any team of the project by id, or the team of a valid team API key; null when there is none. */
  getTeam(teamId: string): Promise<ServerTeam | null>;
  getTeam(options: { apiKey: string }): Promise<ServerTeam | null>;
  getTeam(arg: string | { apiKey: string }): Promise<ServerTeam | null> {
    return typeof arg === 'string' ? getTeamById(this.serverContext, arg) : getTeamByApiKey(this.serverContext, arg.apiKey);
  }

  /** Creates a team; with `creatorUserId` that user becomes its first member with creator permissions. */
  async createTeam(options: ServerTeamCreateOptions): Promise<ServerTeam> {
    const { displayName, ...rest } = options;
    return createServerTeam(this.server, await this.server.teams.create({ ...serverTeamBody(rest), display_name: displayName }));
  }

  /**
   * A new session of any user (defaults: one year, not an impersonation), the same as `user.createSession`
   * without reading the user first; USER_ID_DOES_NOT_EXIST for an unknown id.
   */
  createSession(options: CreateSessionOptions & { userId: string }): Promise<CreatedSession> {
    const { userId, ...rest } = options;
    return createUserSession(this.server, userId, rest);
  }

  /** Links an OAuth account to a user; an account id another user signs in with is an error Result. */
  createOAuthProvider(options: ServerOAuthProviderCreateOptions): Promise<Result<ServerOAuthProvider, KnownError>> {
    return createOAuthProvider(this.server, options);
  }

  /** Mails users of the project (needs the project's own SMTP server); the documented failures are error Results. */
  sendEmail(options: SendEmailOptions): Promise<Result<undefined, SendEmailError>> {
    return sendEmail(this.server.emails, options);
  }
}

/** `url` against the current page (a browser), or as it is when already absolute; null otherwise. */
function absoluteUrl(url: string): string | null {
  const current = currentPageUrl();
  try {
    return current === null ? new URL(url).toString() : new URL(url, current).toString();
  } catch {
    return null;
  }
}
