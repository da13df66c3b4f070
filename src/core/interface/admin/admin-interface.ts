// The admin-access endpoints of the Stack Auth API (PROTOCOL.md §5.16-§5.28), for the project owner's
// console and for backends holding the super secret admin key. One field per area, each area a small
// class in this folder with one method per endpoint; every server endpoint is reachable too (the
// ServerInterface over the same admin pipeline).
import { RequestPipeline } from '../../http/pipeline';
import { AdminInternalApiKeyEndpoints } from './api-keys';
import { AdminConfigEndpoints } from './config';
import { AdminPermissionDefinitionEndpoints } from './permission-definitions';
import { AdminProjectEndpoints } from './projects';
import { privilegedPipelineConfig, ServerInterface, type ServerInterfaceOptions } from '../server-interface';
import { AdminEmailEndpoints } from './emails';
import { AdminAiChatEndpoints } from './ai-chat';
import { AdminMetricsEndpoints } from './metrics';
import { AdminWebhookEndpoints } from './webhooks';
import { EmulatorWebhookEndpoints } from './emulator-webhooks';

export type AdminInterfaceOptions = Omit<ServerInterfaceOptions, 'secretServerKey'>;

export class AdminInterface {
  readonly pipeline: RequestPipeline;
  /** The server endpoints, sent with admin access. */
  readonly server: ServerInterface;
  // Areas (one file each in this folder), e.g. `readonly projects = new AdminProjectEndpoints(this.pipeline);`
  readonly projects: AdminProjectEndpoints;
  readonly config: AdminConfigEndpoints;
  readonly internalApiKeys: AdminInternalApiKeyEndpoints;
  readonly permissionDefinitions: AdminPermissionDefinitionEndpoints;
  readonly emails: AdminEmailEndpoints;
  readonly metrics: AdminMetricsEndpoints;
  readonly webhooks: AdminWebhookEndpoints;
  /** The emulator's webhook endpoints and delivery log (not on hosted Stack Auth). */
  readonly emulatorWebhooks: EmulatorWebhookEndpoints;
  readonly aiChat: AdminAiChatEndpoints;

  constructor(options: AdminInterfaceOptions) {
    this.pipeline = new RequestPipeline(privilegedPipelineConfig(options));
    this.server = new ServerInterface(options);
    this.projects = new AdminProjectEndpoints(this.pipeline);
    this.config = new AdminConfigEndpoints(this.pipeline);
    this.internalApiKeys = new AdminInternalApiKeyEndpoints(this.pipeline);
    this.permissionDefinitions = new AdminPermissionDefinitionEndpoints(this.pipeline);
    this.emails = new AdminEmailEndpoints(this.pipeline);
    this.metrics = new AdminMetricsEndpoints(this.pipeline);
    this.webhooks = new AdminWebhookEndpoints(this.pipeline);
    this.emulatorWebhooks = new EmulatorWebhookEndpoints(new RequestPipeline({ ...privilegedPipelineConfig(options), apiPath: '/emulator' }), options.projectId);
    this.aiChat = new AdminAiChatEndpoints(this.pipeline);
  }
}
