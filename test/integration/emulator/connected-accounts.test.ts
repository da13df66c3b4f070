// User OAuth accounts (/oauth-providers, PROTOCOL.md §5.23) and connected-account access tokens
// (/connected-accounts, §5.24) over real HTTP, with a fake standard GitHub on 127.0.0.1.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderEndpointOverrides } from '../../../emulator/oauth/inner-client';
import { FAKE_GITHUB_CLIENT, FakeGitHub } from '../../support/fake-github';
import { useEmulator } from '../../support/emulator';
import { call, clientHeaders, expectKnownError, serverHeaders, signUp, uniqueEmail } from './helpers';

const GITHUB = { provider_config_id: 'github', id: 'github', type: 'standard', ...FAKE_GITHUB_CLIENT };
const SHARED_GOOGLE = { provider_config_id: 'google', id: 'google', type: 'shared' };
const REDIRECT_URI = 'http://localhost:3000/handler/oauth-callback';

const fake = new FakeGitHub();
const endpoints: ProviderEndpointOverrides = {};
beforeAll(async () => {
  await fake.start();
  endpoints.github = fake.endpoints();
});
afterAll(() => fake.stop());
const emu = useEmulator({ oauthProviderEndpoints: endpoints, project: { config: { oauth_providers: [GITHUB, SHARED_GOOGLE] } } });

type Account = Awaited<ReturnType<typeof signUp>>;

/** Signs up with a password, then links GitHub through authorize type=link as `githubEmail`. */
async function linkedUser(options: { providerScope?: string; githubEmail?: string } = {}): Promise<Account & { githubEmail: string }> {
  const user = await signUp(emu, emu.project);
  const githubEmail = options.githubEmail ?? uniqueEmail('gh');
  await link(user.access_token, githubEmail, options.providerScope);
  return { ...user, githubEmail };
}

async function link(accessToken: string, githubEmail: string, providerScope?: string): Promise<void> {
  const p = emu.project;
  const verifier = randomBytes(32).toString('base64url');
  const params = new URLSearchParams({
    client_id: p.id, client_secret: p.publishableClientKey, redirect_uri: REDIRECT_URI, scope: 'legacy', state: 'st', grant_type: 'authorization_code',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'), code_challenge_method: 'S256', response_type: 'code',
    stack_response_mode: 'json', type: 'link', token: accessToken, ...(providerScope ? { provider_scope: providerScope } : {}),
  });
  const authorized = await call(emu, `/auth/oauth/authorize/github?${params}`);
  expect(authorized.status, authorized.text).toBe(200);
  fake.nextEmail = githubEmail;
  const atProvider = await fetch(authorized.json.location, { redirect: 'manual' });
  const callback = await fetch(atProvider.headers.get('location')!, { redirect: 'manual' });
  expect(callback.status, await callback.clone().text()).toBe(303);
}

const me = (u: { access_token: string }) => clientHeaders(emu.project, { 'x-stack-access-token': u.access_token });
const server = () => serverHeaders(emu.project);
const tokenFor = (u: { access_token: string }, scope?: string, provider = 'github') =>
  call(emu, `/connected-accounts/me/${provider}/access-token`, { headers: me(u), body: scope === undefined ? {} : { scope } });

describe('/oauth-providers (user OAuth accounts)', () => {
  it('type=link adds the account to the signed-in user; the client view has no account_id, the server view has', async () => {
    const user = await linkedUser();
    const list = await call(emu, '/oauth-providers?user_id=me', { headers: me(user) });
    expect(list.status).toBe(200);
    expect(list.json.is_paginated).toBe(false);
    expect(list.json.items).toEqual([
      { id: expect.stringMatching(/^[0-9a-f-]{36}$/), user_id: user.user_id, provider_config_id: 'github', type: 'github', email: user.githubEmail, allow_sign_in: true, allow_connected_accounts: true },
    ]);
    const id = list.json.items[0].id;
    const one = await call(emu, `/oauth-providers/${user.user_id}/${id}`, { headers: server() });
    expect(one.json).toEqual({ ...list.json.items[0], account_id: FakeGitHub.accountId(user.githubEmail) });
    const self = await call(emu, '/users/me', { headers: me(user) });
    expect(self.json.oauth_providers).toEqual([{ id: 'github', account_id: FakeGitHub.accountId(user.githubEmail), email: user.githubEmail }]);
    // Still the password user: linking does not change the primary e-mail.
    expect(self.json.primary_email).toBe(user.email);
  });

  it('clients may only touch their own accounts (403 texts)', async () => {
    const owner = await linkedUser();
    const other = await signUp(emu, emu.project);
    const id = (await call(emu, '/oauth-providers?user_id=me', { headers: me(owner) })).json.items[0].id;
    const cases: [string, string, unknown, string][] = [
      ['GET', `/oauth-providers?user_id=${owner.user_id}`, undefined, 'list'],
      ['GET', `/oauth-providers/${owner.user_id}/${id}`, undefined, 'read'],
      ['PATCH', `/oauth-providers/${owner.user_id}/${id}`, { allow_sign_in: false }, 'update'],
      ['DELETE', `/oauth-providers/${owner.user_id}/${id}`, undefined, 'delete'],
    ];
    for (const [method, path, body, verb] of cases) {
      const res = await call(emu, path, { method, headers: me(other), body });
      expect(res.status, path).toBe(403);
      expect(res.text).toBe(`Client can only ${verb} OAuth providers for their own user.`);
    }
    const create = await call(emu, '/oauth-providers', { headers: me(owner), body: { user_id: 'me', provider_config_id: 'github', account_id: '1', allow_sign_in: false, allow_connected_accounts: true } });
    expectKnownError(create, 'INSUFFICIENT_ACCESS_TYPE', 401);
  });

  it('404s: unknown account, unknown user, unknown provider config', async () => {
    const user = await signUp(emu, emu.project);
    const missing = randomUUID();
    const res = await call(emu, `/oauth-providers/me/${missing}`, { headers: me(user) });
    expect(res.status).toBe(404);
    expect(res.text).toBe(`OAuth provider ${missing} for user ${user.user_id} not found`);
    expectKnownError(await call(emu, `/oauth-providers?user_id=${missing}`, { headers: server() }), 'USER_NOT_FOUND', 404);
    expectKnownError(await call(emu, `/oauth-providers/${missing}/${missing}`, { method: 'DELETE', headers: server() }), 'USER_NOT_FOUND', 404);
    const create = await call(emu, '/oauth-providers', {
      headers: server(),
      body: { user_id: user.user_id, provider_config_id: 'spotify', account_id: 'x', allow_sign_in: false, allow_connected_accounts: true },
    });
    expect(create.status).toBe(404);
    expect(create.text).toBe('OAuth provider spotify not found or not configured');
  });

  it('server POST creates (201, server view) and enforces the uniqueness rules', async () => {
    const user = await signUp(emu, emu.project);
    const body = { user_id: user.user_id, provider_config_id: 'github', account_id: 'acc-1', allow_sign_in: true, allow_connected_accounts: true, email: 'a@example.com' };
    const created = await call(emu, '/oauth-providers', { headers: server(), body });
    expect(created.status, created.text).toBe(201);
    expect(created.json).toEqual({ id: expect.any(String), user_id: user.user_id, provider_config_id: 'github', type: 'github', account_id: 'acc-1', email: 'a@example.com', allow_sign_in: true, allow_connected_accounts: true });
    const again = await call(emu, '/oauth-providers', { headers: server(), body: { ...body, allow_sign_in: false } });
    expect([again.status, again.text]).toEqual([400, 'The same provider type with the same account ID already exists for this user.']);
    const second = await call(emu, '/oauth-providers', { headers: server(), body: { ...body, account_id: 'acc-2' } });
    expect([second.status, second.text]).toEqual([400, 'The same provider type with sign-in enabled already exists for this user.']);
    const someoneElse = await signUp(emu, emu.project);
    expectKnownError(await call(emu, '/oauth-providers', { headers: server(), body: { ...body, user_id: someoneElse.user_id } }), 'OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN', 400);
    const bad = await call(emu, '/oauth-providers', { headers: server(), body: { user_id: user.user_id, provider_config_id: 'github' } });
    expectKnownError(bad, 'SCHEMA_ERROR', 400);
  });

  it('PATCH: a client may switch connected-account use off (then it leaves /connected-accounts); a client may not set account_id', async () => {
    const user = await linkedUser();
    const id = (await call(emu, '/oauth-providers?user_id=me', { headers: me(user) })).json.items[0].id;
    const patched = await call(emu, `/oauth-providers/me/${id}`, { method: 'PATCH', headers: me(user), body: { allow_connected_accounts: false } });
    expect(patched.status).toBe(200);
    expect(patched.json.allow_connected_accounts).toBe(false);
    expect((await call(emu, '/connected-accounts/me', { headers: me(user) })).json.items).toEqual([]);
    expectKnownError(await tokenFor(user), 'OAUTH_CONNECTION_NOT_CONNECTED_TO_USER', 400);
    expectKnownError(await call(emu, `/oauth-providers/me/${id}`, { method: 'PATCH', headers: me(user), body: { account_id: 'x' } }), 'SCHEMA_ERROR', 400);
    const serverPatch = await call(emu, `/oauth-providers/${user.user_id}/${id}`, { method: 'PATCH', headers: server(), body: { email: 'new@example.com' } });
    expect(serverPatch.json.email).toBe('new@example.com');
  });

  it('DELETE unlinks: gone from the list, from /connected-accounts and from the user', async () => {
    const user = await linkedUser();
    const id = (await call(emu, '/oauth-providers?user_id=me', { headers: me(user) })).json.items[0].id;
    const deleted = await call(emu, `/oauth-providers/me/${id}`, { method: 'DELETE', headers: me(user) });
    expect(deleted.json).toEqual({ success: true });
    expect((await call(emu, '/oauth-providers?user_id=me', { headers: me(user) })).json.items).toEqual([]);
    expect((await call(emu, '/users/me', { headers: me(user) })).json.oauth_providers).toEqual([]);
    const again = await call(emu, `/oauth-providers/me/${id}`, { method: 'DELETE', headers: me(user) });
    expect(again.status).toBe(404);
  });
});

describe('/connected-accounts', () => {
  it('lists {user_id, provider, provider_account_id}; clients only their own', async () => {
    const user = await linkedUser();
    const list = await call(emu, '/connected-accounts/me', { headers: me(user) });
    expect(list.status).toBe(200);
    expect(list.json).toEqual({ items: [{ user_id: user.user_id, provider: 'github', provider_account_id: FakeGitHub.accountId(user.githubEmail) }], is_paginated: false });
    const other = await signUp(emu, emu.project);
    const denied = await call(emu, `/connected-accounts/${user.user_id}`, { headers: me(other) });
    expect([denied.status, denied.text]).toEqual([403, 'Client can only list connected accounts for their own user.']);
    expectKnownError(await call(emu, `/connected-accounts/${randomUUID()}`, { headers: server() }), 'USER_NOT_FOUND', 404);
    const tokenDenied = await call(emu, `/connected-accounts/${user.user_id}/github/access-token`, { headers: me(other), body: {} });
    expect([tokenDenied.status, tokenDenied.text]).toEqual([403, 'Client can only access its own connected accounts']);
  });

  it('a stored token valid for 5+ more minutes is reused without calling the provider', async () => {
    fake.expiresIn = 3600;
    const user = await linkedUser();
    const before = fake.tokenRequests.length;
    const first = await tokenFor(user);
    expect(first.status, first.text).toBe(201);
    expect(first.json).toEqual({ access_token: expect.stringMatching(/^gho_/) });
    expect(fake.accessTokens.get(first.json.access_token)).toBe(user.githubEmail);
    const second = await tokenFor(user, 'user:email');
    expect(second.json.access_token).toBe(first.json.access_token);
    expect(fake.tokenRequests.length).toBe(before);
  });

  it('a token with less than 5 minutes left is replaced through the refresh token at the provider', async () => {
    fake.expiresIn = 120;
    const user = await linkedUser();
    const linkedTokens = new Set(fake.accessTokens.keys());
    fake.expiresIn = 3600;
    const before = fake.tokenRequests.length;
    const refreshed = await tokenFor(user);
    expect(refreshed.status, refreshed.text).toBe(201);
    expect(fake.tokenRequests.length).toBe(before + 1);
    const grant = fake.tokenRequests.at(-1)!;
    expect(grant.get('grant_type')).toBe('refresh_token');
    expect(grant.get('refresh_token')).toMatch(/^ghr_/);
    expect(grant.get('client_secret')).toBe('gh-secret');
    expect(linkedTokens.has(refreshed.json.access_token)).toBe(false);
    expect(fake.accessTokens.get(refreshed.json.access_token)).toBe(user.githubEmail);
    // The refreshed token (valid an hour) is stored and reused.
    const again = await tokenFor(user);
    expect(again.json.access_token).toBe(refreshed.json.access_token);
    expect(fake.tokenRequests.length).toBe(before + 1);
  });

  it('an expiring token with a refused refresh gives OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE', async () => {
    fake.expiresIn = 60;
    const user = await linkedUser();
    fake.refuseRefresh = true;
    try {
      expectKnownError(await tokenFor(user), 'OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE', 400);
    } finally {
      fake.refuseRefresh = false;
      fake.expiresIn = 3600;
    }
  });

  it('scopes: the granted provider_scope is recorded; a scope never granted is refused', async () => {
    const user = await linkedUser({ providerScope: 'repo read:org' });
    expect((await tokenFor(user, 'repo')).status).toBe(201);
    expect((await tokenFor(user, 'read:org user:email')).status).toBe(201);
    expectKnownError(await tokenFor(user, 'admin:org'), 'OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE', 400);
    const plain = await linkedUser();
    expectKnownError(await tokenFor(plain, 'repo'), 'OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE', 400);
    // Linking again with the extra scope replaces the grant.
    await link(plain.access_token, plain.githubEmail, 'repo');
    expect((await tokenFor(plain, 'repo')).status).toBe(201);
  });

  it('errors: unknown provider, shared keys, not connected, unknown user, bad body', async () => {
    const user = await linkedUser();
    expectKnownError(await tokenFor(user, undefined, 'spotify'), 'OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED', 400);
    // A shared provider is the built-in mock in development mode, whose tokens are handed out (oauth-mock.test.ts).
    expectKnownError(await tokenFor(user, undefined, 'google'), 'OAUTH_CONNECTION_NOT_CONNECTED_TO_USER', 400);
    const plain = await signUp(emu, emu.project);
    expectKnownError(await tokenFor(plain), 'OAUTH_CONNECTION_NOT_CONNECTED_TO_USER', 400);
    expectKnownError(await call(emu, `/connected-accounts/${randomUUID()}/github/access-token`, { headers: server(), body: {} }), 'USER_NOT_FOUND', 404);
    expectKnownError(await call(emu, '/connected-accounts/me/github/access-token', { headers: me(user), body: { scope: 5 } }), 'SCHEMA_ERROR', 400);
  });

  it('the per-account form, the server form and the deprecated /auth/oauth alias', async () => {
    const user = await linkedUser();
    const accountId = FakeGitHub.accountId(user.githubEmail);
    const byAccount = await call(emu, `/connected-accounts/me/github/${accountId}/access-token`, { headers: me(user), body: { scope: '' } });
    expect(byAccount.status).toBe(201);
    expectKnownError(await call(emu, '/connected-accounts/me/github/999/access-token', { headers: me(user), body: {} }), 'OAUTH_CONNECTION_NOT_CONNECTED_TO_USER', 400);
    const byServer = await call(emu, `/connected-accounts/${user.user_id}/github/access-token`, { headers: server(), body: { scope: 'user:email' } });
    expect(byServer.json.access_token).toBe(byAccount.json.access_token);
    const alias = await call(emu, '/auth/oauth/connected-accounts/github/access-token', { headers: me(user), body: { scope: '' } });
    expect([alias.status, alias.json.access_token]).toEqual([201, byAccount.json.access_token]);
  });
});
