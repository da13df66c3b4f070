// Project management from the internal project (PROTOCOL.md §5.19): a signed-in dashboard user lists
// the projects their teams own and creates new ones. Client access with the user's session.
import { adminProjectEndpoints as e } from '../../../protocol/endpoints/admin-projects';
import type { AdminProjectCreateBody, AdminProjectWire } from '../../../protocol/wire/admin-projects';
import type { RequestPipeline, SessionLike } from '../../http/pipeline';

export class OwnedProjectEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** Projects owned by one of the user's internal teams. */
  async listOwnedProjects(session: SessionLike): Promise<AdminProjectWire[]> {
    return (await this.pipeline.call(e.listOwned, { session })).items;
  }

  /** A new project (201): the caller must belong to `owner_team_id`. */
  createProject(session: SessionLike, body: AdminProjectCreateBody): Promise<AdminProjectWire> {
    return this.pipeline.call(e.create, { body, session });
  }
}
