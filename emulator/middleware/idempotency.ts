// Resent writes get the first answer instead of a second effect. The SDK sends one x-stack-random-nonce
// per call and reuses it on every attempt (and on the UI's "Try again"); hosted Stack Auth ignores it.
// For each non-GET API request with a nonce: claim (project, nonce) in the database (one statement); the
// claimer runs the request and stores a 2xx answer for 24 h (a second statement), or drops the claim on
// any other answer (known errors change nothing). A duplicate with the same method, path, access type,
// credentials and body gets the stored answer, waiting while the first still runs (the browser's resend).
// Credentials are the keys as sent and, for an access token, its verified user and session (a refreshed
// token of the same session still matches); they enter only the SHA-256 fingerprint, never stored in
// clear. A different request under a used nonce (another caller's included) runs as if it had none (as
// hosted would), and is not recorded.
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppContext, AppEnv } from '../context';
import type { Queryable } from '../db/database';
import { randomId } from '../crypto/codes';
import { verifyAccessToken } from '../tokens/access-token';
import { MAX_BODY_BYTES } from './body';
import { stackHeader } from './headers';

/** How long an answer is replayed. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A claim older than this whose process is not this one is taken over (that process likely died). */
export const PENDING_STALE_MS = 30_000;
/** Between two looks at a claim held by another process. */
const POLL_INTERVAL_MS = 25;
/** Expired rows are deleted on one claim in this many (a third statement, rarely). */
const PURGE_EVERY = 256;
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const NONCE_SHAPE = /^[A-Za-z0-9_-]{1,128}$/;

interface ClaimRow {
  owner: string;
  fingerprint: string;
  state: 'pending' | 'done';
  status: number | null;
  headers: string | null;
  body: string | null;
}


const TAKE_OVER = `(r.state = 'done' AND r.created_at_millis < $6) OR (r.state = 'pending' AND r.created_at_millis < $7)`;
const pick = (column: string, fresh: string) => `${column} = CASE WHEN ${TAKE_OVER} THEN ${fresh} ELSE r.${column} END`;
/** Inserts our claim, or returns the row already there (an expired answer or an abandoned claim is taken over). */
const CLAIM_SQL = `INSERT INTO idempotent_requests AS r (project_id, nonce, fingerprint, owner, state, created_at_millis)
  VALUES ($1, $2, $3, $4, 'pending', $5)
  ON CONFLICT (project_id, nonce) DO UPDATE SET
    ${[
      pick('fingerprint', 'EXCLUDED.fingerprint'),
      pick('owner', 'EXCLUDED.owner'),
      pick('state', `'pending'`),
      pick('status', 'NULL'),
      pick('headers', 'NULL'),
      pick('body', 'NULL'),
      pick('created_at_millis', 'EXCLUDED.created_at_millis'),
    ].join(',\n    ')}
  RETURNING owner, fingerprint, state, status, headers, body`;

/** The middleware of one emulator app: its own record of the claims it is running now. */
export function idempotency(): MiddlewareHandler<AppEnv> {
  /** Claims of this app still running, so a local duplicate waits without polling (other processes poll). */
  const running = new Map<string, Promise<void>>();
  let claims = 0;
  return async (c, next) => {
    const nonce = stackHeader(c.req.raw, 'random-nonce');
    if (READ_METHODS.has(c.req.method) || nonce === undefined || !NONCE_SHAPE.test(nonce)) return next();
    const fingerprint = await fingerprintOf(c);
    // An unreadable or oversize body: the body parser answers it (400/413), nothing to remember.
    if (fingerprint === null) return next();
    const projectId = stackHeader(c.req.raw, 'project-id') ?? '';
    const { db, clock } = c.var.ctx;
    const key = `${projectId}\n${nonce}`;
    const owner = randomId(16);

    for (let looks = 0; ; looks++) {
      const now = clock.now();
      if (++claims % PURGE_EVERY === 0) await db.query('DELETE FROM idempotent_requests WHERE created_at_millis < $1', [now - IDEMPOTENCY_TTL_MS]);
      const rows: ClaimRow[] = await db.query<ClaimRow>(CLAIM_SQL, [projectId, nonce, fingerprint, owner, now, now - IDEMPOTENCY_TTL_MS, now - PENDING_STALE_MS]);
      const row = rows[0];
      if (!row) return next();
      if (row.owner === owner) return runClaimed(c, next, db, running, { projectId, nonce, owner, key });
      // The same nonce on another request: a client bug or a guess; run it as hosted would, unrecorded.
      if (row.fingerprint !== fingerprint) return next();
      if (row.state === 'done' && row.status !== null) {
        c.res = replay(row);
        return;
      }
      // The first is still running: wait for it here, or look again shortly when another process runs it.
      const local = running.get(key);
      if (local) await local;
      // Waited as long as a claim may live and its clock never called it abandoned: run it, unrecorded.
      else if (looks * POLL_INTERVAL_MS >= PENDING_STALE_MS) return next();
      else await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
    }
  };
}

async function runClaimed(
  c: AppContext,
  next: () => Promise<void>,
  db: Queryable,
  running: Map<string, Promise<void>>,
  claim: { projectId: string; nonce: string; owner: string; key: string },
): Promise<void> {
  let done = () => {};
  running.set(claim.key, new Promise<void>((resolve) => (done = resolve)));
  const where = 'WHERE project_id = $1 AND nonce = $2 AND owner = $3';
  const params = [claim.projectId, claim.nonce, claim.owner];
  try {
    let kept = false;
    try {
      await next();
      const res = c.res;
      if (isReplayable(res)) {
        const body = Buffer.from(await res.clone().arrayBuffer()).toString('base64');
        const headers = JSON.stringify([...res.headers.entries()]);
        await db.query(`UPDATE idempotent_requests SET state = 'done', status = $4, headers = $5, body = $6 ${where}`, [...params, res.status, headers, body]);
        kept = true;
      }
    } finally {
      // Any other answer (or a throw) changed nothing worth remembering: a resend runs afresh.
      if (!kept) await db.query(`DELETE FROM idempotent_requests ${where}`, params);
    }
  } finally {
    running.delete(claim.key);
    done();
  }
}

/** A success the client may need again: 2xx, not a known error, not a stream. */
function isReplayable(res: Response): boolean {
  if (res.status < 200 || res.status > 299) return false;
  if (res.headers.has('x-stack-known-error')) return false;
  return !(res.headers.get('content-type') ?? '').startsWith('text/event-stream');
}

function replay(row: ClaimRow): Response {
  const headers = new Headers(JSON.parse(row.headers ?? '[]') as [string, string][]);
  const body = row.status === 204 || row.status === 205 ? null : Buffer.from(row.body ?? '', 'base64');
  return new Response(body, { status: row.status ?? 200, headers });
}

/** Headers whose values prove who asks, compared as sent (x-stack-/x-hexclave- suffixes). */
const KEY_HEADERS = ['publishable-client-key', 'secret-server-key', 'super-secret-admin-key', 'refresh-token'] as const;
/** Access tokens, compared by the user and session they name once verified. */
const TOKEN_HEADERS = ['access-token', 'admin-access-token'] as const;

/** Who asks, one line per credential (header values hold no line break): only ever hashed. */
async function credentialsOf(c: AppContext): Promise<string> {
  const lines = KEY_HEADERS.map((name) => `${name}=${stackHeader(c.req.raw, name) ?? ''}`);
  for (const name of TOKEN_HEADERS) {
    const token = stackHeader(c.req.raw, name);
    lines.push(`${name}=${token === undefined ? '' : await tokenIdentity(c, token)}`);
  }
  lines.push(`authorization=${c.req.header('authorization') ?? ''}`);
  return lines.join('\n');
}

/** A verified token as its project, user and session; any other token as sent (a forged copy of the claims differs). */
async function tokenIdentity(c: AppContext, token: string): Promise<string> {
  const result = await verifyAccessToken(c.var.ctx.db, token, c.var.ctx.clock.now());
  return result.ok ? `session ${result.claims.project_id} ${result.claims.sub} ${result.claims.refresh_token_id}` : `token ${token}`;
}

/** What makes two requests the same write: method, path after the API version, access type, credentials and body bytes. */
async function fingerprintOf(c: AppContext): Promise<string | null> {
  const declared = Number(c.req.header('content-length') ?? NaN);
  if (declared > MAX_BODY_BYTES) return null;
  const url = new URL(c.req.url);
  const path = url.pathname.replace(/^\/api\/(v1|latest)(?=\/)/, '') + url.search;
  const accessType = stackHeader(c.req.raw, 'access-type') ?? '';
  const hash = createHash('sha256').update(`${c.req.method}\n${path}\n${accessType}\n${await credentialsOf(c)}\n`);
  const stream = c.req.raw.clone().body;
  if (!stream) return hash.digest('hex');
  const reader = stream.getReader();
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.length;
      if (total > MAX_BODY_BYTES) {
        await reader.cancel();
        return null;
      }
      hash.update(value);
    }
  } catch {
    return null;
  }
  return hash.digest('hex');
}
