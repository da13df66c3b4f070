// Linked OAuth accounts and connected-account tokens with the official @stackframe/js client, unmodified,
// outside a browser: the link leg runs through the official interface's getOAuthUrl (type=link), the rest
// through the official StackClientApp's CurrentUser methods, against the emulator and a fake standard GitHub.
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StackClientApp } from '@stackframe/js';
import { HexclaveClientInterface } from '@stackframe/stack-shared';
import type { ProviderEndpointOverrides } from '../../emulator/oauth/inner-client';
import { useEmulator } from '../support/emulator';
import { FAKE_GITHUB_CLIENT, FakeGitHub } from '../support/fake-github';
import { uniqueEmail } from '../support/unique-email';

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
const emu = useEmulator({ oauthProviderEndpoints: endpoints, project: { displayName: 'compat-connected', config: { oauth_providers: [GITHUB, SHARED_GOOGLE] } } });

function officialInterface() {
  return new HexclaveClientInterface({
    clientVersion: 'compat-test',
    getBaseUrl: () => emu.url,
    getApiUrls: () => [emu.url],
    extraRequestHeaders: {},
    projectId: emu.project.id,
    publishableClientKey: emu.project.publishableClientKey,
  });
}

interface Tokens {
  access_token: string;
  refresh_token: string;
  user_id: string;
}

async function passwordUser(): Promise<Tokens> {
  const res = await fetch(`${emu.url}/api/v1/auth/password/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-stack-project-id': emu.project.id, 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': emu.project.publishableClientKey },
    body: JSON.stringify({ email: uniqueEmail('compat-ca'), password: 'correct-horse-1' }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Tokens;
}

function officialApp(tokens: Tokens): StackClientApp {
  return new StackClientApp({
    projectId: emu.project.id,
    publishableClientKey: emu.project.publishableClientKey,
    baseUrl: emu.url,
    tokenStore: { accessToken: tokens.access_token, refreshToken: tokens.refresh_token },
  });
}

/** The official getOAuthUrl with type=link; the test plays the browser through the fake provider. */
async function linkWithOfficialInterface(tokens: Tokens, githubEmail: string, providerScope?: string): Promise<void> {
  const iface = officialInterface();
  const authorizeUrl = await iface.getOAuthUrl({
    provider: 'github',
    redirectUrl: REDIRECT_URI,
    errorRedirectUrl: 'http://localhost:3000/handler/error',
    afterCallbackRedirectUrl: 'http://localhost:3000/account',
    codeChallenge: createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url'),
    state: randomBytes(16).toString('base64url'),
    type: 'link',
    providerScope,
    session: iface.createSession({ refreshToken: tokens.refresh_token, accessToken: tokens.access_token }),
  });
  const query = new URL(authorizeUrl).searchParams;
  expect(query.get('type')).toBe('link');
  expect(query.get('token')).toBeTruthy();
  const toProvider = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(toProvider.status).toBe(307);
  const cookie = toProvider.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  fake.nextEmail = githubEmail;
  const atProvider = await fetch(toProvider.headers.get('location')!, { redirect: 'manual' });
  const callback = await fetch(atProvider.headers.get('location')!, { redirect: 'manual', headers: { cookie } });
  expect(callback.status, await callback.clone().text()).toBe(303);
}

describe('official client: connected accounts', () => {
  it('a linked GitHub shows in listOAuthProviders and listConnectedAccounts; tokens by scope, as Results', async () => {
    const tokens = await passwordUser();
    const githubEmail = uniqueEmail('compat-gh');
    await linkWithOfficialInterface(tokens, githubEmail, 'repo');
    const user = (await officialApp(tokens).getUser())!;
    expect(user.oauthProviders.map((p) => p.id)).toEqual(['github']);

    const providers = await user.listOAuthProviders();
    expect(providers.map((p) => ({ type: p.type, email: p.email, userId: p.userId, allowSignIn: p.allowSignIn, allowConnectedAccounts: p.allowConnectedAccounts }))).toEqual([
      { type: 'github', email: githubEmail, userId: tokens.user_id, allowSignIn: true, allowConnectedAccounts: true },
    ]);

    const connections = await user.listConnectedAccounts();
    expect(connections.map((c) => [c.provider, c.providerAccountId])).toEqual([['github', FakeGitHub.accountId(githubEmail)]]);
    const ok = await connections[0]!.getAccessToken({ scopes: ['repo'] });
    expect(ok.status).toBe('ok');
    if (ok.status === 'ok') expect(fake.accessTokens.get(ok.data.accessToken)).toBe(githubEmail);
    const missing = await connections[0]!.getAccessToken({ scopes: ['admin:org'] });
    expect(missing.status).toBe('error');

    // The legacy form: a connection when the token covers the scopes, null when not.
    const legacy = await user.getConnectedAccount('github', { scopes: ['repo'] });
    expect(legacy).not.toBeNull();
    expect((await legacy!.getAccessToken()).accessToken).toMatch(/^gho_/);
    expect(await user.getConnectedAccount('github', { scopes: ['admin:org'] })).toBeNull();
    expect(await user.getConnectedAccount({ provider: 'github', providerAccountId: FakeGitHub.accountId(githubEmail) })).not.toBeNull();
  });

  it('update and delete of a linked account', async () => {
    const tokens = await passwordUser();
    await linkWithOfficialInterface(tokens, uniqueEmail('compat-gh-del'));
    const user = (await officialApp(tokens).getUser())!;
    const [account] = await user.listOAuthProviders();
    const updated = await account!.update({ allowConnectedAccounts: false });
    expect(updated.status).toBe('ok');
    expect(await user.listConnectedAccounts()).toEqual([]);
    await account!.delete();
    const fresh = (await officialApp(tokens).getUser())!;
    expect(await fresh.listOAuthProviders()).toEqual([]);
    expect(fresh.oauthProviders).toEqual([]);
  });

  it('a user without a connection gets null; an account created by the server has no token yet', async () => {
    const tokens = await passwordUser();
    const user = (await officialApp(tokens).getUser())!;
    expect(await user.getConnectedAccount('github')).toBeNull();
    const created = await fetch(`${emu.url}/api/v1/oauth-providers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-stack-project-id': emu.project.id, 'x-stack-access-type': 'server', 'x-stack-secret-server-key': emu.project.secretServerKey },
      body: JSON.stringify({ user_id: tokens.user_id, provider_config_id: 'github', account_id: 'srv-1', allow_sign_in: false, allow_connected_accounts: true }),
    });
    expect(created.status).toBe(201);
    const again = (await officialApp(tokens).getUser())!;
    expect((await again.listOAuthProviders()).map((p) => p.type)).toEqual(['github']);
    const [connection] = await again.listConnectedAccounts();
    expect(connection?.providerAccountId).toBe('srv-1');
    expect((await connection!.getAccessToken()).status).toBe('error');
  });
});
