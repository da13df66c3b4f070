// The admin-access endpoints of the Stack Auth API (PROTOCOL.md §5.16-§5.28), for the project owner's
// console and for backends holding the super secret admin key. One field per area, each area a small
// class in this folder with one method per endpoint; every server endpoint is reachable too (the
// ServerInterface over the same admin pipeline).
import { RequestPipeline } from '../../http/pipeline';
import { privilegedPipelineConfig, ServerInterface, type ServerInterfaceOptions } from '../server-interface';
import { AdminAiChatEndpoints } from './ai-chat';
import { AdminMetricsEndpoints } from './metrics';
import { AdminWebhookEndpoints } from './webhooks';

export type AdminInterfaceOptions = Omit<ServerInterfaceOptions, 'secretServerKey'>;

export class AdminInterface {
  readonly pipeline: RequestPipeline;
  /** The server endpoints, sent with admin access. */
  readonly server: ServerInterface;
  // Areas (one file each in this folder), e.g. `readonly projects = new AdminProjectEndpoints(this.pipeline);`
  readonly metrics: AdminMetricsEndpoints;
  readonly webhooks: AdminWebhookEndpoints;
  readonly aiChat: AdminAiChatEndpoints;

  constructor(options: AdminInterfaceOptions) {
    this.pipeline = new RequestPipeline(privilegedPipelineConfig(options));
    this.server = new ServerInterface(options);
    this.metrics = new AdminMetricsEndpoints(this.pipeline);
    this.webhooks = new AdminWebhookEndpoints(this.pipeline);
    this.aiChat = new AdminAiChatEndpoints(this.pipeline);
  }
}
