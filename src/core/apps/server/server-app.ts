// The server app (ARCHITECTURE.md "apps"): everything the client app does, plus what only a backend
// holding the secret server key may do: read any user or team, create teams for users, add and remove
// members, grant and revoke permissions. Absent records read as null, as in the official SDK.
import { KnownErrors } from '../../../protocol/errors';
import { ServerInterface } from '../../interface/server-interface';
import { StackClientApp } from '../client-app';
import type { CurrentUser, GetUserOr, StackClientAppOptions, TokenStoreInit } from '../types';
import { createServerTeam, serverTeamBody, type ServerTeam, type ServerTeamCreateOptions } from './server-team';
import { createServerUser, type ServerUser } from './server-user';
import { sendEmail, type SendEmailError, type SendEmailOptions } from './send-email';
import type { Result } from '../../result';

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
    });
  }

  /** With an id: any user of the project, null when there is none. Otherwise as the client app: the current user. */
  override getUser(userId: string): Promise<ServerUser | null>;
  override getUser(options?: { or?: GetUserOr }): Promise<CurrentUser | null>;
  override async getUser(arg?: string | { or?: GetUserOr }): Promise<ServerUser | CurrentUser | null> {
    if (typeof arg !== 'string') return super.getUser(arg);
    const wire = await nullWhen(this.server.getUser(arg), KnownErrors.UserNotFound);
    return wire === null ? null : createServerUser(this.server, wire);
  }

  /** Every team of the project, oldest first. */
  async listTeams(): Promise<ServerTeam[]> {
    return (await this.server.listTeams()).map((wire) => createServerTeam(this.server, wire));
  }

  /** Any team of the project by id; null when there is none. */
  async getTeam(teamId: string): Promise<ServerTeam | null> {
    const wire = await nullWhen(this.server.getTeam(teamId), KnownErrors.TeamNotFound);
    return wire === null ? null : createServerTeam(this.server, wire);
  }

  /** Creates a team; with `creatorUserId` that user becomes its first member with creator permissions. */
  async createTeam(options: ServerTeamCreateOptions): Promise<ServerTeam> {
    const { displayName, ...rest } = options;
    return createServerTeam(this.server, await this.server.createTeam({ ...serverTeamBody(rest), display_name: displayName }));
  }

  /** Mails users of the project (needs the project's own SMTP server); the documented failures are error Results. */
  sendEmail(options: SendEmailOptions): Promise<Result<undefined, SendEmailError>> {
    return sendEmail(this.server.emails, options);
  }
}

/** The answer, or null when the request failed with exactly that known error. */
async function nullWhen<T>(promise: Promise<T>, notFound: abstract new (...args: never[]) => Error): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof notFound) return null;
    throw error;
  }
}
