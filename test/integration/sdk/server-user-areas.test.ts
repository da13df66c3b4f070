// The per-area methods of a server user against the emulator over HTTP (PROTOCOL.md §5.10, §5.22-§5.24,
// §5.11): contact channels (with is_verified), notification categories, OAuth links (createOAuthProvider),
// connected accounts with a real provider token from a fake GitHub, and the user's teams.
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StackServerApp } from '../../../src/core/apps/server/server-app';
import { StackHttpError } from '../../../src/core/http/errors';
import type { ProviderEndpointOverrides } from '../../../emulator/oauth/inner-client';
import { KnownErrors } from '../../../src/protocol/errors';
import { useEmulator } from '../../support/emulator';
import { FAKE_GITHUB_CLIENT, FakeGitHub } from '../../support/fake-github';
import { makeApp, PASSWORD, recordingFetch, uniqueEmail } from './helpers';

const GITHUB = { provider_config_id: 'github', id: 'github', type: 'standard', ...FAKE_GITHUB_CLIENT };
const VERIFY_URL = 'http://localhost:3000/handler/email-verification';
const MARKETING = '4f6f8873-3d04-46bd-8bef-18338b1a1b4c';

const fake = new FakeGitHub();
const endpoints: ProviderEndpointOverrides = {};
beforeAll(async () => {
  await fake.start();
  endpoints.github = fake.endpoints();
});
afterAll(() => fake.stop());
const emu = useEmulator({ oauthProviderEndpoints: endpoints, project: { config: { oauth_providers: [GITHUB] } } });

function server() {
  const rec = recordingFetch();
  const app = new StackServerApp({
    projectId: emu.project.id,
    secretServerKey: emu.project.secretServerKey,
    baseUrl: emu.url,
    redirectMethod: 'none',
    urls: { emailVerification: VERIFY_URL },
    fetch: rec.fetch,
  });
  return { app, rec };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

/** A password user signed up through the client SDK, and the same user seen by the server app. */
async function signedUp(app: StackServerApp) {
  const email = uniqueEmail('areas');
  const client = makeApp(emu);
  await client.signUpWithCredential({ email, password: PASSWORD, noRedirect: true });
  const current = (await client.getUser())!;
  return { email, client, current, user: (await app.getUser(current.id))! };
}

/** Links GitHub to the signed-in client through authorize type=link (PKCE), approving `githubEmail`. */
async function linkGitHub(accessToken: string, githubEmail: string): Promise<void> {
  const verifier = randomBytes(32).toString('base64url');
  const params = new URLSearchParams({
    client_id: emu.project.id, client_secret: emu.project.publishableClientKey, redirect_uri: 'http://localhost:3000/handler/oauth-callback',
    scope: 'legacy', state: 'st', grant_type: 'authorization_code', code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256', response_type: 'code', stack_response_mode: 'json', type: 'link', token: accessToken,
  });
  const authorized = await fetch(`${emu.url}/api/v1/auth/oauth/authorize/github?${params}`);
  const location = ((await authorized.json()) as { location: string }).location;
  fake.nextEmail = githubEmail;
  const atProvider = await fetch(location, { redirect: 'manual' });
  const callback = await fetch(atProvider.headers.get('location')!, { redirect: 'manual' });
  expect(callback.status).toBe(303);
}

describe('contact channels of a server user', () => {
  it('creates a verified channel, lists, updates (primary, unverify) and deletes', async () => {
    const { app, rec } = server();
    const { user, email } = await signedUp(app);
    const second = uniqueEmail('second');
    rec.clear();
    const channel = await user.createContactChannel({ value: second, usedForAuth: false, isVerified: true });
    expect(JSON.parse(rec.requests[0]?.body ?? '{}')).toEqual({ user_id: user.id, type: 'email', value: second, used_for_auth: false, is_verified: true });
    expect(channel).toMatchObject({ value: second, isVerified: true, isPrimary: false, usedForAuth: false });
    expect((await user.listContactChannels()).map((c) => [c.value, c.isPrimary])).toEqual([[email, true], [second, false]]);

    rec.clear();
    await channel.update({ isPrimary: true, usedForAuth: true, isVerified: false });
    expect([rec.requests[0]?.method, rec.requests[0]?.path]).toEqual(['PATCH', `/contact-channels/${user.id}/${channel.id}`]);
    expect(JSON.parse(rec.requests[0]?.body ?? '{}')).toEqual({ used_for_auth: true, is_primary: true, is_verified: false });
    expect(await app.getUser(user.id)).toMatchObject({ primaryEmail: second, primaryEmailVerified: false });

    await channel.delete();
    expect((await user.listContactChannels()).map((c) => c.value)).toEqual([email]);
    expect(await app.getUser(user.id)).toMatchObject({ primaryEmail: null });
  });

  it('sends a verification mail to the default callback; EMAIL_ALREADY_VERIFIED, REDIRECT_URL_NOT_WHITELISTED, taken addresses', async () => {
    const { app } = server();
    const { user, email } = await signedUp(app);
    const [primary] = await user.listContactChannels();
    await primary!.sendVerificationEmail();
    const mail = (await emu.mailbox(email)).filter((m) => m.subject.startsWith('Verify your email')).at(-1);
    expect(mail?.text).toContain(`${VERIFY_URL}?code=`);
    expect(await rejection(primary!.sendVerificationEmail({ callbackUrl: 'https://evil.example.com/verify' }))).toBeInstanceOf(KnownErrors.RedirectUrlNotWhitelisted);
    const verified = await user.createContactChannel({ value: uniqueEmail('ok'), usedForAuth: false, isVerified: true });
    expect(await rejection(verified.sendVerificationEmail())).toBeInstanceOf(KnownErrors.EmailAlreadyVerified);

    const other = await signedUp(app);
    const taken = await rejection(other.user.createContactChannel({ value: email, usedForAuth: true }));
    expect(taken).toBeInstanceOf(KnownErrors.ContactChannelAlreadyUsedForAuthBySomeoneElse);
    const deleted = await app.createUser({});
    await deleted.delete();
    expect(await rejection(deleted.createContactChannel({ value: uniqueEmail(), usedForAuth: false }))).toBeInstanceOf(KnownErrors.UserIdDoesNotExist);
  });
});

describe('notification categories of a server user', () => {
  it('lists both categories and sets one; the user sees the change; USER_NOT_FOUND for a deleted user', async () => {
    const { app, rec } = server();
    const { user, current } = await signedUp(app);
    const categories = await user.listNotificationCategories();
    expect(categories.map((c) => [c.name, c.enabled, c.canDisable])).toEqual([['Transactional', true, false], ['Marketing', true, true]]);
    rec.clear();
    await categories[1]!.setEnabled(false);
    expect(rec.requests.map((r) => [r.method, r.path, JSON.parse(r.body ?? 'null')])).toEqual([
      ['PATCH', `/emails/notification-preference/${user.id}/${MARKETING}`, { enabled: false }],
    ]);
    expect((await current.listNotificationCategories()).map((c) => c.enabled)).toEqual([true, false]);
    await user.delete();
    expect(await rejection(user.listNotificationCategories())).toBeInstanceOf(KnownErrors.UserNotFound);
  });
});

describe('OAuth links and connected accounts of a server user', () => {
  it('createOAuthProvider links an account; update and delete it; a taken account id is an error Result', async () => {
    const { app, rec } = server();
    const { user } = await signedUp(app);
    rec.clear();
    const created = await app.createOAuthProvider({ userId: user.id, providerConfigId: 'github', accountId: 'acct-1', email: 'a1@example.com', allowSignIn: true, allowConnectedAccounts: false });
    expect(JSON.parse(rec.requests[0]?.body ?? '{}')).toEqual({ user_id: user.id, provider_config_id: 'github', account_id: 'acct-1', allow_sign_in: true, allow_connected_accounts: false, email: 'a1@example.com' });
    if (created.status !== 'ok') throw new Error('expected ok');
    expect(created.data).toMatchObject({ userId: user.id, type: 'github', accountId: 'acct-1', email: 'a1@example.com', allowSignIn: true, allowConnectedAccounts: false });

    const linked = (await user.getOAuthProvider(created.data.id))!;
    expect((await linked.update({ accountId: 'acct-2', allowConnectedAccounts: true })).status).toBe('ok');
    expect(await user.getOAuthProvider(created.data.id)).toMatchObject({ accountId: 'acct-2', allowConnectedAccounts: true });
    expect((await user.listConnectedAccounts()).map((c) => [c.provider, c.providerAccountId])).toEqual([['github', 'acct-2']]);

    const other = await app.createUser({});
    const taken = await app.createOAuthProvider({ userId: other.id, providerConfigId: 'github', accountId: 'acct-2', email: 'x@example.com', allowSignIn: true, allowConnectedAccounts: true });
    expect(taken.status === 'error' && taken.error).toBeInstanceOf(KnownErrors.OauthProviderAccountIdAlreadyUsedForSignIn);
    const mine = (await other.listOAuthProviders())[0];
    expect(mine).toBeUndefined();

    await linked.delete();
    expect(await user.listOAuthProviders()).toEqual([]);
    expect(await user.getOAuthProvider(created.data.id)).toBeNull();
    const gone = await rejection(linked.delete());
    expect([(gone as StackHttpError).status, (gone as StackHttpError).body]).toEqual([404, `OAuth provider ${created.data.id} for user ${user.id} not found`]);
  });

  it("hands out the provider's access token of a linked account; no token is an error Result or null", async () => {
    const { app, rec } = server();
    const { user, client } = await signedUp(app);
    const githubEmail = uniqueEmail('gh');
    await linkGitHub((await client.getAuthJson()).accessToken!, githubEmail);
    const [connection] = await user.listConnectedAccounts();
    expect(connection).toMatchObject({ id: 'github', provider: 'github', providerAccountId: FakeGitHub.accountId(githubEmail) });
    rec.clear();
    const token = await connection!.getAccessToken();
    expect(rec.requests.map((r) => [r.method, r.path, r.status])).toEqual([
      ['POST', `/connected-accounts/${user.id}/github/${encodeURIComponent(FakeGitHub.accountId(githubEmail))}/access-token`, 201],
    ]);
    if (token.status !== 'ok') throw new Error('expected a token');
    expect(fake.accessTokens.get(token.data.accessToken)).toBe(githubEmail);

    const byAccount = await user.getConnectedAccount({ provider: 'github', providerAccountId: FakeGitHub.accountId(githubEmail) });
    expect(byAccount?.providerAccountId).toBe(FakeGitHub.accountId(githubEmail));
    expect(await user.getConnectedAccount({ provider: 'github', providerAccountId: 'someone-else' })).toBeNull();
    expect((await (await user.getConnectedAccount('github'))!.getAccessToken()).accessToken).toBe(token.data.accessToken);

    const unscoped = await connection!.getAccessToken({ scopes: ['admin:org'] });
    expect(unscoped.status === 'error' && unscoped.error).toBeInstanceOf(KnownErrors.OauthConnectionDoesNotHaveRequiredScope);
    const bare = await app.createUser({});
    expect(await bare.getConnectedAccount('github')).toBeNull();
    expect(await rejection(bare.getConnectedAccount('github', { or: 'throw' }))).toBeInstanceOf(KnownErrors.OauthConnectionNotConnectedToUser);
    expect(await rejection(bare.getConnectedAccount('gitlab'))).toBeInstanceOf(KnownErrors.OauthProviderNotFoundOrNotEnabled);
  });
});

describe('teams of a server user', () => {
  it('createTeam makes the user its creator and selects it; setSelectedTeam; getTeam only finds their teams', async () => {
    const { app } = server();
    const user = await app.createUser({ displayName: 'Team maker' });
    const team = await user.createTeam({ displayName: 'Made for them' });
    const read = (await app.getUser(user.id))!;
    expect(read.selectedTeam).toMatchObject({ id: team.id, displayName: 'Made for them' });
    expect(await read.hasPermission(team, '$update_team')).toBe(true);
    expect((await user.getTeam(team.id))?.id).toBe(team.id);
    const foreign = await app.createTeam({ displayName: 'Foreign' });
    expect(await user.getTeam(foreign.id)).toBeNull();
    expect(await rejection(user.setSelectedTeam(foreign))).toBeInstanceOf(KnownErrors.TeamMembershipNotFound);
    await user.setSelectedTeam(null);
    expect((await app.getUser(user.id))!.selectedTeam).toBeNull();
  });
});
