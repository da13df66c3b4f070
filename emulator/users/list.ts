// GET /users (PROTOCOL.md §5.9): the project's users by sign-up time, filtered, one cursor page at a time.
import type { UserListQuery } from '../../src/protocol/wire/users';
import type { Queryable } from '../db/database';
import { StatusError } from '../http';
import type { ProjectRecord } from '../projects/store';
import { getUser, type UserRecord } from './store';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface UserPage {
  users: UserRecord[];
  /** The first user of the next page; null without a limit or on the last page. */
  nextCursor: string | null;
}

/** SQL conditions on `u` and their parameters, numbered from $1. */
class Conditions {
  readonly sql: string[] = [];
  readonly params: unknown[] = [];
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
}

/** Restricted (§3.4) for a non-anonymous user: by an admin, or unverified where the project requires it. */
function restrictedSql(project: ProjectRecord): string {
  const unverified = project.config.require_email_verification
    ? ` OR NOT EXISTS (SELECT 1 FROM contact_channels ch WHERE ch.user_id = u.id AND ch.is_primary AND ch.is_verified)`
    : '';
  return `(u.restricted_by_admin${unverified})`;
}

/** Anonymous and restricted users are left out unless asked for. */
function visibility(where: Conditions, project: ProjectRecord, query: UserListQuery): void {
  if (query.only_anonymous === 'true') {
    if (query.include_anonymous !== 'true') throw new StatusError(400, 'only_anonymous=true requires include_anonymous=true');
    where.sql.push('u.is_anonymous');
  } else if (query.include_anonymous === 'true') {
    // Anonymous users come with every restricted user.
  } else if (query.include_restricted === 'true') {
    where.sql.push('NOT u.is_anonymous');
  } else {
    where.sql.push(`NOT u.is_anonymous AND NOT ${restrictedSql(project)}`);
  }
}

/** A case-insensitive part of the name or of any contact channel, or exactly the id (§5.9). */
function search(where: Conditions, text: string): void {
  const needle = where.param(text.toLowerCase());
  const options = [
    `position(${needle} in lower(coalesce(u.display_name, ''))) > 0`,
    `EXISTS (SELECT 1 FROM contact_channels ch WHERE ch.user_id = u.id AND position(${needle} in lower(ch.value)) > 0)`,
  ];
  const stripped = text.replace(/[^A-Za-z0-9\-_.]/g, '');
  if (UUID_RE.test(stripped)) options.push(`u.id = ${where.param(stripped.toLowerCase())}::uuid`);
  where.sql.push(`(${options.join(' OR ')})`);
}

export async function listUsers(db: Queryable, project: ProjectRecord, query: UserListQuery): Promise<UserPage> {
  const desc = query.desc === 'true';
  const where = new Conditions();
  where.sql.push(`u.project_id = ${where.param(project.id)}`);
  visibility(where, project, query);
  if (query.team_id !== undefined) {
    where.sql.push(`EXISTS (SELECT 1 FROM team_members tm WHERE tm.team_id = ${where.param(query.team_id)}::uuid AND tm.user_id = u.id)`);
  }
  if (query.query !== undefined && query.query !== '') search(where, query.query);
  if (query.cursor !== undefined) {
    // The page starts at the cursor's user; an unknown cursor has no page.
    const start = await getUser(db, project.id, query.cursor);
    if (!start) return { users: [], nextCursor: null };
    const at = `(${where.param(start.signed_up_at_millis)}::bigint, ${where.param(start.id)}::uuid)`;
    where.sql.push(`(u.signed_up_at_millis, u.id) ${desc ? '<=' : '>='} ${at}`);
  }
  const direction = desc ? 'DESC' : 'ASC';
  // One row more than asked tells whether a next page exists.
  // A limit beyond any real count (the query has no upper bound) must not overflow the SQL bigint.
  const limit = query.limit === undefined ? '' : ` LIMIT ${where.param(Math.min(query.limit + 1, Number.MAX_SAFE_INTEGER))}`;
  const rows = await db.query<{ id: string }>(
    `SELECT u.id FROM users u WHERE ${where.sql.join(' AND ')} ORDER BY u.signed_up_at_millis ${direction}, u.id ${direction}${limit}`,
    where.params,
  );
  const more = query.limit !== undefined && rows.length > query.limit;
  const ids = (more ? rows.slice(0, query.limit) : rows).map((row) => row.id);
  const users: UserRecord[] = [];
  for (const id of ids) {
    const user = await getUser(db, project.id, id);
    if (user) users.push(user);
  }
  return { users, nextCursor: more ? rows[query.limit!]!.id : null };
}
