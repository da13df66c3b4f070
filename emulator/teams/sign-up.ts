// What every new user gets (PROTOCOL.md §5.15): the project's user default permissions.
// (Personal teams of create_team_on_sign_up are made by users/sign-up.ts through teams/store.ts
// createTeam, which grants the team-creator defaults.)
import type { Queryable } from '../db/database';
import { grantUserDefaults } from '../permissions/grants';
import { getProject } from '../projects/store';

export async function onUserCreated(db: Queryable, projectId: string, userId: string, now: number): Promise<void> {
  const project = await getProject(db, projectId);
  if (project) await grantUserDefaults(db, projectId, project.config, userId, now);
}
