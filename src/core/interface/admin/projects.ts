// The owner's project endpoints (PROTOCOL.md §5.19): read, change and delete the current project.
import { adminProjectEndpoints as e } from '../../../protocol/endpoints/admin-projects';
import type { AdminProjectUpdateBody, AdminProjectWire } from '../../../protocol/wire/admin-projects';
import type { RequestPipeline } from '../../http/pipeline';

export class AdminProjectEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** The admin view. */
  getProject(): Promise<AdminProjectWire> {
    return this.pipeline.call(e.current, {});
  }

  /** Only the given fields; `config.domains` and `oauth_providers` replace their lists. */
  updateProject(body: AdminProjectUpdateBody): Promise<AdminProjectWire> {
    return this.pipeline.call(e.update, { body });
  }

  /** The project and everything in it. */
  async deleteProject(): Promise<void> {
    await this.pipeline.call(e.delete, {});
  }
}
