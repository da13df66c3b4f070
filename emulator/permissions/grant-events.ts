// The grant and revoke requests of PROTOCOL.md §5.15 with their webhook events (team_permission.*,
// project_permission.*), each change and its event in one transaction; the default grants of a new
// team or user send none, as Stack Auth's do not.
import type { Database } from '../db/database';
import { emitWebhookEvent } from '../webhooks/events';
import { grantProjectPermission, grantTeamPermission, revokeProjectPermission, revokeTeamPermission } from './grants';

export interface TeamGrant {
  projectId: string;
  teamId: string;
  userId: string;
  permissionId: string;
}

export function grantTeamPermissionWithEvent(db: Database, grant: TeamGrant, now: number): Promise<void> {
  return db.transaction(async (tx) => {
    await grantTeamPermission(tx, grant.projectId, grant.teamId, grant.userId, grant.permissionId, now);
    await emitWebhookEvent(tx, { type: 'team_permission.created', teamId: grant.teamId, userId: grant.userId, permissionId: grant.permissionId });
  });
}

/** False (and no event) when there was no direct grant. */
export function revokeTeamPermissionWithEvent(db: Database, grant: TeamGrant): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await revokeTeamPermission(tx, grant.projectId, grant.teamId, grant.userId, grant.permissionId))) return false;
    await emitWebhookEvent(tx, { type: 'team_permission.deleted', teamId: grant.teamId, userId: grant.userId, permissionId: grant.permissionId });
    return true;
  });
}

export function grantProjectPermissionWithEvent(db: Database, projectId: string, userId: string, permissionId: string, now: number): Promise<void> {
  return db.transaction(async (tx) => {
    await grantProjectPermission(tx, projectId, userId, permissionId, now);
    await emitWebhookEvent(tx, { type: 'project_permission.created', userId, permissionId });
  });
}

/** False (and no event) when there was no direct grant. */
export function revokeProjectPermissionWithEvent(db: Database, projectId: string, userId: string, permissionId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await revokeProjectPermission(tx, projectId, userId, permissionId))) return false;
    await emitWebhookEvent(tx, { type: 'project_permission.deleted', userId, permissionId });
    return true;
  });
}
