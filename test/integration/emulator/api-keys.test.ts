// PROTOCOL.md §4.8, §5.17: user and team API keys (create, list, get, update/revoke, check) and their rules.
import { describe, expect, it } from 'vitest';
import { crc32Hex } from '../../../emulator/api-keys/secret';
import { ManualClock } from '../../../src/protocol/clock';
import { useEmulator } from '../../support/emulator';
import { call, clientHeaders, expectKnownError, serverHeaders, signUp, type Keys } from './helpers';

const clock = new ManualClock(Date.UTC(2030, 0, 1));
const emu = useEmulator({ clock, project: { config: { allow_user_api_keys: true, allow_team_api_keys: true, create_team_on_sign_up: true } } });

const SECRET_RE = /^(sk|pk)_[0-9a-z]{45}([0-9a-f]{32})(user|team)([0-3])574ck4u7h([0-9a-f]{8})$/;

function expectSecret(secret: string, id: string, type: 'user' | 'team', isPublic: boolean): void {
  const match = SECRET_RE.exec(secret);
  expect(match, secret).not.toBeNull();
  expect(match![1]).toBe(isPublic ? 'pk' : 'sk');
  expect(match![2]).toBe(id.replace(/-/g, ''));
  expect(match![3]).toBe(type);
  // Self-hosted (not api.stack-auth.com): 1 secret, 3 public.
  expect(match![4]).toBe(isPublic ? '3' : '1');
  expect(match![5]).toBe(crc32Hex(secret.slice(0, -8)));
}

const asUser = (p: Keys, token: string) => clientHeaders(p, { 'x-stack-access-token': token });

async function createUserKey(p: Keys, token: string, body: Record<string, unknown> = {}) {
  return call(emu, '/user-api-keys', { headers: asUser(p, token), body: { user_id: 'me', description: 'CI key', expires_at_millis: null, ...body } });
}

describe('CRC32', () => {
  it('matches the standard check value', () => {
    expect(crc32Hex('123456789')).toBe('cbf43926');
    expect(crc32Hex('')).toBe('00000000');
  });
});

describe('POST /user-api-keys', () => {
  it('answers 200 with the full secret once; optional fields are omitted', async () => {
    const user = await signUp(emu, emu.project);
    const res = await createUserKey(emu.project, user.access_token);
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(['created_at_millis', 'description', 'id', 'is_public', 'type', 'user_id', 'value'].sort());
    expect(res.json).toMatchObject({ description: 'CI key', is_public: false, type: 'user', user_id: user.user_id, created_at_millis: clock.now() });
    expectSecret(res.json.value, res.json.id, 'user', false);
  });

  it('public keys get pk_ and an expiry is echoed', async () => {
    const user = await signUp(emu, emu.project);
    const expires = clock.now() + 86_400_000;
    const res = await createUserKey(emu.project, user.access_token, { is_public: true, expires_at_millis: expires });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ is_public: true, expires_at_millis: expires });
    expectSecret(res.json.value, res.json.id, 'user', true);
  });

  it('expires_at_millis is required (null allowed); unknown keys are rejected', async () => {
    const user = await signUp(emu, emu.project);
    const res = await call(emu, '/user-api-keys', { headers: asUser(emu.project, user.access_token), body: { user_id: 'me', description: 'x', bogus: 1 } });
    const err = expectKnownError(res, 'SCHEMA_ERROR', 400);
    expect(err.error).toContain('body contains unknown properties: bogus');
    expect(err.error).toContain('body.expires_at_millis must be defined');
  });

  it('user_id and team_id together are a schema error', async () => {
    const user = await signUp(emu, emu.project);
    const res = await createUserKey(emu.project, user.access_token, { team_id: '00000000-0000-4000-8000-000000000000' });
    const err = expectKnownError(res, 'SCHEMA_ERROR', 400);
    expect(err.error).toBe('Cannot specify both user_id and team_id');
    const list = await call(emu, `/user-api-keys?user_id=me&team_id=00000000-0000-4000-8000-000000000000`, { headers: asUser(emu.project, user.access_token) });
    expectKnownError(list, 'SCHEMA_ERROR', 400);
  });
});

describe('client access rules', () => {
  it('needs a signed-in user', async () => {
    const res = await call(emu, '/user-api-keys', { headers: clientHeaders(emu.project), body: { user_id: 'me', description: 'x', expires_at_millis: null } });
    expectKnownError(res, 'USER_AUTHENTICATION_REQUIRED', 401);
    const list = await call(emu, '/user-api-keys?user_id=me', { headers: clientHeaders(emu.project) });
    expectKnownError(list, 'USER_AUTHENTICATION_REQUIRED', 401);
  });

  it('a client manages only its own keys (text 403)', async () => {
    const a = await signUp(emu, emu.project);
    const b = await signUp(emu, emu.project);
    const res = await createUserKey(emu.project, a.access_token, { user_id: b.user_id });
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(res.text).toBe('Client can only manage their own api keys');
    const list = await call(emu, `/user-api-keys?user_id=${b.user_id}`, { headers: asUser(emu.project, a.access_token) });
    expect(list.status).toBe(403);
    expect(list.text).toBe('Client can only manage their own api keys');
  });

  it('the check endpoint is for servers only', async () => {
    const res = await call(emu, '/user-api-keys/check', { headers: clientHeaders(emu.project), body: { api_key: 'sk_x' } });
    const err = expectKnownError(res, 'INSUFFICIENT_ACCESS_TYPE', 401);
    expect(err.details.allowed_access_types).toEqual(['server', 'admin']);
  });
});

describe('GET /user-api-keys and by id', () => {
  it('lists newest first with last_four only; GET one by its id alone', async () => {
    const user = await signUp(emu, emu.project);
    const first = await createUserKey(emu.project, user.access_token, { description: 'first' });
    await clock.advance(1000);
    const second = await createUserKey(emu.project, user.access_token, { description: 'second' });
    const list = await call(emu, '/user-api-keys?user_id=me', { headers: asUser(emu.project, user.access_token) });
    expect(list.status).toBe(200);
    expect(list.json.is_paginated).toBe(false);
    expect(list.json.items.map((k: { description: string }) => k.description)).toEqual(['second', 'first']);
    expect(list.json.items[1]).toEqual({
      id: first.json.id,
      description: 'first',
      created_at_millis: first.json.created_at_millis,
      is_public: false,
      type: 'user',
      user_id: user.user_id,
      value: { last_four: first.json.value.slice(-4) },
    });
    expect(list.text).not.toContain(second.json.value);

    const one = await call(emu, `/user-api-keys/${first.json.id}?user_id=me`, { headers: asUser(emu.project, user.access_token) });
    expect(one.status).toBe(200);
    expect(one.json).toEqual(list.json.items[1]);

    // One key is found by its id: the owner query may be left out, by clients and servers alike.
    const noOwner = await call(emu, `/user-api-keys/${first.json.id}`, { headers: asUser(emu.project, user.access_token) });
    expect(noOwner.status, noOwner.text).toBe(200);
    expect(noOwner.json).toEqual(list.json.items[1]);
    const noOwnerServer = await call(emu, `/user-api-keys/${first.json.id}`, { headers: serverHeaders(emu.project) });
    expect(noOwnerServer.json).toEqual(list.json.items[1]);
    const teamQuery = await call(emu, `/user-api-keys/${first.json.id}?user_id=me&team_id=x`, { headers: asUser(emu.project, user.access_token) });
    expect(expectKnownError(teamQuery, 'SCHEMA_ERROR', 400).error).toContain('query contains unknown properties: team_id');
    const noOwnerList = await call(emu, '/user-api-keys', { headers: serverHeaders(emu.project) });
    expect(expectKnownError(noOwnerList, 'SCHEMA_ERROR', 400).error).toBe('user_id is required for user API keys');
  });

  it("another user's key is the text 403 whatever the query says; a bad or unknown id is API_KEY_NOT_FOUND", async () => {
    const a = await signUp(emu, emu.project);
    const b = await signUp(emu, emu.project);
    const key = await createUserKey(emu.project, a.access_token);
    // The key's own owner decides, as the real API does (the query only names whose keys a list shows).
    for (const query of ['?user_id=me', '', `?user_id=${a.user_id}`]) {
      const read = await call(emu, `/user-api-keys/${key.json.id}${query}`, { headers: asUser(emu.project, b.access_token) });
      expect([read.status, read.text]).toEqual([403, 'Client can only manage their own api keys']);
    }
    expectKnownError(await call(emu, `/user-api-keys/not-a-uuid?user_id=me`, { headers: asUser(emu.project, a.access_token) }), 'API_KEY_NOT_FOUND', 404);
    expectKnownError(await call(emu, `/user-api-keys/00000000-0000-4000-8000-000000000000`, { headers: asUser(emu.project, a.access_token) }), 'API_KEY_NOT_FOUND', 404);
    const patch = await call(emu, `/user-api-keys/${key.json.id}?user_id=me`, { method: 'PATCH', headers: asUser(emu.project, b.access_token), body: { revoked: true } });
    expect(patch.status).toBe(403);
    const untouched = await call(emu, `/user-api-keys/${key.json.id}`, { headers: serverHeaders(emu.project) });
    expect(untouched.json.manually_revoked_at_millis).toBeUndefined();
  });

  it('servers name the user explicitly', async () => {
    const user = await signUp(emu, emu.project);
    await createUserKey(emu.project, user.access_token);
    const list = await call(emu, `/user-api-keys?user_id=${user.user_id}`, { headers: serverHeaders(emu.project) });
    expect(list.status).toBe(200);
    expect(list.json.items).toHaveLength(1);
    const missing = await call(emu, '/user-api-keys?user_id=00000000-0000-4000-8000-000000000000', { headers: serverHeaders(emu.project) });
    expectKnownError(missing, 'USER_ID_DOES_NOT_EXIST', 400);
  });
});

describe('PATCH /user-api-keys/{id}', () => {
  it('updates the description and revokes one-way, keeping the first timestamp', async () => {
    const user = await signUp(emu, emu.project);
    const key = await createUserKey(emu.project, user.access_token);
    const path = `/user-api-keys/${key.json.id}?user_id=me`;
    const headers = asUser(emu.project, user.access_token);
    const renamed = await call(emu, path, { method: 'PATCH', headers, body: { description: 'renamed' } });
    expect(renamed.status).toBe(200);
    expect(renamed.json.description).toBe('renamed');
    expect(renamed.json.manually_revoked_at_millis).toBeUndefined();

    const revokedAt = clock.now();
    const revoked = await call(emu, path, { method: 'PATCH', headers, body: { revoked: true } });
    expect(revoked.json.manually_revoked_at_millis).toBe(revokedAt);
    await clock.advance(5000);
    const again = await call(emu, path, { method: 'PATCH', headers, body: { revoked: true } });
    expect(again.json.manually_revoked_at_millis).toBe(revokedAt);
    const notUndone = await call(emu, path, { method: 'PATCH', headers, body: { revoked: false } });
    expect(notUndone.json.manually_revoked_at_millis).toBe(revokedAt);
    const bad = await call(emu, path, { method: 'PATCH', headers, body: { expires_at_millis: 1 } });
    expectKnownError(bad, 'SCHEMA_ERROR', 400);
  });
});

describe('POST /user-api-keys/check', () => {
  const check = (p: Keys, apiKey: string, family = 'user') =>
    call(emu, `/${family}-api-keys/check`, { headers: serverHeaders(p), body: { api_key: apiKey } });

  it('valid, revoked, expired, not found', async () => {
    const user = await signUp(emu, emu.project);
    const key = await createUserKey(emu.project, user.access_token, { expires_at_millis: clock.now() + 60_000 });
    const ok = await check(emu.project, key.json.value);
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ id: key.json.id, type: 'user', user_id: user.user_id, value: { last_four: key.json.value.slice(-4) } });

    await clock.advance(60_000);
    expectKnownError(await check(emu.project, key.json.value), 'API_KEY_EXPIRED', 401);

    const past = await createUserKey(emu.project, user.access_token, { expires_at_millis: clock.now() - 1 });
    expectKnownError(await check(emu.project, past.json.value), 'API_KEY_EXPIRED', 401);

    const other = await createUserKey(emu.project, user.access_token);
    await call(emu, `/user-api-keys/${other.json.id}?user_id=me`, { method: 'PATCH', headers: asUser(emu.project, user.access_token), body: { revoked: true } });
    expectKnownError(await check(emu.project, other.json.value), 'API_KEY_REVOKED', 401);

    expectKnownError(await check(emu.project, 'sk_nope'), 'API_KEY_NOT_FOUND', 404);
    // Well-formed but with a broken checksum, or from another project.
    const broken = other.json.value.slice(0, -1) + (other.json.value.endsWith('0') ? '1' : '0');
    expectKnownError(await check(emu.project, broken), 'API_KEY_NOT_FOUND', 404);
    const otherProject = await emu.createProject({ config: { allow_user_api_keys: true } });
    expectKnownError(await check(otherProject, key.json.value), 'API_KEY_NOT_FOUND', 404);
  });

  it('a team key at the user endpoint is WRONG_API_KEY_TYPE', async () => {
    const user = await signUp(emu, emu.project);
    const me = await call(emu, '/users/me', { headers: asUser(emu.project, user.access_token) });
    const teamId = me.json.selected_team_id as string;
    const teamKey = await call(emu, '/team-api-keys', { headers: asUser(emu.project, user.access_token), body: { team_id: teamId, description: 't', expires_at_millis: null } });
    expect(teamKey.status).toBe(200);
    const err = expectKnownError(await check(emu.project, teamKey.json.value), 'WRONG_API_KEY_TYPE', 400);
    expect(err.details).toEqual({ expected_type: 'user', actual_type: 'team' });
    expect(err.error).toBe('This endpoint is for user API keys, but a team API key was provided.');
    const ok = await check(emu.project, teamKey.json.value, 'team');
    expect(ok.json).toMatchObject({ type: 'team', team_id: teamId });
  });
});

describe('team API keys', () => {
  it('holders of $manage_api_keys manage the team keys; plain members and outsiders get API_KEY_NOT_FOUND', async () => {
    const member = await signUp(emu, emu.project);
    const outsider = await signUp(emu, emu.project);
    const teamId = (await call(emu, '/users/me', { headers: asUser(emu.project, member.access_token) })).json.selected_team_id as string;
    const created = await call(emu, '/team-api-keys', { headers: asUser(emu.project, member.access_token), body: { team_id: teamId, description: 'deploy', expires_at_millis: null } });
    expect(created.status).toBe(200);
    expect(Object.keys(created.json)).not.toContain('user_id');
    expectSecret(created.json.value, created.json.id, 'team', false);

    const list = await call(emu, `/team-api-keys?team_id=${teamId}`, { headers: asUser(emu.project, member.access_token) });
    expect(list.json.items).toEqual([expect.objectContaining({ id: created.json.id, team_id: teamId, value: { last_four: created.json.value.slice(-4) } })]);

    expectKnownError(await call(emu, `/team-api-keys?team_id=${teamId}`, { headers: asUser(emu.project, outsider.access_token) }), 'API_KEY_NOT_FOUND', 404);
    // A plain member (team_member: no $manage_api_keys) is refused the same way.
    const joined = await call(emu, `/team-memberships/${teamId}/${outsider.user_id}`, { headers: serverHeaders(emu.project), body: {} });
    expect(joined.status).toBe(201);
    expectKnownError(await call(emu, `/team-api-keys?team_id=${teamId}`, { headers: asUser(emu.project, outsider.access_token) }), 'API_KEY_NOT_FOUND', 404);
    const foreign = await call(emu, '/team-api-keys', { headers: asUser(emu.project, outsider.access_token), body: { team_id: teamId, description: 'x', expires_at_millis: null } });
    expectKnownError(foreign, 'API_KEY_NOT_FOUND', 404);

    const missing = await call(emu, '/team-api-keys', { headers: asUser(emu.project, member.access_token) });
    expect(expectKnownError(missing, 'SCHEMA_ERROR', 400).error).toContain('query.team_id must be defined');
    const server = await call(emu, `/team-api-keys/${created.json.id}?team_id=${teamId}`, { headers: serverHeaders(emu.project) });
    expect(server.json.id).toBe(created.json.id);
    // By id, the key's own team decides: naming a team the caller manages does not open another team's key.
    const ownTeam = (await call(emu, '/users/me', { headers: asUser(emu.project, outsider.access_token) })).json.selected_team_id as string;
    const byId = await call(emu, `/team-api-keys/${created.json.id}?team_id=${ownTeam}`, { headers: asUser(emu.project, outsider.access_token) });
    expectKnownError(byId, 'API_KEY_NOT_FOUND', 404);
    const patched = await call(emu, `/team-api-keys/${created.json.id}?team_id=${ownTeam}`, { method: 'PATCH', headers: asUser(emu.project, outsider.access_token), body: { revoked: true } });
    expectKnownError(patched, 'API_KEY_NOT_FOUND', 404);
    const mine = await call(emu, `/team-api-keys/${created.json.id}?team_id=${ownTeam}`, { headers: asUser(emu.project, member.access_token) });
    expect(mine.json.id).toBe(created.json.id);
  });
});

describe('feature flags', () => {
  it('every route of a disabled family answers the text 400', async () => {
    const closed = await emu.createProject();
    const user = await signUp(emu, closed);
    const headers = asUser(closed, user.access_token);
    const routes = [
      call(emu, '/user-api-keys?user_id=me', { headers }),
      call(emu, '/user-api-keys', { headers, body: { user_id: 'me', description: 'x', expires_at_millis: null } }),
      call(emu, '/user-api-keys/00000000-0000-4000-8000-000000000000?user_id=me', { headers }),
      call(emu, '/user-api-keys/check', { headers: serverHeaders(closed), body: { api_key: 'x' } }),
    ];
    for (const res of await Promise.all(routes)) {
      expect(res.status).toBe(400);
      expect(res.text).toBe('User API keys are not enabled for this project.');
    }
    const team = await call(emu, '/team-api-keys?team_id=00000000-0000-4000-8000-000000000000', { headers });
    expect(team.status).toBe(400);
    expect(team.text).toBe('Team API keys are not enabled for this project.');
  });
});
