// Team and project permission grants with server access (PROTOCOL.md §5.15).
import { permissionEndpoints as e } from '../../../protocol/endpoints/permissions';
import type { ProjectPermissionGrantWire, TeamPermissionGrantWire } from '../../../protocol/wire/permissions';
import type { RequestPipeline } from '../../http/pipeline';

/** Filters of GET /team-permissions and /project-permissions; `recursive` has no wire default of true, so it is always sent. */
export interface PermissionQuery {
  userId: string;
  recursive: boolean;
  permissionId?: string;
}

function permissionParams(query: PermissionQuery) {
  return { user_id: query.userId, recursive: query.recursive ? 'true' : 'false', permission_id: query.permissionId } as const;
}

export class ServerPermissionEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** POST /team-permissions/{team}/{user}/{permission} (201; needs membership and a known team permission). */
  grantTeam(teamId: string, userId: string, permissionId: string): Promise<TeamPermissionGrantWire> {
    return this.pipeline.call(e.grantTeam, { params: { team_id: teamId, user_id: userId, permission_id: permissionId }, body: {} });
  }

  /** DELETE /team-permissions/{team}/{user}/{permission} (TEAM_PERMISSION_NOT_FOUND when not held directly). */
  async revokeTeam(teamId: string, userId: string, permissionId: string): Promise<void> {
    await this.pipeline.call(e.revokeTeam, { params: { team_id: teamId, user_id: userId, permission_id: permissionId } });
  }

  /** GET /team-permissions?team_id=&user_id=&recursive=. */
  async listTeam(teamId: string, query: PermissionQuery): Promise<TeamPermissionGrantWire[]> {
    return (await this.pipeline.call(e.listTeam, { query: { team_id: teamId, ...permissionParams(query) } })).items;
  }

  /** POST /project-permissions/{user}/{permission} (201; PERMISSION_NOT_FOUND for an unknown one). */
  grantProject(userId: string, permissionId: string): Promise<ProjectPermissionGrantWire> {
    return this.pipeline.call(e.grantProject, { params: { user_id: userId, permission_id: permissionId }, body: {} });
  }

  /** DELETE /project-permissions/{user}/{permission} (PERMISSION_NOT_FOUND when not held directly). */
  async revokeProject(userId: string, permissionId: string): Promise<void> {
    await this.pipeline.call(e.revokeProject, { params: { user_id: userId, permission_id: permissionId } });
  }

  /** GET /project-permissions?user_id=&recursive=. */
  async listProject(query: PermissionQuery): Promise<ProjectPermissionGrantWire[]> {
    return (await this.pipeline.call(e.listProject, { query: permissionParams(query) })).items;
  }
}
