// Teams with server access (PROTOCOL.md §5.11): every team of the project, without member permissions.
import type { ListEnvelope, SuccessResponse } from '../../../protocol/wire/common';
import type { ServerTeamCreateBody, ServerTeamUpdateBody, ServerTeamWire } from '../../../protocol/wire/teams';
import type { RequestPipeline } from '../../http/pipeline';
import { seg, withQuery } from './path';

export class ServerTeamEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** GET /teams, or GET /teams?user_id= for one user's teams. */
  async list(userId?: string): Promise<ServerTeamWire[]> {
    return (await this.pipeline.json<ListEnvelope<ServerTeamWire>>(withQuery('/teams', { user_id: userId }), { method: 'GET' })).items;
  }

  /** GET /teams/{id} (TEAM_NOT_FOUND when there is none). */
  get(teamId: string): Promise<ServerTeamWire> {
    return this.pipeline.json<ServerTeamWire>(`/teams/${seg(teamId)}`, { method: 'GET' });
  }

  /** POST /teams (201); `creator_user_id` makes that user the first member with creator permissions. */
  create(body: ServerTeamCreateBody): Promise<ServerTeamWire> {
    return this.pipeline.json<ServerTeamWire>('/teams', { method: 'POST', body });
  }

  /** PATCH /teams/{id}. */
  update(teamId: string, body: ServerTeamUpdateBody): Promise<ServerTeamWire> {
    return this.pipeline.json<ServerTeamWire>(`/teams/${seg(teamId)}`, { method: 'PATCH', body });
  }

  /** DELETE /teams/{id}. */
  async delete(teamId: string): Promise<void> {
    await this.pipeline.json<SuccessResponse>(`/teams/${seg(teamId)}`, { method: 'DELETE' });
  }
}
