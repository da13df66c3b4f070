// The local owner (issue 13): a seeded internal-project user whose team owns the default project, so the
// emulator's dashboard (GET /) has someone to sign in as. Idempotent, and run on every start (development
// mode only) so data folders made before it get the owner too.
import { INTERNAL_PROJECT_ID } from '../../src/protocol/constants';
import type { Queryable } from '../db/database';
import { hashPassword, verifyPassword } from '../crypto/password';
import { addTeamMember, insertTeam, isTeamMember } from '../teams/store';
import { findAuthChannel } from '../contact-channels/store';
import { getPasswordHash, insertUser, normalizeEmail, updateUserColumns } from '../users/store';

export interface OwnerCredentials {
  email: string;
  password: string;
}

/** The owner's address when neither options nor env give one; the password is this database's own (local-secrets.ts). */
export const DEFAULT_OWNER_EMAIL = 'owner@localhost.test';
/** The owner's team on `internal`: it owns the default project (and any project the owner makes in it). */
export const LOCAL_OWNER_TEAM_ID = '5f0c2d7e-8b1a-4c3e-9d6f-2a4b6c8e0f13';
/** Arbitrary constant naming the lock that keeps two processes on one PostgreSQL from making two owners. */
const OWNER_SEED_LOCK_KEY = 7_311_013;

/**
 * Makes sure the owner exists, signs in with the given password (reset when it differs, so the
 * printed credentials always work), is in the owner team, and that the team owns the default project
 * unless another team already does.
 */
export async function seedOwner(tx: Queryable, now: number, defaultProjectId: string, owner: OwnerCredentials): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [OWNER_SEED_LOCK_KEY]);
  await insertTeam(tx, INTERNAL_PROJECT_ID, 'Local projects', now, LOCAL_OWNER_TEAM_ID);
  await tx.query('UPDATE projects SET owner_team_id = $2 WHERE id = $1 AND owner_team_id IS NULL', [defaultProjectId, LOCAL_OWNER_TEAM_ID]);

  const email = normalizeEmail(owner.email);
  const channel = await findAuthChannel(tx, INTERNAL_PROJECT_ID, email);
  let userId: string;
  if (channel) {
    userId = channel.user_id;
    const hash = await getPasswordHash(tx, userId);
    if (hash === null || !(await verifyPassword(owner.password, hash))) {
      await updateUserColumns(tx, userId, { password_hash: await hashPassword(owner.password) });
    }
  } else {
    userId = await insertUser(
      tx,
      INTERNAL_PROJECT_ID,
      {
        display_name: 'Local owner',
        password_hash: await hashPassword(owner.password),
        primary_email: email,
        primary_email_verified: true,
        primary_email_auth_enabled: true,
      },
      now,
    );
  }
  if (!(await isTeamMember(tx, LOCAL_OWNER_TEAM_ID, userId))) {
    await addTeamMember(tx, INTERNAL_PROJECT_ID, LOCAL_OWNER_TEAM_ID, userId, now);
    // New projects made in the console go to the selected team: the one that owns the local projects.
    await updateUserColumns(tx, userId, { selected_team_id: LOCAL_OWNER_TEAM_ID });
  }
}
