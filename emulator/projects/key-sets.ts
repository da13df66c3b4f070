// A project's own key sets as the owner manages them (PROTOCOL.md §4.9, §5.20). The keys are kept as
// given (the seeded internal keys are not in the pck_/ssk_/sak_ format); the read view shows only the
// last four characters, and a revoked or expired set stops authenticating at once (store.ts).
import { randomUUID } from 'node:crypto';
import type { InternalApiKeyCreateBody, InternalApiKeyFirstViewWire, InternalApiKeyWire } from '../../src/protocol/wire/internal-api-keys';
import type { Queryable } from '../db/database';
import { randomKeys } from './create';
import { insertKeySet } from './store';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface KeySetRow {
  id: string;
  description: string;
  publishable_client_key: string | null;
  secret_server_key: string | null;
  super_secret_admin_key: string | null;
  created_at_millis: string | number;
  expires_at_millis: string | number | null;
  manually_revoked_at_millis: string | number | null;
}

function baseView(row: KeySetRow): Omit<InternalApiKeyWire, 'publishable_client_key' | 'secret_server_key' | 'super_secret_admin_key'> {
  const view: InternalApiKeyWire = { id: row.id, description: row.description, created_at_millis: Number(row.created_at_millis) };
  if (row.expires_at_millis !== null) view.expires_at_millis = Number(row.expires_at_millis);
  if (row.manually_revoked_at_millis !== null) view.manually_revoked_at_millis = Number(row.manually_revoked_at_millis);
  return view;
}

function keySetView(row: KeySetRow): InternalApiKeyWire {
  const view: InternalApiKeyWire = baseView(row);
  if (row.publishable_client_key !== null) view.publishable_client_key = { last_four: row.publishable_client_key.slice(-4) };
  if (row.secret_server_key !== null) view.secret_server_key = { last_four: row.secret_server_key.slice(-4) };
  if (row.super_secret_admin_key !== null) view.super_secret_admin_key = { last_four: row.super_secret_admin_key.slice(-4) };
  return view;
}

/** The project's key sets, newest first. */
export async function listKeySets(db: Queryable, projectId: string): Promise<InternalApiKeyWire[]> {
  const rows = await db.query<KeySetRow>('SELECT * FROM api_key_sets WHERE project_id = $1 ORDER BY created_at_millis DESC, id DESC', [projectId]);
  return rows.map(keySetView);
}

/** One key set of the project; null when the id names none (any string may arrive in the path). */
export async function getKeySet(db: Queryable, projectId: string, id: string): Promise<InternalApiKeyWire | null> {
  if (!UUID_RE.test(id)) return null;
  const rows = await db.query<KeySetRow>('SELECT * FROM api_key_sets WHERE project_id = $1 AND id = $2', [projectId, id]);
  return rows[0] ? keySetView(rows[0]) : null;
}

/** A new key set with the kinds asked for; the response is the only place its full keys appear. */
export async function createKeySet(db: Queryable, projectId: string, body: InternalApiKeyCreateBody, now: number): Promise<InternalApiKeyFirstViewWire> {
  const keys = randomKeys();
  const chosen = {
    publishableClientKey: body.has_publishable_client_key ? keys.publishableClientKey : null,
    secretServerKey: body.has_secret_server_key ? keys.secretServerKey : null,
    superSecretAdminKey: body.has_super_secret_admin_key ? keys.superSecretAdminKey : null,
  };
  const id = await insertKeySet(db, projectId, { id: randomUUID(), description: body.description, expiresAtMillis: body.expires_at_millis, ...chosen }, now);
  const view: InternalApiKeyFirstViewWire = { id, description: body.description, created_at_millis: now, expires_at_millis: body.expires_at_millis };
  if (chosen.publishableClientKey !== null) view.publishable_client_key = chosen.publishableClientKey;
  if (chosen.secretServerKey !== null) view.secret_server_key = chosen.secretServerKey;
  if (chosen.superSecretAdminKey !== null) view.super_secret_admin_key = chosen.superSecretAdminKey;
  return view;
}

/** A new description, and/or revocation (one-way: a second revoke keeps the first time). */
export async function updateKeySet(
  db: Queryable,
  projectId: string,
  id: string,
  update: { description?: string | undefined; revoke: boolean },
  now: number,
): Promise<InternalApiKeyWire | null> {
  if (!UUID_RE.test(id)) return null;
  const rows = await db.query<KeySetRow>(
    `UPDATE api_key_sets SET description = COALESCE($3, description),
       manually_revoked_at_millis = CASE WHEN $4::boolean THEN COALESCE(manually_revoked_at_millis, $5) ELSE manually_revoked_at_millis END
     WHERE project_id = $1 AND id = $2 RETURNING *`,
    [projectId, id, update.description ?? null, update.revoke, now],
  );
  return rows[0] ? keySetView(rows[0]) : null;
}
