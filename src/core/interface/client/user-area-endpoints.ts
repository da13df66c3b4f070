// The client endpoints only the current-user areas call (src/core/apps/user, loaded on demand): built
// from the pipeline where they are used, so the sign-in script carries neither them nor their schemas.
import type { RequestPipeline } from '../../http/pipeline';
import { ClientApiKeyEndpoints } from './api-keys';
import { ClientContactChannelEndpoints } from './contact-channels';
import { ClientMfaRecoveryCodeEndpoints } from './mfa-recovery-codes';
import { ClientNotificationPreferenceEndpoints } from './notification-preferences';
import { ClientConnectedAccountEndpoints, ClientOAuthAccountEndpoints } from './oauth-accounts';
import { ClientPermissionEndpoints } from './permissions';
import { ClientSessionUserAgentEndpoints } from './session-user-agents';
import { ClientTeamInvitationEndpoints } from './team-invitations';
import { ClientTeamEndpoints } from './teams';

export interface ClientUserAreaEndpoints {
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
  /** Extension 'session-user-agents' (only where the server announces it). */
  readonly sessionUserAgents: ClientSessionUserAgentEndpoints;
  /** Emulator extension 'mfa-recovery-codes'. */
  readonly mfaRecoveryCodes: ClientMfaRecoveryCodeEndpoints;
}

// One set per pipeline: the classes hold nothing but it, so every caller may share them.
const built = new WeakMap<RequestPipeline, ClientUserAreaEndpoints>();

/** The areas' endpoints over `pipeline` (the same objects on every call). */
export function clientUserAreaEndpoints(pipeline: RequestPipeline): ClientUserAreaEndpoints {
  let endpoints = built.get(pipeline);
  if (endpoints === undefined) built.set(pipeline, (endpoints = create(pipeline)));
  return endpoints;
}

function create(pipeline: RequestPipeline): ClientUserAreaEndpoints {
  return {
    contactChannels: new ClientContactChannelEndpoints(pipeline),
    notificationPreferences: new ClientNotificationPreferenceEndpoints(pipeline),
    oauthAccounts: new ClientOAuthAccountEndpoints(pipeline),
    connectedAccounts: new ClientConnectedAccountEndpoints(pipeline),
    apiKeys: new ClientApiKeyEndpoints(pipeline),
    teams: new ClientTeamEndpoints(pipeline),
    teamInvitations: new ClientTeamInvitationEndpoints(pipeline),
    permissions: new ClientPermissionEndpoints(pipeline),
    sessionUserAgents: new ClientSessionUserAgentEndpoints(pipeline),
    mfaRecoveryCodes: new ClientMfaRecoveryCodeEndpoints(pipeline),
  };
}
