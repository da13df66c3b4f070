// The server-access endpoints of the Stack Auth API (PROTOCOL.md §5), one thin typed method per
// endpoint, for backends holding the secret server key. Only the teams, memberships, permissions and
// user lookup slice is here so far; the client-access endpoints stay in client-interface.ts.

import type { ListEnvelope, SuccessResponse } from '../../protocol/wire/common';
import type { ProjectPermissionGrantWire, TeamPermissionGrantWire } from '../../protocol/wire/permissions';
import type {
  ClientTeamMemberProfileWire,
  ServerTeamCreateBody,
  ServerTeamUpdateBody,
  ServerTeamWire,
  TeamMembershipWire,
} from '../../protocol/wire/teams';
import type { ServerUserWire } from '../../protocol/wire/users';
import type { Clock } from '../../protocol/clock';
import { RequestPipeline, type PipelineConfig } from '../http/pipeline';
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
}

/** Filters of GET /team-permissions and /project-permissions; `recursive` has no wire default of true, so it is always sent. */
export interface PermissionQuery {
  userId: string;
  recursive: boolean;
  permissionId?: string;
}

const seg = encodeURIComponent;

export class ServerInterface {
  readonly pipeline: RequestPipeline;
  /** E-mail: send to users, sign-in invitations (src/core/interface/server/emails.ts). */
  readonly emails: ServerEmailEndpoints;

  constructor(options: ServerInterfaceOptions) {
    this.pipeline = new RequestPipeline(privilegedPipelineConfig(options));
    this.emails = new ServerEmailEndpoints(this.pipeline);
  }

  // ---- Users ----

  /** GET /users/{id} (USER_NOT_FOUND when there is none). */
  getUser(userId: string): Promise<ServerUserWire> {
    return this.pipeline.json<ServerUserWire>(`/users/${seg(userId)}`, { method: 'GET' });
  }

  // ---- Teams (§5.11) ----

  /** GET /teams, or GET /teams?user_id= for one user's teams. */
  async listTeams(userId?: string): Promise<ServerTeamWire[]> {
    const path = userId === undefined ? '/teams' : `/teams?${new URLSearchParams({ user_id: userId })}`;
    return (await this.pipeline.json<ListEnvelope<ServerTeamWire>>(path, { method: 'GET' })).items;
  }

  /** GET /teams/{id} (TEAM_NOT_FOUND when there is none). */
  getTeam(teamId: string): Promise<ServerTeamWire> {
    return this.pipeline.json<ServerTeamWire>(`/teams/${seg(teamId)}`, { method: 'GET' });
  }

  /** POST /teams (201); `creator_user_id` makes that user the first member with creator permissions. */
  createTeam(body: ServerTeamCreateBody): Promise<ServerTeamWire> {
    return this.pipeline.json<ServerTeamWire>('/teams', { method: 'POST', body });
  }

  /** PATCH /teams/{id}. */
  updateTeam(teamId: string, body: ServerTeamUpdateBody): Promise<ServerTeamWire> {
    return this.pipeline.json<ServerTeamWire>(`/teams/${seg(teamId)}`, { method: 'PATCH', body });
  }

  /** DELETE /teams/{id}. */
  async deleteTeam(teamId: string): Promise<void> {
    await this.pipeline.json<SuccessResponse>(`/teams/${seg(teamId)}`, { method: 'DELETE' });
  }

  // ---- Memberships and member profiles (§5.12, §5.13) ----

  /** POST /team-memberships/{team}/{user} (201; TEAM_MEMBERSHIP_ALREADY_EXISTS for a member). */
  addTeamMember(teamId: string, userId: string): Promise<TeamMembershipWire> {
    return this.pipeline.json<TeamMembershipWire>(`/team-memberships/${seg(teamId)}/${seg(userId)}`, { method: 'POST', body: {} });
  }

  /** DELETE /team-memberships/{team}/{user} (TEAM_MEMBERSHIP_NOT_FOUND for a non-member). */
  async removeTeamMember(teamId: string, userId: string): Promise<void> {
    await this.pipeline.json<SuccessResponse>(`/team-memberships/${seg(teamId)}/${seg(userId)}`, { method: 'DELETE' });
  }

  /** GET /team-member-profiles?team_id=: the members' team profiles, by join time. */
  async listTeamMemberProfiles(teamId: string): Promise<ClientTeamMemberProfileWire[]> {
    const path = `/team-member-profiles?${new URLSearchParams({ team_id: teamId })}`;
    return (await this.pipeline.json<ListEnvelope<ClientTeamMemberProfileWire>>(path, { method: 'GET' })).items;
  }

  // ---- Permissions (§5.15) ----

  /** POST /team-permissions/{team}/{user}/{permission} (201; needs membership and a known team permission). */
  grantTeamPermission(teamId: string, userId: string, permissionId: string): Promise<TeamPermissionGrantWire> {
    return this.pipeline.json<TeamPermissionGrantWire>(`/team-permissions/${seg(teamId)}/${seg(userId)}/${seg(permissionId)}`, { method: 'POST', body: {} });
  }

  /** DELETE /team-permissions/{team}/{user}/{permission} (TEAM_PERMISSION_NOT_FOUND when not held directly). */
  async revokeTeamPermission(teamId: string, userId: string, permissionId: string): Promise<void> {
    await this.pipeline.json<SuccessResponse>(`/team-permissions/${seg(teamId)}/${seg(userId)}/${seg(permissionId)}`, { method: 'DELETE' });
  }

  /** GET /team-permissions?team_id=&user_id=&recursive=. */
  async listTeamPermissions(teamId: string, query: PermissionQuery): Promise<TeamPermissionGrantWire[]> {
    const path = `/team-permissions?${new URLSearchParams({ team_id: teamId, ...permissionParams(query) })}`;
    return (await this.pipeline.json<ListEnvelope<TeamPermissionGrantWire>>(path, { method: 'GET' })).items;
  }

  /** POST /project-permissions/{user}/{permission} (201; PERMISSION_NOT_FOUND for an unknown one). */
  grantProjectPermission(userId: string, permissionId: string): Promise<ProjectPermissionGrantWire> {
    return this.pipeline.json<ProjectPermissionGrantWire>(`/project-permissions/${seg(userId)}/${seg(permissionId)}`, { method: 'POST', body: {} });
  }

  /** DELETE /project-permissions/{user}/{permission} (PERMISSION_NOT_FOUND when not held directly). */
  async revokeProjectPermission(userId: string, permissionId: string): Promise<void> {
    await this.pipeline.json<SuccessResponse>(`/project-permissions/${seg(userId)}/${seg(permissionId)}`, { method: 'DELETE' });
  }

  /** GET /project-permissions?user_id=&recursive=. */
  async listProjectPermissions(query: PermissionQuery): Promise<ProjectPermissionGrantWire[]> {
    const path = `/project-permissions?${new URLSearchParams(permissionParams(query))}`;
    return (await this.pipeline.json<ListEnvelope<ProjectPermissionGrantWire>>(path, { method: 'GET' })).items;
  }
}

function permissionParams(query: PermissionQuery): Record<string, string> {
  return {
    user_id: query.userId,
    recursive: String(query.recursive),
    ...(query.permissionId === undefined ? {} : { permission_id: query.permissionId }),
  };
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
  };
}
