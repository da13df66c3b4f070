// Project management from the internal project (PROTOCOL.md §5.19): a signed-in dashboard user lists
// the projects their teams own and creates new ones. Client access with the user's session.
import type { AdminProjectCreateBody, AdminProjectWire } from '../../../protocol/wire/admin-projects';
import type { ListEnvelope } from '../../../protocol/wire/common';
import type { RequestPipeline, SessionLike } from '../../http/pipeline';

export class OwnedProjectEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** GET /internal/projects: projects owned by one of the user's internal teams. */
  async listOwnedProjects(session: SessionLike): Promise<AdminProjectWire[]> {
    return (await this.pipeline.json<ListEnvelope<AdminProjectWire>>('/internal/projects', { method: 'GET', session })).items;
  }

  /** POST /internal/projects (201): the caller must belong to `owner_team_id`. */
  createProject(session: SessionLike, body: AdminProjectCreateBody): Promise<AdminProjectWire> {
    return this.pipeline.json<AdminProjectWire>('/internal/projects', { method: 'POST', body, session });
  }
}
