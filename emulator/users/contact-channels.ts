// Contact-channel rows for the /contact-channels CRUD (PROTOCOL.md §5.10): create, read, update,
// delete, with the primary / auth / verification rules. Users and their primary e-mail live in store.ts.
import { KnownErrors } from '../../src/protocol/errors';
import type { ContactChannelWire } from '../../src/protocol/wire/contact-channels';
import type { Database, Queryable } from '../db/database';
import { isUniqueViolation } from '../db/database';
import { markCodeUsed } from '../codes/lookup';
import { StatusError } from '../http';
import { insertChannel, normalizeEmail, type ChannelRecord } from './store';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function channelView(channel: ChannelRecord): ContactChannelWire {
  return {
    user_id: channel.user_id,
    id: channel.id,
    type: channel.type,
    value: channel.value,
    is_primary: channel.is_primary,
    is_verified: channel.is_verified,
    used_for_auth: channel.used_for_auth,
  };
}

function toChannel(row: ChannelRecord): ChannelRecord {
  return { ...row, created_at_millis: Number(row.created_at_millis) };
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

/** Uses the verification code and marks the channel verified, together: a used code verifies nothing twice. */
export async function verifyChannelWithCode(db: Database, codeId: string, channelId: string, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await markCodeUsed(tx, codeId, now))) throw new KnownErrors.VerificationCodeAlreadyUsed();
    await tx.query('UPDATE contact_channels SET is_verified = true WHERE id = $1', [channelId]);
  });
}

/** Another user of the project signs in with this address. */
async function usedForAuthByOther(db: Queryable, projectId: string, userId: string, value: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM contact_channels WHERE project_id = $1 AND type = 'email' AND value = $2 AND used_for_auth AND user_id <> $3`,
    [projectId, value, userId],
  );
  return rows.length > 0;
}

function alreadyUsed(value: string | null): InstanceType<typeof KnownErrors.ContactChannelAlreadyUsedForAuthBySomeoneElse> {
  return new KnownErrors.ContactChannelAlreadyUsedForAuthBySomeoneElse({
    type: 'email',
    contact_channel_value: value,
    would_work_if_email_was_verified: false,
  });
}

export interface NewChannel {
  value: string;
  usedForAuth: boolean;
  isPrimary: boolean;
  isVerified: boolean;
}

export async function createChannel(db: Database, projectId: string, userId: string, input: NewChannel, now: number): Promise<ChannelRecord> {
  const value = normalizeEmail(input.value);
  try {
    return await db.transaction(async (tx) => {
      const existing = await tx.query('SELECT 1 FROM contact_channels WHERE user_id = $1 AND type = $2 AND value = $3', [userId, 'email', value]);
      if (existing.length > 0) throw new StatusError(400, 'Contact channel already exists');
      if (input.usedForAuth && (await usedForAuthByOther(tx, projectId, userId, value))) throw alreadyUsed(value);
      if (input.isPrimary) await tx.query('UPDATE contact_channels SET is_primary = false WHERE user_id = $1 AND is_primary', [userId]);
      const id = await insertChannel(
        tx,
        { project_id: projectId, user_id: userId, value, is_primary: input.isPrimary, is_verified: input.isVerified, used_for_auth: input.usedForAuth },
        now,
      );
      return { id, project_id: projectId, user_id: userId, type: 'email' as const, value, is_primary: input.isPrimary, is_verified: input.isVerified, used_for_auth: input.usedForAuth, created_at_millis: now };
    });
  } catch (error) {
    // Two requests racing past the checks: the unique indexes decide (auth index or per-user value).
    if (isUniqueViolation(error)) {
      if (input.usedForAuth && (await usedForAuthByOther(db, projectId, userId, value))) throw alreadyUsed(value);
      throw new StatusError(400, 'Contact channel already exists');
    }
    throw error;
  }
}

export interface ChannelUpdate {
  value?: string;
  usedForAuth?: boolean;
  isPrimary?: boolean;
  isVerified?: boolean;
}

/** PATCH rules of §5.10: a new value resets verification unless given; primary demotes the other. */
export async function updateChannel(db: Database, channel: ChannelRecord, update: ChannelUpdate): Promise<ChannelRecord> {
  const value = update.value === undefined ? channel.value : normalizeEmail(update.value);
  const valueChanged = value !== channel.value;
  const next: ChannelRecord = {
    ...channel,
    value,
    used_for_auth: update.usedForAuth ?? channel.used_for_auth,
    is_primary: update.isPrimary ?? channel.is_primary,
    is_verified: update.isVerified ?? (valueChanged ? false : channel.is_verified),
  };
  const authCheckNeeded = next.used_for_auth && (valueChanged || !channel.used_for_auth);
  try {
    return await db.transaction(async (tx) => {
      if (authCheckNeeded && (await usedForAuthByOther(tx, channel.project_id, channel.user_id, value))) throw alreadyUsed(null);
      if (next.is_primary && !channel.is_primary) {
        await tx.query('UPDATE contact_channels SET is_primary = false WHERE user_id = $1 AND is_primary AND id <> $2', [channel.user_id, channel.id]);
      }
      await tx.query('UPDATE contact_channels SET value = $2, used_for_auth = $3, is_primary = $4, is_verified = $5 WHERE id = $1', [
        channel.id,
        next.value,
        next.used_for_auth,
        next.is_primary,
        next.is_verified,
      ]);
      return next;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      if (next.used_for_auth && (await usedForAuthByOther(db, channel.project_id, channel.user_id, value))) throw alreadyUsed(null);
      // The user already has another channel with this value (protocol silent: same text as create).
      throw new StatusError(400, 'Contact channel already exists');
    }
    throw error;
  }
}

export async function deleteChannel(db: Queryable, channel: ChannelRecord): Promise<void> {
  await db.query('DELETE FROM contact_channels WHERE id = $1', [channel.id]);
}
