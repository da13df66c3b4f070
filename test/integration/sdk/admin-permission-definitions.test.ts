// StackAdminApp team and project permission definitions (PROTOCOL.md §5.16) against the emulator:
// list, create, update (rename), delete, and each documented error as a typed KnownError.
import { describe, expect, it } from 'vitest';
import { KnownErrors } from '../../../src/protocol/errors';
import { useEmulator } from '../../support/emulator';
import { adminRecordingFetch, makeAdminApp } from './admin-helpers';

const emu = useEmulator();

async function admin() {
  const project = await emu.createProject();
  const rec = adminRecordingFetch();
  return { rec, app: makeAdminApp(emu, project, { fetch: rec.fetch }) };
}

const SYSTEM = ['$delete_team', '$invite_members', '$manage_api_keys', '$read_members', '$remove_members', '$update_team'];

describe('team permission definitions', () => {
  it('lists the defaults with the six system permissions, creates, renames, deletes', async () => {
    const { rec, app } = await admin();
    const initial = await app.listTeamPermissionDefinitions();
    expect(initial.map((d) => d.id)).toEqual([...SYSTEM, 'team_admin', 'team_member']);
    expect(initial.find((d) => d.id === '$read_members')).toEqual({ id: '$read_members', description: 'Read and list the other members of the team', containedPermissionIds: [] });

    rec.clear();
    const created = await app.createTeamPermissionDefinition({ id: 'billing', description: 'Pays', containedPermissionIds: ['$read_members', 'team_member'] });
    expect(rec.admin.map((r) => [r.method, r.path, JSON.parse(r.body!)])).toEqual([
      ['POST', '/team-permission-definitions', { id: 'billing', description: 'Pays', contained_permission_ids: ['$read_members', 'team_member'] }],
    ]);
    expect(created).toEqual({ id: 'billing', description: 'Pays', containedPermissionIds: ['$read_members', 'team_member'] });

    const renamed = await app.updateTeamPermissionDefinition('billing', { id: 'billing:admin', containedPermissionIds: ['$update_team'] });
    expect(renamed).toEqual({ id: 'billing:admin', description: 'Pays', containedPermissionIds: ['$update_team'] });
    expect((await app.listTeamPermissionDefinitions()).map((d) => d.id)).toContain('billing:admin');

    await app.deleteTeamPermissionDefinition('billing:admin');
    expect((await app.listTeamPermissionDefinitions()).map((d) => d.id)).not.toContain('billing:admin');
  });

  it('meets PERMISSION_ID_ALREADY_EXISTS, CONTAINED_PERMISSION_NOT_FOUND, PERMISSION_NOT_FOUND and SCHEMA_ERROR', async () => {
    const { app } = await admin();
    await expect(app.createTeamPermissionDefinition({ id: 'team_member' })).rejects.toBeInstanceOf(KnownErrors.PermissionIdAlreadyExists);
    await expect(app.createTeamPermissionDefinition({ id: 'x', containedPermissionIds: ['nope'] })).rejects.toBeInstanceOf(KnownErrors.ContainedPermissionNotFound);
    await expect(app.updateTeamPermissionDefinition('nope', { description: 'x' })).rejects.toBeInstanceOf(KnownErrors.PermissionNotFound);
    await expect(app.deleteTeamPermissionDefinition('nope')).rejects.toBeInstanceOf(KnownErrors.PermissionNotFound);
    await expect(app.createTeamPermissionDefinition({ id: 'Bad Id' })).rejects.toBeInstanceOf(KnownErrors.SchemaError);
  });
});

describe('listTeamPermissionDefinitionsPaginated', () => {
  it('walks the pages with nextCursor and filters with query', async () => {
    const { rec, app } = await admin();
    await app.createTeamPermissionDefinition({ id: 'zeta', description: 'Last one' });
    rec.clear();
    const first = await app.listTeamPermissionDefinitionsPaginated({ limit: 5 });
    expect(rec.requests.map((r) => r.path + r.search)).toEqual(['/team-permission-definitions?limit=5']);
    expect(first.items.map((d) => d.id)).toEqual(SYSTEM.slice(0, 5));
    const second = await app.listTeamPermissionDefinitionsPaginated({ limit: 5, cursor: first.nextCursor! });
    expect(second).toEqual({
      items: [
        { id: '$update_team', description: 'Update the team information', containedPermissionIds: [] },
        expect.objectContaining({ id: 'team_admin' }),
        expect.objectContaining({ id: 'team_member' }),
        { id: 'zeta', description: 'Last one', containedPermissionIds: [] },
      ],
      nextCursor: null,
    });
    expect((await app.listTeamPermissionDefinitionsPaginated({ limit: 5, query: 'last' })).items.map((d) => d.id)).toEqual(['zeta']);
    await expect(app.listTeamPermissionDefinitionsPaginated({ limit: 0 })).rejects.toBeInstanceOf(KnownErrors.SchemaError);
  });
});

describe('project permission definitions', () => {
  it('are separate from the team ones: create, list, update, delete', async () => {
    const { app } = await admin();
    expect(await app.listProjectPermissionDefinitions()).toEqual([]);
    await app.createProjectPermissionDefinition({ id: 'read_reports' });
    const created = await app.createProjectPermissionDefinition({ id: 'reports', description: 'All reports', containedPermissionIds: ['read_reports'] });
    expect(created).toEqual({ id: 'reports', description: 'All reports', containedPermissionIds: ['read_reports'] });
    expect(await app.updateProjectPermissionDefinition('reports', { description: 'Every report' })).toMatchObject({ description: 'Every report' });
    expect((await app.listProjectPermissionDefinitions()).map((d) => d.id)).toEqual(['read_reports', 'reports']);
    // A team id is not a project permission, and a project definition cannot contain a team one.
    await expect(app.updateProjectPermissionDefinition('team_member', { description: 'x' })).rejects.toBeInstanceOf(KnownErrors.PermissionNotFound);
    await expect(app.createProjectPermissionDefinition({ id: 'mixed', containedPermissionIds: ['$read_members'] })).rejects.toBeInstanceOf(KnownErrors.ContainedPermissionNotFound);
    await app.deleteProjectPermissionDefinition('read_reports');
    expect(await app.listProjectPermissionDefinitions()).toEqual([{ id: 'reports', description: 'Every report', containedPermissionIds: [] }]);
  });
});
