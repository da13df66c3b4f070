// Webhooks (PROTOCOL.md §5.28): the portal token, and the test event of the 2.8.108 SDK. Access A.
import type { SendTestWebhookBody, SendTestWebhookWire, SvixTokenWire } from '../../../protocol/wire/webhooks';
import type { RequestPipeline } from '../../http/pipeline';

export class AdminWebhookEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** POST /webhooks/svix-token (201): a token for the project's webhook portal, and where it works. */
  getSvixToken(): Promise<SvixTokenWire> {
    return this.pipeline.json<SvixTokenWire>('/webhooks/svix-token', { method: 'POST', body: {} });
  }

  /** POST /internal/send-test-webhook: one test event to an endpoint; `success: false` carries the reason. */
  sendTestWebhook(body: SendTestWebhookBody): Promise<SendTestWebhookWire> {
    return this.pipeline.json<SendTestWebhookWire>('/internal/send-test-webhook', { method: 'POST', body });
  }
}
