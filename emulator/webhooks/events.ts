// Emitting webhook events: one small call from the store function (or route) that changes a user,
// team or membership. The event goes into the outbox in the caller's transaction (a rollback sends
// nothing) and only when the project has an endpoint; delivery happens after the request (dispatcher.ts).
import { randomBytes } from 'node:crypto';
import type { Json } from '../../src/protocol/schema';
import type { WebhookEventType } from '../../src/protocol/wire/webhooks';
import type { Queryable } from '../db/database';

export type EmittedEvent =
  | { type: 'user.created' | 'user.updated' | 'user.deleted'; userId: string }
  | { type: 'team.created' | 'team.updated' | 'team.deleted'; teamId: string }
  | { type: 'team_membership.created' | 'team_membership.deleted'; teamId: string; userId: string }
  | { type: 'team_permission.created' | 'team_permission.deleted'; teamId: string; userId: string; permissionId: string }
  | { type: 'project_permission.created' | 'project_permission.deleted'; userId: string; permissionId: string };

/** What a created/updated event is rendered from at dispatch time. */
export type EventSubject = { user_id: string } | { team_id: string } | { team_id: string; user_id: string };

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** KSUID's epoch (2014-05-13T16:53:20Z), in seconds. */
const KSUID_EPOCH_S = 1_400_000_000;

/**
 * Message ids are Svix's: `msg_` + a KSUID (4 bytes of seconds since its epoch, 16 random bytes, in 27
 * base62 characters), so they sort by time; the id is the svix-id of every attempt.
 */
export function newMessageId(nowMillis: number = Date.now()): string {
  const bytes = Buffer.alloc(20);
  bytes.writeUInt32BE(Math.max(0, Math.floor(nowMillis / 1000) - KSUID_EPOCH_S) >>> 0, 0);
  randomBytes(16).copy(bytes, 4);
  let n = BigInt(`0x${bytes.toString('hex')}`);
  let out = '';
  for (let i = 0; i < 27; i++) {
    out = BASE62[Number(n % 62n)]! + out;
    n /= 62n;
  }
  return `msg_${out}`;
}

async function projectOf(db: Queryable, table: 'users' | 'teams', id: string): Promise<string | null> {
  const rows = await db.query<{ project_id: string }>(
    `SELECT t.project_id FROM ${table} t WHERE t.id = $1 AND EXISTS (SELECT 1 FROM webhook_endpoints e WHERE e.project_id = t.project_id)`,
    [id],
  );
  return rows[0]?.project_id ?? null;
}

async function insertEvent(db: Queryable, projectId: string, type: WebhookEventType, subject: EventSubject, data: Json | null): Promise<void> {
  await db.query('INSERT INTO webhook_events (id, project_id, type, subject, data) VALUES ($1, $2, $3, $4::jsonb, $5::jsonb)', [
    newMessageId(),
    projectId,
    type,
    JSON.stringify(subject),
    data === null ? null : JSON.stringify(data),
  ]);
}

/**
 * Records an event for the project's endpoints. Deleted events must be emitted before the row goes
 * (their payload is read now); created and updated ones after the change.
 */
export async function emitWebhookEvent(db: Queryable, event: EmittedEvent): Promise<void> {
  if (event.type === 'team_permission.created' || event.type === 'team_permission.deleted') {
    const projectId = await projectOf(db, 'teams', event.teamId);
    const data = { id: event.permissionId, team_id: event.teamId, user_id: event.userId };
    if (projectId) await insertEvent(db, projectId, event.type, { team_id: event.teamId, user_id: event.userId }, data);
    return;
  }
  if (event.type === 'project_permission.created' || event.type === 'project_permission.deleted') {
    const projectId = await projectOf(db, 'users', event.userId);
    if (projectId) await insertEvent(db, projectId, event.type, { user_id: event.userId }, { id: event.permissionId, user_id: event.userId });
    return;
  }
  if (event.type === 'team_membership.created' || event.type === 'team_membership.deleted') {
    const projectId = await projectOf(db, 'teams', event.teamId);
    const subject = { team_id: event.teamId, user_id: event.userId };
    if (projectId) await insertEvent(db, projectId, event.type, subject, subject);
    return;
  }
  if ('userId' in event) {
    const projectId = await projectOf(db, 'users', event.userId);
    if (!projectId) return;
    let data: Json | null = null;
    if (event.type === 'user.deleted') {
      const teams = await db.query<{ team_id: string }>('SELECT team_id FROM team_members WHERE user_id = $1 ORDER BY join_seq', [event.userId]);
      data = { id: event.userId, teams: teams.map((t) => ({ id: t.team_id })) };
    }
    await insertEvent(db, projectId, event.type, { user_id: event.userId }, data);
    return;
  }
  const projectId = await projectOf(db, 'teams', event.teamId);
  if (projectId) await insertEvent(db, projectId, event.type, { team_id: event.teamId }, event.type === 'team.deleted' ? { id: event.teamId } : null);
}
