// The one statement header auth runs (PROTOCOL.md §2.3): the project's cache version (the project and
// its keys come from projects/cache.ts) and, with an access token, the token's user with everything its
// views and tokens need and whether the token's session still lives. GET /users/me answers from it alone.
import type { Queryable } from '../db/database';
import { PROJECT_VERSION_COLUMN } from '../projects/cache';
import type { ProjectRecord } from '../projects/store';
import { toUser } from '../users/store';
import { userStateColumns, userStateOf, type UserState, type UserStateColumns } from '../users/views';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const PROJECT_ONLY_SQL = `SELECT ${PROJECT_VERSION_COLUMN} FROM projects p WHERE p.id = $1`;
const WITH_USER_SQL = `SELECT ${PROJECT_VERSION_COLUMN}, u.*,
    EXISTS (SELECT 1 FROM sessions s WHERE s.id = $3 AND s.user_id = u.id AND (s.expires_at_millis IS NULL OR s.expires_at_millis > $4)) AS token_session_live,
    ${userStateColumns('u.id', 'u.project_id', 'u.selected_team_id')}
  FROM projects p LEFT JOIN users u ON u.project_id = p.id AND u.id = $2
  WHERE p.id = $1`;

type Row = Record<string, unknown> & UserStateColumns & { project_cache_version: string; token_session_live?: boolean };

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
  const rows = token
    ? await db.query<Row>(WITH_USER_SQL, [
        projectId,
        UUID_RE.test(token.userId) ? token.userId : null,
        UUID_RE.test(token.sessionId) ? token.sessionId : null,
        now,
      ])
    : await db.query<Row>(PROJECT_ONLY_SQL, [projectId]);
  const row = rows[0];
  if (!row) return null;
  if (!token || row.id === null || row.id === undefined) return { projectVersion: row.project_cache_version, tokenUser: null };
  const { project_cache_version: _version, token_session_live: live, state_channels, state_has_passkey, state_oauth_accounts, state_selected_team, ...userRow } = row;
  const user = toUser(userRow);
  const columns = { state_channels, state_has_passkey, state_oauth_accounts, state_selected_team };
  return { projectVersion: row.project_cache_version, tokenUser: { state: (project) => userStateOf(project, user, columns), sessionLive: live === true } };
}
