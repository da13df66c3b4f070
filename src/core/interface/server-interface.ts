// The server-access endpoints of the Stack Auth API (PROTOCOL.md §5), for backends holding the secret
// server key (or admin credentials: every server endpoint accepts admin access). One field per area, each
// area a small class in ./server/ with one thin typed method per endpoint; the client-access endpoints
// stay in client-interface.ts.
import type { Clock } from '../../protocol/clock';
import { RequestPipeline, type PipelineConfig } from '../http/pipeline';
import { ServerApiKeyEndpoints } from './server/api-keys';
import { ServerConnectedAccountEndpoints } from './server/connected-accounts';
import { ServerContactChannelEndpoints } from './server/contact-channels';
import { ServerMembershipEndpoints } from './server/memberships';
import { ServerNotificationPreferenceEndpoints } from './server/notification-preferences';
import { ServerOAuthProviderEndpoints } from './server/oauth-providers';
import { ServerPermissionEndpoints } from './server/permissions';
import { ServerSessionEndpoints } from './server/sessions';
import { ServerTeamEndpoints } from './server/teams';
import { ServerUserEndpoints } from './server/users';

export type { PermissionQuery } from './server/permissions';
import { ServerEmailEndpoints } from './server/emails';

export interface ServerInterfaceOptions {
  /** API origin, without /api/v1. */
  baseUrl: string;
  projectId: string;
  /** Server access; or leave it out and give admin credentials (every server endpoint accepts admin access). */
  secretServerKey?: string;
  superSecretAdminKey?: string;
  /** The project owner's access token on the internal project (PROTOCOL.md §2.6), read before each request. */
  getAdminAccessToken?: () => Promise<string | null>;
  publishableClientKey?: string;
  fetch?: typeof fetch;
  clock?: Clock;
  /** PipelineConfig.requestTimeoutMs. */
  requestTimeoutMs?: number;
}

export class ServerInterface {
  readonly pipeline: RequestPipeline;
  readonly users: ServerUserEndpoints;
  readonly teams: ServerTeamEndpoints;
  readonly memberships: ServerMembershipEndpoints;
  readonly permissions: ServerPermissionEndpoints;
  readonly sessions: ServerSessionEndpoints;
  readonly contactChannels: ServerContactChannelEndpoints;
  readonly notificationPreferences: ServerNotificationPreferenceEndpoints;
  readonly oauthProviders: ServerOAuthProviderEndpoints;
  readonly connectedAccounts: ServerConnectedAccountEndpoints;
  readonly apiKeys: ServerApiKeyEndpoints;
  /** E-mail: send to users, sign-in invitations. */
  readonly emails: ServerEmailEndpoints;

  constructor(options: ServerInterfaceOptions) {
    this.pipeline = new RequestPipeline(privilegedPipelineConfig(options));
    this.users = new ServerUserEndpoints(this.pipeline);
    this.teams = new ServerTeamEndpoints(this.pipeline);
    this.memberships = new ServerMembershipEndpoints(this.pipeline);
    this.permissions = new ServerPermissionEndpoints(this.pipeline);
    this.sessions = new ServerSessionEndpoints(this.pipeline);
    this.contactChannels = new ServerContactChannelEndpoints(this.pipeline);
    this.notificationPreferences = new ServerNotificationPreferenceEndpoints(this.pipeline);
    this.oauthProviders = new ServerOAuthProviderEndpoints(this.pipeline);
    this.connectedAccounts = new ServerConnectedAccountEndpoints(this.pipeline);
    this.apiKeys = new ServerApiKeyEndpoints(this.pipeline);
    this.emails = new ServerEmailEndpoints(this.pipeline);
  }
}

/** Server access with a secret server key, else admin access (admin key or owner token). */
export function privilegedPipelineConfig(options: ServerInterfaceOptions): PipelineConfig {
  const isServer = options.secretServerKey !== undefined;
  if (!isServer && options.superSecretAdminKey === undefined && options.getAdminAccessToken === undefined) {
    throw new Error('A server or admin app needs secretServerKey, superSecretAdminKey or an admin access token.');
  }
  return {
    baseUrl: options.baseUrl,
    projectId: options.projectId,
    accessType: isServer ? 'server' : 'admin',
    ...(options.secretServerKey === undefined ? {} : { secretServerKey: options.secretServerKey }),
    ...(options.superSecretAdminKey === undefined ? {} : { superSecretAdminKey: options.superSecretAdminKey }),
    ...(options.getAdminAccessToken === undefined ? {} : { getAdminAccessToken: options.getAdminAccessToken }),
    ...(options.publishableClientKey === undefined ? {} : { publishableClientKey: options.publishableClientKey }),
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
    ...(options.clock === undefined ? {} : { clock: options.clock }),
    ...(options.requestTimeoutMs === undefined ? {} : { requestTimeoutMs: options.requestTimeoutMs }),
  };
}
