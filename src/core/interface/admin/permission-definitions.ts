// Team and project permission definitions (PROTOCOL.md §5.16); the team list includes the `$` system ones.
import { projectPermissionDefinitionEndpoints as project, teamPermissionDefinitionEndpoints as team } from '../../../protocol/endpoints/permissions';
import type { ListEnvelope } from '../../../protocol/wire/common';
import type { PermissionDefinitionCreateBody, PermissionDefinitionUpdateBody, PermissionDefinitionWire } from '../../../protocol/wire/permissions';
import type { RequestPipeline } from '../../http/pipeline';

export class AdminPermissionDefinitionEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** GET /team-permission-definitions, sorted by id. */
  async listTeamPermissionDefinitions(): Promise<PermissionDefinitionWire[]> {
    return (await this.pipeline.call(team.list, {})).items;
  }

  /** GET /team-permission-definitions?limit=&cursor=&query=: one page, and the cursor of the next (null at the end). */
  listTeamPermissionDefinitionsPage(query: { limit: number; cursor?: string; query?: string }): Promise<ListEnvelope<PermissionDefinitionWire>> {
    return this.pipeline.call(team.list, { query: { limit: String(query.limit), cursor: query.cursor, query: query.query } });
  }

  /** POST /team-permission-definitions (201; PERMISSION_ID_ALREADY_EXISTS, CONTAINED_PERMISSION_NOT_FOUND). */
  createTeamPermissionDefinition(body: PermissionDefinitionCreateBody): Promise<PermissionDefinitionWire> {
    return this.pipeline.call(team.create, { body });
  }

  /** PATCH /team-permission-definitions/{id} (an `id` in the body renames). */
  updateTeamPermissionDefinition(permissionId: string, body: PermissionDefinitionUpdateBody): Promise<PermissionDefinitionWire> {
    return this.pipeline.call(team.update, { params: { permission_id: permissionId }, body });
  }

  /** DELETE /team-permission-definitions/{id}: also removes it from other definitions and its grants. */
  async deleteTeamPermissionDefinition(permissionId: string): Promise<void> {
    await this.pipeline.call(team.delete, { params: { permission_id: permissionId } });
  }

  /** GET /project-permission-definitions, sorted by id. */
  async listProjectPermissionDefinitions(): Promise<PermissionDefinitionWire[]> {
    return (await this.pipeline.call(project.list, {})).items;
  }

  /** POST /project-permission-definitions (201). */
  createProjectPermissionDefinition(body: PermissionDefinitionCreateBody): Promise<PermissionDefinitionWire> {
    return this.pipeline.call(project.create, { body });
  }

  /** PATCH /project-permission-definitions/{id}. */
  updateProjectPermissionDefinition(permissionId: string, body: PermissionDefinitionUpdateBody): Promise<PermissionDefinitionWire> {
    return this.pipeline.call(project.update, { params: { permission_id: permissionId }, body });
  }

  /** DELETE /project-permission-definitions/{id}. */
  async deleteProjectPermissionDefinition(permissionId: string): Promise<void> {
    await this.pipeline.call(project.delete, { params: { permission_id: permissionId } });
  }
}
