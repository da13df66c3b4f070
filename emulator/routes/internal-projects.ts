// Project management (PROTOCOL.md §5.19): an internal-project user lists and creates the projects
// their teams own; the owner (admin key or admin access token) reads, changes and deletes one.
import { KnownErrors } from '../../src/protocol/errors';
import { dialectOf } from '../../src/protocol/headers';
import { adminProjectEndpoints as e } from '../../src/protocol/endpoints/admin-projects';
import type { AuthInfo } from '../context';
import { json, success } from '../http';
import { adminProjectView, createOwnedProject, updateOwnedProject } from '../projects/admin-projects';
import { INTERNAL_PROJECT_ID } from '../projects/seed';
import { deleteProject, listProjectsOwnedBy } from '../projects/store';
import { transferProject } from '../projects/transfer';
import { route, type RouteDef } from '../routing';
import { requireMembership } from '../teams/access';
import { listTeams } from '../teams/store';
import type { UserRecord } from '../users/store';

/** The signed-in user of a call on the `internal` project. */
function internalUser(auth: AuthInfo): UserRecord {
  if (auth.project.id !== INTERNAL_PROJECT_ID) throw new KnownErrors.ExpectedInternalProject();
  if (!auth.user) throw new KnownErrors.UserAuthenticationRequired();
  return auth.user;
}

export const internalProjectRoutes: RouteDef[] = [
  route(e.listOwned, async (c, { auth }) => {
    const user = internalUser(auth);
    const teams = await listTeams(c.var.ctx.db, INTERNAL_PROJECT_ID, user.id);
    const projects = await listProjectsOwnedBy(c.var.ctx.db, teams.map((t) => t.id));
    return json(c, { items: projects.map((p) => adminProjectView(p, dialectOf(c.req.raw.headers))), is_paginated: false });
  }),

  route(e.create, async (c, { auth, body }) => {
    const user = internalUser(auth);
    const { db, clock } = c.var.ctx;
    await requireMembership(db, INTERNAL_PROJECT_ID, body.owner_team_id, user.id);
    return json(c, adminProjectView(await createOwnedProject(db, clock.now(), body, c.var.ctx.imageStorage), dialectOf(c.req.raw.headers)), 201);
  }),

  route(e.transfer, async (c, { auth, body }) => {
    const user = internalUser(auth);
    await transferProject(c.var.ctx.db, user.id, body.project_id, body.new_team_id);
    return json(c, { success: 'true' });
  }),

  route(e.current, async (c, { auth }) => {
    return json(c, adminProjectView(auth.project, dialectOf(c.req.raw.headers)));
  }),

  route(e.update, async (c, { auth, body }) => {
    return json(c, adminProjectView(await updateOwnedProject(c.var.ctx.db, auth.project, body, { storage: c.var.ctx.imageStorage, now: c.var.ctx.clock.now() }), dialectOf(c.req.raw.headers)));
  }),

  route(e.delete, async (c, { auth }) => {
    if (!(await deleteProject(c.var.ctx.db, auth.project.id))) throw new KnownErrors.ProjectNotFound({ project_id: auth.project.id });
    return success(c);
  }),
];
