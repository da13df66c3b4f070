// The emulator's own webhook registry (emulator/routes/webhook-endpoints.ts), under
// /emulator/projects/{project_id}/: hosted Stack Auth keeps endpoints in Svix and answers 404 here.
// Admin access, with the same headers as the API (the owner's admin access token or the admin key).
import { emulatorWebhookEndpoints as e } from '../../../protocol/endpoints/emulator-webhooks';
import type { WebhookDeliveryWire, WebhookEndpointCreateBody, WebhookEndpointWire } from '../../../protocol/wire/webhooks';
import type { RequestPipeline } from '../../http/pipeline';

export class EmulatorWebhookEndpoints {
  /** `pipeline` sends to `${baseUrl}/emulator` (PipelineConfig.apiPath): the descriptors' `base`. */
  constructor(
    private readonly pipeline: RequestPipeline,
    private readonly projectId: string,
  ) {}

  /** The new endpoint (201) with its whsec_ signing secret. */
  createEndpoint(body: WebhookEndpointCreateBody): Promise<WebhookEndpointWire> {
    return this.pipeline.call(e.createEndpoint, { params: { project_id: this.projectId }, body });
  }

  async listEndpoints(): Promise<WebhookEndpointWire[]> {
    return (await this.pipeline.call(e.listEndpoints, { params: { project_id: this.projectId } })).items;
  }

  async deleteEndpoint(endpointId: string): Promise<void> {
    await this.pipeline.call(e.deleteEndpoint, { params: { project_id: this.projectId, endpoint_id: endpointId } });
  }

  /** Every delivery with its attempts, oldest first; `endpointId` narrows to one endpoint. */
  async listDeliveries(endpointId?: string): Promise<WebhookDeliveryWire[]> {
    return (await this.pipeline.call(e.listDeliveries, { params: { project_id: this.projectId }, query: { endpoint_id: endpointId } })).items;
  }
}
