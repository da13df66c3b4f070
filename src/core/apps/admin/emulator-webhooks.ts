// The emulator's webhook endpoints and delivery log for the admin app (dates as Date, camelCase names).
// Hosted Stack Auth keeps these in Svix (getSvixToken): there, every call fails with a 404, which
// isWebhookRegistryMissing() recognises so a console can say where webhooks are managed instead.
import type { Json } from '../../../protocol/schema';
import type { WebhookDeliveryWire, WebhookEndpointWire } from '../../../protocol/wire/webhooks';
import { StackHttpError } from '../../http/errors';
import type { EmulatorWebhookEndpoints } from '../../interface/admin/emulator-webhooks';

export interface WebhookEndpoint {
  id: string;
  url: string;
  description: string;
  /** The whsec_ secret the deliveries are signed with (Standard Webhooks). */
  secret: string;
  createdAt: Date;
}

export interface WebhookDeliveryAttempt {
  attempt: number;
  at: Date;
  /** null when the endpoint did not answer (connection error, timeout). */
  statusCode: number | null;
  error: string | null;
  responseBody: string | null;
}

export interface WebhookDelivery {
  id: string;
  eventId: string;
  eventType: string;
  endpointId: string;
  url: string;
  status: 'pending' | 'sending' | 'succeeded' | 'failed';
  payload: Json;
  attempts: WebhookDeliveryAttempt[];
  nextAttemptAt: Date | null;
  createdAt: Date;
}

function endpointFromWire(wire: WebhookEndpointWire): WebhookEndpoint {
  return { id: wire.id, url: wire.url, description: wire.description, secret: wire.secret, createdAt: new Date(wire.created_at_millis) };
}

function deliveryFromWire(wire: WebhookDeliveryWire): WebhookDelivery {
  return {
    id: wire.id,
    eventId: wire.event_id,
    eventType: wire.event_type,
    endpointId: wire.endpoint_id,
    url: wire.url,
    status: wire.status,
    payload: wire.payload,
    attempts: wire.attempts.map((a) => ({ attempt: a.attempt, at: new Date(a.at_millis), statusCode: a.status_code, error: a.error, responseBody: a.response_body })),
    nextAttemptAt: wire.next_attempt_at_millis === null ? null : new Date(wire.next_attempt_at_millis),
    createdAt: new Date(wire.created_at_millis),
  };
}

export async function listWebhookEndpoints(endpoints: EmulatorWebhookEndpoints): Promise<WebhookEndpoint[]> {
  return (await endpoints.listEndpoints()).map(endpointFromWire);
}

export async function createWebhookEndpoint(endpoints: EmulatorWebhookEndpoints, options: { url: string; description?: string }): Promise<WebhookEndpoint> {
  return endpointFromWire(await endpoints.createEndpoint({ url: options.url, ...(options.description ? { description: options.description } : {}) }));
}

export async function listWebhookDeliveries(endpoints: EmulatorWebhookEndpoints, options: { endpointId?: string } = {}): Promise<WebhookDelivery[]> {
  return (await endpoints.listDeliveries(options.endpointId)).map(deliveryFromWire);
}

/** The server has no emulator registry (hosted Stack Auth answers 404 under /emulator/). */
export function isWebhookRegistryMissing(error: unknown): boolean {
  return error instanceof StackHttpError && error.status === 404;
}
