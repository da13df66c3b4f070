// Server-side user rules of PROTOCOL.md §5.9 over real HTTP, as Stack Auth v2.8.86 applies them:
// imported bcrypt password hashes, the lenient address check of stored e-mails, the `is_anonymous` and
// `profile_image_url` schemas, the read query of /users/{id}, and team creation leaving the selection.
import { describe, expect, it } from 'vitest';
import { useEmulator } from '../../support/emulator';
import { call, clientHeaders, expectKnownError, serverHeaders, signUp, uniqueEmail, type CallResult } from './helpers';

const emu = useEmulator({ project: { displayName: 'User rules', config: { client_team_creation_enabled: true } } });
const server = () => serverHeaders(emu.project);
const asUser = (token: string) => clientHeaders(emu.project, { 'x-stack-access-token': token });

/** Made with another bcrypt implementation for this test: cost 5, password below. */
const BCRYPT_PASSWORD = 'moss-and-lichen-7';
const BCRYPT_HASH = '$2b$05$ZK5IYZqV5KmtUgmz8kzVc.N4Js4YPdZs14pFoVEWqPSUaLNer015O';

function expectSchemaError(res: CallResult, method: string, path: string, problems: string[]): void {
  const body = expectKnownError(res, 'SCHEMA_ERROR', 400);
  expect(body.error).toBe([`Request validation failed on ${method} /api/v1${path}:`, ...problems.map((p) => `  - ${p}`)].join('\n'));
}

const signIn = (email: string, password: string) => call(emu, '/auth/password/sign-in', { headers: clientHeaders(emu.project), body: { email, password } });

describe('password_hash', () => {
  it('POST /users takes a bcrypt hash ($2a$/$2b$/$2y$): has_password, and the password signs in', async () => {
    const email = uniqueEmail('bcrypt');
    const res = await call(emu, '/users', { headers: server(), body: { primary_email: email, primary_email_auth_enabled: true, password_hash: BCRYPT_HASH } });
    expect(res.status, res.text).toBe(201);
    expect(res.json).toMatchObject({ primary_email: email, has_password: true, auth_with_email: true });
    expect((await signIn(email, BCRYPT_PASSWORD)).status).toBe(200);
    expectKnownError(await signIn(email, `${BCRYPT_PASSWORD}x`), 'EMAIL_PASSWORD_MISMATCH', 400);
  });

  it('PATCH /users/{id} takes one too; a hash of no supported form is text 400', async () => {
    const user = await signUp(emu, emu.project);
    const patched = await call(emu, `/users/${user.user_id}`, { method: 'PATCH', headers: server(), body: { password_hash: BCRYPT_HASH.replace('$2b$', '$2y$') } });
    expect(patched.status, patched.text).toBe(200);
    expect((await signIn(user.email, BCRYPT_PASSWORD)).status).toBe(200);
    for (const hash of ['plain-text', `${BCRYPT_HASH.slice(0, 4)}17${BCRYPT_HASH.slice(6)}`]) {
      const refused = await call(emu, `/users/${user.user_id}`, { method: 'PATCH', headers: server(), body: { password_hash: hash } });
      expect({ status: refused.status, text: refused.text }).toEqual({ status: 400, text: "Invalid password hash. Make sure it's a supported algorithm in Modular Crypt Format." });
    }
  });
});

describe('primary_email on POST /users', () => {
  it('accepts an address of the lenient form (no dotted domain), as stored addresses may be', async () => {
    const res = await call(emu, '/users', { headers: server(), body: { primary_email: 'someone_old@intranet' } });
    expect(res.status, res.text).toBe(201);
    expect(res.json).toMatchObject({ primary_email: 'someone_old@intranet', primary_email_verified: false });
  });

  it('still refuses what is no address', async () => {
    const res = await call(emu, '/users', { headers: server(), body: { primary_email: 'no at sign' } });
    expectSchemaError(res, 'POST', '/users', ['body.primary_email must be a valid email']);
  });
});

describe('PATCH /users/{id} schemas', () => {
  it('is_anonymous: true is a SCHEMA_ERROR (only false is allowed)', async () => {
    const user = await call(emu, '/users', { headers: server(), body: {} });
    const res = await call(emu, `/users/${user.json.id}`, { method: 'PATCH', headers: server(), body: { is_anonymous: true } });
    expectSchemaError(res, 'PATCH', `/users/${user.json.id}`, ['body.is_anonymous must be one of the following values: false']);
    const same = await call(emu, `/users/${user.json.id}`, { method: 'PATCH', headers: server(), body: { is_anonymous: false } });
    expect(same.status).toBe(200);
  });

  it('profile_image_url must be a URL: "" is a SCHEMA_ERROR, a data: URL passes', async () => {
    const user = await signUp(emu, emu.project);
    const empty = await call(emu, '/users/me', { method: 'PATCH', headers: server(), body: { profile_image_url: '' } });
    expectSchemaError(empty, 'PATCH', '/users/me', ['body.profile_image_url is not a valid URL']);
    const data = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    const ok = await call(emu, `/users/${user.user_id}`, { method: 'PATCH', headers: server(), body: { profile_image_url: data } });
    expect(ok.json.profile_image_url).toBe(data);
    const team = await call(emu, '/teams', { headers: server(), body: { display_name: 'Pics' } });
    const teamEmpty = await call(emu, `/teams/${team.json.id}`, { method: 'PATCH', headers: server(), body: { profile_image_url: '' } });
    expectSchemaError(teamEmpty, 'PATCH', `/teams/${team.json.id}`, ['body.profile_image_url is not a valid URL']);
  });
});

describe('GET /users/{id} query', () => {
  it('takes the list flags (include_anonymous=true reads an anonymous user) but no unknown parameter', async () => {
    const anon = await call(emu, '/users', { headers: server(), body: { is_anonymous: true } });
    const read = await call(emu, `/users/${anon.json.id}?include_anonymous=true`, { headers: server() });
    expect(read.status, read.text).toBe(200);
    expect(read.json).toMatchObject({ id: anon.json.id, is_anonymous: true });
    const bad = await call(emu, `/users/${anon.json.id}?include_anonymous=yes`, { headers: server() });
    expectSchemaError(bad, 'GET', `/users/${anon.json.id}`, ['query.include_anonymous must be one of the following values: true, false']);
    const unknown = await call(emu, `/users/${anon.json.id}?colour=red`, { headers: server() });
    expectSchemaError(unknown, 'GET', `/users/${anon.json.id}`, ['query contains unknown properties: colour']);
  });
});

describe('POST /teams and the creator selection', () => {
  it('a creator (client or server) keeps the selected team it had: creation selects nothing', async () => {
    const user = await signUp(emu, emu.project);
    const mine = await call(emu, '/teams', { headers: asUser(user.access_token), body: { display_name: 'Mine', creator_user_id: 'me' } });
    expect(mine.status).toBe(201);
    await call(emu, '/teams', { headers: server(), body: { display_name: 'Theirs', creator_user_id: user.user_id } });
    const me = await call(emu, '/users/me', { headers: asUser(user.access_token) });
    expect(me.json.selected_team_id).toBeNull();
    const selected = await call(emu, '/users/me', { method: 'PATCH', headers: asUser(user.access_token), body: { selected_team_id: mine.json.id } });
    expect(selected.json.selected_team_id).toBe(mine.json.id);
    await call(emu, '/teams', { headers: asUser(user.access_token), body: { display_name: 'Third', creator_user_id: 'me' } });
    expect((await call(emu, '/users/me', { headers: asUser(user.access_token) })).json.selected_team_id).toBe(mine.json.id);
  });
});
