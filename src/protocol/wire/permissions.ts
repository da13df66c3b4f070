// Permission wire shapes (PROTOCOL.md §4.7, §5.15, §5.16).
import { s, type Infer } from '../schema';
import { refine } from '../schema-combinators';

/** The six system team permissions and their fixed descriptions (§5.16). */
export const SYSTEM_TEAM_PERMISSIONS = {
  $update_team: 'Update the team information',
  $delete_team: 'Delete the team',
  $read_members: 'Read and list the other members of the team',
  $remove_members: 'Remove other members from the team',
  $invite_members: 'Invite other users to the team',
  $manage_api_keys: 'Create and manage API keys for the team',
} as const;
export type SystemTeamPermissionId = keyof typeof SYSTEM_TEAM_PERMISSIONS;

export const teamPermissionGrant = s.object({ id: s.string(), user_id: s.string({ uuid: true }), team_id: s.string({ uuid: true }) });
export type TeamPermissionGrantWire = Infer<typeof teamPermissionGrant>;

export const projectPermissionGrant = s.object({ id: s.string(), user_id: s.string({ uuid: true }) });
export type ProjectPermissionGrantWire = Infer<typeof projectPermissionGrant>;

export const permissionDefinition = s.object({
  id: s.string(),
  description: s.string().optional(),
  contained_permission_ids: s.array(s.string()),
});
export type PermissionDefinitionWire = Infer<typeof permissionDefinition>;

const recursiveFlag = s.literal(['true', 'false'] as const).optional();

/** GET /team-permissions query. */
export const teamPermissionListQuery = s.object({
  team_id: s.string({ uuid: true }).optional(),
  user_id: s.string().optional(),
  permission_id: s.string().optional(),
  recursive: recursiveFlag,
});

/** GET /project-permissions query. */
export const projectPermissionListQuery = s.object({
  user_id: s.string().optional(),
  permission_id: s.string().optional(),
  recursive: recursiveFlag,
});

/** POST grant bodies carry no fields but must be present (§1.1). */
export const emptyGrantBody = s.object({});

/** POST /…-permission-definitions body. */
export const permissionDefinitionCreateBody = s.object({
  id: s.string(),
  description: s.string().optional(),
  contained_permission_ids: s.array(s.string()).optional(),
});
export type PermissionDefinitionCreateBody = Infer<typeof permissionDefinitionCreateBody>;

/** PATCH /…-permission-definitions/{permission_id} body (an `id` renames). */
export const permissionDefinitionUpdateBody = s.object({
  id: s.string().optional(),
  description: s.string().optional(),
  contained_permission_ids: s.array(s.string()).optional(),
});
export type PermissionDefinitionUpdateBody = Infer<typeof permissionDefinitionUpdateBody>;

/**
 * GET /…-permission-definitions query of newer SDKs (2.8.108 `listTeamPermissionDefinitionsPaginated`):
 * with `limit` the list is paginated; `cursor` is the id a page starts at; `query` matches id or description.
 */
export const permissionDefinitionListQuery = s.object({
  limit: refine(s.string(), (value, path) => (/^[1-9]\d{0,3}$/.test(value) ? null : `${path} must be an integer between 1 and 9999`)).optional(),
  cursor: s.string().optional(),
  query: s.string().optional(),
});
export type PermissionDefinitionListQuery = Infer<typeof permissionDefinitionListQuery>;
