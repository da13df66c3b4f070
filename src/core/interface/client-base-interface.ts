// The client endpoints the client app calls itself: sign-in, tokens, the current user, its e-mail
// verification and invitation codes, the project. The current-user areas (teams, API keys, ...) build
// theirs from the pipeline in their on-demand code (./client/user-area-endpoints), so their descriptors and
// schemas stay out of the sign-in script; ClientInterface (the public one) has both.

import type { Clock } from '../../protocol/clock';
import { RequestPipeline, type PipelineConfig } from '../http/pipeline';
import { ClientCliEndpoints } from './client/cli';
import { ClientEmailVerificationEndpoints } from './client/email-verification';
import { ClientOAuthEndpoints } from './client/oauth';
import { ClientPasskeyEndpoints } from './client/passkeys';
import { ClientPasswordEndpoints } from './client/passwords';
import { ClientProjectEndpoints } from './client/projects';
import { ClientSessionEndpoints } from './client/sessions';
import { ClientSignInEndpoints } from './client/sign-in';
import { ClientTeamInvitationCodeEndpoints } from './client/team-invitation-codes';
import { ClientUserEndpoints } from './client/users';

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

export class ClientBaseInterface {
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
  /** E-mail verification (§5.10); ClientInterface's adds the contact channels' CRUD. */
  readonly contactChannels: ClientEmailVerificationEndpoints;
  /** Invitation codes (§5.14); ClientInterface's adds the team's invitations. */
  readonly teamInvitations: ClientTeamInvitationCodeEndpoints;
  /** §5.18. */
  readonly projects: ClientProjectEndpoints;

  constructor(options: ClientInterfaceOptions) {
    this.projectId = options.projectId;
    const config: PipelineConfig = {
      baseUrl: options.baseUrl,
      projectId: options.projectId,
      accessType: 'client',
      ...(options.publishableClientKey === undefined ? {} : { publishableClientKey: options.publishableClientKey }),
      ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
      ...(options.clock === undefined ? {} : { clock: options.clock }),
      ...(options.requestTimeoutMs === undefined ? {} : { requestTimeoutMs: options.requestTimeoutMs }),
    };
    const pipeline = new RequestPipeline(config);
    this.pipeline = pipeline;
    this.signIn = new ClientSignInEndpoints(pipeline);
    this.passkeys = new ClientPasskeyEndpoints(pipeline);
    this.oauth = new ClientOAuthEndpoints(pipeline, { projectId: options.projectId, publishableClientKey: options.publishableClientKey });
    this.sessions = new ClientSessionEndpoints(pipeline);
    this.passwords = new ClientPasswordEndpoints(pipeline);
    this.cli = new ClientCliEndpoints(pipeline);
    this.users = new ClientUserEndpoints(pipeline);
    this.contactChannels = new ClientEmailVerificationEndpoints(pipeline);
    this.teamInvitations = new ClientTeamInvitationCodeEndpoints(pipeline);
    this.projects = new ClientProjectEndpoints(pipeline, new RequestPipeline({ ...config, apiPath: '/emulator' }));
  }
}
