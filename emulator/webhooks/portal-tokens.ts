// Tokens of POST /webhooks/svix-token (PROTOCOL.md §5.28). On Stack Auth they open Svix's app portal;
// here they open the project's webhook endpoints and delivery log under /emulator/projects/{id}/.
import { randomCode } from '../crypto/codes';
import { sha256Hex } from '../crypto/hash';
import type { Queryable } from '../db/database';

/** Svix's app-portal tokens last a week; so do these. */
export const PORTAL_TOKEN_LIFETIME_MS = 7 * 86_400_000;
const PREFIX = 'whpt_';

export async function mintPortalToken(db: Queryable, projectId: string, now: number): Promise<string> {
  const token = `${PREFIX}${randomCode()}`;
  await db.query('INSERT INTO webhook_portal_tokens (token_hash, project_id, created_at_millis, expires_at_millis) VALUES ($1, $2, $3, $4)', [
    sha256Hex(token),
    projectId,
    now,
    now + PORTAL_TOKEN_LIFETIME_MS,
  ]);
  return token;
}

/** True when the token was minted for this project and has not expired. */
export async function isValidPortalToken(db: Queryable, projectId: string, token: string, now: number): Promise<boolean> {
  if (!token.startsWith(PREFIX)) return false;
  const rows = await db.query('SELECT 1 FROM webhook_portal_tokens WHERE token_hash = $1 AND project_id = $2 AND expires_at_millis > $3', [
    sha256Hex(token),
    projectId,
    now,
  ]);
  return rows.length > 0;
}
