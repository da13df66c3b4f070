// ES256 signing keys: two per audience (`<pid>`, `<pid>:restricted`, `<pid>:anon`), generated once
// and stored in the database. Both are published; tokens are signed with the first (PROTOCOL.md §3.1).
import { generateKeyPairSync } from 'node:crypto';
import { importJWK, type JWK, type CryptoKey } from 'jose';
import type { Queryable } from '../db/database';
import { randomId } from '../crypto/codes';

export type UserKind = 'normal' | 'restricted' | 'anon';
export const USER_KINDS: readonly UserKind[] = ['normal', 'restricted', 'anon'];
const KEYS_PER_AUDIENCE = 2;

export interface PublicSigningJwk {
  kty: 'EC';
  alg: 'ES256';
  crv: 'P-256';
  kid: string;
  x: string;
  y: string;
}

export interface SigningKey {
  kid: string;
  publicJwk: PublicSigningJwk;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
}

export function audienceFor(projectId: string, kind: UserKind): string {
  return kind === 'normal' ? projectId : `${projectId}:${kind}`;
}

/** Removes every signing key of a project (it is being deleted). */
export async function deleteSigningKeys(db: Queryable, projectId: string): Promise<void> {
  await db.query('DELETE FROM signing_keys WHERE audience = ANY($1::text[])', [USER_KINDS.map((kind) => audienceFor(projectId, kind))]);
}

/** Creates the six keys of a project unless they exist (safe to call concurrently). */
export async function ensureSigningKeys(db: Queryable, projectId: string, now: number): Promise<void> {
  for (const kind of USER_KINDS) {
    const audience = audienceFor(projectId, kind);
    for (let position = 0; position < KEYS_PER_AUDIENCE; position++) {
      const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const jwk = privateKey.export({ format: 'jwk' }) as { x: string; y: string; d: string };
      const kid = randomId(12);
      const publicJwk: PublicSigningJwk = { kty: 'EC', alg: 'ES256', crv: 'P-256', kid, x: jwk.x, y: jwk.y };
      await db.query(
        `INSERT INTO signing_keys (audience, position, kid, private_jwk, public_jwk, created_at_millis)
         VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6) ON CONFLICT (audience, position) DO NOTHING`,
        [audience, position, kid, JSON.stringify({ ...publicJwk, d: jwk.d }), JSON.stringify(publicJwk), now],
      );
    }
  }
}

// Stored keys never change, so their imported form is cached per database and audience.
const caches = new WeakMap<Queryable, Map<string, SigningKey[]>>();

/** The keys of one audience, oldest first; empty when the project has none. */
export async function signingKeysFor(db: Queryable, audience: string): Promise<SigningKey[]> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const cached = cache.get(audience);
  if (cached) return cached;
  const rows = await db.query<{ kid: string; private_jwk: JWK; public_jwk: PublicSigningJwk }>(
    'SELECT kid, private_jwk, public_jwk FROM signing_keys WHERE audience = $1 ORDER BY position',
    [audience],
  );
  const keys = await Promise.all(
    rows.map(async (row) => ({
      kid: row.kid,
      publicJwk: row.public_jwk,
      privateKey: (await importJWK(row.private_jwk, 'ES256')) as CryptoKey,
      publicKey: (await importJWK(row.public_jwk, 'ES256')) as CryptoKey,
    })),
  );
  if (keys.length === KEYS_PER_AUDIENCE) cache.set(audience, keys);
  return keys;
}
