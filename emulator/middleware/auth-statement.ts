// The one statement header auth runs (PROTOCOL.md §2.3): the project's cache version (the project and
// its keys come from projects/cache.ts) and, with an access token, the token's user with everything its
// views and tokens need and whether the token's session still lives. GET /users/me answers from it alone.
// It is a database function (`stack_auth_row`, migration 014) so that its plans are kept, not re-made.
import type { Queryable } from '../db/database';
import type { ProjectRecord } from '../projects/store';
import { toUser } from '../users/store';
import { userStateOf, type StoredUserWithState, type UserState } from '../users/views';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface StoredAuthRow {
  project_cache_version: string;
  user: StoredUserWithState | null;
  session_live: boolean;
}

export interface AuthRow {
  projectVersion: string;
  /** The token's user as stored (null without a token, or when the user is gone); its state needs the project. */
  tokenUser: { state: (project: ProjectRecord) => UserState; sessionLive: boolean } | null;
}

/** Null when the project does not exist. */
export async function readAuthRow(
  db: Queryable,
  projectId: string,
  token: { userId: string; sessionId: string } | null,
  now: number,
): Promise<AuthRow | null> {
  const userId = token && UUID_RE.test(token.userId) ? token.userId : null;
  const sessionId = token && UUID_RE.test(token.sessionId) ? token.sessionId : null;
  const [row] = await db.query<{ auth: StoredAuthRow | null }>('SELECT stack_auth_row($1, $2, $3, $4) AS auth', [projectId, userId, sessionId, now]);
  const auth = row?.auth;
  if (!auth) return null;
  const found = auth.user;
  if (!found) return { projectVersion: auth.project_cache_version, tokenUser: null };
  const user = toUser(found.user);
  return { projectVersion: auth.project_cache_version, tokenUser: { state: (project) => userStateOf(project, user, found.state), sessionLive: auth.session_live } };
}
