// Permission grants (PROTOCOL.md §5.15) and definitions (§5.16).
import { KnownErrors } from '../../src/protocol/errors';
import { formatSchemaErrors } from '../../src/protocol/schema';
import {
  permissionEndpoints as e,
  projectPermissionDefinitionEndpoints,
  teamPermissionDefinitionEndpoints,
} from '../../src/protocol/endpoints/permissions';
import type { ProjectPermissionGrantWire, TeamPermissionGrantWire } from '../../src/protocol/wire/permissions';
import type { AppContext, AuthInfo } from '../context';
import type { Queryable } from '../db/database';
import { json, StatusError, success } from '../http';
import {
  CUSTOM_PERMISSION_ID_RE,
  definitionView,
  listDefinitions,
  requireDefinition,
  type PermissionScope,
} from '../permissions/definitions';
import { createDefinition, deleteDefinition, updateDefinition } from '../permissions/definition-changes';
import { definitionPage } from '../permissions/definition-pages';
import {
  grantProjectPermissionWithEvent,
  grantTeamPermissionWithEvent,
  revokeProjectPermissionWithEvent,
  revokeTeamPermissionWithEvent,
} from '../permissions/grant-events';
import { listProjectGrants, listTeamGrants } from '../permissions/grants';
import { resolveUserId, route, type RouteDef } from '../routing';
import { requireMembership } from '../teams/access';
import { getUser } from '../users/store';


/** The listed user: clients may only ask about themselves. */
function listedUserId(auth: AuthInfo, userId: string | undefined): string | undefined {
  if (auth.type === 'client') {
    const own = userId === 'me' || (auth.user !== null && userId === auth.user.id);
    if (!own) {
      throw new StatusError(403, 'Client can only list permissions for their own user. user_id must be either "me" or the ID of the current user');
    }
  }
  return userId === undefined ? undefined : resolveUserId(auth, userId);
}

async function requireUser(db: Queryable, auth: AuthInfo, userIdOrMe: string): Promise<string> {
  const userId = resolveUserId(auth, userIdOrMe);
  if (!(await getUser(db, auth.project.id, userId))) throw new KnownErrors.UserNotFound();
  return userId;
}

function schemaError(c: AppContext, problem: string): never {
  const message = formatSchemaErrors(c.req.method, new URL(c.req.url).pathname, [problem]);
  throw new KnownErrors.SchemaError({ message }, message);
}

function definitionRoutes(scope: PermissionScope): RouteDef[] {
  const d = scope === 'team' ? teamPermissionDefinitionEndpoints : projectPermissionDefinitionEndpoints;
  const checkId = (c: AppContext, id: string) => {
    if (id.startsWith('$')) schemaError(c, 'Invalid system permission');
    if (!CUSTOM_PERMISSION_ID_RE.test(id)) schemaError(c, 'body.id must contain only lowercase letters, numbers, colons and underscores');
  };
  return [
    route(d.list, async (c, { auth, query }) => {
      const defs = await listDefinitions(c.var.ctx.db, auth.project.id, scope);
      if (query.limit === undefined) return json(c, { items: defs.map(definitionView), is_paginated: false });
      // Newer SDKs page through the list (listTeamPermissionDefinitionsPaginated).
      const page = definitionPage(defs, { ...query, limit: query.limit });
      return json(c, { items: page.items.map(definitionView), is_paginated: true, pagination: { next_cursor: page.nextCursor } });
    }),

    route(d.create, async (c, { auth, body }) => {
      checkId(c, body.id);
      const def = await createDefinition(c.var.ctx.db, auth.project.id, scope, body);
      return json(c, definitionView(def), 201);
    }),

    route(d.update, async (c, { auth, body }) => {
      const oldId = c.req.param('permission_id') ?? '';
      if (body.id !== undefined) checkId(c, body.id);
      const def = await updateDefinition(c.var.ctx.db, auth.project.id, scope, oldId, body);
      return json(c, definitionView(def));
    }),

    route(d.delete, async (c, { auth }) => {
      await deleteDefinition(c.var.ctx.db, auth.project.id, scope, c.req.param('permission_id') ?? '');
      return success(c);
    }),
  ];
}


export const permissionRoutes: RouteDef[] = [
  route(e.listTeam, async (c, { auth, query }) => {
    const userId = listedUserId(auth, query.user_id);
    const items = await listTeamGrants(c.var.ctx.db, auth.project.id, {
      teamId: query.team_id,
      userId,
      permissionId: query.permission_id,
      recursive: query.recursive === 'true',
    });
    return json(c, { items, is_paginated: false });
  }),

  route(e.grantTeam, async (c, { auth }) => {
    const { db, clock } = c.var.ctx;
    const teamId = c.req.param('team_id') ?? '';
    const permissionId = c.req.param('permission_id') ?? '';
    const userId = await requireUser(db, auth, c.req.param('user_id') ?? '');
    await requireMembership(db, auth.project.id, teamId, userId);
    await requireDefinition(db, auth.project.id, 'team', permissionId);
    await grantTeamPermissionWithEvent(db, { projectId: auth.project.id, teamId, userId, permissionId }, clock.now());
    const body: TeamPermissionGrantWire = { id: permissionId, team_id: teamId, user_id: userId };
    return json(c, body, 201);
  }),

  route(e.revokeTeam, async (c, { auth }) => {
    const { db } = c.var.ctx;
    const teamId = c.req.param('team_id') ?? '';
    const permissionId = c.req.param('permission_id') ?? '';
    const userId = await requireUser(db, auth, c.req.param('user_id') ?? '');
    await requireMembership(db, auth.project.id, teamId, userId);
    if (!(await revokeTeamPermissionWithEvent(db, { projectId: auth.project.id, teamId, userId, permissionId }))) {
      throw new KnownErrors.TeamPermissionNotFound({ team_id: teamId, user_id: userId, permission_id: permissionId });
    }
    return success(c);
  }),

  route(e.listProject, async (c, { auth, query }) => {
    const userId = listedUserId(auth, query.user_id);
    const items = await listProjectGrants(c.var.ctx.db, auth.project.id, {
      userId,
      permissionId: query.permission_id,
      recursive: query.recursive === 'true',
    });
    return json(c, { items, is_paginated: false });
  }),

  route(e.grantProject, async (c, { auth }) => {
    const { db, clock } = c.var.ctx;
    const permissionId = c.req.param('permission_id') ?? '';
    const userId = await requireUser(db, auth, c.req.param('user_id') ?? '');
    // System ids are team permissions but are simply unknown here (§5.15).
    if (permissionId.startsWith('$')) throw new KnownErrors.PermissionNotFound({ permission_id: permissionId });
    await requireDefinition(db, auth.project.id, 'project', permissionId);
    await grantProjectPermissionWithEvent(db, auth.project.id, userId, permissionId, clock.now());
    const body: ProjectPermissionGrantWire = { id: permissionId, user_id: userId };
    return json(c, body, 201);
  }),

  route(e.revokeProject, async (c, { auth }) => {
    const { db } = c.var.ctx;
    const permissionId = c.req.param('permission_id') ?? '';
    const userId = await requireUser(db, auth, c.req.param('user_id') ?? '');
    if (!(await revokeProjectPermissionWithEvent(db, auth.project.id, userId, permissionId))) {
      throw new KnownErrors.PermissionNotFound({ permission_id: permissionId });
    }
    return success(c);
  }),

  ...definitionRoutes('team'),
  ...definitionRoutes('project'),
];
