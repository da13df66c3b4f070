// CurrentUser.hasPermission / getPermission / listPermissions (PROTOCOL.md §5.15, §8; SPEC §6) against
// the emulator: team scope with a team, project scope without, recursive by default, cached per scope.
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../src/core/apps/types';
import type { StackClientApp } from '../../../src/core/apps/client-app';
import { refreshPermissions } from '../../../src/core/apps/user/permissions';
import { useEmulator } from '../../support/emulator';
import { adminHeaders, call, clientHeaders, serverHeaders } from '../emulator/helpers';
import { makeApp, PASSWORD, recordingFetch, uniqueEmail, type RecordingFetch } from './helpers';

const emu = useEmulator({ project: { config: { client_team_creation_enabled: true } } });
const SYSTEM = ['$delete_team', '$invite_members', '$manage_api_keys', '$read_members', '$remove_members', '$update_team'];

interface Person {
  app: StackClientApp;
  user: CurrentUser;
  rec: RecordingFetch;
  accessToken: string;
}

async function person(): Promise<Person> {
  const rec = recordingFetch();
  const app = makeApp(emu, { fetch: rec.fetch });
  await app.signUpWithCredential({ email: uniqueEmail('perms'), password: PASSWORD, noRedirect: true });
  const user = await app.getUser();
  if (!user) throw new Error('not signed in');
  const { accessToken } = await app.getAuthJson();
  if (!accessToken) throw new Error('no access token');
  rec.clear();
  return { app, user, rec, accessToken };
}

/** A team created by `owner` through the client API (so the creator gets team_admin), plus a plain member. */
async function teamWithMember(): Promise<{ owner: Person; member: Person; team: { id: string } }> {
  const owner = await person();
  const member = await person();
  const created = await call(emu, '/teams', {
    headers: clientHeaders(emu.project, { 'x-stack-access-token': owner.accessToken }),
    body: { display_name: 'Perm team', creator_user_id: 'me' },
  });
  expect(created.status).toBe(201);
  const team = { id: (created.json as { id: string }).id };
  const added = await call(emu, `/team-memberships/${team.id}/${member.user.id}`, { method: 'POST', headers: serverHeaders(emu.project), body: {} });
  expect(added.status).toBe(201);
  return { owner, member, team };
}

const permissionQueries = (rec: RecordingFetch): string[] =>
  rec.requests.filter((r) => r.path === '/team-permissions' || r.path === '/project-permissions').map((r) => r.path);

/** The full URLs of the permission list requests (recordingFetch keeps only paths). */
function urlRecorder(): { fetch: typeof fetch; urls: string[] } {
  const urls: string[] = [];
  return {
    urls,
    fetch: async (input, init) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      if (/permissions$/.test(url.pathname)) urls.push(url.pathname.replace(/^\/api\/v1/, '') + url.search);
      return fetch(input, init);
    },
  };
}

describe('team permissions', () => {
  it("the creator holds $update_team through team_admin; many checks make one recursive request", async () => {
    const { owner, team } = await teamWithMember();
    expect(await owner.user.hasPermission(team, '$update_team')).toBe(true);
    expect(await owner.user.hasPermission(team, '$manage_api_keys')).toBe(true);
    expect(await owner.user.getPermission(team, '$delete_team')).toEqual({ id: '$delete_team' });
    expect(await owner.user.getPermission(team, 'no_such_permission')).toBeNull();
    expect(await owner.user.hasPermission(team, 'no_such_permission')).toBe(false);
    expect(permissionQueries(owner.rec)).toEqual(['/team-permissions']);
    owner.app.dispose();
  });

  it('sends team_id, user_id=me and recursive=true (PROTOCOL.md §8)', async () => {
    const { owner, team } = await teamWithMember();
    const urls = urlRecorder();
    const app = makeApp(emu, { fetch: urls.fetch });
    await app.signInWithCredential({ email: owner.user.primaryEmail!, password: PASSWORD, noRedirect: true });
    const user = (await app.getUser())!;
    await user.hasPermission(team, '$update_team');
    await user.listPermissions(team, { recursive: false });
    expect(urls.urls).toEqual([
      `/team-permissions?team_id=${team.id}&user_id=me&recursive=true`,
      `/team-permissions?team_id=${team.id}&user_id=me&recursive=false`,
    ]);
    app.dispose();
    owner.app.dispose();
  });

  it('a plain member holds team_member ($invite_members, $read_members) but not $update_team', async () => {
    const { member, team } = await teamWithMember();
    expect(await member.user.hasPermission(team, '$update_team')).toBe(false);
    expect(await member.user.getPermission(team, '$update_team')).toBeNull();
    expect(await member.user.hasPermission(team, '$invite_members')).toBe(true);
    expect((await member.user.listPermissions(team)).map((p) => p.id)).toEqual(['$invite_members', '$read_members', 'team_member']);
    member.app.dispose();
  });

  it('recursive: false lists only direct grants; the default (true) expands contained permissions', async () => {
    const { owner, team } = await teamWithMember();
    expect((await owner.user.listPermissions(team, { recursive: false })).map((p) => p.id)).toEqual(['team_admin']);
    expect((await owner.user.listPermissions(team)).map((p) => p.id)).toEqual([...SYSTEM, 'team_admin']);
    expect((await owner.user.listPermissions(team, { recursive: true })).map((p) => p.id)).toEqual([...SYSTEM, 'team_admin']);
    // Two scopes, two requests; the third call reuses the recursive list.
    expect(permissionQueries(owner.rec)).toEqual(['/team-permissions', '/team-permissions']);
    owner.app.dispose();
  });

  it('a team the user is not a member of: empty list, hasPermission false (no error)', async () => {
    const { team } = await teamWithMember();
    const stranger = await person();
    expect(await stranger.user.listPermissions(team)).toEqual([]);
    expect(await stranger.user.hasPermission(team, '$read_members')).toBe(false);
    stranger.app.dispose();
  });

  it('the cache refreshes for every subscriber after a server grant, and is kept per team', async () => {
    const { owner, member, team } = await teamWithMember();
    const cache = member.user.permissionsCache(team);
    expect(member.user.permissionsCache(team)).toBe(cache);
    expect(member.user.permissionsCache({ id: team.id }, { recursive: false })).not.toBe(cache);
    const seenA: string[][] = [];
    const seenB: string[][] = [];
    const offA = cache.subscribe((list) => seenA.push(list.map((p) => p.id)));
    const offB = cache.subscribe((list) => seenB.push(list.map((p) => p.id)));
    expect(await member.user.hasPermission(team, '$update_team')).toBe(false);

    const granted = await call(emu, `/team-permissions/${team.id}/${member.user.id}/${encodeURIComponent('$update_team')}`, {
      method: 'POST',
      headers: serverHeaders(emu.project),
      body: {},
    });
    expect(granted.status).toBe(201);
    // Still the cached answer until the list is refreshed.
    expect(await member.user.hasPermission(team, '$update_team')).toBe(false);
    await cache.refresh();
    const expected = ['$invite_members', '$read_members', '$update_team', 'team_member'];
    expect(seenA.at(-1)).toEqual(expected);
    expect(seenB.at(-1)).toEqual(expected);
    const before = permissionQueries(member.rec).length;
    expect(await member.user.hasPermission(team, '$update_team')).toBe(true);
    expect(permissionQueries(member.rec).length).toBe(before);
    // Another team of the same user is a separate list.
    const second = await call(emu, '/teams', {
      headers: clientHeaders(emu.project, { 'x-stack-access-token': member.accessToken }),
      body: { display_name: 'Own team', creator_user_id: 'me' },
    });
    expect(await member.user.hasPermission({ id: (second.json as { id: string }).id }, '$delete_team')).toBe(true);
    expect(await member.user.hasPermission(team, '$delete_team')).toBe(false);
    offA();
    offB();
    owner.app.dispose();
    member.app.dispose();
  });

  it('a plain member renaming the team gets TEAM_PERMISSION_REQUIRED with the SPEC §6 message', async () => {
    const { member, team } = await teamWithMember();
    const res = await call(emu, `/teams/${team.id}`, {
      method: 'PATCH',
      headers: clientHeaders(emu.project, { 'x-stack-access-token': member.accessToken }),
      body: { display_name: 'Renamed' },
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('x-stack-known-error')).toBe('TEAM_PERMISSION_REQUIRED');
    expect(res.json).toEqual({
      code: 'TEAM_PERMISSION_REQUIRED',
      details: { team_id: team.id, user_id: member.user.id, permission_id: '$update_team' },
      error: `User ${member.user.id} does not have permission $update_team in team ${team.id}.`,
    });
    // The SDK agrees with the server about it.
    expect(await member.user.hasPermission(team, '$update_team')).toBe(false);
    member.app.dispose();
  });
});

describe('project permissions', () => {
  it('without a team: GET /project-permissions?user_id=me&recursive=true, with contained permissions', async () => {
    const admin = adminHeaders(emu.project);
    const suffix = Math.random().toString(36).slice(2, 8);
    const read = `read_${suffix}`;
    const editor = `editor_${suffix}`;
    expect((await call(emu, '/project-permission-definitions', { headers: admin, body: { id: read } })).status).toBe(201);
    expect((await call(emu, '/project-permission-definitions', { headers: admin, body: { id: editor, contained_permission_ids: [read] } })).status).toBe(201);
    const p = await person();
    const urls = urlRecorder();
    const app = makeApp(emu, { fetch: urls.fetch });
    await app.signInWithCredential({ email: p.user.primaryEmail!, password: PASSWORD, noRedirect: true });
    const user = (await app.getUser())!;

    expect(await user.hasPermission(editor)).toBe(false);
    const granted = await call(emu, `/project-permissions/${user.id}/${editor}`, { method: 'POST', headers: serverHeaders(emu.project), body: {} });
    expect(granted.status).toBe(201);
    await user.permissionsCache(undefined).refresh();
    expect(await user.hasPermission(editor)).toBe(true);
    expect(await user.hasPermission(undefined, read)).toBe(true);
    expect(await user.getPermission(read)).toEqual({ id: read });
    expect((await user.listPermissions()).map((x) => x.id)).toEqual(expect.arrayContaining([editor, read]));
    expect((await user.listPermissions({ recursive: false })).map((x) => x.id)).not.toContain(read);
    expect((await user.listPermissions(undefined, { recursive: false })).map((x) => x.id)).toContain(editor);
    expect(urls.urls).toEqual([
      '/project-permissions?user_id=me&recursive=true',
      '/project-permissions?user_id=me&recursive=true',
      '/project-permissions?user_id=me&recursive=false',
    ]);
    app.dispose();
    p.app.dispose();
  });
});

describe('refreshPermissions (for team mutations elsewhere)', () => {
  it('re-reads only the lists already loaded for the team', async () => {
    const { member, team } = await teamWithMember();
    expect(await member.user.hasPermission(team, '$remove_members')).toBe(false);
    const seen: string[][] = [];
    const off = member.user.permissionsCache(team).subscribe((list) => seen.push(list.map((p) => p.id)));
    await call(emu, `/team-permissions/${team.id}/${member.user.id}/${encodeURIComponent('$remove_members')}`, { method: 'POST', headers: serverHeaders(emu.project), body: {} });
    member.rec.clear();
    await refreshPermissions(member.app.userContext(member.user.id), team.id);
    // Only the recursive list was loaded before, so only it is asked for again.
    expect(permissionQueries(member.rec)).toEqual(['/team-permissions']);
    expect(seen.at(-1)).toContain('$remove_members');
    expect(await member.user.hasPermission(team, '$remove_members')).toBe(true);
    off();
    member.app.dispose();
  });
});
