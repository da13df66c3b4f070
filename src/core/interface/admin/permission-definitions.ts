// Team and project permission definitions (PROTOCOL.md §5.16); the team list includes the `$` system ones.
import type { ListEnvelope, SuccessResponse } from '../../../protocol/wire/common';
import type { PermissionDefinitionCreateBody, PermissionDefinitionUpdateBody, PermissionDefinitionWire } from '../../../protocol/wire/permissions';
import type { RequestPipeline } from '../../http/pipeline';

const seg = encodeURIComponent;

export class AdminPermissionDefinitionEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** GET /team-permission-definitions, sorted by id. */
  async listTeamPermissionDefinitions(): Promise<PermissionDefinitionWire[]> {
    return (await this.pipeline.json<ListEnvelope<PermissionDefinitionWire>>('/team-permission-definitions', { method: 'GET' })).items;
  }

  /** GET /team-permission-definitions?limit=&cursor=&query=: one page, and the cursor of the next (null at the end). */
  async listTeamPermissionDefinitionsPage(query: { limit: number; cursor?: string; query?: string }): Promise<ListEnvelope<PermissionDefinitionWire>> {
    const params = new URLSearchParams({ limit: String(query.limit) });
    if (query.cursor !== undefined) params.set('cursor', query.cursor);
    if (query.query !== undefined) params.set('query', query.query);
    return this.pipeline.json<ListEnvelope<PermissionDefinitionWire>>(`/team-permission-definitions?${params}`, { method: 'GET' });
  }

  /** POST /team-permission-definitions (201; PERMISSION_ID_ALREADY_EXISTS, CONTAINED_PERMISSION_NOT_FOUND). */
  createTeamPermissionDefinition(body: PermissionDefinitionCreateBody): Promise<PermissionDefinitionWire> {
    return this.pipeline.json<PermissionDefinitionWire>('/team-permission-definitions', { method: 'POST', body });
  }

  /** PATCH /team-permission-definitions/{id} (an `id` in the body renames). */
  updateTeamPermissionDefinition(permissionId: string, body: PermissionDefinitionUpdateBody): Promise<PermissionDefinitionWire> {
    return this.pipeline.json<PermissionDefinitionWire>(`/team-permission-definitions/${seg(permissionId)}`, { method: 'PATCH', body });
  }

  /** DELETE /team-permission-definitions/{id}: also removes it from other definitions and its grants. */
  async deleteTeamPermissionDefinition(permissionId: string): Promise<void> {
    await this.pipeline.json<SuccessResponse>(`/team-permission-definitions/${seg(permissionId)}`, { method: 'DELETE' });
  }

  /** GET /project-permission-definitions, sorted by id. */
  async listProjectPermissionDefinitions(): Promise<PermissionDefinitionWire[]> {
    return (await this.pipeline.json<ListEnvelope<PermissionDefinitionWire>>('/project-permission-definitions', { method: 'GET' })).items;
  }

  /** POST /project-permission-definitions (201). */
  createProjectPermissionDefinition(body: PermissionDefinitionCreateBody): Promise<PermissionDefinitionWire> {
    return this.pipeline.json<PermissionDefinitionWire>('/project-permission-definitions', { method: 'POST', body });
  }

  /** PATCH /project-permission-definitions/{id}. */
  updateProjectPermissionDefinition(permissionId: string, body: PermissionDefinitionUpdateBody): Promise<PermissionDefinitionWire> {
    return this.pipeline.json<PermissionDefinitionWire>(`/project-permission-definitions/${seg(permissionId)}`, { method: 'PATCH', body });
  }

  /** DELETE /project-permission-definitions/{id}. */
  async deleteProjectPermissionDefinition(permissionId: string): Promise<void> {
    await this.pipeline.json<SuccessResponse>(`/project-permission-definitions/${seg(permissionId)}`, { method: 'DELETE' });
  }
}
