// Permission grants (PROTOCOL.md §5.15) and definitions (§5.16), team and project scopes alike.
import { ADMIN_CALLERS, ALL_CALLERS, endpoint, SERVER_CALLERS } from '../endpoint';
import { s } from '../schema';
import { listEnvelope, noQuery, successResponse } from '../wire/common';
import {
  emptyGrantBody,
  permissionDefinition,
  permissionDefinitionCreateBody,
  permissionDefinitionListQuery,
  permissionDefinitionUpdateBody,
  projectPermissionGrant,
  projectPermissionListQuery,
  teamPermissionGrant,
  teamPermissionListQuery,
} from '../wire/permissions';
import { teamUserParams } from '../wire/teams';

const teamGrantParams = s.object({ ...teamUserParams.shape, permission_id: s.string() });

export const permissionEndpoints = {
  /** Team grants, filtered by team, user (a client: itself), permission; `recursive` adds contained ones. */
  listTeam: endpoint({ method: 'GET', path: '/team-permissions', access: ALL_CALLERS, query: teamPermissionListQuery, answer: listEnvelope(teamPermissionGrant) }),
  /** Grants a team permission to a member (201). */
  grantTeam: endpoint({ method: 'POST', path: '/team-permissions/:team_id/:user_id/:permission_id', access: SERVER_CALLERS, params: teamGrantParams, query: noQuery, body: emptyGrantBody, answer: teamPermissionGrant }),
  /** Revokes a directly held team permission. */
  revokeTeam: endpoint({ method: 'DELETE', path: '/team-permissions/:team_id/:user_id/:permission_id', access: SERVER_CALLERS, params: teamGrantParams, query: noQuery, answer: successResponse }),
  /** Project grants, filtered by user (a client: itself) and permission. */
  listProject: endpoint({ method: 'GET', path: '/project-permissions', access: ALL_CALLERS, query: projectPermissionListQuery, answer: listEnvelope(projectPermissionGrant) }),
  /** Grants a project permission (201). */
  grantProject: endpoint({ method: 'POST', path: '/project-permissions/:user_id/:permission_id', access: SERVER_CALLERS, query: noQuery, body: emptyGrantBody, answer: projectPermissionGrant }),
  /** Revokes a directly held project permission. */
  revokeProject: endpoint({ method: 'DELETE', path: '/project-permissions/:user_id/:permission_id', access: SERVER_CALLERS, query: noQuery, answer: successResponse }),
};

/** The four definition endpoints of one scope; both scopes share their shapes. */
function definitionEndpoints<const S extends 'team' | 'project'>(scope: S) {
  const base = `/${scope}-permission-definitions` as const;
  return {
    /** Sorted by id (team: with the `$` system ones); paginated when `limit` is given. */
    list: endpoint({ method: 'GET', path: base, access: ADMIN_CALLERS, query: permissionDefinitionListQuery, answer: listEnvelope(permissionDefinition) }),
    /** Creates a definition (201). */
    create: endpoint({ method: 'POST', path: base, access: ADMIN_CALLERS, query: noQuery, body: permissionDefinitionCreateBody, answer: permissionDefinition }),
    /** Changes a definition; an `id` in the body renames it everywhere. */
    update: endpoint({ method: 'PATCH', path: `${base}/:permission_id` as const, access: ADMIN_CALLERS, query: noQuery, body: permissionDefinitionUpdateBody, answer: permissionDefinition }),
    /** Deletes a definition, from other definitions and grants too. */
    delete: endpoint({ method: 'DELETE', path: `${base}/:permission_id` as const, access: ADMIN_CALLERS, query: noQuery, answer: successResponse }),
  };
}

export const teamPermissionDefinitionEndpoints = /* @__PURE__ */ definitionEndpoints('team');
export const projectPermissionDefinitionEndpoints = /* @__PURE__ */ definitionEndpoints('project');
