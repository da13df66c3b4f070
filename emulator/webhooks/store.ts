// Webhook endpoints and the delivery log in the database.
import { randomBytes, randomUUID } from 'node:crypto';
import type { WebhookDeliveryWire, WebhookEndpointWire } from '../../src/protocol/wire/webhooks';
import type { Queryable } from '../db/database';
import { excerptOf } from './response-excerpt';

export interface DeliveryAttempt {
  attempt: number;
  at_millis: number;
  status_code: number | null;
  error: string | null;
  response_body: string | null;
}

export interface DeliveryRecord {
  id: string;
  project_id: string;
  event_id: string;
  event_type: string;
  endpoint_id: string;
  url: string;
  payload: string;
  status: 'pending' | 'sending' | 'succeeded' | 'failed';
  attempts: DeliveryAttempt[];
  next_attempt_at_millis: number | null;
  created_at_millis: number;
  /** Insertion order. */
  seq: number;
}

/** A fresh signing secret in the Standard Webhooks form: whsec_ + base64 of 24 random bytes. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/** whsec_ followed by standard base64 of at least 16 bytes (what the signing libraries accept). */
export function isValidWebhookSecret(secret: string): boolean {
  const match = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(secret);
  return match !== null && match[1]!.length % 4 === 0 && Buffer.from(match[1]!, 'base64').length >= 16;
}

function toEndpoint(row: Record<string, unknown>): WebhookEndpointWire {
  return {
    id: String(row.id),
    url: String(row.url),
    description: String(row.description),
    secret: String(row.secret),
    created_at_millis: Number(row.created_at_millis),
  };
}

export async function createEndpoint(
  db: Queryable,
  projectId: string,
  input: { url: string; description: string; secret: string },
  now: number,
): Promise<WebhookEndpointWire> {
  const rows = await db.query(
    'INSERT INTO webhook_endpoints (id, project_id, url, description, secret, created_at_millis) VALUES ($1, $2, $3, $4, $5, $6) RETURNING *',
    [randomUUID(), projectId, input.url, input.description, input.secret, now],
  );
  return toEndpoint(rows[0]!);
}

export async function listEndpoints(db: Queryable, projectId: string): Promise<WebhookEndpointWire[]> {
  const rows = await db.query('SELECT * FROM webhook_endpoints WHERE project_id = $1 ORDER BY created_at_millis, id', [projectId]);
  return rows.map(toEndpoint);
}

export async function getEndpoint(db: Queryable, projectId: string, endpointId: string): Promise<WebhookEndpointWire | null> {
  if (!/^[0-9a-f-]{36}$/i.test(endpointId)) return null;
  const rows = await db.query('SELECT * FROM webhook_endpoints WHERE project_id = $1 AND id = $2', [projectId, endpointId]);
  return rows[0] ? toEndpoint(rows[0]) : null;
}

/** Deletes the endpoint and its deliveries; false when there was none. */
export async function deleteEndpoint(db: Queryable, projectId: string, endpointId: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(endpointId)) return false;
  const rows = await db.query('DELETE FROM webhook_endpoints WHERE project_id = $1 AND id = $2 RETURNING id', [projectId, endpointId]);
  return rows.length > 0;
}

function toDelivery(row: Record<string, unknown>): DeliveryRecord {
  return {
    ...(row as unknown as DeliveryRecord),
    next_attempt_at_millis: row.next_attempt_at_millis === null ? null : Number(row.next_attempt_at_millis),
    created_at_millis: Number(row.created_at_millis),
    seq: Number(row.seq),
  };
}

export async function insertDelivery(
  db: Queryable,
  input: { projectId: string; eventId: string; eventType: string; endpoint: WebhookEndpointWire; payload: string; status: 'pending' | 'sending' },
  now: number,
): Promise<DeliveryRecord> {
  const rows = await db.query(
    `INSERT INTO webhook_deliveries (id, project_id, event_id, event_type, endpoint_id, url, payload, status, next_attempt_at_millis, sending_since_millis, created_at_millis)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $9) RETURNING *`,
    [randomUUID(), input.projectId, input.eventId, input.eventType, input.endpoint.id, input.endpoint.url, input.payload, input.status, now, input.status === 'sending' ? now : null],
  );
  return toDelivery(rows[0]!);
}

/**
 * Claims the deliveries due at `now` (and ones stuck in `sending` since before `staleBefore`, whose
 * process died): they become `sending`, so no other process sends them too.
 */
export async function claimDueDeliveries(db: Queryable, now: number, staleBefore: number): Promise<DeliveryRecord[]> {
  const due = `((status = 'pending' AND next_attempt_at_millis <= $1) OR (status = 'sending' AND sending_since_millis < $2))`;
  const rows = await db.query(
    `UPDATE webhook_deliveries SET status = 'sending', sending_since_millis = $1
     WHERE id IN (SELECT id FROM webhook_deliveries WHERE ${due} ORDER BY seq LIMIT 100) AND ${due}
     RETURNING *`,
    [now, staleBefore],
  );
  return rows.map(toDelivery).sort((a, b) => a.seq - b.seq);
}

/** Appends an attempt and moves the delivery on (done, failed, or pending until `nextAttemptAt`). */
export async function recordAttempt(
  db: Queryable,
  deliveryId: string,
  attempt: DeliveryAttempt,
  outcome: { status: 'succeeded' | 'failed' } | { status: 'pending'; nextAttemptAt: number },
): Promise<void> {
  await db.query(
    `UPDATE webhook_deliveries SET attempts = attempts || $2::jsonb, status = $3, next_attempt_at_millis = $4, sending_since_millis = NULL WHERE id = $1`,
    [deliveryId, JSON.stringify([attempt]), outcome.status, outcome.status === 'pending' ? outcome.nextAttemptAt : null],
  );
}

/** The earliest retry still to come, if any (to wake up for after a restart). */
export async function nextPendingAttemptAt(db: Queryable): Promise<number | null> {
  const rows = await db.query<{ at: string | null }>("SELECT min(next_attempt_at_millis) AS at FROM webhook_deliveries WHERE status = 'pending'");
  return rows[0]?.at == null ? null : Number(rows[0].at);
}

export async function listDeliveries(db: Queryable, projectId: string, endpointId?: string): Promise<WebhookDeliveryWire[]> {
  const rows = await db.query(
    'SELECT * FROM webhook_deliveries WHERE project_id = $1 AND ($2::uuid IS NULL OR endpoint_id = $2::uuid) ORDER BY seq',
    [projectId, endpointId ?? null],
  );
  return rows.map(toDelivery).map((d) => ({
    id: d.id,
    event_id: d.event_id,
    event_type: d.event_type,
    endpoint_id: d.endpoint_id,
    url: d.url,
    status: d.status,
    payload: JSON.parse(d.payload) as WebhookDeliveryWire['payload'],
    // Logs written before excerpts were cut (up to 1000 raw characters) are shown cut too.
    attempts: d.attempts.map((a) => ({ ...a, response_body: a.response_body === null ? null : excerptOf(a.response_body) })),
    next_attempt_at_millis: d.status === 'pending' ? d.next_attempt_at_millis : null,
    created_at_millis: d.created_at_millis,
  }));
}
