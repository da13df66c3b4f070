// Teams and memberships in the database (PROTOCOL.md §5.11-5.13).
import { randomUUID } from 'node:crypto';
import type { Json } from '../../src/protocol/schema';
import type { Database, Queryable } from '../db/database';
import { grantTeamDefaults, isUuid } from '../permissions/grants';
import { getProject, type ProjectRecord } from '../projects/store';
import { jsonParam, unselectTeam, unselectTeamForAll } from '../users/store';
import type { TeamRecord } from '../users/teams';
import { emitWebhookEvent } from '../webhooks/events';

export interface NewTeam {
  display_name: string;
  profile_image_url?: string | null;
  client_metadata?: Json;
  client_read_only_metadata?: Json;
  server_metadata?: Json;
}

export interface MemberRecord {
  team_id: string;
  user_id: string;
  display_name: string | null;
  profile_image_url: string | null;
  created_at_millis: number;
}

export async function getTeam(db: Queryable, projectId: string, teamId: string): Promise<TeamRecord | null> {
  const rows = await db.query<TeamRecord>('SELECT * FROM teams WHERE project_id = $1 AND id = $2', [projectId, teamId]);
  return rows[0] ? { ...rows[0], created_at_millis: Number(rows[0].created_at_millis) } : null;
}

export async function insertTeam(db: Queryable, projectId: string, displayName: string, now: number, id: string = randomUUID()): Promise<string> {
  const inserted = await db.query(
    'INSERT INTO teams (id, project_id, display_name, created_at_millis) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING RETURNING id',
    [id, projectId, displayName, now],
  );
  if (inserted.length > 0) await emitWebhookEvent(db, { type: 'team.created', teamId: id });
  return id;
}

/** Adds a team's creator with the creator defaults, reading the project's config (seeding, where no project record is at hand); no webhook, as for any creator. */
export async function addTeamMember(db: Queryable, projectId: string, teamId: string, userId: string, now: number): Promise<void> {
  const project = await getProject(db, projectId);
  if (project) await addMember(db, project, teamId, userId, 'creator', now);
}

export async function isTeamMember(db: Queryable, teamId: string, userId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM team_members WHERE team_id = $1 AND user_id = $2', [teamId, userId]);
  return rows.length > 0;
}

/** The team, or null (also for ids that are no UUID). */
export async function findTeam(db: Queryable, projectId: string, teamId: string): Promise<TeamRecord | null> {
  return isUuid(teamId) ? getTeam(db, projectId, teamId) : null;
}

/** Inserts a team; a creator becomes a member with the creator defaults, its selected team unchanged (as in Stack Auth). */
export async function createTeam(db: Queryable, project: ProjectRecord, team: NewTeam, creatorId: string | null, now: number): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO teams (id, project_id, display_name, profile_image_url, client_metadata, client_read_only_metadata, server_metadata, created_at_millis)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7::jsonb, $8)`,
    [
      id,
      project.id,
      team.display_name,
      team.profile_image_url ?? null,
      jsonParam(team.client_metadata),
      jsonParam(team.client_read_only_metadata),
      jsonParam(team.server_metadata),
      now,
    ],
  );
  await emitWebhookEvent(db, { type: 'team.created', teamId: id });
  if (creatorId !== null) await addMember(db, project, id, creatorId, 'creator', now);
  return id;
}

/** createTeam in a transaction of its own, answering the stored team (POST /teams). */
export function createTeamAtomically(db: Database, project: ProjectRecord, team: NewTeam, creatorId: string | null, now: number): Promise<TeamRecord> {
  return db.transaction(async (tx) => {
    const id = await createTeam(tx, project, team, creatorId, now);
    const created = await getTeam(tx, project.id, id);
    if (!created) throw new Error('the team just created is gone');
    return created;
  });
}

/** Teams of the project (or of one member), oldest first. */
export async function listTeams(db: Queryable, projectId: string, userId?: string): Promise<TeamRecord[]> {
  const rows =
    userId === undefined
      ? await db.query<TeamRecord>('SELECT * FROM teams WHERE project_id = $1 ORDER BY created_at_millis, creation_seq', [projectId])
      : isUuid(userId)
        ? await db.query<TeamRecord>(
            `SELECT t.* FROM teams t JOIN team_members m ON m.team_id = t.id
             WHERE t.project_id = $1 AND m.user_id = $2 ORDER BY t.created_at_millis, t.creation_seq`,
            [projectId, userId],
          )
        : [];
  return rows.map((r) => ({ ...r, created_at_millis: Number(r.created_at_millis) }));
}

const TEAM_JSON_COLUMNS = new Set(['client_metadata', 'client_read_only_metadata', 'server_metadata']);

export async function updateTeam(db: Queryable, teamId: string, update: Partial<NewTeam>): Promise<void> {
  const entries = Object.entries(update).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return;
  const sets = entries.map(([key], i) => (TEAM_JSON_COLUMNS.has(key) ? `${key} = $${i + 2}::jsonb` : `${key} = $${i + 2}`));
  const params = entries.map(([key, value]) => (TEAM_JSON_COLUMNS.has(key) ? jsonParam(value as Json) : value));
  await db.query(`UPDATE teams SET ${sets.join(', ')} WHERE id = $1`, [teamId, ...params]);
  await emitWebhookEvent(db, { type: 'team.updated', teamId });
}

/** Renames the teams of a member that still bear the name `from` (an upgraded anonymous user's personal team). */
export async function renameMemberTeams(db: Queryable, projectId: string, userId: string, from: string, to: string): Promise<void> {
  await db.query(
    `UPDATE teams SET display_name = $4 WHERE project_id = $1 AND display_name = $3
       AND id IN (SELECT team_id FROM team_members WHERE user_id = $2)`,
    [projectId, userId, from, to],
  );
}

/** Deletes the team; members that had it selected have no selected team afterwards. */
export async function deleteTeam(db: Queryable, projectId: string, teamId: string): Promise<void> {
  await emitWebhookEvent(db, { type: 'team.deleted', teamId });
  await unselectTeamForAll(db, projectId, teamId);
  await db.query('DELETE FROM teams WHERE project_id = $1 AND id = $2', [projectId, teamId]);
}

/** deleteTeam in a transaction of its own: the webhook, the members' selection and the row go together. */
export function deleteTeamAtomically(db: Database, projectId: string, teamId: string): Promise<void> {
  return db.transaction((tx) => deleteTeam(tx, projectId, teamId));
}

function toMember(row: Record<string, unknown>): MemberRecord {
  return {
    team_id: String(row.team_id),
    user_id: String(row.user_id),
    display_name: (row.display_name as string | null) ?? null,
    profile_image_url: (row.profile_image_url as string | null) ?? null,
    created_at_millis: Number(row.created_at_millis),
  };
}

export async function getMembership(db: Queryable, projectId: string, teamId: string, userId: string): Promise<MemberRecord | null> {
  if (!isUuid(teamId) || !isUuid(userId)) return null;
  const rows = await db.query('SELECT * FROM team_members WHERE project_id = $1 AND team_id = $2 AND user_id = $3', [projectId, teamId, userId]);
  return rows[0] ? toMember(rows[0]) : null;
}

/**
 * Adds a member with the creator or member default permissions; false when already a member. As in Stack
 * Auth, a member (POST /team-memberships, an accepted invitation) sends team_membership.created and a
 * team_permission.created per default granted; a team's creator sends none (its team.created only).
 */
export async function addMember(db: Queryable, project: ProjectRecord, teamId: string, userId: string, kind: 'creator' | 'member', now: number): Promise<boolean> {
  const rows = await db.query(
    'INSERT INTO team_members (project_id, team_id, user_id, created_at_millis) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING user_id',
    [project.id, teamId, userId, now],
  );
  if (rows.length === 0) return false;
  const granted = await grantTeamDefaults(db, project.id, project.config, teamId, userId, kind, now);
  if (kind === 'member') {
    await emitWebhookEvent(db, { type: 'team_membership.created', teamId, userId });
    for (const permissionId of granted) await emitWebhookEvent(db, { type: 'team_permission.created', teamId, userId, permissionId });
  }
  return true;
}

/** addMember in a transaction of its own: the row, its webhooks and its grants commit together. */
export function addMemberAtomically(db: Database, project: ProjectRecord, teamId: string, userId: string, kind: 'creator' | 'member', now: number): Promise<boolean> {
  return db.transaction((tx) => addMember(tx, project, teamId, userId, kind, now));
}

/** removeMember in a transaction of its own. */
export function removeMemberAtomically(db: Database, projectId: string, teamId: string, userId: string): Promise<void> {
  return db.transaction((tx) => removeMember(tx, projectId, teamId, userId));
}

/** Removes a member (its grants go with it); a member that had the team selected has none afterwards. */
export async function removeMember(db: Queryable, projectId: string, teamId: string, userId: string): Promise<void> {
  const removed = await db.query('DELETE FROM team_members WHERE project_id = $1 AND team_id = $2 AND user_id = $3 RETURNING user_id', [projectId, teamId, userId]);
  if (removed.length > 0) await emitWebhookEvent(db, { type: 'team_membership.deleted', teamId, userId });
  await unselectTeam(db, userId, teamId);
}

/** Memberships in join order, optionally of one team and/or one user. */
export async function listMembers(db: Queryable, projectId: string, filter: { teamId?: string; userId?: string }): Promise<MemberRecord[]> {
  if ((filter.teamId !== undefined && !isUuid(filter.teamId)) || (filter.userId !== undefined && !isUuid(filter.userId))) return [];
  const rows = await db.query(
    `SELECT * FROM team_members WHERE project_id = $1 AND ($2::uuid IS NULL OR team_id = $2::uuid) AND ($3::uuid IS NULL OR user_id = $3::uuid)
     ORDER BY created_at_millis, join_seq`,
    [projectId, filter.teamId ?? null, filter.userId ?? null],
  );
  return rows.map(toMember);
}

export async function updateMemberProfile(
  db: Queryable,
  teamId: string,
  userId: string,
  update: { display_name?: string; profile_image_url?: string | null },
): Promise<void> {
  if (update.display_name !== undefined) {
    await db.query('UPDATE team_members SET display_name = $3 WHERE team_id = $1 AND user_id = $2', [teamId, userId, update.display_name]);
  }
  if (update.profile_image_url !== undefined) {
    await db.query('UPDATE team_members SET profile_image_url = $3 WHERE team_id = $1 AND user_id = $2', [teamId, userId, update.profile_image_url]);
  }
}
