// Webhooks (PROTOCOL.md §5.28): the portal token, and the test event of the 2.8.108 SDK. Access A.
import { ADMIN_CALLERS, endpoint } from '../endpoint';
import { sendTestWebhookBody, sendTestWebhookResponse, svixTokenBody, svixTokenResponse } from '../wire/webhooks';

export const webhookEndpoints = {
  /** A token for the project's webhook portal (201), and where it works: the emulator's registry. */
  svixToken: endpoint({ method: 'POST', path: '/webhooks/svix-token', access: ADMIN_CALLERS, body: svixTokenBody, answer: svixTokenResponse }),
  /** One test event to an endpoint; `success: false` carries the reason. */
  sendTest: endpoint({ method: 'POST', path: '/internal/send-test-webhook', access: ADMIN_CALLERS, body: sendTestWebhookBody, answer: sendTestWebhookResponse }),
};
