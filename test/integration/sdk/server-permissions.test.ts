// ServerUser grant / revoke / list / has / getPermission (PROTOCOL.md §5.15; SPEC §6) against the
// emulator, team scope with a team and project scope without; recursive by default; the errors only a
// server meets: TEAM_PERMISSION_NOT_FOUND, PERMISSION_NOT_FOUND, WRONG_PERMISSION_SCOPE, and a grant to
// someone outside the team (TEAM_MEMBERSHIP_NOT_FOUND). The member's own client sees every change.
import { describe, expect, it } from 'vitest';
import type { ServerUser } from '../../../src/core/apps/server/server-user';
import type { CurrentUser } from '../../../src/core/apps/types';
import { KnownErrors } from '../../../src/protocol/errors';
import { useEmulator } from '../../support/emulator';
import { adminHeaders, call } from '../emulator/helpers';
import { makeApp, makeServerApp, PASSWORD, recordingFetch, uniqueEmail, type RecordingFetch } from './helpers';

const emu = useEmulator();

interface Setup {
  rec: RecordingFetch;
  team: { id: string };
  /** The member as the backend sees them. */
  member: ServerUser;
  /** The member's own signed-in client. */
  client: CurrentUser;
}

async function memberOfNewTeam(): Promise<Setup> {
  const rec = recordingFetch();
  const app = makeServerApp(emu, { fetch: rec.fetch });
  const clientApp = makeApp(emu);
  await clientApp.signUpWithCredential({ email: uniqueEmail('server-perms'), password: PASSWORD, noRedirect: true });
  const client = await clientApp.getUser();
  if (!client) throw new Error('not signed in');
  const team = await app.createTeam({ displayName: 'Granted' });
  await team.addUser(client.id);
  const member = await app.getUser(client.id);
  if (!member) throw new Error('member not found');
  rec.clear();
  return { rec, team: { id: team.id }, member, client };
}

async function rejection(promise: Promise<unknown>): Promise<Error> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: Error) => error,
  );
}

async function defineProjectPermissions(): Promise<{ read: string; editor: string }> {
  const suffix = Math.random().toString(36).slice(2, 8);
  const read = `read_${suffix}`;
  const editor = `editor_${suffix}`;
  const admin = adminHeaders(emu.project);
  expect((await call(emu, '/project-permission-definitions', { headers: admin, body: { id: read } })).status).toBe(201);
  expect((await call(emu, '/project-permission-definitions', { headers: admin, body: { id: editor, contained_permission_ids: [read] } })).status).toBe(201);
  return { read, editor };
}

describe('ServerUser team permissions', () => {
  it('grants $update_team: the wire call, the direct and recursive lists, and the member client allowed to rename', async () => {
    const { rec, team, member, client } = await memberOfNewTeam();
    expect(await member.hasPermission(team, '$update_team')).toBe(false);

    await member.grantPermission(team, '$update_team');
    const grant = rec.requests.find((r) => r.method === 'POST');
    expect([grant?.path, grant?.status, grant?.body, grant?.accessType]).toEqual([`/team-permissions/${team.id}/${member.id}/%24update_team`, 201, '{}', 'server']);

    expect(await member.hasPermission(team, '$update_team')).toBe(true);
    expect(await member.getPermission(team, '$update_team')).toEqual({ id: '$update_team' });
    // team_member (the default for members) contains $read_members: listed only when recursive (the default).
    expect((await member.listPermissions(team)).map((p) => p.id)).toEqual(expect.arrayContaining(['$update_team', '$read_members', 'team_member']));
    expect((await member.listPermissions(team, { recursive: false })).map((p) => p.id).sort()).toEqual(['$update_team', 'team_member']);
    const lists = rec.requests.filter((r) => r.path === '/team-permissions').map((r) => r.search);
    expect(lists).toContain(`?team_id=${team.id}&user_id=${member.id}&recursive=true`);
    expect(lists).toContain(`?team_id=${team.id}&user_id=${member.id}&recursive=false`);

    // The member's own client now passes the server's permission check.
    const teams = await client.listTeams();
    await teams[0]!.update({ displayName: 'Renamed by member' });
    expect((await client.getTeam(team.id))?.displayName).toBe('Renamed by member');
  });

  it('revokes a held permission; revoking one not held directly is TEAM_PERMISSION_NOT_FOUND (401)', async () => {
    const { rec, team, member } = await memberOfNewTeam();
    await member.grantPermission(team, '$delete_team');
    await member.revokePermission(team, '$delete_team');
    expect(await member.hasPermission(team, '$delete_team')).toBe(false);

    rec.clear();
    const error = await rejection(member.revokePermission(team, '$delete_team'));
    expect(error).toBeInstanceOf(KnownErrors.TeamPermissionNotFound);
    expect(error.message).toBe(`User ${member.id} does not have permission $delete_team in team ${team.id}.`);
    expect(rec.requests.map((r) => [r.status, r.knownError])).toEqual([[401, 'TEAM_PERMISSION_NOT_FOUND']]);
    // Held only through team_member: not a direct grant, so not revocable by its own id.
    expect(await rejection(member.revokePermission(team, '$read_members'))).toBeInstanceOf(KnownErrors.TeamPermissionNotFound);
  });

  it('an unknown permission is PERMISSION_NOT_FOUND; a project permission in a team is WRONG_PERMISSION_SCOPE', async () => {
    const { team, member } = await memberOfNewTeam();
    const unknown = await rejection(member.grantPermission(team, 'no_such_permission'));
    expect(unknown).toBeInstanceOf(KnownErrors.PermissionNotFound);
    expect(unknown.message).toBe('Permission "no_such_permission" not found. Make sure you created it on the dashboard.');

    const { read } = await defineProjectPermissions();
    expect(await rejection(member.grantPermission(team, read))).toBeInstanceOf(KnownErrors.WrongPermissionScope);
  });

  it('granting in a team the user is not a member of is TEAM_MEMBERSHIP_NOT_FOUND', async () => {
    const { member } = await memberOfNewTeam();
    const other = await makeServerApp(emu).createTeam({ displayName: 'Not theirs' });
    const error = await rejection(member.grantPermission(other, '$update_team'));
    expect(error).toBeInstanceOf(KnownErrors.TeamMembershipNotFound);
    expect(await member.hasPermission(other, '$update_team')).toBe(false);
  });
});

describe('ServerUser project permissions', () => {
  it('grant, recursive list, revoke; revoking again and granting a system id are PERMISSION_NOT_FOUND', async () => {
    const { rec, member, client } = await memberOfNewTeam();
    const { read, editor } = await defineProjectPermissions();

    await member.grantPermission(editor);
    expect(rec.requests.find((r) => r.method === 'POST')?.path).toBe(`/project-permissions/${member.id}/${editor}`);
    expect(await member.hasPermission(read)).toBe(true);
    expect(await member.getPermission(editor)).toEqual({ id: editor });
    expect((await member.listPermissions({ recursive: false })).map((p) => p.id)).toEqual([editor]);
    expect(rec.requests.filter((r) => r.path === '/project-permissions').map((r) => r.search)).toContain(`?user_id=${member.id}&recursive=true`);
    // The member's client agrees.
    expect(await client.hasPermission(read)).toBe(true);

    await member.revokePermission(editor);
    expect(await member.hasPermission(read)).toBe(false);
    const again = await rejection(member.revokePermission(editor));
    expect(again).toBeInstanceOf(KnownErrors.PermissionNotFound);
    expect(await rejection(member.grantPermission('$update_team'))).toBeInstanceOf(KnownErrors.PermissionNotFound);
  });
});
