// The signed-in user's permission grants (PROTOCOL.md §5.15).
import type { ListEnvelope } from '../../../protocol/wire/common';
import type { ProjectPermissionGrantWire, TeamPermissionGrantWire } from '../../../protocol/wire/permissions';
import type { RequestPipeline, SessionLike } from '../../http/pipeline';

export class ClientPermissionEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** GET /team-permissions?team_id=&user_id=me&recursive=: the current user's grants in one team. */
  async listTeam(session: SessionLike, teamId: string, recursive: boolean): Promise<TeamPermissionGrantWire[]> {
    const query = new URLSearchParams({ team_id: teamId, user_id: 'me', recursive: String(recursive) });
    return (await this.pipeline.json<ListEnvelope<TeamPermissionGrantWire>>(`/team-permissions?${query}`, { method: 'GET', session })).items;
  }

  /** GET /project-permissions?user_id=me&recursive=: the current user's project grants. */
  async listProject(session: SessionLike, recursive: boolean): Promise<ProjectPermissionGrantWire[]> {
    const query = new URLSearchParams({ user_id: 'me', recursive: String(recursive) });
    return (await this.pipeline.json<ListEnvelope<ProjectPermissionGrantWire>>(`/project-permissions?${query}`, { method: 'GET', session })).items;
  }
}
