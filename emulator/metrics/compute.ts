// GET /internal/metrics computed from the project's data (PROTOCOL.md §5.26): users, sign-ups and
// activity per UTC day, sign-in methods, teams. Anonymous users count only with include_anonymous,
// except in the auth overview's own buckets (verified + unverified + anonymous = every user).
import type { ApiDialect } from '../../src/protocol/headers';
import type { ServerUserWire } from '../../src/protocol/wire/users';
import type { MetricsResponseWire, MetricsUserCountsWire, UserActivityWire } from '../../src/protocol/wire/metrics';
import type { Queryable } from '../db/database';
import type { ProjectRecord } from '../projects/store';
import { getUser } from '../users/store';
import { loadUserState, serverUserView } from '../users/views';
import { utcDay } from './activity';
import { analyticsOverview, emptyEmailOverview, emptyPaymentsOverview } from './overviews';
import { activitySplit, previousDay, seriesOf, windowDays } from './series';

/** How many users the recently registered / recently active lists show. */
export const RECENT_USERS = 10;
/** "Live" users were active (token minted) in the last five minutes. */
const LIVE_WINDOW_MS = 5 * 60_000;
const DAY_MS = 86_400_000;
/** Monthly active users: active on any of the last 30 days (today included). */
const MAU_DAYS = 30;

type Row = Record<string, unknown>;

async function serverViews(db: Queryable, project: ProjectRecord, ids: string[]): Promise<ServerUserWire[]> {
  const views: ServerUserWire[] = [];
  for (const id of ids) {
    const user = await getUser(db, project.id, id);
    if (user) views.push(await serverUserView(db, project, await loadUserState(db, project, user)));
  }
  return views;
}

async function recentUserIds(db: Queryable, projectId: string, includeAnonymous: boolean, column: 'signed_up_at_millis' | 'last_active_at_millis'): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM users WHERE project_id = $1 AND ($2 OR NOT is_anonymous) ORDER BY ${column} DESC, id LIMIT ${RECENT_USERS}`,
    [projectId, includeAnonymous],
  );
  return rows.map((r) => r.id);
}

/** Active ids per day (from the day before the window on), with each id's creation day. */
function groupByDay(rows: Row[], idKey: string): { activeByDay: Map<string, Set<string>>; createdDayOf: Map<string, string> } {
  const activeByDay = new Map<string, Set<string>>();
  const createdDayOf = new Map<string, string>();
  for (const row of rows) {
    const id = String(row[idKey]);
    const day = String(row.day);
    if (!activeByDay.has(day)) activeByDay.set(day, new Set());
    activeByDay.get(day)!.add(id);
    createdDayOf.set(id, utcDay(Number(row.created_at_millis)));
  }
  return { activeByDay, createdDayOf };
}

async function countsByKey(db: Queryable, sql: string, params: unknown[]): Promise<Map<string, number>> {
  const rows = await db.query<{ key: string; n: number }>(sql, params);
  return new Map(rows.map((r) => [String(r.key), Number(r.n)]));
}

/** The metrics in the caller's dialect: live_users and active_users_by_country are 2.8.108+ fields (PROTOCOL.md §9). */
export async function computeMetrics(db: Queryable, project: ProjectRecord, includeAnonymous: boolean, now: number, dialect: ApiDialect): Promise<MetricsResponseWire> {
  const projectId = project.id;
  const days = windowDays(now);
  const windowStart = days[0]!;
  const sinceDay = previousDay(windowStart);
  const windowStartMillis = Date.parse(`${windowStart}T00:00:00Z`);

  const [counts] = await db.query<Row>(
    `SELECT count(*)::int AS total,
            count(*) FILTER (WHERE is_anonymous)::int AS anonymous,
            count(*) FILTER (WHERE NOT is_anonymous AND EXISTS (
              SELECT 1 FROM contact_channels cc WHERE cc.user_id = u.id AND cc.type = 'email' AND cc.is_verified))::int AS verified,
            count(*) FILTER (WHERE last_active_at_millis >= $2 AND ($3 OR NOT is_anonymous))::int AS live
     FROM users u WHERE project_id = $1`,
    [projectId, now - LIVE_WINDOW_MS, includeAnonymous],
  );
  const total = Number(counts?.total ?? 0);
  const anonymous = Number(counts?.anonymous ?? 0);
  const verified = Number(counts?.verified ?? 0);
  const totalFiltered = includeAnonymous ? total : total - anonymous;
  const [teams] = await db.query<Row>('SELECT count(*)::int AS n FROM teams WHERE project_id = $1', [projectId]);

  const signUps = await countsByKey(
    db,
    `SELECT (signed_up_at_millis / ${DAY_MS})::bigint AS key, count(*)::int AS n FROM users
     WHERE project_id = $1 AND signed_up_at_millis >= $2 AND ($3 OR NOT is_anonymous) GROUP BY 1`,
    [projectId, windowStartMillis, includeAnonymous],
  );
  const signUpsByDay = new Map([...signUps].map(([dayIndex, n]) => [utcDay(Number(dayIndex) * DAY_MS), n]));

  const userActivity = groupByDay(
    await db.query<Row>(
      `SELECT a.user_id, to_char(a.day, 'YYYY-MM-DD') AS day, u.signed_up_at_millis AS created_at_millis
       FROM user_activity_days a JOIN users u ON u.id = a.user_id
       WHERE a.project_id = $1 AND a.day >= $2::date AND ($3 OR NOT u.is_anonymous)`,
      [projectId, sinceDay, includeAnonymous],
    ),
    'user_id',
  );
  // A team is active on a day when one of its members was (from the day the team was created on).
  const teamActivity = groupByDay(
    await db.query<Row>(
      `SELECT DISTINCT m.team_id, to_char(a.day, 'YYYY-MM-DD') AS day, t.created_at_millis
       FROM user_activity_days a JOIN team_members m ON m.user_id = a.user_id JOIN teams t ON t.id = m.team_id
       WHERE a.project_id = $1 AND a.day >= $2::date AND a.day >= (t.created_at_millis / ${DAY_MS})::int * interval '1 day' + date '1970-01-01'`,
      [projectId, sinceDay],
    ),
    'team_id',
  );
  const monthDays = new Set(days.slice(-MAU_DAYS));
  const monthlyActive = new Set<string>();
  for (const [day, ids] of userActivity.activeByDay) if (monthDays.has(day)) for (const id of ids) monthlyActive.add(id);

  const usersByCountry = await countsByKey(
    db,
    `SELECT country_code AS key, count(*)::int AS n FROM users
     WHERE project_id = $1 AND country_code IS NOT NULL AND ($2 OR NOT is_anonymous) GROUP BY country_code`,
    [projectId, includeAnonymous],
  );
  const loginMethods = await db.query<{ method: string; count: number }>(
    `SELECT s.method, count(*)::int AS count FROM sign_ins s JOIN users u ON u.id = s.user_id
     WHERE s.project_id = $1 AND ($2 OR NOT u.is_anonymous) GROUP BY s.method ORDER BY count(*) DESC, s.method`,
    [projectId, includeAnonymous],
  );

  const dailyActive = new Map([...userActivity.activeByDay].map(([day, ids]) => [day, ids.size]));
  const live = Number(counts?.live ?? 0);
  const newer = dialect === 'hexclave';
  return {
    total_users: totalFiltered,
    ...(newer ? { live_users: live } : {}),
    daily_users: seriesOf(days, signUpsByDay),
    daily_active_users: seriesOf(days, dailyActive),
    users_by_country: Object.fromEntries(usersByCountry),
    ...(newer ? { active_users_by_country: await activeUsersByCountry(db, project, includeAnonymous, windowStartMillis) } : {}),
    recently_registered: await serverViews(db, project, await recentUserIds(db, projectId, includeAnonymous, 'signed_up_at_millis')),
    recently_active: await serverViews(db, project, await recentUserIds(db, projectId, includeAnonymous, 'last_active_at_millis')),
    login_methods: loginMethods.map((r) => ({ method: r.method, count: Number(r.count) })),
    auth_overview: {
      verified_users: verified,
      unverified_users: total - anonymous - verified,
      anonymous_users: anonymous,
      total_teams: Number(teams?.n ?? 0),
      mau: monthlyActive.size,
      daily_active_users_split: activitySplit(days, userActivity.activeByDay, userActivity.createdDayOf),
      daily_active_teams_split: activitySplit(days, teamActivity.activeByDay, teamActivity.createdDayOf),
      total_users_filtered: totalFiltered,
    },
    payments_overview: emptyPaymentsOverview(days),
    email_overview: emptyEmailOverview(days),
    analytics_overview: analyticsOverview(days, live, dialect),
  };
}

/** Users with a known country who were active in the window, by country (most recent first). */
async function activeUsersByCountry(db: Queryable, project: ProjectRecord, includeAnonymous: boolean, since: number): Promise<Record<string, ServerUserWire[]>> {
  const rows = await db.query<{ id: string; country_code: string }>(
    `SELECT id, country_code FROM users
     WHERE project_id = $1 AND country_code IS NOT NULL AND last_active_at_millis >= $2 AND ($3 OR NOT is_anonymous)
     ORDER BY last_active_at_millis DESC, id LIMIT 100`,
    [project.id, since, includeAnonymous],
  );
  const byCountry: Record<string, ServerUserWire[]> = {};
  for (const row of rows) (byCountry[row.country_code] ??= []).push(...(await serverViews(db, project, [row.id])));
  return byCountry;
}

/** GET /internal/metrics/user-counts. */
export async function computeUserCounts(db: Queryable, projectId: string): Promise<MetricsUserCountsWire> {
  const [row] = await db.query<Row>(
    'SELECT count(*)::int AS total, count(*) FILTER (WHERE is_anonymous)::int AS anonymous FROM users WHERE project_id = $1',
    [projectId],
  );
  return { total_users: Number(row?.total ?? 0), anonymous_users: Number(row?.anonymous ?? 0) };
}

/** GET /internal/user-activity: the user's active days in the window. */
export async function computeUserActivity(db: Queryable, projectId: string, userId: string, now: number): Promise<UserActivityWire> {
  const days = windowDays(now);
  const rows = await db.query<{ day: string }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day FROM user_activity_days WHERE project_id = $1 AND user_id = $2 AND day >= $3::date`,
    [projectId, userId, days[0]],
  );
  return { data_points: seriesOf(days, new Map(rows.map((r) => [r.day, 1]))) };
}
