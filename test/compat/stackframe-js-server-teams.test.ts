// The official @stackframe/js StackServerApp (unmodified) against the emulator: a backend creates a team
// for a user, adds and removes a member, grants and revokes a team permission, reads users and teams by
// id; the member's official client sees each change. Plus the documented errors as the official SDK meets them.
import { KnownErrors } from '@stackframe/stack-shared';
import { describe, expect, it } from 'vitest';
import { useEmulator } from '../support/emulator';
import { officialServerApp, officialSignedUp } from '../support/official-client';
import { useFetchRecorder } from './fetch-recorder';

const emu = useEmulator({ project: { displayName: 'compat server teams' } });
const recorder = useFetchRecorder(emu);
const why = recorder.why;

const PASSWORD = 'correct-horse-battery-1';
const signedIn = async () => (await officialSignedUp(emu, 'compat-server-teams', PASSWORD)).user;

describe('official server app: teams, memberships and permissions', () => {
  it('creates a team for a user, adds a member, grants and revokes $update_team, removes the member', async () => {
    const server = officialServerApp(emu);
    const owner = await signedIn();
    const member = await signedIn();

    const team = await server.createTeam({ displayName: 'Backend team', creatorUserId: owner.id });
    expect(team.displayName, why()).toBe('Backend team');
    const post = recorder.find('POST', '/api/v1/teams').at(-1);
    // 2.8.108 sends the hexclave spelling of the x-stack-* headers (PROTOCOL.md §1.3).
    expect(post?.requestHeaders['x-hexclave-access-type'], why()).toBe('server');
    expect(JSON.parse(post?.requestBody ?? '{}')).toMatchObject({ display_name: 'Backend team', creator_user_id: owner.id });
    expect((await owner.listTeams()).map((t) => t.id)).toEqual([team.id]);
    expect((await server.getTeam(team.id))?.displayName).toBe('Backend team');

    await team.addUser(member.id);
    expect((await team.listUsers()).map((u) => u.id).sort(), why()).toEqual([owner.id, member.id].sort());
    expect((await member.listTeams()).map((t) => t.id)).toEqual([team.id]);

    const serverMember = await server.getUser(member.id);
    expect(serverMember?.primaryEmail, why()).toBe(member.primaryEmail);
    expect(await serverMember!.hasPermission(team, '$update_team')).toBe(false);
    await serverMember!.grantPermission(team, '$update_team');
    expect(await serverMember!.hasPermission(team, '$update_team'), why()).toBe(true);
    expect(await member.hasPermission(team, '$update_team')).toBe(true);
    await serverMember!.revokePermission(team, '$update_team');
    expect(await serverMember!.hasPermission(team, '$update_team'), why()).toBe(false);

    await team.removeUser(member.id);
    expect((await team.listUsers()).map((u) => u.id), why()).toEqual([owner.id]);
  });

  it('meets TEAM_MEMBERSHIP_ALREADY_EXISTS, TEAM_MEMBERSHIP_NOT_FOUND and TEAM_PERMISSION_NOT_FOUND as typed errors', async () => {
    const server = officialServerApp(emu);
    const member = await signedIn();
    const team = await server.createTeam({ displayName: 'Errors team' });
    await team.addUser(member.id);

    await expect(team.addUser(member.id)).rejects.toBeInstanceOf(KnownErrors.TeamMembershipAlreadyExists);
    const serverMember = await server.getUser(member.id);
    await expect(serverMember!.revokePermission(team, '$delete_team')).rejects.toBeInstanceOf(KnownErrors.TeamPermissionNotFound);
    await team.removeUser(member.id);
    await expect(team.removeUser(member.id)).rejects.toBeInstanceOf(KnownErrors.TeamMembershipNotFound);
    expect(await server.getUser('00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});
