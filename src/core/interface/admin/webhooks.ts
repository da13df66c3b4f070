// Webhooks (PROTOCOL.md §5.28): the portal token, and the test event of the 2.8.108 SDK. Access A.
import { webhookEndpoints as e } from '../../../protocol/endpoints/webhooks';
import type { SendTestWebhookBody, SendTestWebhookWire, SvixTokenWire } from '../../../protocol/wire/webhooks';
import type { RequestPipeline } from '../../http/pipeline';

export class AdminWebhookEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** A token for the project's webhook portal (201), and where it works. */
  getSvixToken(): Promise<SvixTokenWire> {
    return this.pipeline.call(e.svixToken, { body: {} });
  }

  /** One test event to an endpoint; `success: false` carries the reason. */
  sendTestWebhook(body: SendTestWebhookBody): Promise<SendTestWebhookWire> {
    return this.pipeline.call(e.sendTest, { body });
  }
}
