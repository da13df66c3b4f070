// Contact channels in the database (PROTOCOL.md §5.10): every statement on contact_channels but the
// sign-up insert that writes a user and its primary e-mail in one statement (users/store.ts insertUser).
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';

export interface ChannelRecord {
  id: string;
  project_id: string;
  user_id: string;
  type: 'email';
  value: string;
  is_primary: boolean;
  is_verified: boolean;
  used_for_auth: boolean;
  created_at_millis: number;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toChannel(row: ChannelRecord): ChannelRecord {
  return { ...row, created_at_millis: Number(row.created_at_millis) };
}

export async function getChannels(db: Queryable, userId: string): Promise<ChannelRecord[]> {
  const rows = await db.query<ChannelRecord>('SELECT * FROM contact_channels WHERE user_id = $1 ORDER BY created_at_millis, id', [userId]);
  return rows.map(toChannel);
}

export function primaryChannel(channels: ChannelRecord[]): ChannelRecord | null {
  return channels.find((c) => c.is_primary && c.type === 'email') ?? null;
}

/** The channel that lets someone sign in with this address in the project, if any. */
export async function findAuthChannel(db: Queryable, projectId: string, email: string): Promise<ChannelRecord | null> {
  const rows = await db.query<ChannelRecord>(
    `SELECT * FROM contact_channels WHERE project_id = $1 AND type = 'email' AND used_for_auth AND value = $2`,
    [projectId, email],
  );
  return rows[0] ?? null;
}

/** The channels of one user, or of the whole project when `userId` is null, oldest first. */
export async function listProjectChannels(db: Queryable, projectId: string, userId: string | null): Promise<ChannelRecord[]> {
  const rows =
    userId === null
      ? await db.query<ChannelRecord>('SELECT * FROM contact_channels WHERE project_id = $1 ORDER BY created_at_millis, id', [projectId])
      : await db.query<ChannelRecord>(
          'SELECT * FROM contact_channels WHERE project_id = $1 AND user_id::text = $2 ORDER BY created_at_millis, id',
          [projectId, userId],
        );
  return rows.map(toChannel);
}

/** One channel of one user; null for unknown or malformed ids. */
export async function findChannel(db: Queryable, projectId: string, userId: string, channelId: string): Promise<ChannelRecord | null> {
  if (!UUID_RE.test(userId) || !UUID_RE.test(channelId)) return null;
  const rows = await db.query<ChannelRecord>('SELECT * FROM contact_channels WHERE project_id = $1 AND user_id = $2 AND id = $3', [
    projectId,
    userId,
    channelId,
  ]);
  return rows[0] ? toChannel(rows[0]) : null;
}

/** The id of the user's e-mail channel with this address (the user id compared as text: malformed ones match nothing). */
export async function findEmailChannelId(db: Queryable, projectId: string, userId: string, email: string): Promise<string | null> {
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM contact_channels WHERE project_id = $1 AND user_id::text = $2 AND type = 'email' AND value = $3`,
    [projectId, userId, email],
  );
  return rows[0]?.id ?? null;
}

/** The user has an e-mail channel with this address already. */
export async function userHasEmailChannel(db: Queryable, userId: string, value: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM contact_channels WHERE user_id = $1 AND type = $2 AND value = $3', [userId, 'email', value]);
  return rows.length > 0;
}

/** Another user of the project signs in with this address. */
export async function usedForAuthByOther(db: Queryable, projectId: string, userId: string, value: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM contact_channels WHERE project_id = $1 AND type = 'email' AND value = $2 AND used_for_auth AND user_id <> $3`,
    [projectId, value, userId],
  );
  return rows.length > 0;
}

export async function insertChannel(
  db: Queryable,
  channel: Pick<ChannelRecord, 'project_id' | 'user_id' | 'value' | 'is_primary' | 'is_verified' | 'used_for_auth'>,
  now: number,
): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO contact_channels (id, project_id, user_id, type, value, is_primary, is_verified, used_for_auth, created_at_millis)
     VALUES ($1, $2, $3, 'email', $4, $5, $6, $7, $8)`,
    [id, channel.project_id, channel.user_id, channel.value, channel.is_primary, channel.is_verified, channel.used_for_auth, now],
  );
  return id;
}

/** No channel of the user is primary any more (a new primary e-mail follows). */
export async function demotePrimaryChannels(db: Queryable, userId: string): Promise<void> {
  await db.query('UPDATE contact_channels SET is_primary = false WHERE user_id = $1', [userId]);
}

/** The user's primary channel, other than `exceptId`, stops being primary (another one becomes it). */
export async function demoteOtherPrimary(db: Queryable, userId: string, exceptId: string | null): Promise<void> {
  if (exceptId === null) await db.query('UPDATE contact_channels SET is_primary = false WHERE user_id = $1 AND is_primary', [userId]);
  else await db.query('UPDATE contact_channels SET is_primary = false WHERE user_id = $1 AND is_primary AND id <> $2', [userId, exceptId]);
}

/** One channel stops being primary. */
export async function demoteChannel(db: Queryable, channelId: string): Promise<void> {
  await db.query('UPDATE contact_channels SET is_primary = false WHERE id = $1', [channelId]);
}

/** One channel becomes primary, used for auth or not. */
export async function promoteChannel(db: Queryable, channelId: string, usedForAuth: boolean): Promise<void> {
  await db.query('UPDATE contact_channels SET is_primary = true, used_for_auth = $2 WHERE id = $1', [channelId, usedForAuth]);
}

/** Sets the given flags of one channel; null keeps a flag. */
export async function setChannelFlags(db: Queryable, channelId: string, flags: { isVerified: boolean | null; usedForAuth: boolean | null }): Promise<void> {
  await db.query('UPDATE contact_channels SET is_verified = COALESCE($2, is_verified), used_for_auth = COALESCE($3, used_for_auth) WHERE id = $1', [
    channelId,
    flags.isVerified,
    flags.usedForAuth,
  ]);
}

export async function markChannelVerified(db: Queryable, channelId: string): Promise<void> {
  await db.query('UPDATE contact_channels SET is_verified = true WHERE id = $1', [channelId]);
}

/** Writes every column a PATCH may change. */
export async function writeChannel(db: Queryable, next: ChannelRecord): Promise<void> {
  await db.query('UPDATE contact_channels SET value = $2, used_for_auth = $3, is_primary = $4, is_verified = $5 WHERE id = $1', [
    next.id,
    next.value,
    next.used_for_auth,
    next.is_primary,
    next.is_verified,
  ]);
}

export async function deleteChannelRow(db: Queryable, channelId: string): Promise<void> {
  await db.query('DELETE FROM contact_channels WHERE id = $1', [channelId]);
}
