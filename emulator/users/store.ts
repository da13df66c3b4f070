// Users in the database (their contact channels: contact-channels/store.ts).
import { randomUUID } from 'node:crypto';
import type { Json } from '../../src/protocol/schema';
import type { Queryable } from '../db/database';
import { onUserCreated } from '../teams/sign-up';
import { emitWebhookEvent } from '../webhooks/events';

export interface UserRecord {
  id: string;
  project_id: string;
  display_name: string | null;
  profile_image_url: string | null;
  signed_up_at_millis: number;
  last_active_at_millis: number;
  client_metadata: Json;
  client_read_only_metadata: Json;
  server_metadata: Json;
  password_hash: string | null;
  otp_auth_enabled: boolean;
  totp_secret_base64: string | null;
  selected_team_id: string | null;
  is_anonymous: boolean;
  restricted_by_admin: boolean;
  restricted_by_admin_reason: string | null;
  restricted_by_admin_private_details: string | null;
  country_code: string | null;
  risk_scores: { sign_up: { bot: number; free_trial_abuse: number } };
}

export function toUser(row: Record<string, unknown>): UserRecord {
  return {
    ...(row as unknown as UserRecord),
    signed_up_at_millis: Number(row.signed_up_at_millis),
    last_active_at_millis: Number(row.last_active_at_millis),
  };
}

/** E-mail addresses are stored trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** jsonb parameter: JSON null is stored as SQL NULL. */
export function jsonParam(value: Json | undefined): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}

const UUID_RE = /^[0-9a-f-]{36}$/i;

export async function getUser(db: Queryable, projectId: string, userId: string): Promise<UserRecord | null> {
  if (!UUID_RE.test(userId)) return null;
  const rows = await db.query('SELECT * FROM users WHERE project_id = $1 AND id = $2', [projectId, userId]);
  return rows[0] ? toUser(rows[0]) : null;
}

/** The user's password hash (sign-in reads nothing else), null without a password or user. */
export async function getPasswordHash(db: Queryable, userId: string): Promise<string | null> {
  const rows = await db.query<{ password_hash: string | null }>('SELECT password_hash FROM users WHERE id = $1', [userId]);
  return rows[0]?.password_hash ?? null;
}

/**
 * The user of an access token and whether the token's session (refresh token) still lives, in one
 * statement: header auth runs it on every request. Null when the user is gone.
 */
export async function getTokenUser(
  db: Queryable,
  projectId: string,
  userId: string,
  sessionId: string,
  now: number,
): Promise<{ user: UserRecord; sessionLive: boolean } | null> {
  if (!UUID_RE.test(userId)) return null;
  const rows = await db.query(
    `SELECT u.*, EXISTS (
       SELECT 1 FROM sessions s WHERE s.id = $3 AND s.user_id = u.id AND (s.expires_at_millis IS NULL OR s.expires_at_millis > $4)
     ) AS token_session_live
     FROM users u WHERE u.project_id = $1 AND u.id = $2`,
    [projectId, userId, UUID_RE.test(sessionId) ? sessionId : null, now],
  );
  const row = rows[0];
  if (!row) return null;
  const { token_session_live: live, ...user } = row;
  return { user: toUser(user), sessionLive: live === true };
}

export interface NewUser {
  /** A chosen id (POST /users checks its body against the id before inserting); random otherwise. */
  id?: string;
  display_name?: string | null;
  password_hash?: string | null;
  is_anonymous?: boolean;
  primary_email?: string | null;
  primary_email_verified?: boolean;
  primary_email_auth_enabled?: boolean;
}

export async function insertUser(db: Queryable, projectId: string, input: NewUser, now: number): Promise<string> {
  const id = input.id ?? randomUUID();
  const params = [id, projectId, input.display_name || null, now, input.password_hash ?? null, input.is_anonymous ?? false];
  const insertRow = `INSERT INTO users (id, project_id, display_name, signed_up_at_millis, last_active_at_millis, password_hash, is_anonymous)
     VALUES ($1, $2, $3, $4, $4, $5, $6)`;
  if (input.primary_email) {
    // The user and its primary channel in one statement (sign-up paths run it on every new user).
    await db.query(
      `WITH inserted AS (${insertRow} RETURNING id)
       INSERT INTO contact_channels (id, project_id, user_id, type, value, is_primary, is_verified, used_for_auth, created_at_millis)
       SELECT $7, $2, inserted.id, 'email', $8, true, $9, $10, $4 FROM inserted`,
      [...params, randomUUID(), normalizeEmail(input.primary_email), input.primary_email_verified ?? false, input.primary_email_auth_enabled ?? false],
    );
  } else {
    await db.query(insertRow, params);
  }
  await onUserCreated(db, projectId, id, now);
  await emitWebhookEvent(db, { type: 'user.created', userId: id });
  return id;
}

/** Turns on the OTP method of an existing user (it signs in with a verified auth e-mail). */
export async function enableOtpAuth(db: Queryable, userId: string): Promise<void> {
  await db.query('UPDATE users SET otp_auth_enabled = true WHERE id = $1 AND NOT otp_auth_enabled', [userId]);
}

/** Columns a PATCH may set directly on the users row. */
export type UserColumnUpdate = Partial<Omit<UserRecord, 'id' | 'project_id'>>;

const JSON_COLUMNS = new Set(['client_metadata', 'client_read_only_metadata', 'server_metadata', 'risk_scores']);

export async function updateUserColumns(db: Queryable, userId: string, update: UserColumnUpdate): Promise<void> {
  const entries = Object.entries(update).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return;
  const sets = entries.map(([key], i) => (JSON_COLUMNS.has(key) ? `${key} = $${i + 2}::jsonb` : `${key} = $${i + 2}`));
  const params = entries.map(([key, value]) => (JSON_COLUMNS.has(key) ? jsonParam(value as Json) : value));
  await db.query(`UPDATE users SET ${sets.join(', ')} WHERE id = $1`, [userId, ...params]);
}

/** The user's selected team becomes `teamId` (a team it just created). */
export async function selectTeam(db: Queryable, userId: string, teamId: string): Promise<void> {
  await db.query('UPDATE users SET selected_team_id = $1 WHERE id = $2', [teamId, userId]);
}

/** The user has no selected team any more if it was `teamId` (it left the team). */
export async function unselectTeam(db: Queryable, userId: string, teamId: string): Promise<void> {
  await db.query('UPDATE users SET selected_team_id = NULL WHERE id = $1 AND selected_team_id = $2', [userId, teamId]);
}

/** No user of the project has `teamId` selected any more (the team is deleted). */
export async function unselectTeamForAll(db: Queryable, projectId: string, teamId: string): Promise<void> {
  await db.query('UPDATE users SET selected_team_id = NULL WHERE project_id = $1 AND selected_team_id = $2', [projectId, teamId]);
}

/** Every user id of the project, oldest first. */
export async function listUserIds(db: Queryable, projectId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>('SELECT id FROM users WHERE project_id = $1 ORDER BY signed_up_at_millis, id', [projectId]);
  return rows.map((r) => r.id);
}

/** Deletes the user; its webhooks, as Stack Auth sends them: team_membership.deleted per team, then user.deleted. */
export async function deleteUser(db: Queryable, userId: string): Promise<void> {
  const teams = await db.query<{ team_id: string }>('SELECT team_id FROM team_members WHERE user_id = $1 ORDER BY join_seq', [userId]);
  for (const { team_id: teamId } of teams) await emitWebhookEvent(db, { type: 'team_membership.deleted', teamId, userId });
  await emitWebhookEvent(db, { type: 'user.deleted', userId });
  await db.query('DELETE FROM users WHERE id = $1', [userId]);
}
