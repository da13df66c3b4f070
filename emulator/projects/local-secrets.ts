// The secrets of one database (issue 29): the internal project's and the demo project's secret server and
// admin keys and the seeded owner's password are random, made on the first start of a database and kept
// in it (table local_secrets), so a data folder keeps them across restarts and an in-memory database gets
// new ones each start. The constants earlier emulators seeded are retired from folders that still hold them.
import type { Queryable } from '../db/database';
import { randomCrockford } from '../crypto/codes';
import { hashPassword, verifyPassword } from '../crypto/password';
import { randomKeys } from './create';
import { findAuthChannel } from '../contact-channels/store';
import { getPasswordHash, updateUserColumns } from '../users/store';
import { STACK_DEV_KEYS } from './stack-dev-keys';

export const LOCAL_SECRET_NAMES = [
  'internal_secret_server_key',
  'internal_super_secret_admin_key',
  'default_secret_server_key',
  'default_super_secret_admin_key',
  'owner_password',
] as const;
export type LocalSecretName = (typeof LOCAL_SECRET_NAMES)[number];
export type LocalSecrets = Readonly<Record<LocalSecretName, string>>;

/** Characters of a generated owner password: 32 Crockford base32 characters are 160 random bits. */
const OWNER_PASSWORD_LENGTH = 32;

/** What emulators before issue 29 seeded in every database; never accepted again unless set explicitly. */
export const LEGACY_SECRETS = {
  internalSecretServerKey: STACK_DEV_KEYS.secretServerKey,
  internalSuperSecretAdminKey: STACK_DEV_KEYS.superSecretAdminKey,
  defaultSecretServerKey: 'ssk_emulator0local0secret0server0key00000000000',
  defaultSuperSecretAdminKey: 'sak_emulator0local0super0secret0admin0key000000',
  ownerEmail: 'owner@localhost.test',
  ownerPassword: 'local-owner-password',
} as const;

function generate(name: LocalSecretName): string {
  const keys = randomKeys();
  if (name === 'owner_password') return randomCrockford(OWNER_PASSWORD_LENGTH);
  return name.endsWith('_secret_server_key') ? keys.secretServerKey : keys.superSecretAdminKey;
}

/**
 * This database's secrets, made and stored the first time; `generated` names those made by this call
 * (all of them on a new database, or on a folder made before issue 29). Call inside the seed transaction.
 */
export async function loadLocalSecrets(tx: Queryable): Promise<{ secrets: LocalSecrets; generated: ReadonlySet<LocalSecretName> }> {
  const generated = new Set<LocalSecretName>();
  for (const name of LOCAL_SECRET_NAMES) {
    // ON CONFLICT: another process starting on the same PostgreSQL may have stored it first; its value wins.
    const inserted = await tx.query('INSERT INTO local_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING RETURNING name', [name, generate(name)]);
    if (inserted.length > 0) generated.add(name);
  }
  const rows = await tx.query<{ name: string; value: string }>('SELECT name, value FROM local_secrets WHERE name = ANY($1::text[])', [LOCAL_SECRET_NAMES]);
  const values = new Map(rows.map((row) => [row.name, row.value]));
  const secrets = Object.fromEntries(LOCAL_SECRET_NAMES.map((name) => [name, values.get(name)!])) as Record<LocalSecretName, string>;
  return { secrets, generated };
}

/**
 * Removes every key set that holds one of the old constant secret keys, except a key this start uses
 * (set explicitly by env or options), and touches their projects so every process drops cached keys.
 */
export async function retireLegacyKeys(tx: Queryable, inUse: readonly string[]): Promise<void> {
  const legacy = [
    LEGACY_SECRETS.internalSecretServerKey,
    LEGACY_SECRETS.internalSuperSecretAdminKey,
    LEGACY_SECRETS.defaultSecretServerKey,
    LEGACY_SECRETS.defaultSuperSecretAdminKey,
  ].filter((key) => !inUse.includes(key));
  if (legacy.length === 0) return;
  const removed = await tx.query<{ project_id: string }>(
    'DELETE FROM api_key_sets WHERE secret_server_key = ANY($1::text[]) OR super_secret_admin_key = ANY($1::text[]) RETURNING project_id',
    [legacy],
  );
  // Deleting a key set does not bump its project's cache version by itself (migration 013).
  if (removed.length > 0) await tx.query('UPDATE projects SET display_name = display_name WHERE id = ANY($1::text[])', [removed.map((row) => row.project_id)]);
}

/**
 * On a folder made before issue 29 (its owner password just generated): the old owner's known password
 * is replaced by an unknown one, even when this start seeds no owner or another address.
 */
export async function retireLegacyOwnerPassword(tx: Queryable, internalProjectId: string, generated: ReadonlySet<LocalSecretName>): Promise<void> {
  if (!generated.has('owner_password')) return;
  const channel = await findAuthChannel(tx, internalProjectId, LEGACY_SECRETS.ownerEmail);
  if (!channel) return;
  const hash = await getPasswordHash(tx, channel.user_id);
  if (hash === null || !(await verifyPassword(LEGACY_SECRETS.ownerPassword, hash))) return;
  // Nobody knows this one; the owner seeding that follows sets the printed password when it is this user.
  await updateUserColumns(tx, channel.user_id, { password_hash: await hashPassword(randomCrockford(OWNER_PASSWORD_LENGTH)) });
}
