// The checks team routes share: existing team, membership, team permissions (PROTOCOL.md §5.11-5.13).
import { KnownErrors } from '../../src/protocol/errors';
import type { AuthInfo } from '../context';
import type { Queryable } from '../db/database';
import { hasTeamPermission } from '../permissions/grants';
import type { UserRecord } from '../users/store';
import type { TeamRecord } from '../users/teams';
import { findTeam, getMembership, type MemberRecord } from './store';

export async function requireTeam(db: Queryable, projectId: string, teamId: string): Promise<TeamRecord> {
  const team = await findTeam(db, projectId, teamId);
  if (!team) throw new KnownErrors.TeamNotFound({ team_id: teamId });
  return team;
}

/** The signed-in user of a client call; USER_AUTHENTICATION_REQUIRED without one. */
export function requireClientUser(auth: AuthInfo): UserRecord {
  if (!auth.user) throw new KnownErrors.UserAuthenticationRequired();
  return auth.user;
}

export async function requireMembership(db: Queryable, projectId: string, teamId: string, userId: string): Promise<MemberRecord> {
  const member = await getMembership(db, projectId, teamId, userId);
  if (!member) throw new KnownErrors.TeamMembershipNotFound({ team_id: teamId, user_id: userId });
  return member;
}

/** Membership, then the permission (directly or contained): TEAM_PERMISSION_REQUIRED otherwise. */
export async function requireTeamPermission(db: Queryable, projectId: string, teamId: string, userId: string, permissionId: string): Promise<void> {
  await requireMembership(db, projectId, teamId, userId);
  if (!(await hasTeamPermission(db, projectId, teamId, userId, permissionId))) {
    throw new KnownErrors.TeamPermissionRequired({ team_id: teamId, user_id: userId, permission_id: permissionId });
  }
}
