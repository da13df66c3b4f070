// Sessions: refresh tokens, stored only as their sha256 (PROTOCOL.md §3.2).
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import { randomCode } from '../crypto/codes';
import { sha256Hex } from '../crypto/hash';
import type { EndUserLocation } from '../net/end-user';

export const SIGN_IN_SESSION_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

export interface SessionRecord {
  id: string;
  project_id: string;
  user_id: string;
  created_at_millis: number;
  last_used_at_millis: number;
  expires_at_millis: number | null;
  is_impersonation: boolean;
  /** The end-user IP of the last sign-in or refresh, when the request had one. */
  last_used_ip?: string | null;
  /** What the IP-location headers of the last browser refresh said (net/end-user.ts). */
  last_used_location?: EndUserLocation | null;
  /** The User-Agent of the last sign-in or refresh (extension 'session-user-agents'). */
  last_used_user_agent?: string | null;
}

/** Longer User-Agent headers are cut: the row only has to tell a person which browser it was. */
const MAX_USER_AGENT_LENGTH = 512;

/** The request's User-Agent as a session records it: printable, bounded, or null when absent. */
export function requestUserAgent(headers: Headers): string | null {
  const agent = (headers.get('user-agent') ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, MAX_USER_AGENT_LENGTH);
  return agent === '' ? null : agent;
}

function parseLocation(value: unknown): EndUserLocation | null {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return parsed && typeof parsed === 'object' && typeof (parsed as { ip?: unknown }).ip === 'string' ? (parsed as EndUserLocation) : null;
}

/** Records the browser a session was last refreshed from. */
export async function recordSessionUserAgent(db: Queryable, sessionId: string, userAgent: string): Promise<void> {
  await db.query('UPDATE sessions SET last_used_user_agent = $2 WHERE id = $1', [sessionId, userAgent]);
}

/** Records where a session was last used from (a refresh whose headers name a browser's IP and location). */
export async function recordSessionLocation(db: Queryable, sessionId: string, location: EndUserLocation): Promise<void> {
  await db.query('UPDATE sessions SET last_used_location = $2::jsonb WHERE id = $1', [sessionId, JSON.stringify(location)]);
}

function toSession(row: Record<string, unknown>): SessionRecord {
  return {
    id: row.id as string,
    project_id: row.project_id as string,
    user_id: row.user_id as string,
    created_at_millis: Number(row.created_at_millis),
    last_used_at_millis: Number(row.last_used_at_millis),
    expires_at_millis: row.expires_at_millis === null ? null : Number(row.expires_at_millis),
    is_impersonation: row.is_impersonation as boolean,
    last_used_ip: (row.last_used_ip as string | null | undefined) ?? null,
    last_used_location: parseLocation(row.last_used_location),
    last_used_user_agent: (row.last_used_user_agent as string | null | undefined) ?? null,
  };
}

/** The session of a token hash in any project, expired or not (the CLI login tells those apart). */
export async function findSessionByTokenHash(db: Queryable, tokenHash: string): Promise<SessionRecord | null> {
  const rows = await db.query('SELECT * FROM sessions WHERE token_hash = $1', [tokenHash]);
  return rows[0] ? toSession(rows[0]) : null;
}

export async function createSession(
  db: Queryable,
  projectId: string,
  userId: string,
  now: number,
  options: { expiresInMillis?: number; isImpersonation?: boolean; ip?: string | null; userAgent?: string | null } = {},
): Promise<{ session: SessionRecord; refreshToken: string }> {
  const refreshToken = randomCode();
  const session: SessionRecord = {
    id: randomUUID(),
    project_id: projectId,
    user_id: userId,
    created_at_millis: now,
    last_used_at_millis: now,
    expires_at_millis: now + (options.expiresInMillis ?? SIGN_IN_SESSION_LIFETIME_MS),
    is_impersonation: options.isImpersonation ?? false,
    last_used_ip: options.ip ?? null,
    last_used_user_agent: options.userAgent ?? null,
  };
  await db.query(
    `INSERT INTO sessions (id, project_id, user_id, token_hash, created_at_millis, last_used_at_millis, expires_at_millis, is_impersonation, last_used_ip, last_used_user_agent)
     VALUES ($1, $2, $3, $4, $5, $5, $6, $7, $8, $9)`,
    [session.id, projectId, userId, sha256Hex(refreshToken), now, session.expires_at_millis, session.is_impersonation, session.last_used_ip, session.last_used_user_agent],
  );
  return { session, refreshToken };
}

/** The live session of a refresh token in this project, or null (unknown, expired or deleted). */
export async function findSessionByRefreshToken(db: Queryable, projectId: string, refreshToken: string, now: number): Promise<SessionRecord | null> {
  const rows = await db.query(
    `SELECT * FROM sessions WHERE token_hash = $1 AND project_id = $2 AND (expires_at_millis IS NULL OR expires_at_millis > $3)`,
    [sha256Hex(refreshToken), projectId, now],
  );
  return rows[0] ? toSession(rows[0]) : null;
}

export async function getSession(db: Queryable, projectId: string, sessionId: string): Promise<SessionRecord | null> {
  const rows = await db.query('SELECT * FROM sessions WHERE id = $1 AND project_id = $2', [sessionId, projectId]);
  return rows[0] ? toSession(rows[0]) : null;
}

export async function deleteSession(db: Queryable, sessionId: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM sessions WHERE id = $1 RETURNING id', [sessionId]);
  return rows.length > 0;
}

export async function deleteUserSessions(db: Queryable, userId: string, exceptSessionId?: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1 AND id IS DISTINCT FROM $2', [userId, exceptSessionId ?? null]);
}

/** The user's sessions in a project, newest first (impersonations only when asked for). */
export async function listUserSessions(db: Queryable, projectId: string, userId: string, now: number, includeImpersonation: boolean): Promise<SessionRecord[]> {
  const rows = await db.query(
    `SELECT * FROM sessions WHERE project_id = $1 AND user_id = $2 AND (expires_at_millis IS NULL OR expires_at_millis > $3)
       AND ($4 OR NOT is_impersonation) ORDER BY created_at_millis DESC, id`,
    [projectId, userId, now, includeImpersonation],
  );
  return rows.map(toSession);
}

/** The end-user IP of a request: the socket's peer address under @hono/node-server, else null. */
export function requestIp(env: unknown): string | null {
  const incoming = (env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  const address = incoming?.socket?.remoteAddress;
  if (!address) return null;
  // IPv4 peers of a dual-stack socket come as ::ffff:a.b.c.d.
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}
