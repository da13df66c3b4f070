// A team's members as the console shows them: each member's user (name, e-mail, image) and the team
// permissions they hold directly (the ones the console can revoke).
import type { StackAdminApp } from '../../../core/internal';
import type { ServerTeam } from '../../../core/internal';
import type { ServerUser } from '../../../core/internal';

export interface TeamMember {
  user: ServerUser;
  /** Direct grants, sorted. */
  permissionIds: string[];
}

/** Every member (all pages of the users list filtered by team), then their direct grants in parallel. */
export async function loadTeamMembers(app: StackAdminApp, team: ServerTeam): Promise<TeamMember[]> {
  const users: ServerUser[] = [];
  let cursor: string | null = null;
  do {
    const page = await app.listUsers({ teamId: team.id, includeAnonymous: true, limit: 100, ...(cursor === null ? {} : { cursor }) });
    users.push(...page);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return Promise.all(
    users.map(async (user) => ({
      user,
      permissionIds: (await user.listPermissions(team, { recursive: false })).map((permission) => permission.id).sort(),
    })),
  );
}

export function memberLabel(user: ServerUser, unnamed: string): string {
  return user.displayName || user.primaryEmail || unnamed;
}
