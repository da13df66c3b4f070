// User and team API keys in the database (PROTOCOL.md §4.8, §5.17): every statement on api_keys.
import type { ApiKeyTypeWire } from '../../src/protocol/wire/api-keys';
import type { Queryable } from '../db/database';

export interface ApiKeyRow {
  id: string;
  project_id: string;
  type: ApiKeyTypeWire;
  user_id: string | null;
  team_id: string | null;
  description: string;
  is_public: boolean;
  last_four: string;
  created_at_millis: string | number;
  expires_at_millis: string | number | null;
  manually_revoked_at_millis: string | number | null;
}

export interface NewApiKey {
  id: string;
  projectId: string;
  type: ApiKeyTypeWire;
  ownerId: string;
  description: string;
  isPublic: boolean;
  secretHash: string;
  lastFour: string;
  now: number;
  expiresAtMillis: number | null;
}

/** The owner column of a key type: user keys belong to a user, team keys to a team. */
function ownerColumn(type: ApiKeyTypeWire): 'user_id' | 'team_id' {
  return type === 'user' ? 'user_id' : 'team_id';
}

export async function findApiKeyBySecretHash(db: Queryable, projectId: string, secretHash: string): Promise<ApiKeyRow | null> {
  const rows = await db.query<ApiKeyRow>('SELECT * FROM api_keys WHERE project_id = $1 AND secret_hash = $2', [projectId, secretHash]);
  return rows[0] ?? null;
}

export async function insertApiKey(db: Queryable, key: NewApiKey): Promise<ApiKeyRow> {
  const rows = await db.query<ApiKeyRow>(
    `INSERT INTO api_keys (id, project_id, type, ${ownerColumn(key.type)}, description, is_public, secret_hash, last_four, created_at_millis, expires_at_millis)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
    [key.id, key.projectId, key.type, key.ownerId, key.description, key.isPublic, key.secretHash, key.lastFour, key.now, key.expiresAtMillis],
  );
  return rows[0]!;
}

/** The owner's keys, newest first. */
export async function listApiKeys(db: Queryable, projectId: string, type: ApiKeyTypeWire, ownerId: string): Promise<ApiKeyRow[]> {
  return db.query<ApiKeyRow>(
    `SELECT * FROM api_keys WHERE project_id = $1 AND type = $2 AND ${ownerColumn(type)} = $3 ORDER BY created_at_millis DESC, id DESC`,
    [projectId, type, ownerId],
  );
}

/** A key of this type by its id, whoever owns it (the caller's rights are checked on its owner). */
export async function findApiKey(db: Queryable, projectId: string, type: ApiKeyTypeWire, keyId: string): Promise<ApiKeyRow | null> {
  const rows = await db.query<ApiKeyRow>('SELECT * FROM api_keys WHERE project_id = $1 AND type = $2 AND id = $3', [projectId, type, keyId]);
  return rows[0] ?? null;
}

/** Revoking is one-way and keeps the first timestamp; `revoke: false` changes nothing. */
export async function updateApiKey(db: Queryable, keyId: string, update: { description: string | null; revoke: boolean }, now: number): Promise<ApiKeyRow> {
  const rows = await db.query<ApiKeyRow>(
    `UPDATE api_keys SET description = COALESCE($2::text, description),
       manually_revoked_at_millis = CASE WHEN $3::boolean THEN COALESCE(manually_revoked_at_millis, $4::bigint) ELSE manually_revoked_at_millis END
     WHERE id = $1 RETURNING *`,
    [keyId, update.description, update.revoke, now],
  );
  return rows[0]!;
}
