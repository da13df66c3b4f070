// Webhooks: POST /webhooks/svix-token (PROTOCOL.md §5.28), POST /internal/send-test-webhook (2.8.108
// SDK), the events' bodies (Standard Webhooks / Svix format), and the emulator's own endpoint
// registry and delivery log under /emulator/projects/{id}/ (not part of the Stack Auth API).
import { s, type Infer, type Json } from '../schema';

export const svixTokenBody = s.object({});
/** `url` is where the token works: the emulator's webhook endpoints of the project. */
export const svixTokenResponse = s.object({ token: s.string(), url: s.string().optional() });
export type SvixTokenWire = Infer<typeof svixTokenResponse>;

export const sendTestWebhookBody = s.object({ endpoint_id: s.string() });
export type SendTestWebhookBody = Infer<typeof sendTestWebhookBody>;
export const sendTestWebhookResponse = s.object({ success: s.boolean(), error_message: s.string().optional() });
export type SendTestWebhookWire = Infer<typeof sendTestWebhookResponse>;

/** The events a project's endpoints receive, named as Stack Auth names them. */
export const WEBHOOK_EVENT_TYPES = [
  'user.created',
  'user.updated',
  'user.deleted',
  'team.created',
  'team.updated',
  'team.deleted',
  'team_membership.created',
  'team_membership.deleted',
  'team_permission.created',
  'team_permission.deleted',
  'project_permission.created',
  'project_permission.deleted',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** The event type of POST /internal/send-test-webhook. */
export const TEST_WEBHOOK_EVENT_TYPE = 'stack.test';

/**
 * The JSON body of every delivery. `data` is the server-view user or team for created/updated events,
 * `{id, teams: [{id}]}` for user.deleted, `{id}` for team.deleted, `{team_id, user_id}` for memberships,
 * `{id, team_id, user_id}` for team permissions and `{id, user_id}` for project permissions.
 */
export interface WebhookPayload {
  type: WebhookEventType | typeof TEST_WEBHOOK_EVENT_TYPE;
  data: Json;
}

// ---- Emulator extras: /emulator/projects/{project_id}/webhook-endpoints and /webhook-deliveries ----

/** `secret` (whsec_ + base64 of at least 16 bytes) is generated when not given. */
export const webhookEndpointCreateBody = s.object({
  url: s.string({ url: true }),
  description: s.string({ max: 1000 }).optional(),
  secret: s.string().optional(),
});
export type WebhookEndpointCreateBody = Infer<typeof webhookEndpointCreateBody>;

export const webhookEndpoint = s.object({
  id: s.string({ uuid: true }),
  url: s.string(),
  description: s.string(),
  secret: s.string(),
  created_at_millis: s.number(),
});
export type WebhookEndpointWire = Infer<typeof webhookEndpoint>;

/** GET webhook-deliveries: `endpoint_id` narrows the log to one endpoint (the route answers 400 for a non-UUID). */
export const webhookDeliveriesQuery = s.object({ endpoint_id: s.string({ uuid: true }).optional() });

export const webhookDeliveryAttempt = s.object({
  attempt: s.number({ integer: true }),
  at_millis: s.number(),
  /** The endpoint's HTTP status; null when no answer came (connection error, timeout). */
  status_code: s.number({ integer: true }).nullable(),
  error: s.string().nullable(),
  /** A short excerpt of a text answer (at most 200 characters, control characters removed); null for other answers. */
  response_body: s.string().nullable(),
});

export const webhookDelivery = s.object({
  id: s.string({ uuid: true }),
  /** The message id (svix-id / webhook-id), the same on every attempt. */
  event_id: s.string(),
  event_type: s.string(),
  endpoint_id: s.string({ uuid: true }),
  url: s.string(),
  status: s.literal(['pending', 'sending', 'succeeded', 'failed'] as const),
  payload: s.json(),
  attempts: s.array(webhookDeliveryAttempt),
  next_attempt_at_millis: s.number().nullable(),
  created_at_millis: s.number(),
});
export type WebhookDeliveryWire = Infer<typeof webhookDelivery>;
