// The signed-in user's permission grants (PROTOCOL.md §5.15).
import { permissionEndpoints as e } from '../../../protocol/endpoints/permissions';
import type { ProjectPermissionGrantWire, TeamPermissionGrantWire } from '../../../protocol/wire/permissions';
import type { RequestPipeline, SessionLike } from '../../http/pipeline';

export class ClientPermissionEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** GET /team-permissions?team_id=&user_id=me&recursive=: the current user's grants in one team. */
  async listTeam(session: SessionLike, teamId: string, recursive: boolean): Promise<TeamPermissionGrantWire[]> {
    const query = { team_id: teamId, user_id: 'me', recursive: recursive ? 'true' : 'false' } as const;
    return (await this.pipeline.call(e.listTeam, { query, session })).items;
  }

  /** GET /project-permissions?user_id=me&recursive=: the current user's project grants. */
  async listProject(session: SessionLike, recursive: boolean): Promise<ProjectPermissionGrantWire[]> {
    const query = { user_id: 'me', recursive: recursive ? 'true' : 'false' } as const;
    return (await this.pipeline.call(e.listProject, { query, session })).items;
  }
}
