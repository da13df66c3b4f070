// PROTOCOL.md §5.11 teams, §5.12 memberships, §5.13 member profiles: successes, client vs server
// access, and the documented errors.
import { describe, expect, it } from 'vitest';
import { useEmulator } from '../../support/emulator';
import { call, clientHeaders, expectKnownError, serverHeaders, signUp, type CallResult, type Keys } from './helpers';

const emu = useEmulator({ project: { displayName: 'Team Co', config: { client_team_creation_enabled: true } } });

const asUser = (token: string, p: Keys = emu.project) => clientHeaders(p, { 'x-stack-access-token': token });
const server = (p: Keys = emu.project) => serverHeaders(p);
const UNKNOWN_UUID = '8d8a5b6e-0d2f-4d7e-9a53-1b0c7c9f0a11';

function expectText(res: CallResult, status: number, text: string): void {
  expect({ status: res.status, text: res.text }).toEqual({ status, text });
}

async function createTeam(token: string, body: Record<string, unknown> = {}): Promise<{ id: string; display_name: string }> {
  const res = await call(emu, '/teams', { headers: asUser(token), body: { display_name: 'Acme', ...body } });
  if (res.status !== 201) throw new Error(`create team failed: ${res.status} ${res.text}`);
  return res.json;
}

async function addMember(teamId: string, userId: string): Promise<CallResult> {
  return call(emu, `/team-memberships/${teamId}/${userId}`, { method: 'POST', headers: server(), body: {} });
}

/** A team created by `owner` with `member` added through the server. */
async function teamWithMember() {
  const owner = await signUp(emu, emu.project);
  const member = await signUp(emu, emu.project);
  const team = await createTeam(owner.access_token);
  expect((await addMember(team.id, member.user_id)).status).toBe(201);
  return { owner, member, team };
}

describe('POST /teams', () => {
  it('client: creates the team (201, client view) and makes the caller a member, leaving its selection', async () => {
    const user = await signUp(emu, emu.project);
    const res = await call(emu, '/teams', { headers: asUser(user.access_token), body: { display_name: 'Rockets', creator_user_id: 'me', client_metadata: { a: 1 } } });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      display_name: 'Rockets',
      profile_image_url: null,
      client_metadata: { a: 1 },
      client_read_only_metadata: null,
    });
    const me = await call(emu, '/users/me', { headers: asUser(user.access_token) });
    expect(me.json.selected_team_id).toBeNull();
    const list = await call(emu, '/teams?user_id=me', { headers: asUser(user.access_token) });
    expect(list.json).toEqual({ items: [res.json], is_paginated: false });
  });

  it('client: the creator gets the creator default permissions (team_admin)', async () => {
    const user = await signUp(emu, emu.project);
    const team = await createTeam(user.access_token);
    const grants = await call(emu, `/team-permissions?team_id=${team.id}&user_id=me`, { headers: asUser(user.access_token) });
    expect(grants.json.items).toEqual([{ id: 'team_admin', team_id: team.id, user_id: user.user_id }]);
  });

  it('server: full server view with nulls, no member without creator_user_id', async () => {
    const res = await call(emu, '/teams', { headers: server(), body: { display_name: '', server_metadata: { s: true } } });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      id: expect.any(String),
      display_name: '',
      profile_image_url: null,
      client_metadata: null,
      client_read_only_metadata: null,
      server_metadata: { s: true },
      created_at_millis: expect.any(Number),
    });
    const profiles = await call(emu, `/team-member-profiles?team_id=${res.json.id}`, { headers: server() });
    expect(profiles.json).toEqual({ items: [], is_paginated: false });
  });

  it('server: creator_user_id adds that user; an unknown creator is USER_NOT_FOUND', async () => {
    const user = await signUp(emu, emu.project);
    const res = await call(emu, '/teams', { headers: server(), body: { display_name: 'S', creator_user_id: user.user_id } });
    expect(res.status).toBe(201);
    const teams = await call(emu, `/teams?user_id=${user.user_id}`, { headers: server() });
    expect(teams.json.items.map((t: { id: string }) => t.id)).toEqual([res.json.id]);
    expectKnownError(await call(emu, '/teams', { headers: server(), body: { display_name: 'S', creator_user_id: UNKNOWN_UUID } }), 'USER_NOT_FOUND', 404);
  });

  it('client errors: no user, creation disabled, another creator, bad image, server-only fields', async () => {
    const user = await signUp(emu, emu.project);
    const other = await signUp(emu, emu.project);
    expectKnownError(await call(emu, '/teams', { headers: clientHeaders(emu.project), body: { display_name: 'x' } }), 'USER_AUTHENTICATION_REQUIRED', 401);
    expectText(
      await call(emu, '/teams', { headers: asUser(user.access_token), body: { display_name: 'x', creator_user_id: other.user_id } }),
      403,
      "You cannot create a team as a user that is not yourself. Make sure you set the creator_user_id to 'me'.",
    );
    expectText(
      await call(emu, '/teams', { headers: asUser(user.access_token), body: { display_name: 'x', profile_image_url: 'https://example.com/a.png' } }),
      400,
      'Invalid profile image URL',
    );
    const bad = expectKnownError(
      await call(emu, '/teams', { headers: asUser(user.access_token), body: { display_name: 'x', server_metadata: {} } }),
      'SCHEMA_ERROR',
      400,
    );
    expect(bad.error).toContain('body contains unknown properties: server_metadata');
    expectKnownError(await call(emu, '/teams', { headers: asUser(user.access_token), body: {} }), 'SCHEMA_ERROR', 400);

    const closed = await emu.createProject();
    const closedUser = await signUp(emu, closed);
    expectText(
      await call(emu, '/teams', { headers: asUser(closedUser.access_token, closed), body: { display_name: 'x' } }),
      403,
      'Client team creation is disabled for this project',
    );
  });

  it('add_current_user cannot be combined with creator_user_id', async () => {
    const res = await call(emu, '/teams?add_current_user=true', { headers: server(), body: { display_name: 'x', creator_user_id: UNKNOWN_UUID } });
    expect(res.status).toBe(400);
  });
});

describe('GET /teams', () => {
  it('client: lists own teams oldest first; other or missing user_id is text 403', async () => {
    const user = await signUp(emu, emu.project);
    const first = await createTeam(user.access_token, { display_name: 'First' });
    const second = await createTeam(user.access_token, { display_name: 'Second' });
    const byId = await call(emu, `/teams?user_id=${user.user_id}`, { headers: asUser(user.access_token) });
    expect(byId.json.items.map((t: { id: string }) => t.id)).toEqual([first.id, second.id]);
    const message = 'Client can only list teams for their own user. user_id must be either "me" or the ID of the current user';
    expectText(await call(emu, '/teams', { headers: asUser(user.access_token) }), 403, message);
    expectText(await call(emu, `/teams?user_id=${UNKNOWN_UUID}`, { headers: asUser(user.access_token) }), 403, message);
  });

  it('server: without user_id lists every team of the project', async () => {
    const p = await emu.createProject();
    const a = await call(emu, '/teams', { headers: server(p), body: { display_name: 'A' } });
    const b = await call(emu, '/teams', { headers: server(p), body: { display_name: 'B' } });
    const list = await call(emu, '/teams', { headers: server(p) });
    expect(list.json.items.map((t: { id: string }) => t.id)).toEqual([a.json.id, b.json.id]);
    expect(list.json.items[0]).toHaveProperty('server_metadata', null);
  });
});

describe('GET / PATCH / DELETE /teams/{team_id}', () => {
  it('a team_id that is no UUID is a SCHEMA_ERROR on params, listed after the body and before the query', async () => {
    const user = await signUp(emu, emu.project);
    const team = await createTeam(user.access_token);
    const res = await call(emu, `/teams/me?team_id=${team.id}`, { method: 'PATCH', headers: asUser(user.access_token), body: { display_name: 'X' } });
    const text = ['Request validation failed on PATCH /api/v1/teams/me:', '  - params.team_id must be a valid UUID', `  - query contains unknown properties: team_id`].join('\n');
    expect(expectKnownError(res, 'SCHEMA_ERROR', 400).error).toBe(text);
    const read = await call(emu, '/teams/not-a-team', { headers: server() });
    expect(expectKnownError(read, 'SCHEMA_ERROR', 400).error).toBe('Request validation failed on GET /api/v1/teams/not-a-team:\n  - params.team_id must be a valid UUID');
    const both = await call(emu, '/teams/not-a-team', { method: 'PATCH', headers: server(), body: { display_name: 7 } });
    expect(expectKnownError(both, 'SCHEMA_ERROR', 400).error.split('\n').slice(1)).toEqual(['  - body.display_name must be a string', '  - params.team_id must be a valid UUID']);
  });

  it('memberships, member profiles and team grants check their team_id the same way', async () => {
    const user = await signUp(emu, emu.project);
    for (const [method, path] of [
      ['POST', `/team-memberships/nope/${user.user_id}`],
      ['DELETE', `/team-memberships/nope/${user.user_id}`],
      ['GET', `/team-member-profiles/nope/${user.user_id}`],
      ['POST', `/team-permissions/nope/${user.user_id}/team_admin`],
      ['DELETE', `/team-permissions/nope/${user.user_id}/team_admin`],
    ] as const) {
      const res = await call(emu, path, { method, headers: server(), ...(method === 'POST' ? { body: {} } : {}) });
      expect(expectKnownError(res, 'SCHEMA_ERROR', 400).error, `${method} ${path}`).toBe(`Request validation failed on ${method} /api/v1${path}:\n  - params.team_id must be a valid UUID`);
    }
  });

  it('a member reads the team; a non-member gets TEAM_MEMBERSHIP_NOT_FOUND; no user is USER_AUTHENTICATION_REQUIRED', async () => {
    const { member, team } = await teamWithMember();
    const stranger = await signUp(emu, emu.project);
    const read = await call(emu, `/teams/${team.id}`, { headers: asUser(member.access_token) });
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({ id: team.id, display_name: 'Acme' });
    expect(read.json).not.toHaveProperty('server_metadata');
    const err = expectKnownError(await call(emu, `/teams/${team.id}`, { headers: asUser(stranger.access_token) }), 'TEAM_MEMBERSHIP_NOT_FOUND', 404);
    expect(err.details).toEqual({ team_id: team.id, user_id: stranger.user_id });
    expect(err.error).toBe(`User ${stranger.user_id} is not found in team ${team.id}.`);
    expectKnownError(await call(emu, `/teams/${team.id}`, { headers: clientHeaders(emu.project) }), 'USER_AUTHENTICATION_REQUIRED', 401);
  });

  it('server: unknown team is TEAM_NOT_FOUND', async () => {
    const err = expectKnownError(await call(emu, `/teams/${UNKNOWN_UUID}`, { headers: server() }), 'TEAM_NOT_FOUND', 404);
    expect(err).toEqual({ code: 'TEAM_NOT_FOUND', details: { team_id: UNKNOWN_UUID }, error: `Team ${UNKNOWN_UUID} not found.` });
    expectKnownError(await call(emu, `/teams/${UNKNOWN_UUID}`, { method: 'PATCH', headers: server(), body: { display_name: 'x' } }), 'TEAM_NOT_FOUND', 404);
    expectKnownError(await call(emu, `/teams/${UNKNOWN_UUID}`, { method: 'DELETE', headers: server() }), 'TEAM_NOT_FOUND', 404);
  });

  it('PATCH: the creator (team_admin) updates; a plain member needs $update_team', async () => {
    const { owner, member, team } = await teamWithMember();
    const res = await call(emu, `/teams/${team.id}`, { method: 'PATCH', headers: asUser(owner.access_token), body: { display_name: 'Renamed', client_metadata: { x: 1 } } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: team.id, display_name: 'Renamed', client_metadata: { x: 1 } });
    const err = expectKnownError(
      await call(emu, `/teams/${team.id}`, { method: 'PATCH', headers: asUser(member.access_token), body: { display_name: 'Nope' } }),
      'TEAM_PERMISSION_REQUIRED',
      401,
    );
    expect(err.details).toEqual({ team_id: team.id, user_id: member.user_id, permission_id: '$update_team' });
    expect(err.error).toBe(`User ${member.user_id} does not have permission $update_team in team ${team.id}.`);
    const stranger = await signUp(emu, emu.project);
    expectKnownError(
      await call(emu, `/teams/${team.id}`, { method: 'PATCH', headers: asUser(stranger.access_token), body: { display_name: 'Nope' } }),
      'TEAM_MEMBERSHIP_NOT_FOUND',
      404,
    );
    const server_ = await call(emu, `/teams/${team.id}`, { method: 'PATCH', headers: server(), body: { server_metadata: { k: 'v' }, client_read_only_metadata: 1 } });
    expect(server_.json).toMatchObject({ display_name: 'Renamed', server_metadata: { k: 'v' }, client_read_only_metadata: 1 });
  });

  it('DELETE: needs $delete_team; afterwards the team is gone and no longer selected', async () => {
    const { owner, member, team } = await teamWithMember();
    const err = expectKnownError(await call(emu, `/teams/${team.id}`, { method: 'DELETE', headers: asUser(member.access_token) }), 'TEAM_PERMISSION_REQUIRED', 401);
    expect(err.details.permission_id).toBe('$delete_team');
    const res = await call(emu, `/teams/${team.id}`, { method: 'DELETE', headers: asUser(owner.access_token) });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true });
    expectKnownError(await call(emu, `/teams/${team.id}`, { headers: server() }), 'TEAM_NOT_FOUND', 404);
    const me = await call(emu, '/users/me', { headers: asUser(owner.access_token) });
    expect(me.json).toMatchObject({ selected_team_id: null, selected_team: null });
  });
});

describe('team memberships', () => {
  it('POST (server) answers 201 and grants the member default permissions', async () => {
    const { member, team } = await teamWithMember();
    const again = await addMember(team.id, member.user_id);
    expect(again.json).toEqual({ code: 'TEAM_MEMBERSHIP_ALREADY_EXISTS', error: 'Team membership already exists.' });
    expectKnownError(again, 'TEAM_MEMBERSHIP_ALREADY_EXISTS', 409);
    const grants = await call(emu, `/team-permissions?team_id=${team.id}&user_id=${member.user_id}`, { headers: server() });
    expect(grants.json.items).toEqual([{ id: 'team_member', team_id: team.id, user_id: member.user_id }]);
  });

  it('POST returns the membership, and errors USER_NOT_FOUND / TEAM_NOT_FOUND; clients may not call it', async () => {
    const owner = await signUp(emu, emu.project);
    const user = await signUp(emu, emu.project);
    const team = await createTeam(owner.access_token);
    const res = await addMember(team.id, user.user_id);
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ team_id: team.id, user_id: user.user_id });
    expectKnownError(await addMember(team.id, UNKNOWN_UUID), 'USER_NOT_FOUND', 404);
    expectKnownError(await addMember(UNKNOWN_UUID, user.user_id), 'TEAM_NOT_FOUND', 404);
    expectKnownError(await call(emu, `/team-memberships/${team.id}/${user.user_id}`, { method: 'POST', headers: server() }), 'SCHEMA_ERROR', 400);
    expectKnownError(
      await call(emu, `/team-memberships/${team.id}/${user.user_id}`, { method: 'POST', headers: asUser(owner.access_token), body: {} }),
      'INSUFFICIENT_ACCESS_TYPE',
      401,
    );
  });

  it('DELETE me: a member leaves (grants and selection go with it)', async () => {
    const { member, team } = await teamWithMember();
    await call(emu, '/users/me', { method: 'PATCH', headers: asUser(member.access_token), body: { selected_team_id: team.id } });
    const res = await call(emu, `/team-memberships/${team.id}/me`, { method: 'DELETE', headers: asUser(member.access_token) });
    expect(res.json).toEqual({ success: true });
    expect((await call(emu, '/teams?user_id=me', { headers: asUser(member.access_token) })).json.items).toEqual([]);
    expect((await call(emu, '/users/me', { headers: asUser(member.access_token) })).json.selected_team_id).toBeNull();
    const grants = await call(emu, `/team-permissions?team_id=${team.id}&user_id=${member.user_id}`, { headers: server() });
    expect(grants.json.items).toEqual([]);
    expectKnownError(await call(emu, `/team-memberships/${team.id}/me`, { method: 'DELETE', headers: asUser(member.access_token) }), 'TEAM_MEMBERSHIP_NOT_FOUND', 404);
  });

  it('DELETE another member needs $remove_members; the admin may; server errors', async () => {
    const { owner, member, team } = await teamWithMember();
    const err = expectKnownError(
      await call(emu, `/team-memberships/${team.id}/${owner.user_id}`, { method: 'DELETE', headers: asUser(member.access_token) }),
      'TEAM_PERMISSION_REQUIRED',
      401,
    );
    expect(err.details).toEqual({ team_id: team.id, user_id: member.user_id, permission_id: '$remove_members' });
    const ok = await call(emu, `/team-memberships/${team.id}/${member.user_id}`, { method: 'DELETE', headers: asUser(owner.access_token) });
    expect(ok.status).toBe(200);
    expectKnownError(await call(emu, `/team-memberships/${team.id}/${member.user_id}`, { method: 'DELETE', headers: server() }), 'TEAM_MEMBERSHIP_NOT_FOUND', 404);
    expectKnownError(await call(emu, `/team-memberships/${team.id}/${UNKNOWN_UUID}`, { method: 'DELETE', headers: server() }), 'USER_NOT_FOUND', 404);
  });
});

describe('team member profiles', () => {
  it('the admin lists every member in join order (client view); the server view adds the user', async () => {
    const { owner, member, team } = await teamWithMember();
    const list = await call(emu, `/team-member-profiles?team_id=${team.id}`, { headers: asUser(owner.access_token) });
    expect(list.json).toEqual({
      items: [
        { team_id: team.id, user_id: owner.user_id, display_name: null, profile_image_url: null },
        { team_id: team.id, user_id: member.user_id, display_name: null, profile_image_url: null },
      ],
      is_paginated: false,
    });
    const serverList = await call(emu, `/team-member-profiles?team_id=${team.id}&user_id=${member.user_id}`, { headers: server() });
    expect(serverList.json.items).toHaveLength(1);
    expect(serverList.json.items[0].user).toMatchObject({ id: member.user_id, primary_email: member.email, server_metadata: null });
  });

  it('client list: team_id required, membership required, others need $read_members (team_member has it)', async () => {
    const { owner, member, team } = await teamWithMember();
    expectText(await call(emu, '/team-member-profiles', { headers: asUser(member.access_token) }), 400, 'team_id is required for access type client');
    const stranger = await signUp(emu, emu.project);
    expectKnownError(await call(emu, `/team-member-profiles?team_id=${team.id}&user_id=me`, { headers: asUser(stranger.access_token) }), 'TEAM_MEMBERSHIP_NOT_FOUND', 404);
    const own = await call(emu, `/team-member-profiles?team_id=${team.id}&user_id=me`, { headers: asUser(member.access_token) });
    expect(own.json.items).toEqual([{ team_id: team.id, user_id: member.user_id, display_name: null, profile_image_url: null }]);
    // Without $read_members only the own profile is readable.
    await call(emu, `/team-permissions/${team.id}/${member.user_id}/team_member`, { method: 'DELETE', headers: server() });
    const err = expectKnownError(await call(emu, `/team-member-profiles?team_id=${team.id}`, { headers: asUser(member.access_token) }), 'TEAM_PERMISSION_REQUIRED', 401);
    expect(err.details.permission_id).toBe('$read_members');
    expectKnownError(await call(emu, `/team-member-profiles/${team.id}/${owner.user_id}`, { headers: asUser(member.access_token) }), 'TEAM_PERMISSION_REQUIRED', 401);
    expect((await call(emu, `/team-member-profiles/${team.id}/me`, { headers: asUser(member.access_token) })).status).toBe(200);
  });

  it('server list validates filters: TEAM_NOT_FOUND, USER_NOT_FOUND, bad UUID', async () => {
    expectKnownError(await call(emu, `/team-member-profiles?team_id=${UNKNOWN_UUID}`, { headers: server() }), 'TEAM_NOT_FOUND', 404);
    expectKnownError(await call(emu, `/team-member-profiles?user_id=${UNKNOWN_UUID}`, { headers: server() }), 'USER_NOT_FOUND', 404);
    const bad = expectKnownError(await call(emu, '/team-member-profiles?team_id=nope', { headers: server() }), 'SCHEMA_ERROR', 400);
    expect(bad.error).toContain('query.team_id must be a valid UUID');
  });

  it('PATCH own profile sets per-team overrides; another user is text 403; non-member is TEAM_MEMBERSHIP_NOT_FOUND', async () => {
    const { owner, member, team } = await teamWithMember();
    const res = await call(emu, `/team-member-profiles/${team.id}/me`, { method: 'PATCH', headers: asUser(member.access_token), body: { display_name: 'Captain' } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ team_id: team.id, user_id: member.user_id, display_name: 'Captain', profile_image_url: null });
    const read = await call(emu, `/team-member-profiles/${team.id}/${member.user_id}`, { headers: asUser(owner.access_token) });
    expect(read.json.display_name).toBe('Captain');
    // The user's own display name is untouched.
    expect((await call(emu, '/users/me', { headers: asUser(member.access_token) })).json.display_name).toBeNull();
    expectText(
      await call(emu, `/team-member-profiles/${team.id}/${member.user_id}`, { method: 'PATCH', headers: asUser(owner.access_token), body: { display_name: 'X' } }),
      403,
      "Cannot update another user's profile",
    );
    const stranger = await signUp(emu, emu.project);
    expectKnownError(
      await call(emu, `/team-member-profiles/${team.id}/me`, { method: 'PATCH', headers: asUser(stranger.access_token), body: { display_name: 'X' } }),
      'TEAM_MEMBERSHIP_NOT_FOUND',
      404,
    );
  });

  it('falls back to the user display name when no override is set', async () => {
    const { member, team } = await teamWithMember();
    await call(emu, '/users/me', { method: 'PATCH', headers: asUser(member.access_token), body: { display_name: 'Mia' } });
    const res = await call(emu, `/team-member-profiles/${team.id}/me`, { headers: asUser(member.access_token) });
    expect(res.json.display_name).toBe('Mia');
  });
});

describe('create_team_on_sign_up', () => {
  it('creates and selects a personal team at sign-up, with the creator defaults', async () => {
    const p = await emu.createProject({ config: { create_team_on_sign_up: true } });
    const user = await signUp(emu, p);
    const me = await call(emu, '/users/me', { headers: asUser(user.access_token, p) });
    expect(me.json.selected_team).toMatchObject({ display_name: `${user.email}'s Team` });
    const grants = await call(emu, `/team-permissions?user_id=me`, { headers: asUser(user.access_token, p) });
    expect(grants.json.items).toEqual([{ id: 'team_admin', team_id: me.json.selected_team_id, user_id: user.user_id }]);
  });

  it('is off by default: no team at sign-up', async () => {
    const user = await signUp(emu, emu.project);
    const me = await call(emu, '/users/me', { headers: asUser(user.access_token) });
    expect(me.json).toMatchObject({ selected_team_id: null, selected_team: null });
  });
});
