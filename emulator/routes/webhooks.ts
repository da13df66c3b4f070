// POST /webhooks/svix-token (PROTOCOL.md §5.28) and POST /internal/send-test-webhook (2.8.108 SDK):
// the token opens the emulator's webhook endpoints of the project (routes/webhook-endpoints.ts);
// the test sends one signed `stack.test` event to an endpoint and reports how it answered.
import { webhookEndpoints as e } from '../../src/protocol/endpoints/webhooks';
import { TEST_WEBHOOK_EVENT_TYPE, type SendTestWebhookWire, type SvixTokenWire, type WebhookPayload } from '../../src/protocol/wire/webhooks';
import { publicOrigin } from '../context';
import { json, StatusError } from '../http';
import { route, type RouteDef } from '../routing';
import { attemptDelivery } from '../webhooks/dispatcher';
import { newMessageId } from '../webhooks/events';
import { mintPortalToken } from '../webhooks/portal-tokens';
import { getEndpoint, insertDelivery, recordAttempt } from '../webhooks/store';

export const webhookRoutes: RouteDef[] = [
  route(e.svixToken, async (c, { auth }) => {
    const { db, clock } = c.var.ctx;
    const body: SvixTokenWire = {
      token: await mintPortalToken(db, auth.project.id, clock.now()),
      url: `${publicOrigin(c)}/emulator/projects/${encodeURIComponent(auth.project.id)}/webhook-endpoints`,
    };
    return json(c, body, 201);
  }),

  route(
    e.sendTest,
    async (c, { auth, body }) => {
      const { db, clock } = c.var.ctx;
      const target = await getEndpoint(db, auth.project.id, body.endpoint_id);
      if (!target) throw new StatusError(404, `Webhook endpoint ${body.endpoint_id} not found`);
      const eventId = newMessageId(clock.now());
      const payload: WebhookPayload = {
        type: TEST_WEBHOOK_EVENT_TYPE,
        data: { message: 'A test event from the Stack Auth emulator.', endpoint_id: target.id },
      };
      const text = JSON.stringify(payload);
      const now = clock.now();
      // Logged like any delivery, but attempted once, right now: the caller wants the outcome.
      const delivery = await insertDelivery(
        db,
        { projectId: auth.project.id, eventId, eventType: TEST_WEBHOOK_EVENT_TYPE, endpoint: target, payload: text, status: 'sending' },
        now,
      );
      const attempt = await attemptDelivery(c.var.ctx, target.secret, target.url, eventId, text, 1, now);
      await recordAttempt(db, delivery.id, attempt, { status: attempt.error === null ? 'succeeded' : 'failed' });
      const result: SendTestWebhookWire = attempt.error === null ? { success: true } : { success: false, error_message: attempt.error };
      return json(c, result);
    },
  ),
];
