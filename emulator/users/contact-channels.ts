// Contact-channel rows for the /contact-channels CRUD (PROTOCOL.md §5.10): create, read, update,
// delete, with the primary / auth / verification rules; the statements live in contact-channels/store.ts.
import { KnownErrors } from '../../src/protocol/errors';
import type { ContactChannelWire } from '../../src/protocol/wire/contact-channels';
import type { Database, Queryable } from '../db/database';
import { isUniqueViolation } from '../db/database';
import { markCodeUsed } from '../codes/lookup';
import { StatusError } from '../http';
import {
  deleteChannelRow,
  demoteOtherPrimary,
  insertChannel,
  markChannelVerified,
  usedForAuthByOther,
  userHasEmailChannel,
  writeChannel,
  type ChannelRecord,
} from '../contact-channels/store';
import { normalizeEmail } from './store';

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

/** Uses the verification code and marks the channel verified, together: a used code verifies nothing twice. */
export async function verifyChannelWithCode(db: Database, codeId: string, channelId: string, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await markCodeUsed(tx, codeId, now))) throw new KnownErrors.VerificationCodeAlreadyUsed();
    await markChannelVerified(tx, channelId);
  });
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
      if (await userHasEmailChannel(tx, userId, value)) throw new StatusError(400, 'Contact channel already exists');
      if (input.usedForAuth && (await usedForAuthByOther(tx, projectId, userId, value))) throw alreadyUsed(value);
      if (input.isPrimary) await demoteOtherPrimary(tx, userId, null);
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
        await demoteOtherPrimary(tx, channel.user_id, channel.id);
      }
      await writeChannel(tx, next);
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
  await deleteChannelRow(db, channel.id);
}
