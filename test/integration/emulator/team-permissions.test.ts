// PROTOCOL.md §5.15 permission grants, §5.16 permission definitions, §6.1 default definitions and
// default permissions (creator, member, user).
import { describe, expect, it } from 'vitest';
import { useEmulator } from '../../support/emulator';
import { adminHeaders, call, clientHeaders, expectKnownError, serverHeaders, signUp, type CallResult, type Keys } from './helpers';

const emu = useEmulator({ project: { displayName: 'Perm Co', config: { client_team_creation_enabled: true } } });

const asUser = (token: string, p: Keys = emu.project) => clientHeaders(p, { 'x-stack-access-token': token });
const server = (p: Keys = emu.project) => serverHeaders(p);
const admin = (p: Keys = emu.project) => adminHeaders(p);
const UNKNOWN_UUID = '8d8a5b6e-0d2f-4d7e-9a53-1b0c7c9f0a11';
const SYSTEM = ['$delete_team', '$invite_members', '$manage_api_keys', '$read_members', '$remove_members', '$update_team'];

function expectText(res: CallResult, status: number, text: string): void {
  expect({ status: res.status, text: res.text }).toEqual({ status, text });
}

async function teamWithMember() {
  const owner = await signUp(emu, emu.project);
  const member = await signUp(emu, emu.project);
  const team = (await call(emu, '/teams', { headers: asUser(owner.access_token), body: { display_name: 'T' } })).json as { id: string };
  const added = await call(emu, `/team-memberships/${team.id}/${member.user_id}`, { method: 'POST', headers: server(), body: {} });
  expect(added.status).toBe(201);
  return { owner, member, team };
}

const grantPath = (teamId: string, userId: string, perm: string) => `/team-permissions/${teamId}/${userId}/${encodeURIComponent(perm)}`;
const ids = (res: CallResult): string[] => res.json.items.map((g: { id: string }) => g.id);

describe('GET /team-permissions', () => {
  it('lists direct grants by default and expands contained permissions with recursive=true', async () => {
    const { owner, team } = await teamWithMember();
    const direct = await call(emu, `/team-permissions?team_id=${team.id}&user_id=me`, { headers: asUser(owner.access_token) });
    expect(direct.json).toEqual({ items: [{ id: 'team_admin', team_id: team.id, user_id: owner.user_id }], is_paginated: false });
    const recursive = await call(emu, `/team-permissions?team_id=${team.id}&user_id=me&recursive=true`, { headers: asUser(owner.access_token) });
    expect(ids(recursive)).toEqual([...SYSTEM, 'team_admin']);
    expect(recursive.json.items.every((g: { team_id: string; user_id: string }) => g.team_id === team.id && g.user_id === owner.user_id)).toBe(true);
    const explicitFalse = await call(emu, `/team-permissions?team_id=${team.id}&user_id=me&recursive=false`, { headers: asUser(owner.access_token) });
    expect(ids(explicitFalse)).toEqual(['team_admin']);
  });

  it('the member default (team_member) contains $invite_members and $read_members', async () => {
    const { member, team } = await teamWithMember();
    const res = await call(emu, `/team-permissions?team_id=${team.id}&user_id=${member.user_id}&recursive=true`, { headers: asUser(member.access_token) });
    expect(ids(res)).toEqual(['$invite_members', '$read_members', 'team_member']);
  });

  it('filters by permission_id and sorts by team_id, user_id, id (server, all teams)', async () => {
    const a = await teamWithMember();
    const b = await teamWithMember();
    const res = await call(emu, `/team-permissions?permission_id=%24read_members&recursive=true`, { headers: server() });
    const mine = res.json.items.filter((g: { team_id: string }) => g.team_id === a.team.id || g.team_id === b.team.id);
    expect(mine).toHaveLength(4);
    expect(mine.every((g: { id: string }) => g.id === '$read_members')).toBe(true);
    const keys = res.json.items.map((g: { team_id: string; user_id: string; id: string }) => `${g.team_id}/${g.user_id}/${g.id}`);
    expect(keys).toEqual([...keys].sort());
  });

  it('clients must pass their own id or me (text 403); bad recursive is SCHEMA_ERROR', async () => {
    const { owner, member } = await teamWithMember();
    const message = 'Client can only list permissions for their own user. user_id must be either "me" or the ID of the current user';
    expectText(await call(emu, '/team-permissions', { headers: asUser(owner.access_token) }), 403, message);
    expectText(await call(emu, `/team-permissions?user_id=${member.user_id}`, { headers: asUser(owner.access_token) }), 403, message);
    expect((await call(emu, `/team-permissions?user_id=${owner.user_id}`, { headers: asUser(owner.access_token) })).status).toBe(200);
    const bad = expectKnownError(await call(emu, '/team-permissions?user_id=me&recursive=yes', { headers: asUser(owner.access_token) }), 'SCHEMA_ERROR', 400);
    expect(bad.error).toContain('query.recursive must be one of the following values: true, false');
  });
});

describe('POST / DELETE /team-permissions/{team_id}/{user_id}/{permission_id}', () => {
  it('grants a system permission (201, idempotent); the member can then update the team', async () => {
    const { member, team } = await teamWithMember();
    const before = await call(emu, `/teams/${team.id}`, { method: 'PATCH', headers: asUser(member.access_token), body: { display_name: 'X' } });
    expectKnownError(before, 'TEAM_PERMISSION_REQUIRED', 401);
    const res = await call(emu, grantPath(team.id, member.user_id, '$update_team'), { method: 'POST', headers: server(), body: {} });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ id: '$update_team', team_id: team.id, user_id: member.user_id });
    expect((await call(emu, grantPath(team.id, member.user_id, '$update_team'), { method: 'POST', headers: server(), body: {} })).status).toBe(201);
    const after = await call(emu, `/teams/${team.id}`, { method: 'PATCH', headers: asUser(member.access_token), body: { display_name: 'X' } });
    expect(after.status).toBe(200);
    expect(after.json.display_name).toBe('X');
  });

  it('errors: PERMISSION_NOT_FOUND, unknown $ id, TEAM_MEMBERSHIP_NOT_FOUND, USER_NOT_FOUND, client access, missing body', async () => {
    const { owner, member, team } = await teamWithMember();
    const notFound = expectKnownError(await call(emu, grantPath(team.id, member.user_id, 'nope'), { method: 'POST', headers: server(), body: {} }), 'PERMISSION_NOT_FOUND', 404);
    expect(notFound).toEqual({
      code: 'PERMISSION_NOT_FOUND',
      details: { permission_id: 'nope' },
      error: 'Permission "nope" not found. Make sure you created it on the dashboard.',
    });
    expectKnownError(await call(emu, grantPath(team.id, member.user_id, '$fly'), { method: 'POST', headers: server(), body: {} }), 'PERMISSION_NOT_FOUND', 404);
    const stranger = await signUp(emu, emu.project);
    const membership = expectKnownError(
      await call(emu, grantPath(team.id, stranger.user_id, 'team_member'), { method: 'POST', headers: server(), body: {} }),
      'TEAM_MEMBERSHIP_NOT_FOUND',
      404,
    );
    expect(membership.details).toEqual({ team_id: team.id, user_id: stranger.user_id });
    expectKnownError(await call(emu, grantPath(team.id, UNKNOWN_UUID, 'team_member'), { method: 'POST', headers: server(), body: {} }), 'USER_NOT_FOUND', 404);
    expectKnownError(
      await call(emu, grantPath(team.id, member.user_id, 'team_admin'), { method: 'POST', headers: asUser(owner.access_token), body: {} }),
      'INSUFFICIENT_ACCESS_TYPE',
      401,
    );
    expectKnownError(await call(emu, grantPath(team.id, member.user_id, 'team_admin'), { method: 'POST', headers: server() }), 'SCHEMA_ERROR', 400);
  });

  it('a project permission id is WRONG_PERMISSION_SCOPE (404)', async () => {
    const p = await emu.createProject();
    await call(emu, '/project-permission-definitions', { headers: admin(p), body: { id: 'billing' } });
    const owner = await signUp(emu, p);
    const team = await call(emu, '/teams', { headers: server(p), body: { display_name: 'T', creator_user_id: owner.user_id } });
    const err = expectKnownError(await call(emu, grantPath(team.json.id, owner.user_id, 'billing'), { method: 'POST', headers: server(p), body: {} }), 'WRONG_PERMISSION_SCOPE', 404);
    expect(err.details).toEqual({ permission_id: 'billing', expected_scope: 'team', actual_scope: 'project' });
  });

  it('DELETE revokes direct grants only: a contained permission is TEAM_PERMISSION_NOT_FOUND (401)', async () => {
    const { owner, member, team } = await teamWithMember();
    const err = expectKnownError(await call(emu, grantPath(team.id, owner.user_id, '$update_team'), { method: 'DELETE', headers: server() }), 'TEAM_PERMISSION_NOT_FOUND', 401);
    expect(err.details).toEqual({ team_id: team.id, user_id: owner.user_id, permission_id: '$update_team' });
    expect(err.error).toBe(`User ${owner.user_id} does not have permission $update_team in team ${team.id}.`);
    const res = await call(emu, grantPath(team.id, owner.user_id, 'team_admin'), { method: 'DELETE', headers: server() });
    expect(res.json).toEqual({ success: true });
    const left = await call(emu, `/team-permissions?team_id=${team.id}&user_id=${owner.user_id}&recursive=true`, { headers: server() });
    expect(left.json.items).toEqual([]);
    const stranger = await signUp(emu, emu.project);
    expectKnownError(await call(emu, grantPath(team.id, stranger.user_id, 'team_admin'), { method: 'DELETE', headers: server() }), 'TEAM_MEMBERSHIP_NOT_FOUND', 404);
    expectKnownError(await call(emu, grantPath(team.id, member.user_id, 'team_member'), { method: 'DELETE', headers: asUser(owner.access_token) }), 'INSUFFICIENT_ACCESS_TYPE', 401);
  });
});

describe('project permissions', () => {
  it('grant, list (direct and recursive), revoke, and the errors', async () => {
    const p = await emu.createProject();
    await call(emu, '/project-permission-definitions', { headers: admin(p), body: { id: 'read:docs', description: 'Read docs' } });
    const editor = await call(emu, '/project-permission-definitions', { headers: admin(p), body: { id: 'editor', contained_permission_ids: ['read:docs'] } });
    expect(editor.status).toBe(201);
    expect(editor.json).toEqual({ id: 'editor', contained_permission_ids: ['read:docs'] });
    const user = await signUp(emu, p);
    const granted = await call(emu, `/project-permissions/${user.user_id}/editor`, { method: 'POST', headers: server(p), body: {} });
    expect(granted.status).toBe(201);
    expect(granted.json).toEqual({ id: 'editor', user_id: user.user_id });
    const direct = await call(emu, '/project-permissions?user_id=me', { headers: asUser(user.access_token, p) });
    expect(direct.json).toEqual({ items: [{ id: 'editor', user_id: user.user_id }], is_paginated: false });
    const recursive = await call(emu, '/project-permissions?user_id=me&recursive=true', { headers: asUser(user.access_token, p) });
    expect(ids(recursive)).toEqual(['editor', 'read:docs']);
    expectText(
      await call(emu, '/project-permissions', { headers: asUser(user.access_token, p) }),
      403,
      'Client can only list permissions for their own user. user_id must be either "me" or the ID of the current user',
    );

    expectKnownError(await call(emu, `/project-permissions/${user.user_id}/%24update_team`, { method: 'POST', headers: server(p), body: {} }), 'PERMISSION_NOT_FOUND', 404);
    expectKnownError(await call(emu, `/project-permissions/${user.user_id}/ghost`, { method: 'POST', headers: server(p), body: {} }), 'PERMISSION_NOT_FOUND', 404);
    const scope = expectKnownError(await call(emu, `/project-permissions/${user.user_id}/team_member`, { method: 'POST', headers: server(p), body: {} }), 'WRONG_PERMISSION_SCOPE', 404);
    expect(scope.details).toEqual({ permission_id: 'team_member', expected_scope: 'project', actual_scope: 'team' });
    expectKnownError(await call(emu, `/project-permissions/${UNKNOWN_UUID}/editor`, { method: 'POST', headers: server(p), body: {} }), 'USER_NOT_FOUND', 404);

    const revoked = await call(emu, `/project-permissions/${user.user_id}/editor`, { method: 'DELETE', headers: server(p) });
    expect(revoked.json).toEqual({ success: true });
    expectKnownError(await call(emu, `/project-permissions/${user.user_id}/editor`, { method: 'DELETE', headers: server(p) }), 'PERMISSION_NOT_FOUND', 404);
    expectKnownError(await call(emu, `/project-permissions/${UNKNOWN_UUID}/editor`, { method: 'DELETE', headers: server(p) }), 'USER_NOT_FOUND', 404);
  });

  it('new users get the project user_default_permissions', async () => {
    const p = await emu.createProject({ config: { user_default_permissions: [{ id: 'reader' }] } });
    expect((await call(emu, '/project-permission-definitions', { headers: admin(p), body: { id: 'reader' } })).status).toBe(201);
    const user = await signUp(emu, p);
    const res = await call(emu, '/project-permissions?user_id=me', { headers: asUser(user.access_token, p) });
    expect(res.json.items).toEqual([{ id: 'reader', user_id: user.user_id }]);
  });
});

describe('permission definitions (admin)', () => {
  it('a new project has team_member and team_admin plus the six system permissions', async () => {
    const p = await emu.createProject();
    const res = await call(emu, '/team-permission-definitions', { headers: admin(p) });
    expect(res.json).toEqual({
      items: [
        { id: '$delete_team', description: 'Delete the team', contained_permission_ids: [] },
        { id: '$invite_members', description: 'Invite other users to the team', contained_permission_ids: [] },
        { id: '$manage_api_keys', description: 'Create and manage API keys for the team', contained_permission_ids: [] },
        { id: '$read_members', description: 'Read and list the other members of the team', contained_permission_ids: [] },
        { id: '$remove_members', description: 'Remove other members from the team', contained_permission_ids: [] },
        { id: '$update_team', description: 'Update the team information', contained_permission_ids: [] },
        { id: 'team_admin', description: 'Default permission for team admins', contained_permission_ids: SYSTEM },
        { id: 'team_member', description: 'Default permission for team members', contained_permission_ids: ['$invite_members', '$read_members'] },
      ],
      is_paginated: false,
    });
    expect((await call(emu, '/project-permission-definitions', { headers: admin(p) })).json).toEqual({ items: [], is_paginated: false });
    expectKnownError(await call(emu, '/team-permission-definitions', { headers: server(p) }), 'INSUFFICIENT_ACCESS_TYPE', 401);
  });

  it('create, rename (grants follow), delete (grants go); the errors', async () => {
    const p = await emu.createProject();
    const created = await call(emu, '/team-permission-definitions', { headers: admin(p), body: { id: 'mod', contained_permission_ids: ['$remove_members'] } });
    expect(created.status).toBe(201);
    expectKnownError(await call(emu, '/team-permission-definitions', { headers: admin(p), body: { id: 'mod' } }), 'PERMISSION_ID_ALREADY_EXISTS', 400);
    expectKnownError(await call(emu, '/team-permission-definitions', { headers: admin(p), body: { id: 'x', contained_permission_ids: ['ghost'] } }), 'CONTAINED_PERMISSION_NOT_FOUND', 400);
    expectKnownError(await call(emu, '/team-permission-definitions', { headers: admin(p), body: { id: 'Bad Id' } }), 'SCHEMA_ERROR', 400);
    expectKnownError(await call(emu, '/team-permission-definitions', { headers: admin(p), body: { id: '$mine' } }), 'SCHEMA_ERROR', 400);

    const owner = await signUp(emu, p);
    const team = await call(emu, '/teams', { headers: server(p), body: { display_name: 'T', creator_user_id: owner.user_id } });
    await call(emu, grantPath(team.json.id, owner.user_id, 'mod'), { method: 'POST', headers: server(p), body: {} });
    const renamed = await call(emu, '/team-permission-definitions/mod', { method: 'PATCH', headers: admin(p), body: { id: 'moderator', description: 'Mods' } });
    expect(renamed.json).toEqual({ id: 'moderator', description: 'Mods', contained_permission_ids: ['$remove_members'] });
    const grants = await call(emu, `/team-permissions?team_id=${team.json.id}&user_id=${owner.user_id}`, { headers: server(p) });
    expect(ids(grants)).toEqual(['moderator', 'team_admin']);
    expectKnownError(await call(emu, '/team-permission-definitions/mod', { method: 'DELETE', headers: admin(p) }), 'PERMISSION_NOT_FOUND', 404);
    expect((await call(emu, '/team-permission-definitions/moderator', { method: 'DELETE', headers: admin(p) })).json).toEqual({ success: true });
    const after = await call(emu, `/team-permissions?team_id=${team.json.id}&user_id=${owner.user_id}`, { headers: server(p) });
    expect(ids(after)).toEqual(['team_admin']);
  });
  it('a deleted or renamed definition leaves the default permission lists (the old id is listed no more)', async () => {
    const p = await emu.createProject();
    for (const id of ['reviewer', 'editor']) expect((await call(emu, '/team-permission-definitions', { headers: admin(p), body: { id } })).status).toBe(201);
    expect((await call(emu, '/project-permission-definitions', { headers: admin(p), body: { id: 'auditor' } })).status).toBe(201);
    const config = {
      team_creator_default_permissions: [{ id: 'team_admin' }, { id: 'reviewer' }, { id: 'editor' }],
      team_member_default_permissions: [{ id: 'team_member' }, { id: 'reviewer' }],
      user_default_permissions: [{ id: 'auditor' }],
    };
    const set = await call(emu, '/internal/projects/current', { method: 'PATCH', headers: admin(p), body: { config } });
    expect(set.json.config.team_creator_default_permissions).toEqual([{ id: 'editor' }, { id: 'reviewer' }, { id: 'team_admin' }]);
    await call(emu, '/team-permission-definitions/reviewer', { method: 'DELETE', headers: admin(p) });
    await call(emu, '/team-permission-definitions/editor', { method: 'PATCH', headers: admin(p), body: { id: 'writer' } });
    await call(emu, '/project-permission-definitions/auditor', { method: 'DELETE', headers: admin(p) });
    const read = await call(emu, '/internal/projects/current', { headers: admin(p) });
    expect(read.json.config).toMatchObject({
      team_creator_default_permissions: [{ id: 'team_admin' }],
      team_member_default_permissions: [{ id: 'team_member' }],
      user_default_permissions: [],
    });
    const owner = await signUp(emu, p);
    const team = await call(emu, '/teams', { headers: server(p), body: { display_name: 'T', creator_user_id: owner.user_id } });
    expect(ids(await call(emu, `/team-permissions?team_id=${team.json.id}&user_id=${owner.user_id}`, { headers: server(p) }))).toEqual(['team_admin']);
  });
});
