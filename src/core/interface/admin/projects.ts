// The owner's project endpoints (PROTOCOL.md §5.19): read, change and delete the current project.
import type { AdminProjectUpdateBody, AdminProjectWire } from '../../../protocol/wire/admin-projects';
import type { SuccessResponse } from '../../../protocol/wire/common';
import type { RequestPipeline } from '../../http/pipeline';

export class AdminProjectEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** GET /internal/projects/current: the admin view. */
  getProject(): Promise<AdminProjectWire> {
    return this.pipeline.json<AdminProjectWire>('/internal/projects/current', { method: 'GET' });
  }

  /** PATCH /internal/projects/current: only the given fields; `config.domains` and `oauth_providers` replace their lists. */
  updateProject(body: AdminProjectUpdateBody): Promise<AdminProjectWire> {
    return this.pipeline.json<AdminProjectWire>('/internal/projects/current', { method: 'PATCH', body });
  }

  /** DELETE /internal/projects/current: the project and everything in it. */
  async deleteProject(): Promise<void> {
    await this.pipeline.json<SuccessResponse>('/internal/projects/current', { method: 'DELETE' });
  }
}
