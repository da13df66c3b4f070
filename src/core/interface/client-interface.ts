// The client-access endpoints of the Stack Auth API (PROTOCOL.md §5), one thin typed method per
// endpoint, grouped by area: each area is a small class in ./client/, a field here (`api.users.getCurrent`).
// Policy (redirects, listeners, stores) lives in the apps, not here.

import type { Clock } from '../../protocol/clock';
import { RequestPipeline } from '../http/pipeline';
import { ClientApiKeyEndpoints } from './client/api-keys';
import { ClientCliEndpoints } from './client/cli';
import { ClientContactChannelEndpoints } from './client/contact-channels';
import { ClientNotificationPreferenceEndpoints } from './client/notification-preferences';
import { ClientOAuthEndpoints } from './client/oauth';
import { ClientConnectedAccountEndpoints, ClientOAuthAccountEndpoints } from './client/oauth-accounts';
import { ClientPasskeyEndpoints } from './client/passkeys';
import { ClientPasswordEndpoints } from './client/passwords';
import { ClientPermissionEndpoints } from './client/permissions';
import { ClientProjectEndpoints } from './client/projects';
import { ClientSessionEndpoints } from './client/sessions';
import { ClientSignInEndpoints } from './client/sign-in';
import { ClientTeamInvitationEndpoints } from './client/team-invitations';
import { ClientTeamEndpoints } from './client/teams';
import { ClientUserEndpoints } from './client/users';

export type { CliAuthCompleteResult } from './client/cli';

export interface ClientInterfaceOptions {
  /** API origin, without /api/v1. */
  baseUrl: string;
  projectId: string;
  publishableClientKey?: string;
  fetch?: typeof fetch;
  clock?: Clock;
  /** PipelineConfig.requestTimeoutMs. */
  requestTimeoutMs?: number;
}

export class ClientInterface {
  readonly projectId: string;
  readonly pipeline: RequestPipeline;
  /** Password, anonymous, MFA and OTP sign-in/up (§5.1-§5.3, §5.6). */
  readonly signIn: ClientSignInEndpoints;
  /** §5.4. */
  readonly passkeys: ClientPasskeyEndpoints;
  /** Authorize and token endpoints, including the access-token refresh (§5.5). */
  readonly oauth: ClientOAuthEndpoints;
  /** Sign-out, list and revoke (§5.7). */
  readonly sessions: ClientSessionEndpoints;
  /** Reset, update, set (§5.1). */
  readonly passwords: ClientPasswordEndpoints;
  /** §5.8. */
  readonly cli: ClientCliEndpoints;
  /** /users/me (§5.9). */
  readonly users: ClientUserEndpoints;
  /** §5.10 with e-mail verification. */
  readonly contactChannels: ClientContactChannelEndpoints;
  /** §5.22. */
  readonly notificationPreferences: ClientNotificationPreferenceEndpoints;
  /** §5.23. */
  readonly oauthAccounts: ClientOAuthAccountEndpoints;
  /** §5.24. */
  readonly connectedAccounts: ClientConnectedAccountEndpoints;
  /** User and team API keys (§5.17). */
  readonly apiKeys: ClientApiKeyEndpoints;
  /** Teams, leaving, member profiles (§5.11-§5.13). */
  readonly teams: ClientTeamEndpoints;
  /** §5.14. */
  readonly teamInvitations: ClientTeamInvitationEndpoints;
  /** §5.15. */
  readonly permissions: ClientPermissionEndpoints;
  /** §5.18. */
  readonly projects: ClientProjectEndpoints;

  constructor(options: ClientInterfaceOptions) {
    this.projectId = options.projectId;
    const pipeline = new RequestPipeline({
      baseUrl: options.baseUrl,
      projectId: options.projectId,
      accessType: 'client',
      ...(options.publishableClientKey === undefined ? {} : { publishableClientKey: options.publishableClientKey }),
      ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
      ...(options.clock === undefined ? {} : { clock: options.clock }),
      ...(options.requestTimeoutMs === undefined ? {} : { requestTimeoutMs: options.requestTimeoutMs }),
    });
    this.pipeline = pipeline;
    this.signIn = new ClientSignInEndpoints(pipeline);
    this.passkeys = new ClientPasskeyEndpoints(pipeline);
    this.oauth = new ClientOAuthEndpoints(pipeline, { projectId: options.projectId, publishableClientKey: options.publishableClientKey });
    this.sessions = new ClientSessionEndpoints(pipeline);
    this.passwords = new ClientPasswordEndpoints(pipeline);
    this.cli = new ClientCliEndpoints(pipeline);
    this.users = new ClientUserEndpoints(pipeline);
    this.contactChannels = new ClientContactChannelEndpoints(pipeline);
    this.notificationPreferences = new ClientNotificationPreferenceEndpoints(pipeline);
    this.oauthAccounts = new ClientOAuthAccountEndpoints(pipeline);
    this.connectedAccounts = new ClientConnectedAccountEndpoints(pipeline);
    this.apiKeys = new ClientApiKeyEndpoints(pipeline);
    this.teams = new ClientTeamEndpoints(pipeline);
    this.teamInvitations = new ClientTeamInvitationEndpoints(pipeline);
    this.permissions = new ClientPermissionEndpoints(pipeline);
    this.projects = new ClientProjectEndpoints(pipeline);
  }
}
