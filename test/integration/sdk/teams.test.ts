// The current user's teams through the SDK (PROTOCOL.md §5.11-§5.13): list (cached), create (becomes
// the selected team), select, get, update, delete, leave, member profiles; the documented errors.
import { describe, expect, it } from 'vitest';
import type { StackClientApp } from '../../../src/core/apps/client-app';
import type { CurrentUser } from '../../../src/core/apps/types';
import type { UserTeam } from '../../../src/core/apps/user/teams';
import { KnownErrors } from '../../../src/protocol/errors';
import { useEmulator } from '../../support/emulator';
import { call, serverHeaders } from '../emulator/helpers';
import { makeApp, PASSWORD, recordingFetch, uniqueEmail, type RecordingFetch } from './helpers';

const emu = useEmulator({ project: { config: { client_team_creation_enabled: true } } });

interface Person {
  app: StackClientApp;
  user: CurrentUser;
  recorder: RecordingFetch;
}

async function person(prefix = 'teams'): Promise<Person> {
  const recorder = recordingFetch();
  const app = makeApp(emu, { fetch: recorder.fetch });
  await app.signUpWithCredential({ email: uniqueEmail(prefix), password: PASSWORD, noRedirect: true });
  const user = await app.getUser();
  if (!user) throw new Error('not signed in');
  return { app, user, recorder };
}

/** Adds `who` to the team as a plain member (team_member: $invite_members, $read_members), with server access. */
async function addMember(teamId: string, who: Person): Promise<void> {
  const res = await call(emu, `/team-memberships/${teamId}/${who.user.id}`, { method: 'POST', headers: serverHeaders(emu.project), body: {} });
  expect(res.status).toBe(201);
}

async function current(p: Person): Promise<CurrentUser> {
  const user = await p.app.getUser();
  if (!user) throw new Error('signed out');
  return user;
}

function bodyOf(p: Person, method: string, path: string): unknown {
  const request = p.recorder.requests.find((r) => r.method === method && r.path === path);
  return request?.body ? JSON.parse(request.body) : undefined;
}

describe('createTeam / listTeams / selectedTeam', () => {
  it('creates a team that is listed, selected and cached; a second subscriber sees the new list', async () => {
    const alice = await person();
    expect(alice.user.selectedTeam).toBeNull();
    expect(await alice.user.listTeams()).toEqual([]);

    const cache = alice.user.teamsCache();
    const seen: string[][] = [];
    const unsubscribe = cache.subscribe((teams) => seen.push(teams.map((t) => t.displayName)));

    alice.recorder.clear();
    const team = await alice.user.createTeam({ displayName: 'Rocket' });
    expect(team.displayName).toBe('Rocket');
    expect(bodyOf(alice, 'POST', '/teams')).toEqual({ display_name: 'Rocket', creator_user_id: 'me' });
    // The list was re-read without another explicit get, and the user was reloaded.
    expect(seen.at(-1)).toEqual(['Rocket']);
    expect(cache.peek()?.value.map((t) => t.id)).toEqual([team.id]);
    expect(alice.recorder.paths()).toContain('GET /teams');
    expect((await current(alice)).selectedTeam?.id).toBe(team.id);
    unsubscribe();

    // listTeams answers from the cache: no further request.
    alice.recorder.clear();
    expect((await alice.user.listTeams()).map((t) => t.id)).toEqual([team.id]);
    expect(alice.recorder.paths()).toEqual([]);
    alice.app.dispose();
  });

  it('refuses creation when the project disables client team creation', async () => {
    const project = await emu.createProject({ config: { client_team_creation_enabled: false } });
    const app = makeApp({ url: emu.url, project });
    await app.signUpWithCredential({ email: uniqueEmail('no-create'), password: PASSWORD, noRedirect: true });
    const user = await app.getUser();
    await expect(user!.createTeam({ displayName: 'Nope' })).rejects.toThrow(/Client team creation is disabled/);
    app.dispose();
  });

  it('gives a new user a personal team when the project creates one on sign-up', async () => {
    const project = await emu.createProject({ config: { create_team_on_sign_up: true } });
    const app = makeApp({ url: emu.url, project });
    await app.signUpWithCredential({ email: uniqueEmail('personal'), password: PASSWORD, noRedirect: true });
    const user = await app.getUser();
    const teams = await user!.listTeams();
    expect(teams).toHaveLength(1);
    expect(user!.selectedTeam?.id).toBe(teams[0]!.id);
    app.dispose();
  });
});

describe('setSelectedTeam / getTeam', () => {
  it('selects by object, by id and none, sending selected_team_id', async () => {
    const alice = await person();
    const first = await alice.user.createTeam({ displayName: 'First' });
    const second = await alice.user.createTeam({ displayName: 'Second' });
    expect((await current(alice)).selectedTeam?.id).toBe(second.id);

    alice.recorder.clear();
    await alice.user.setSelectedTeam(first);
    expect(bodyOf(alice, 'PATCH', '/users/me')).toEqual({ selected_team_id: first.id });
    expect((await current(alice)).selectedTeam).toMatchObject({ id: first.id, displayName: 'First' });

    await alice.user.setSelectedTeam(second.id);
    expect((await current(alice)).selectedTeam?.id).toBe(second.id);

    await alice.user.setSelectedTeam(null);
    expect((await current(alice)).selectedTeam).toBeNull();
    alice.app.dispose();
  });

  it('getTeam answers the team for a member and null for strangers and unknown ids', async () => {
    const alice = await person();
    const bob = await person();
    const team = await alice.user.createTeam({ displayName: 'Private' });
    expect(await alice.user.getTeam(team.id)).toMatchObject({ id: team.id, displayName: 'Private' });
    expect(await bob.user.getTeam(team.id)).toBeNull();
    expect(await alice.user.getTeam('00000000-0000-4000-8000-000000000000')).toBeNull();
    alice.app.dispose();
    bob.app.dispose();
  });
});

describe('team.update / team.delete', () => {
  it('the creator renames the team; list and selected team follow', async () => {
    const alice = await person();
    const team = await alice.user.createTeam({ displayName: 'Old name' });
    alice.recorder.clear();
    await team.update({ displayName: 'New name', clientMetadata: { plan: 'pro' } });
    expect(bodyOf(alice, 'PATCH', `/teams/${team.id}`)).toEqual({ display_name: 'New name', client_metadata: { plan: 'pro' } });
    expect(alice.user.teamsCache().peek()?.value.map((t) => t.displayName)).toEqual(['New name']);
    const user = await current(alice);
    expect(user.selectedTeam).toMatchObject({ displayName: 'New name', clientMetadata: { plan: 'pro' } });
    alice.app.dispose();
  });

  it('a plain member gets TEAM_PERMISSION_REQUIRED for update and delete', async () => {
    const alice = await person();
    const bob = await person();
    const team = await alice.user.createTeam({ displayName: 'Guarded' });
    await addMember(team.id, bob);
    const bobsTeam = (await bob.user.getTeam(team.id)) as UserTeam;
    const update = await bobsTeam.update({ displayName: 'Hijacked' }).catch((e: unknown) => e);
    expect(update).toBeInstanceOf(KnownErrors.TeamPermissionRequired);
    expect((update as InstanceType<typeof KnownErrors.TeamPermissionRequired>).details).toMatchObject({ team_id: team.id, user_id: bob.user.id, permission_id: '$update_team' });
    await expect(bobsTeam.delete()).rejects.toBeInstanceOf(KnownErrors.TeamPermissionRequired);
    expect((await alice.user.getTeam(team.id))?.displayName).toBe('Guarded');
    alice.app.dispose();
    bob.app.dispose();
  });

  it('delete removes the team; afterwards, and for strangers, calls answer TEAM_MEMBERSHIP_NOT_FOUND', async () => {
    const alice = await person();
    const bob = await person();
    const team = await alice.user.createTeam({ displayName: 'Short-lived' });
    await team.delete();
    expect(await alice.user.listTeams()).toEqual([]);
    expect((await current(alice)).selectedTeam).toBeNull();
    // Client calls check membership before existence (emulator/teams/access.ts), so a deleted team
    // answers TEAM_MEMBERSHIP_NOT_FOUND; getTeam turns both that and TEAM_NOT_FOUND into null.
    await expect(team.update({ displayName: 'Ghost' })).rejects.toBeInstanceOf(KnownErrors.TeamMembershipNotFound);
    expect(await alice.user.getTeam(team.id)).toBeNull();

    const other = await alice.user.createTeam({ displayName: 'Other' });
    const notMember = await bob.user.leaveTeam(other).catch((e: unknown) => e);
    expect(notMember).toBeInstanceOf(KnownErrors.TeamMembershipNotFound);
    alice.app.dispose();
    bob.app.dispose();
  });
});

describe('leaveTeam', () => {
  it('a member leaves: the team leaves their list and their selection', async () => {
    const alice = await person();
    const bob = await person();
    const team = await alice.user.createTeam({ displayName: 'Crew' });
    await addMember(team.id, bob);
    await bob.user.setSelectedTeam(team.id);
    expect((await bob.user.listTeams()).map((t) => t.id)).toEqual([team.id]);

    bob.recorder.clear();
    await bob.user.leaveTeam(team);
    expect(bob.recorder.paths()).toContain(`DELETE /team-memberships/${team.id}/me`);
    expect(bob.user.teamsCache().peek()?.value).toEqual([]);
    expect((await current(bob)).selectedTeam).toBeNull();
    // Leaving twice: no membership any more.
    await expect(bob.user.leaveTeam(team)).rejects.toBeInstanceOf(KnownErrors.TeamMembershipNotFound);
    alice.app.dispose();
    bob.app.dispose();
  });
});

describe('team.removeUser', () => {
  it('an admin removes a member (the member list is re-read); a plain member may not remove anyone', async () => {
    const alice = await person();
    const bob = await person();
    const carol = await person();
    const team = await alice.user.createTeam({ displayName: 'Removers' });
    await addMember(team.id, bob);
    await addMember(team.id, carol);
    const [bobsTeam] = await bob.user.listTeams();
    await expect(bobsTeam!.removeUser(carol.user.id)).rejects.toBeInstanceOf(KnownErrors.TeamPermissionRequired);

    expect((await team.listUsers()).map((u) => u.id).sort()).toEqual([alice.user.id, bob.user.id, carol.user.id].sort());
    alice.recorder.clear();
    await team.removeUser(bob.user.id);
    expect(alice.recorder.paths()).toContain(`DELETE /team-memberships/${team.id}/${bob.user.id}`);
    expect(team.usersCache().peek()?.value.map((u) => u.id).sort()).toEqual([alice.user.id, carol.user.id].sort());
    // Bob's own list, read afresh, no longer holds the team.
    expect(await bob.user.teamsCache().refresh()).toEqual([]);
    for (const p of [alice, bob, carol]) p.app.dispose();
  });
});

describe('member profiles: team.listUsers / getTeamProfile', () => {
  it('lists the members with their team profiles; the own profile edit refreshes the list', async () => {
    const alice = await person();
    const bob = await person();
    const team = await alice.user.createTeam({ displayName: 'Profiles' });
    await addMember(team.id, bob);

    const users = await team.listUsers();
    expect(users.map((u) => u.id)).toEqual([alice.user.id, bob.user.id]);
    expect(users[1]!.teamProfile).toEqual({ displayName: null, profileImageUrl: null });

    const bobsTeam = (await bob.user.getTeam(team.id))!;
    await bobsTeam.listUsers();
    const profile = await bob.user.getTeamProfile(bobsTeam);
    expect(profile).toMatchObject({ displayName: null, profileImageUrl: null });
    bob.recorder.clear();
    await profile.update({ displayName: 'Bob in Profiles' });
    expect(bodyOf(bob, 'PATCH', `/team-member-profiles/${team.id}/me`)).toEqual({ display_name: 'Bob in Profiles' });
    expect(bob.user.teamProfileCache(bobsTeam).peek()?.value.displayName).toBe('Bob in Profiles');
    // Bob's cached member list of the team was refreshed by the edit.
    expect(bobsTeam.usersCache().peek()?.value.find((u) => u.id === bob.user.id)?.teamProfile.displayName).toBe('Bob in Profiles');

    // Alice sees it after a refresh of her own list.
    const seenByAlice = await team.usersCache().refresh();
    expect(seenByAlice.find((u) => u.id === bob.user.id)?.teamProfile.displayName).toBe('Bob in Profiles');
    alice.app.dispose();
    bob.app.dispose();
  });

  it('a member without $read_members saves their own image; the member list they cannot read is not fetched', async () => {
    const alice = await person();
    const bob = await person();
    const team = await alice.user.createTeam({ displayName: 'Quiet' });
    await addMember(team.id, bob);
    const revoked = await call(emu, `/team-permissions/${team.id}/${bob.user.id}/team_member`, { method: 'DELETE', headers: serverHeaders(emu.project) });
    expect(revoked.status).toBe(200);

    const bobsTeam = (await bob.user.getTeam(team.id))!;
    const profile = await bob.user.getTeamProfile(bobsTeam);
    bob.recorder.clear();
    const image = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    await profile.update({ profileImageUrl: image });
    expect(bodyOf(bob, 'PATCH', `/team-member-profiles/${team.id}/me`)).toEqual({ profile_image_url: image });
    expect(bob.recorder.paths()).not.toContain('GET /team-member-profiles');
    expect(bob.user.teamProfileCache(bobsTeam).peek()?.value.profileImageUrl).toBe(image);
    await expect(bobsTeam.listUsers()).rejects.toBeInstanceOf(KnownErrors.TeamPermissionRequired);

    // Alice, who may read the members, sees Bob's image in this team.
    const seenByAlice = await team.usersCache().refresh();
    expect(seenByAlice.find((u) => u.id === bob.user.id)?.teamProfile.profileImageUrl).toBe(image);
    alice.app.dispose();
    bob.app.dispose();
  });

  it('a stranger gets TEAM_MEMBERSHIP_NOT_FOUND for members and profile', async () => {
    const alice = await person();
    const bob = await person();
    const team = await alice.user.createTeam({ displayName: 'Closed' });
    const { createUserTeam } = await import('../../../src/core/apps/user/teams');
    const wire = { id: team.id, display_name: 'Closed', profile_image_url: null, client_metadata: null, client_read_only_metadata: null };
    const foreign = createUserTeam(bob.app.userContext(bob.user.id), wire);
    await expect(foreign.listUsers()).rejects.toBeInstanceOf(KnownErrors.TeamMembershipNotFound);
    await expect(bob.user.getTeamProfile(team)).rejects.toBeInstanceOf(KnownErrors.TeamMembershipNotFound);
    alice.app.dispose();
    bob.app.dispose();
  });
});
