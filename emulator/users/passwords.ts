// Changing a user's password: the new hash and the end of the user's other sessions commit together.
import { KnownErrors } from '../../src/protocol/errors';
import { markCodeUsed } from '../codes/lookup';
import type { Database } from '../db/database';
import { deleteUserSessions } from '../tokens/sessions';
import { updateUserColumns } from './store';

/** A password reset (PROTOCOL.md §3.3): uses the code, sets the hash, ends every session. */
export async function resetPasswordWithCode(db: Database, codeId: string, userId: string, passwordHash: string, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await markCodeUsed(tx, codeId, now))) throw new KnownErrors.VerificationCodeAlreadyUsed();
    await updateUserColumns(tx, userId, { password_hash: passwordHash });
    await deleteUserSessions(tx, userId);
  });
}

/** A password update: every session but `keptSessionId` (the caller's own) ends. */
export async function changePassword(db: Database, userId: string, passwordHash: string, keptSessionId: string | undefined): Promise<void> {
  await db.transaction(async (tx) => {
    await updateUserColumns(tx, userId, { password_hash: passwordHash });
    await deleteUserSessions(tx, userId, keptSessionId);
  });
}
