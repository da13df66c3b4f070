// Moving a project to another owner team (POST /internal/projects/transfer): the user needs team_admin
// (directly or contained) on the current owner team, and only membership of the new one.
import { KnownErrors } from '../../src/protocol/errors';
import type { Queryable } from '../db/database';
import { StatusError } from '../http';
import { requireMembership, requireTeamPermission } from '../teams/access';
import { getProject, setOwnerTeam } from './store';
import { INTERNAL_PROJECT_ID } from './seed';

export async function transferProject(db: Queryable, userId: string, projectId: string, newTeamId: string): Promise<void> {
  const project = await getProject(db, projectId);
  if (!project) throw new KnownErrors.ProjectNotFound({ project_id: projectId });
  if (!project.owner_team_id) throw new StatusError(400, 'Project must have an owner team to be transferred');
  await requireTeamPermission(db, INTERNAL_PROJECT_ID, project.owner_team_id, userId, 'team_admin');
  await requireMembership(db, INTERNAL_PROJECT_ID, newTeamId, userId);
  if (!(await setOwnerTeam(db, projectId, newTeamId))) throw new KnownErrors.ProjectNotFound({ project_id: projectId });
}
