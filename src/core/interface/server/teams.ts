// Teams with server access (PROTOCOL.md §5.11): every team of the project, without member permissions.
import { teamEndpoints as e } from '../../../protocol/endpoints/teams';
import type { ListEnvelope } from '../../../protocol/wire/common';
import type { ServerTeamCreateBody, ServerTeamUpdateBody, ServerTeamWire } from '../../../protocol/wire/teams';
import type { RequestPipeline } from '../../http/pipeline';
import { callAsServer } from './server-view';

export class ServerTeamEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** GET /teams, or GET /teams?user_id= for one user's teams. */
  async list(userId?: string): Promise<ServerTeamWire[]> {
    return (await callAsServer<typeof e.list, ListEnvelope<ServerTeamWire>>(this.pipeline, e.list, { query: { user_id: userId } })).items;
  }

  /** GET /teams/{id} (TEAM_NOT_FOUND when there is none). */
  get(teamId: string): Promise<ServerTeamWire> {
    return callAsServer(this.pipeline, e.get, { params: { team_id: teamId } });
  }

  /** POST /teams (201); `creator_user_id` makes that user the first member with creator permissions. */
  create(body: ServerTeamCreateBody): Promise<ServerTeamWire> {
    return callAsServer(this.pipeline, e.create, { body });
  }

  /** PATCH /teams/{id}. */
  update(teamId: string, body: ServerTeamUpdateBody): Promise<ServerTeamWire> {
    return callAsServer(this.pipeline, e.update, { params: { team_id: teamId }, body });
  }

  /** DELETE /teams/{id}. */
  async delete(teamId: string): Promise<void> {
    await this.pipeline.call(e.delete, { params: { team_id: teamId } });
  }
}
