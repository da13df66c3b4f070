// The current user's linked OAuth accounts and connected-account tokens through StackClientApp on a
// happy-dom page, against the emulator and a fake standard GitHub (own keys) plus a shared Google.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StackClientApp } from '../../../src/core/apps/client-app';
import type { CurrentUser } from '../../../src/core/apps/types';
import type { OAuthProvider } from '../../../src/core/apps/user/connected-accounts';
import type { ProviderEndpointOverrides } from '../../../emulator/oauth/inner-client';
import { KnownErrors } from '../../../src/protocol/errors';
import { useEmulator } from '../../support/emulator';
import { FAKE_GITHUB_CLIENT, FakeGitHub } from '../../support/fake-github';
import { makeApp, PASSWORD, recordingFetch, uniqueEmail, useHappyDomPage, type RecordingFetch } from './helpers';

const GITHUB = { provider_config_id: 'github', id: 'github', type: 'standard', ...FAKE_GITHUB_CLIENT };
const SHARED_GOOGLE = { provider_config_id: 'google', id: 'google', type: 'shared' };

const fake = new FakeGitHub();
const endpoints: ProviderEndpointOverrides = {};
const page = useHappyDomPage();
beforeAll(async () => {
  await fake.start();
  endpoints.github = fake.endpoints();
});
afterAll(() => fake.stop());
const emu = useEmulator({ oauthProviderEndpoints: endpoints, project: { config: { oauth_providers: [GITHUB, SHARED_GOOGLE] } } });

interface Signed {
  app: StackClientApp;
  user: CurrentUser;
  navigations: string[];
  rec: RecordingFetch;
}

async function signedIn(): Promise<Signed> {
  const navigations: string[] = [];
  const rec = recordingFetch();
  const app = makeApp(emu, { fetch: rec.fetch, redirectMethod: { navigate: (url) => navigations.push(url) } });
  await app.signUpWithCredential({ email: uniqueEmail('ca'), password: PASSWORD, noRedirect: true });
  const user = await app.getUser();
  if (!user) throw new Error('not signed in');
  return { app, user, navigations, rec };
}

/** linkConnectedAccount from the settings page, the provider approves, the callback page completes it. */
async function linkGitHub(s: Signed, githubEmail: string, scopes?: string[]): Promise<URL> {
  page.history.replaceState({}, '', '/account?section=connected-accounts');
  await s.user.linkConnectedAccount('github', scopes ? { scopes } : {});
  const providerUrl = s.navigations.shift()!;
  fake.nextEmail = githubEmail;
  const atProvider = await fetch(providerUrl, { redirect: 'manual' });
  const callback = await fetch(atProvider.headers.get('location')!, { redirect: 'manual' });
  expect(callback.status, await callback.clone().text()).toBe(303);
  const landing = new URL(callback.headers.get('location')!);
  page.history.replaceState({}, '', landing.pathname + landing.search);
  expect(await s.app.callOAuthCallback()).toBe(true);
  return new URL(providerUrl);
}

describe('linking and the linked accounts list', () => {
  it('linkConnectedAccount: authorize with type=link, token and provider_scope; back to the page; the account is listed', async () => {
    const s = await signedIn();
    const githubEmail = uniqueEmail('gh');
    const providerUrl = await linkGitHub(s, githubEmail, ['repo']);
    expect(providerUrl.searchParams.get('scope')).toBe('user:email repo');
    const authorize = s.rec.requests.find((r) => r.path.startsWith('/auth/oauth/authorize/github'))!;
    expect(authorize).toBeDefined();
    // The callback went back to the page that started the link.
    expect(s.navigations).toEqual(['http://localhost:3000/account?section=connected-accounts']);
    const providers = await s.user.listOAuthProviders();
    expect(providers.map(({ type, providerConfigId, email, allowSignIn, allowConnectedAccounts, userId }) => ({ type, providerConfigId, email, allowSignIn, allowConnectedAccounts, userId }))).toEqual([
      { type: 'github', providerConfigId: 'github', email: githubEmail, allowSignIn: true, allowConnectedAccounts: true, userId: s.user.id },
    ]);
    expect(await s.user.getOAuthProvider(providers[0]!.id)).toMatchObject({ type: 'github' });
    expect(await s.user.getOAuthProvider('nope')).toBeNull();
    const connections = await s.user.listConnectedAccounts();
    expect(connections.map(({ id, provider, providerAccountId }) => ({ id, provider, providerAccountId }))).toEqual([
      { id: 'github', provider: 'github', providerAccountId: FakeGitHub.accountId(githubEmail) },
    ]);
    // The signed-in user is the same person, now with the linked account in oauthProviders.
    const user = await s.app.getUser();
    expect(user?.id).toBe(s.user.id);
    expect(user?.oauthProviders).toEqual([{ id: 'github' }]);
  });

  it('the authorize request carries type=link, the access token and provider_scope', async () => {
    const s = await signedIn();
    const requests: string[] = [];
    const spyApp = makeApp(emu, {
      fetch: async (input, init) => {
        requests.push(String(input));
        return fetch(input, init);
      },
      redirectMethod: { navigate: (url) => s.navigations.push(url) },
    });
    await spyApp.signInWithCredential({ email: s.user.primaryEmail!, password: PASSWORD, noRedirect: true });
    const user = (await spyApp.getUser())!;
    page.history.replaceState({}, '', '/account');
    await user.linkConnectedAccount('github', { scopes: ['repo', 'read:org'] });
    const q = Object.fromEntries(new URL(requests.find((u) => u.includes('/auth/oauth/authorize/github'))!).searchParams);
    expect(q).toMatchObject({ type: 'link', provider_scope: 'repo read:org', after_callback_redirect_url: 'http://localhost:3000/account', stack_response_mode: 'json' });
    expect(q.token).toMatch(/^ey/);
  });

  it('unlink (delete) refreshes the cached list for every subscriber and the user', async () => {
    const s = await signedIn();
    await linkGitHub(s, uniqueEmail('gh-unlink'));
    const cache = s.user.oauthProvidersCache();
    const seen: OAuthProvider[][] = [];
    const unsubscribe = cache.subscribe((value) => seen.push(value));
    const [account] = await s.user.listOAuthProviders();
    await account!.delete();
    expect(seen.at(-1)).toEqual([]);
    expect(s.user.connectedAccountsCache().peek()?.value ?? []).toEqual([]);
    expect((await s.app.getUser())?.oauthProviders).toEqual([]);
    unsubscribe();
  });

  it('update(allowConnectedAccounts: false) takes it out of the connected accounts', async () => {
    const s = await signedIn();
    await linkGitHub(s, uniqueEmail('gh-update'));
    expect(await s.user.listConnectedAccounts()).toHaveLength(1);
    const [account] = await s.user.listOAuthProviders();
    expect(await account!.update({ allowConnectedAccounts: false })).toEqual({ status: 'ok', data: undefined });
    expect(s.user.connectedAccountsCache().peek()?.value).toEqual([]);
    expect((await s.user.listOAuthProviders())[0]!.allowConnectedAccounts).toBe(false);
    expect(await s.user.getConnectedAccount('github')).toBeNull();
  });
});

describe('provider access tokens', () => {
  it('getConnectedAccount: a token for granted scopes; null for missing scopes or no connection', async () => {
    const s = await signedIn();
    expect(await s.user.getConnectedAccount('github')).toBeNull();
    expect(await s.user.listConnectedAccounts()).toEqual([]);
    const githubEmail = uniqueEmail('gh-token');
    await linkGitHub(s, githubEmail, ['repo']);
    const connection = await s.user.getConnectedAccount('github', { scopes: ['repo'] });
    expect(connection).not.toBeNull();
    expect(connection!.id).toBe('github');
    const { accessToken } = await connection!.getAccessToken();
    expect(fake.accessTokens.get(accessToken)).toBe(githubEmail);
    expect((await connection!.getAccessToken()).accessToken).toBe(accessToken);
    expect(await s.user.getConnectedAccount('github', { scopes: ['admin:org'] })).toBeNull();
    expect(await s.user.getConnectedAccount('github', { scopes: ['admin:org'], or: 'return-null' })).toBeNull();
    await expect(s.user.getConnectedAccount('github', { scopes: ['admin:org'], or: 'throw' })).rejects.toBeInstanceOf(KnownErrors.OauthConnectionDoesNotHaveRequiredScope);
    const body = s.rec.requests.filter((r) => r.path === '/connected-accounts/me/github/access-token').map((r) => JSON.parse(r.body!));
    expect(body).toContainEqual({ scope: 'repo' });
    expect(body).toContainEqual({ scope: 'admin:org' });
  });

  it("or: 'redirect' sends the user to link with the missing scopes", async () => {
    const s = await signedIn();
    page.history.replaceState({}, '', '/needs-repo');
    void s.user.getConnectedAccount('github', { scopes: ['repo'], or: 'redirect' });
    await expect.poll(() => s.navigations.length).toBe(1);
    const authorize = s.rec.requests.find((r) => r.path.startsWith('/auth/oauth/authorize/github'));
    expect(authorize).toBeDefined();
    expect(new URL(s.navigations[0]!).searchParams.get('scope')).toBe('user:email repo');
  });

  it('OAuthConnection.getAccessToken gives Results; getConnectedAccount({provider, providerAccountId}) finds one', async () => {
    const s = await signedIn();
    const githubEmail = uniqueEmail('gh-result');
    await linkGitHub(s, githubEmail);
    const [connection] = await s.user.listConnectedAccounts();
    const ok = await connection!.getAccessToken();
    expect(ok.status).toBe('ok');
    const missing = await connection!.getAccessToken({ scopes: ['repo'] });
    expect(missing.status).toBe('error');
    expect(missing.status === 'error' && missing.error).toBeInstanceOf(KnownErrors.OauthConnectionDoesNotHaveRequiredScope);
    const byAccount = s.rec.requests.find((r) => r.path === `/connected-accounts/me/github/${FakeGitHub.accountId(githubEmail)}/access-token`);
    expect(byAccount).toBeDefined();
    expect(await s.user.getConnectedAccount({ provider: 'github', providerAccountId: FakeGitHub.accountId(githubEmail) })).toBe(connection);
    expect(await s.user.getConnectedAccount({ provider: 'github', providerAccountId: '0' })).toBeNull();
    expect(await s.user.getOrLinkConnectedAccount('github')).toBe(connection);
  });

  it('errors that are not "no token" are thrown: unknown provider, extra scopes on a shared provider', async () => {
    const s = await signedIn();
    // A shared provider is the emulator's mock in development mode, whose tokens are handed out: not connected yet.
    expect(await s.user.getConnectedAccount('google')).toBeNull();
    await expect(s.user.getConnectedAccount('spotify')).rejects.toBeInstanceOf(KnownErrors.OauthProviderNotFoundOrNotEnabled);
    // Extra scopes need the project's own keys: linking a shared provider with scopes is refused before leaving.
    await expect(s.user.linkConnectedAccount('google', { scopes: ['drive'] })).rejects.toBeInstanceOf(KnownErrors.OauthExtraScopeNotAvailableWithSharedOauthKeys);
    expect(s.navigations).toEqual([]);
  });
});
