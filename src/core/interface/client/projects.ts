// The current project (PROTOCOL.md §5.18).
import type { ClientProjectWire } from '../../../protocol/wire';
import type { RequestPipeline } from '../../http/pipeline';

export class ClientProjectEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** GET /projects/current: the client view of the project. */
  getCurrent(): Promise<ClientProjectWire> {
    return this.pipeline.json<ClientProjectWire>('/projects/current', { method: 'GET' });
  }
}
