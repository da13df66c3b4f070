// The emulator's own webhook registry (emulator/routes/webhook-endpoints.ts), under
// /emulator/projects/{project_id}/: hosted Stack Auth keeps endpoints in Svix and answers 404 here.
// Admin access, with the same headers as the API (the owner's admin access token or the admin key).
import type { WebhookDeliveryWire, WebhookEndpointCreateBody, WebhookEndpointWire } from '../../../protocol/wire/webhooks';
import type { RequestPipeline } from '../../http/pipeline';

export class EmulatorWebhookEndpoints {
  /** `pipeline` sends to `${baseUrl}/emulator` (PipelineConfig.apiPath). */
  constructor(
    private readonly pipeline: RequestPipeline,
    private readonly projectId: string,
  ) {}

  private path(rest: string): string {
    return `/projects/${encodeURIComponent(this.projectId)}/${rest}`;
  }

  /** POST webhook-endpoints (201): the new endpoint with its whsec_ signing secret. */
  createEndpoint(body: WebhookEndpointCreateBody): Promise<WebhookEndpointWire> {
    return this.pipeline.json<WebhookEndpointWire>(this.path('webhook-endpoints'), { method: 'POST', body });
  }

  /** GET webhook-endpoints. */
  async listEndpoints(): Promise<WebhookEndpointWire[]> {
    return (await this.pipeline.json<{ items: WebhookEndpointWire[] }>(this.path('webhook-endpoints'))).items;
  }

  /** DELETE webhook-endpoints/{id}. */
  async deleteEndpoint(endpointId: string): Promise<void> {
    await this.pipeline.send(this.path(`webhook-endpoints/${encodeURIComponent(endpointId)}`), { method: 'DELETE' });
  }

  /** GET webhook-deliveries[?endpoint_id=]: every delivery with its attempts, oldest first. */
  async listDeliveries(endpointId?: string): Promise<WebhookDeliveryWire[]> {
    const query = endpointId === undefined ? '' : `?endpoint_id=${encodeURIComponent(endpointId)}`;
    return (await this.pipeline.json<{ items: WebhookDeliveryWire[] }>(this.path(`webhook-deliveries${query}`))).items;
  }
}
