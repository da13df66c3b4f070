// The small part of teams users need now: personal teams and the selected team in user views.
import { randomUUID } from 'node:crypto';
import type { Json } from '../../src/protocol/schema';
import type { Queryable } from '../db/database';
import { grantTeamDefaults } from '../permissions/grants';
import { getProject } from '../projects/store';
import { emitWebhookEvent } from '../webhooks/events';

export interface TeamRecord {
  id: string;
  project_id: string;
  display_name: string;
  profile_image_url: string | null;
  client_metadata: Json;
  client_read_only_metadata: Json;
  server_metadata: Json;
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

/** Adds the creator of a personal team (sign-up paths), with the team-creator default permissions. */
export async function addTeamMember(db: Queryable, projectId: string, teamId: string, userId: string, now: number): Promise<void> {
  const rows = await db.query(
    'INSERT INTO team_members (project_id, team_id, user_id, created_at_millis) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING user_id',
    [projectId, teamId, userId, now],
  );
  if (rows.length > 0) await emitWebhookEvent(db, { type: 'team_membership.created', teamId, userId });
  const project = rows.length > 0 ? await getProject(db, projectId) : null;
  if (project) await grantTeamDefaults(db, projectId, project.config, teamId, userId, 'creator', now);
}

export async function isTeamMember(db: Queryable, teamId: string, userId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM team_members WHERE team_id = $1 AND user_id = $2', [teamId, userId]);
  return rows.length > 0;
}

export function clientTeamView(team: TeamRecord) {
  return {
    id: team.id,
    display_name: team.display_name,
    profile_image_url: team.profile_image_url,
    client_metadata: team.client_metadata,
    client_read_only_metadata: team.client_read_only_metadata,
  };
}

export function serverTeamView(team: TeamRecord) {
  return { ...clientTeamView(team), created_at_millis: team.created_at_millis, server_metadata: team.server_metadata };
}
