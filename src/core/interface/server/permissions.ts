// Team and project permission grants with server access (PROTOCOL.md §5.15).
import type { ListEnvelope, SuccessResponse } from '../../../protocol/wire/common';
import type { ProjectPermissionGrantWire, TeamPermissionGrantWire } from '../../../protocol/wire/permissions';
import type { RequestPipeline } from '../../http/pipeline';
import { seg, withQuery } from './path';

/** Filters of GET /team-permissions and /project-permissions; `recursive` has no wire default of true, so it is always sent. */
export interface PermissionQuery {
  userId: string;
  recursive: boolean;
  permissionId?: string;
}

function permissionParams(query: PermissionQuery): Record<string, string | undefined> {
  return { user_id: query.userId, recursive: String(query.recursive), permission_id: query.permissionId };
}

export class ServerPermissionEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** POST /team-permissions/{team}/{user}/{permission} (201; needs membership and a known team permission). */
  grantTeam(teamId: string, userId: string, permissionId: string): Promise<TeamPermissionGrantWire> {
    return this.pipeline.json<TeamPermissionGrantWire>(`/team-permissions/${seg(teamId)}/${seg(userId)}/${seg(permissionId)}`, { method: 'POST', body: {} });
  }

  /** DELETE /team-permissions/{team}/{user}/{permission} (TEAM_PERMISSION_NOT_FOUND when not held directly). */
  async revokeTeam(teamId: string, userId: string, permissionId: string): Promise<void> {
    await this.pipeline.json<SuccessResponse>(`/team-permissions/${seg(teamId)}/${seg(userId)}/${seg(permissionId)}`, { method: 'DELETE' });
  }

  /** GET /team-permissions?team_id=&user_id=&recursive=. */
  async listTeam(teamId: string, query: PermissionQuery): Promise<TeamPermissionGrantWire[]> {
    const path = withQuery('/team-permissions', { team_id: teamId, ...permissionParams(query) });
    return (await this.pipeline.json<ListEnvelope<TeamPermissionGrantWire>>(path, { method: 'GET' })).items;
  }

  /** POST /project-permissions/{user}/{permission} (201; PERMISSION_NOT_FOUND for an unknown one). */
  grantProject(userId: string, permissionId: string): Promise<ProjectPermissionGrantWire> {
    return this.pipeline.json<ProjectPermissionGrantWire>(`/project-permissions/${seg(userId)}/${seg(permissionId)}`, { method: 'POST', body: {} });
  }

  /** DELETE /project-permissions/{user}/{permission} (PERMISSION_NOT_FOUND when not held directly). */
  async revokeProject(userId: string, permissionId: string): Promise<void> {
    await this.pipeline.json<SuccessResponse>(`/project-permissions/${seg(userId)}/${seg(permissionId)}`, { method: 'DELETE' });
  }

  /** GET /project-permissions?user_id=&recursive=. */
  async listProject(query: PermissionQuery): Promise<ProjectPermissionGrantWire[]> {
    const path = withQuery('/project-permissions', permissionParams(query));
    return (await this.pipeline.json<ListEnvelope<ProjectPermissionGrantWire>>(path, { method: 'GET' })).items;
  }
}
