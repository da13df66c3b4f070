// The current project (PROTOCOL.md §5.18).
import { projectEndpoints as e } from '../../../protocol/endpoints/projects';
import type { ClientProjectWire } from '../../../protocol/wire/projects';
import type { RequestPipeline } from '../../http/pipeline';

export class ClientProjectEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** The client view of the project. */
  getCurrent(): Promise<ClientProjectWire> {
    return this.pipeline.call(e.current, {});
  }
}
