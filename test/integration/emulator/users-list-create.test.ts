// POST /users and GET /users (PROTOCOL.md §5.9) over real HTTP: what a backend creates and lists, every
// documented error, and the exact SCHEMA_ERROR text of bad bodies and queries. Time is a ManualClock, so
// sign-up times (the list order) are distinct and known.
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/protocol/clock';
import { serverUser, serverUserList } from '../../../src/protocol/wire/users';
import { useEmulator } from '../../support/emulator';
import { call, clientHeaders, expectKnownError, serverHeaders, signUp, uniqueEmail, type Keys } from './helpers';

const clock = new ManualClock();
const GITHUB = { provider_config_id: 'github', id: 'github', type: 'shared' };
const emu = useEmulator({ clock, project: { displayName: 'Users list/create', config: { oauth_providers: [GITHUB] } } });

const SERVER_KEYS = [
  'id', 'primary_email', 'primary_email_verified', 'display_name', 'profile_image_url', 'signed_up_at_millis', 'client_metadata',
  'client_read_only_metadata', 'has_password', 'otp_auth_enabled', 'passkey_auth_enabled', 'auth_with_email', 'requires_totp_mfa',
  'oauth_providers', 'selected_team_id', 'selected_team', 'is_anonymous', 'is_restricted', 'restricted_reason', 'restricted_by_admin',
  'restricted_by_admin_reason', 'primary_email_auth_enabled', 'server_metadata', 'last_active_at_millis',
  'restricted_by_admin_private_details', 'country_code', 'risk_scores',
];

async function create(body: unknown, project: Keys = emu.project) {
  await clock.advance(1000);
  return call(emu, '/users', { method: 'POST', headers: serverHeaders(project), body });
}

async function created(body: Record<string, unknown>, project: Keys = emu.project): Promise<{ id: string; signed_up_at_millis: number }> {
  const res = await create(body, project);
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${res.text}`);
  return res.json;
}

function list(query: string, project: Keys = emu.project) {
  return call(emu, `/users${query}`, { headers: serverHeaders(project) });
}

function schemaError(res: Awaited<ReturnType<typeof call>>, method: string, path: string, messages: string[]): void {
  const body = expectKnownError(res, 'SCHEMA_ERROR', 400);
  const text = [`Request validation failed on ${method} /api/v1${path}:`, ...messages.map((m) => `  - ${m}`)].join('\n');
  expect(body.error).toBe(text);
  expect(body.details).toEqual({ message: text });
}

describe('POST /users', () => {
  it('creates a user from every field: 201 with the server view, the e-mail usable for password sign-in', async () => {
    const email = uniqueEmail('created');
    const res = await create({
      primary_email: email.toUpperCase(),
      primary_email_verified: true,
      primary_email_auth_enabled: true,
      password: 'server-set-password',
      display_name: 'Made By Server',
      profile_image_url: 'https://example.com/a.png',
      client_metadata: { a: 1 },
      client_read_only_metadata: { b: 2 },
      server_metadata: { c: 3 },
      totp_secret_base64: 'MTIzNDU2Nzg5MDEyMzQ1Njc4OTA=',
      country_code: 'de',
      risk_scores: { sign_up: { bot: 10, free_trial_abuse: 20 } },
      restricted_by_admin: true,
      restricted_by_admin_reason: 'review',
      restricted_by_admin_private_details: 'rule 7',
    });
    expect(res.status).toBe(201);
    expect(Object.keys(res.json).sort()).toEqual([...SERVER_KEYS].sort());
    const problems: string[] = [];
    serverUser.check(res.json, 'response', problems);
    expect(problems).toEqual([]);
    expect(res.json).toMatchObject({
      primary_email: email,
      primary_email_verified: true,
      primary_email_auth_enabled: true,
      has_password: true,
      auth_with_email: true,
      display_name: 'Made By Server',
      profile_image_url: 'https://example.com/a.png',
      client_metadata: { a: 1 },
      client_read_only_metadata: { b: 2 },
      server_metadata: { c: 3 },
      requires_totp_mfa: true,
      country_code: 'DE',
      risk_scores: { sign_up: { bot: 10, free_trial_abuse: 20 } },
      is_restricted: true,
      restricted_reason: { type: 'restricted_by_administrator' },
      restricted_by_admin_reason: 'review',
      restricted_by_admin_private_details: 'rule 7',
      signed_up_at_millis: clock.now(),
      last_active_at_millis: clock.now(),
      is_anonymous: false,
    });
    const read = await call(emu, `/users/${res.json.id}`, { headers: serverHeaders(emu.project) });
    expect(read.json).toEqual(res.json);
    // The password works, and the second factor is asked for (the TOTP secret was set).
    const signIn = await call(emu, '/auth/password/sign-in', { headers: clientHeaders(emu.project), body: { email, password: 'server-set-password' } });
    expectKnownError(signIn, 'MULTI_FACTOR_AUTHENTICATION_REQUIRED', 400);
  });

  it('{} makes a bare user; is_anonymous may be true; e-mail sign-in stays off unless asked for', async () => {
    const bare = await create({});
    expect(bare.status).toBe(201);
    expect(bare.json).toMatchObject({ primary_email: null, has_password: false, display_name: null, is_anonymous: false, oauth_providers: [], server_metadata: null });
    const anonymous = await create({ is_anonymous: true });
    expect(anonymous.json).toMatchObject({ is_anonymous: true, is_restricted: true, restricted_reason: { type: 'anonymous' } });
    const email = uniqueEmail('no-auth');
    const noAuth = await create({ primary_email: email, password: 'pw-not-for-sign-in' });
    expect(noAuth.json).toMatchObject({ primary_email: email, primary_email_verified: false, primary_email_auth_enabled: false, has_password: true });
    const signIn = await call(emu, '/auth/password/sign-in', { headers: clientHeaders(emu.project), body: { email, password: 'pw-not-for-sign-in' } });
    expectKnownError(signIn, 'EMAIL_PASSWORD_MISMATCH', 400);
  });

  it('links the given OAuth accounts; an unknown provider is a text 400, a taken account a known error', async () => {
    const res = await create({ oauth_providers: [{ id: 'github', account_id: 'gh-1001', email: 'gh@example.com' }] });
    expect(res.status).toBe(201);
    expect(res.json.oauth_providers).toEqual([{ id: 'github', account_id: 'gh-1001', email: 'gh@example.com' }]);
    const accounts = await call(emu, `/oauth-providers?user_id=${res.json.id}`, { headers: serverHeaders(emu.project) });
    expect(accounts.json.items).toMatchObject([{ provider_config_id: 'github', account_id: 'gh-1001', allow_sign_in: true, allow_connected_accounts: true }]);

    const unknown = await create({ oauth_providers: [{ id: 'gitlab', account_id: 'x' }] });
    expect([unknown.status, unknown.text]).toEqual([400, 'OAuth provider gitlab not found']);
    const taken = await create({ oauth_providers: [{ id: 'github', account_id: 'gh-1001' }] });
    expectKnownError(taken, 'OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN', 400);
  });

  it('USER_EMAIL_ALREADY_EXISTS when another user signs in with the address; nothing is created', async () => {
    const existing = await signUp(emu, emu.project);
    const before = (await list('?include_anonymous=true')).json.items.length;
    const res = await create({ primary_email: existing.email, primary_email_auth_enabled: true, display_name: 'Dup' });
    const body = expectKnownError(res, 'USER_EMAIL_ALREADY_EXISTS', 409);
    expect(body.details).toEqual({ email: existing.email, would_work_if_email_was_verified: false });
    expect((await list('?include_anonymous=true')).json.items.length).toBe(before);
    // Without sign-in use, the same address is fine on a second user.
    expect((await create({ primary_email: existing.email })).status).toBe(201);
  });

  it('answers the documented text 400s', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ otp_auth_enabled: true }, 'OTP auth not enabled in the project'],
      [{ primary_email_auth_enabled: true }, 'primary_email_auth_enabled cannot be true without primary_email'],
      [{ primary_email_verified: true }, 'primary_email_verified cannot be true without primary_email'],
      [{ passkey_auth_enabled: true }, 'Cannot manually enable passkey auth, it is enabled iff there is a passkey auth method'],
      [{ password: 'a-password', password_hash: '$2a$10$abc' }, 'Cannot set both password and password_hash at the same time.'],
      [{ password_hash: 'plain' }, "Invalid password hash. Make sure it's a supported algorithm in Modular Crypt Format."],
      [{ restricted_by_admin_reason: 'why' }, 'restricted_by_admin_reason requires restricted_by_admin=true'],
      [{ profile_image_url: 'ftp://example.com/a.png' }, 'Invalid profile image URL'],
    ];
    for (const [body, text] of cases) {
      const res = await create(body);
      expect([res.status, res.text], JSON.stringify(body)).toEqual([400, text]);
    }
    const noPasswords = await emu.createProject({ config: { credential_enabled: false } });
    const res = await create({ primary_email: uniqueEmail(), password: 'a-password' }, noPasswords);
    expect([res.status, res.text]).toEqual([400, 'Password auth not enabled in the project']);
  });

  it('rejects bad bodies with SCHEMA_ERROR, listing every failure', async () => {
    schemaError(await call(emu, '/users', { method: 'POST', headers: serverHeaders(emu.project) }), 'POST', '/users', ['body must be defined']);
    schemaError(await create({ selected_team_id: null, nickname: 'x' }), 'POST', '/users', ['body contains unknown properties: selected_team_id, nickname']);
    schemaError(
      await create({
        primary_email: 'not-an-email',
        display_name: 7,
        password: 'x'.repeat(71),
        is_anonymous: 'yes',
        country_code: 'DEU',
        risk_scores: { sign_up: { bot: 101, free_trial_abuse: 0 } },
        oauth_providers: [{ id: 'github' }],
      }),
      'POST',
      '/users',
      [
        'body.display_name must be a string',
        'body.primary_email must be a valid email',
        'body.password must be at most 70 characters',
        'body.is_anonymous must be a boolean',
        'body.country_code must be exactly 2 characters',
        'body.risk_scores.sign_up.bot must be less than or equal to 100',
        'body.oauth_providers[0].account_id must be defined',
      ],
    );
    schemaError(await create({ totp_secret_base64: 'not base64!' }), 'POST', '/users', ['body.totp_secret_base64 is not valid base64']);
    schemaError(await create([]), 'POST', '/users', ['body must be an object']);
  });

  it('is for server and admin access only', async () => {
    const res = await call(emu, '/users', { method: 'POST', headers: clientHeaders(emu.project), body: {} });
    const body = expectKnownError(res, 'INSUFFICIENT_ACCESS_TYPE', 401);
    expect(body.details).toEqual({ actual_access_type: 'client', allowed_access_types: ['server', 'admin'] });
  });

  it("builds the answer before the personal team, which then is the user's selected team", async () => {
    const teams = await emu.createProject({ config: { create_team_on_sign_up: true } });
    const res = await create({ display_name: 'Teamed' }, teams);
    expect(res.json).toMatchObject({ selected_team_id: null, selected_team: null });
    const read = await call(emu, `/users/${res.json.id}`, { headers: serverHeaders(teams) });
    expect(read.json.selected_team).toMatchObject({ display_name: "Teamed's Team" });
    expect(read.json.selected_team_id).toBe(read.json.selected_team.id);
  });
});

describe('GET /users', () => {
  /** A fresh project with five users, one second apart: [0] the oldest. */
  async function fiveUsers() {
    const project = await emu.createProject({ config: { oauth_providers: [GITHUB] } });
    const users = [];
    for (const name of ['Ada Lovelace', 'Alan Turing', 'Grace Hopper', 'Edsger Dijkstra', 'Barbara Liskov']) {
      users.push(await created({ display_name: name, primary_email: uniqueEmail(name.split(' ')[0]!.toLowerCase()) }, project));
    }
    return { project, ids: users.map((u) => u.id) };
  }

  it('lists by sign-up time, ascending by default, as a paginated envelope', async () => {
    const { project, ids } = await fiveUsers();
    const res = await list('', project);
    expect(res.status).toBe(200);
    expect(res.json.is_paginated).toBe(true);
    expect(res.json.pagination).toEqual({ next_cursor: null });
    expect(res.json.items.map((u: { id: string }) => u.id)).toEqual(ids);
    expect(Object.keys(res.json.items[0]).sort()).toEqual([...SERVER_KEYS].sort());
    const problems: string[] = [];
    serverUserList.check(res.json, 'response', problems);
    expect(problems).toEqual([]);
    expect((await list('?order_by=signed_up_at&desc=true', project)).json.items.map((u: { id: string }) => u.id)).toEqual([...ids].reverse());
  });

  it('pages with limit and cursor: the cursor user starts the next page, next_cursor is null on the last', async () => {
    const { project, ids } = await fiveUsers();
    const first = await list('?limit=2', project);
    expect(first.json.items.map((u: { id: string }) => u.id)).toEqual(ids.slice(0, 2));
    expect(first.json.pagination).toEqual({ next_cursor: ids[2] });
    const second = await list(`?limit=2&cursor=${ids[2]}`, project);
    expect(second.json.items.map((u: { id: string }) => u.id)).toEqual(ids.slice(2, 4));
    expect(second.json.pagination).toEqual({ next_cursor: ids[4] });
    const last = await list(`?limit=2&cursor=${ids[4]}`, project);
    expect(last.json.items.map((u: { id: string }) => u.id)).toEqual([ids[4]]);
    expect(last.json.pagination).toEqual({ next_cursor: null });
    const backwards = await list(`?limit=2&desc=true&cursor=${ids[2]}`, project);
    expect(backwards.json.items.map((u: { id: string }) => u.id)).toEqual([ids[2], ids[1]]);
    expect(backwards.json.pagination).toEqual({ next_cursor: ids[0] });
    expect((await list('?cursor=00000000-0000-4000-8000-000000000000', project)).json).toEqual({ items: [], is_paginated: true, pagination: { next_cursor: null } });
  });

  it('query matches part of a name or of any contact channel (any case), or exactly the id', async () => {
    const { project, ids } = await fiveUsers();
    const idsOf = async (q: string) => (await list(`?query=${encodeURIComponent(q)}`, project)).json.items.map((u: { id: string }) => u.id);
    expect(await idsOf('TURING')).toEqual([ids[1]]);
    expect(await idsOf('a')).toEqual(ids);
    const extra = uniqueEmail('second-address');
    const channel = await call(emu, '/contact-channels', {
      method: 'POST',
      headers: serverHeaders(project),
      body: { user_id: ids[3], type: 'email', value: extra, used_for_auth: false },
    });
    expect(channel.status).toBe(201);
    expect(await idsOf(extra.toUpperCase())).toEqual([ids[3]]);
    expect(await idsOf(` ${ids[4]}!`)).toEqual([ids[4]]);
    expect(await idsOf('nobody-like-this')).toEqual([]);
  });

  it('team_id keeps the members of that team', async () => {
    const { project, ids } = await fiveUsers();
    const team = await call(emu, '/teams', { method: 'POST', headers: serverHeaders(project), body: { display_name: 'Pioneers', creator_user_id: ids[2] } });
    await call(emu, `/team-memberships/${team.json.id}/${ids[0]}`, { method: 'POST', headers: serverHeaders(project), body: {} });
    expect((await list(`?team_id=${team.json.id}`, project)).json.items.map((u: { id: string }) => u.id)).toEqual([ids[0], ids[2]]);
  });

  it('leaves out anonymous and restricted users unless asked for', async () => {
    const project = await emu.createProject();
    const plain = await created({ display_name: 'Plain' }, project);
    const restricted = await created({ display_name: 'Restricted', restricted_by_admin: true }, project);
    const anonymous = await created({ is_anonymous: true }, project);
    const idsOf = async (q: string) => (await list(q, project)).json.items.map((u: { id: string }) => u.id);
    expect(await idsOf('')).toEqual([plain.id]);
    expect(await idsOf('?include_restricted=true')).toEqual([plain.id, restricted.id]);
    expect(await idsOf('?include_anonymous=true')).toEqual([plain.id, restricted.id, anonymous.id]);
    expect(await idsOf('?include_anonymous=true&only_anonymous=true')).toEqual([anonymous.id]);
    const bad = await list('?only_anonymous=true', project);
    expect([bad.status, bad.text]).toEqual([400, 'only_anonymous=true requires include_anonymous=true']);
  });

  it('rejects bad queries with SCHEMA_ERROR, listing every failure', async () => {
    schemaError(await list('?limit=abc&cursor=nope&order_by=last_active_at&desc=yes&team_id=x'), 'GET', '/users', [
      'query.cursor must be a valid UUID',
      'query.limit must be a `number` type, but the final value was: `NaN` (cast from the value `"abc"`).',
      'query.order_by must be one of the following values: signed_up_at',
      'query.desc must be one of the following values: true, false',
      'query.team_id must be a valid UUID',
    ]);
    schemaError(await list('?limit=0'), 'GET', '/users', ['query.limit must be greater than or equal to 1']);
    schemaError(await list('?limit=1.5'), 'GET', '/users', ['query.limit must be an integer']);
    schemaError(await list('?page=2'), 'GET', '/users', ['query contains unknown properties: page']);
  });

  it('is for server and admin access only', async () => {
    expectKnownError(await call(emu, '/users', { headers: clientHeaders(emu.project) }), 'INSUFFICIENT_ACCESS_TYPE', 401);
  });
});

describe('DELETE /auth/sessions/{id} without user_id', () => {
  it('is a SCHEMA_ERROR for v2.8.86 clients and servers, and fine for the 2.8.108 server SDK (x-hexclave-*), which sends none', async () => {
    const user = await signUp(emu, emu.project);
    const session = await call(emu, '/auth/sessions', { method: 'POST', headers: serverHeaders(emu.project), body: { user_id: user.user_id } });
    const asUser = { 'x-stack-access-token': session.json.access_token };
    const sessions = await call(emu, `/auth/sessions?user_id=${user.user_id}`, { headers: serverHeaders(emu.project, asUser) });
    expect(sessions.json.items).toHaveLength(2);
    // The sign-up session, not the one this request is made with.
    const other = sessions.json.items.find((s: { is_current_session: boolean }) => !s.is_current_session);
    const asClient = await call(emu, `/auth/sessions/${other.id}`, { method: 'DELETE', headers: clientHeaders(emu.project, asUser) });
    schemaError(asClient, 'DELETE', `/auth/sessions/${other.id}`, ['query.user_id must be defined']);
    const asOldServer = await call(emu, `/auth/sessions/${other.id}`, { method: 'DELETE', headers: serverHeaders(emu.project) });
    schemaError(asOldServer, 'DELETE', `/auth/sessions/${other.id}`, ['query.user_id must be defined']);
    const newer = { 'x-hexclave-client-version': 'js @stackframe/js@2.8.108' };
    const asServer = await call(emu, `/auth/sessions/${other.id}`, { method: 'DELETE', headers: serverHeaders(emu.project, newer) });
    expect([asServer.status, asServer.json]).toEqual([200, { success: true }]);
    expect((await call(emu, `/auth/sessions?user_id=${user.user_id}`, { headers: serverHeaders(emu.project) })).json.items).toHaveLength(1);
  });
});
