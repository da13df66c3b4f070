// The official @stackframe/js client (unmodified) against the emulator: the user's teams (listTeams,
// createTeam, getTeam, setSelectedTeam, leaveTeam), team.update / delete / listUsers and the own team
// profile (getTeamProfile().update), with a second member added by the server API.
import { describe, expect, it } from 'vitest';
import { KnownErrors } from '@stackframe/stack-shared';
import { useEmulator } from '../support/emulator';
import { officialSignedUp } from '../support/official-client';
import { call, serverHeaders } from '../integration/emulator/helpers';
import { useFetchRecorder } from './fetch-recorder';

const emu = useEmulator({ project: { displayName: 'compat teams', config: { client_team_creation_enabled: true } } });
const recorder = useFetchRecorder(emu);
const why = recorder.why;

const PASSWORD = 'correct-horse-battery-1';
const signedIn = async () => (await officialSignedUp(emu, 'compat-teams', PASSWORD)).user;

describe('official client: teams', () => {
  it('creates teams (the new one becomes selected), lists, selects, renames and deletes them', async () => {
    const { app, user } = await officialSignedUp(emu, 'compat-teams', PASSWORD);
    expect(await user.listTeams(), why()).toEqual([]);

    const first = await user.createTeam({ displayName: 'Compat one' });
    expect(first.displayName).toBe('Compat one');
    expect((await app.getUser({ or: 'throw' })).selectedTeam?.id, why()).toBe(first.id);
    const second = await user.createTeam({ displayName: 'Compat two' });
    expect((await user.listTeams()).map((t) => t.displayName), why()).toEqual(['Compat one', 'Compat two']);
    expect((await user.getTeam(second.id))?.id).toBe(second.id);

    await user.setSelectedTeam(first);
    expect((await app.getUser({ or: 'throw' })).selectedTeam?.id, why()).toBe(first.id);
    const select = recorder.exchanges.filter((e) => e.method === 'PATCH' && e.path === '/api/v1/users/me').at(-1);
    expect(JSON.parse(select?.requestBody ?? '{}'), why()).toMatchObject({ selected_team_id: first.id });
    await user.setSelectedTeam(null);
    expect((await app.getUser({ or: 'throw' })).selectedTeam, why()).toBeNull();

    await first.update({ displayName: 'Compat renamed' });
    expect((await user.listTeams()).map((t) => t.displayName), why()).toEqual(['Compat renamed', 'Compat two']);

    await second.delete();
    expect((await user.listTeams()).map((t) => t.id), why()).toEqual([first.id]);
  });

  it('lists members with team profiles, edits the own profile, and a member leaves', async () => {
    const owner = await signedIn();
    const member = await signedIn();
    const team = await owner.createTeam({ displayName: 'Compat crew' });
    const added = await call(emu, `/team-memberships/${team.id}/${member.id}`, { method: 'POST', headers: serverHeaders(emu.project), body: {} });
    expect(added.status).toBe(201);

    const membersTeam = await member.getTeam(team.id);
    expect(membersTeam, why()).not.toBeNull();
    const profile = await member.getTeamProfile(membersTeam!);
    expect(profile.displayName).toBeNull();
    await profile.update({ displayName: 'Deckhand' });

    const users = await team.listUsers();
    expect(users.map((u) => u.id), why()).toEqual([owner.id, member.id]);
    expect(users.find((u) => u.id === member.id)?.teamProfile.displayName, why()).toBe('Deckhand');

    // A plain member may not rename the team.
    await expect(membersTeam!.update({ displayName: 'Mutiny' })).rejects.toBeInstanceOf(KnownErrors.TeamPermissionRequired);

    await member.leaveTeam(membersTeam!);
    expect(await member.listTeams(), why()).toEqual([]);
    expect((await team.listUsers()).map((u) => u.id)).toEqual([owner.id]);
  });
});
