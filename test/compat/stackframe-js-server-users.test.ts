// The official @stackframe/js StackServerApp (unmodified) against the emulator: a backend creates, lists,
// reads, updates and deletes users, makes and revokes sessions, manages a user's contact channels,
// notification categories and OAuth links, and resolves API keys to their owners.
import { StackClientApp } from '@stackframe/js';
import { KnownErrors } from '@stackframe/stack-shared';
import { describe, expect, it } from 'vitest';
import { useEmulator } from '../support/emulator';
import { officialServerApp, officialSignedUp } from '../support/official-client';
import { uniqueEmail } from '../support/unique-email';
import { useFetchRecorder } from './fetch-recorder';

const emu = useEmulator({
  project: {
    displayName: 'compat server users',
    config: { allow_user_api_keys: true, allow_team_api_keys: true, oauth_providers: [{ provider_config_id: 'github', id: 'github', type: 'shared' }] },
  },
});
const recorder = useFetchRecorder(emu);
const why = recorder.why;
const PASSWORD = 'correct-horse-battery-1';

describe('official server app: users', () => {
  it('createUser, getUser, update, setServerMetadata, delete', async () => {
    const server = officialServerApp(emu);
    const email = uniqueEmail('compat-created');
    const user = await server.createUser({
      primaryEmail: email,
      primaryEmailAuthEnabled: true,
      primaryEmailVerified: true,
      password: PASSWORD,
      displayName: 'Official',
      serverMetadata: { tier: 'gold' },
      clientReadOnlyMetadata: { seats: 3 },
    });
    const post = recorder.find('POST', '/api/v1/users').at(-1);
    expect(post?.status, why()).toBe(201);
    expect(JSON.parse(post?.requestBody ?? '{}')).toEqual({
      primary_email: email,
      password: PASSWORD,
      primary_email_auth_enabled: true,
      display_name: 'Official',
      primary_email_verified: true,
      server_metadata: { tier: 'gold' },
      client_read_only_metadata: { seats: 3 },
    });
    expect(user).toMatchObject({ primaryEmail: email, primaryEmailVerified: true, displayName: 'Official', hasPassword: true, serverMetadata: { tier: 'gold' } });
    expect(user.riskScores).toEqual({ signUp: { bot: 0, freeTrialAbuse: 0 } });

    // The created user signs in with the official client.
    const client = new StackClientApp({ projectId: emu.project.id, publishableClientKey: emu.project.publishableClientKey, baseUrl: emu.url, tokenStore: 'memory' });
    expect((await client.signInWithCredential({ email, password: PASSWORD, noRedirect: true })).status, why()).toBe('ok');

    await user.update({ displayName: 'Renamed', clientMetadata: { lang: 'fr' } });
    await user.setServerMetadata({ tier: 'platinum' });
    const read = await server.getUser(user.id);
    expect(read, why()).toMatchObject({ displayName: 'Renamed', clientMetadata: { lang: 'fr' }, serverMetadata: { tier: 'platinum' } });

    await user.delete();
    expect(await server.getUser(user.id), why()).toBeNull();
  });

  it('createUser meets USER_EMAIL_ALREADY_EXISTS as a typed error', async () => {
    const server = officialServerApp(emu);
    const email = uniqueEmail('compat-dup');
    await server.createUser({ primaryEmail: email, primaryEmailAuthEnabled: true });
    await expect(server.createUser({ primaryEmail: email, primaryEmailAuthEnabled: true })).rejects.toBeInstanceOf(KnownErrors.UserWithEmailAlreadyExists);
  });

  it('listUsers pages with limit and nextCursor, and searches with query', async () => {
    const server = officialServerApp(emu);
    const tag = uniqueEmail('lst').split('@')[0]!;
    const ids: string[] = [];
    for (const n of [1, 2, 3]) ids.push((await server.createUser({ displayName: `${tag} number ${n}`, primaryEmail: uniqueEmail(`${tag}-${n}`) })).id);
    const all = await server.listUsers({ query: tag });
    expect(all.map((u) => u.id).sort(), why()).toEqual([...ids].sort());
    expect(all.nextCursor).toBeNull();
    const order = all.map((u) => u.id);

    const first = await server.listUsers({ query: tag, limit: 2, orderBy: 'signedUpAt' });
    expect(first.map((u) => u.id), why()).toEqual(order.slice(0, 2));
    expect(first.nextCursor).toBe(order[2]);
    const second = await server.listUsers({ query: tag, limit: 2, cursor: first.nextCursor! });
    expect(second.map((u) => u.id), why()).toEqual(order.slice(2));
    expect(second.nextCursor).toBeNull();
    expect((await server.listUsers({ query: tag, desc: true })).map((u) => u.id)).toEqual([...order].reverse());
    expect((await server.listUsers({ query: `${tag} NUMBER 2` })).map((u) => u.displayName), why()).toEqual([`${tag} number 2`]);
  });
});

describe('official server app: sessions', () => {
  it('createSession hands out tokens an official client signs in with; getActiveSessions and revokeSession', async () => {
    const server = officialServerApp(emu);
    const { email, user: current } = await officialSignedUp(emu, 'compat-sessions', PASSWORD);
    const user = (await server.getUser(current.id))!;
    const tokens = await (await user.createSession({})).getTokens();
    const body = JSON.parse(recorder.find('POST', '/api/v1/auth/sessions').at(-1)?.requestBody ?? '{}');
    expect(body, why()).toEqual({ user_id: user.id, expires_in_millis: 31_536_000_000, is_impersonation: false });

    const impersonating = new StackClientApp({
      projectId: emu.project.id,
      publishableClientKey: emu.project.publishableClientKey,
      baseUrl: emu.url,
      tokenStore: { accessToken: tokens.accessToken!, refreshToken: tokens.refreshToken! },
    });
    expect((await impersonating.getUser())?.primaryEmail, why()).toBe(email);

    const sessions = await user.getActiveSessions();
    expect(sessions, why()).toHaveLength(2);
    const newest = sessions[0]!;
    await user.revokeSession(newest.id);
    expect(recorder.find('DELETE', `/api/v1/auth/sessions/${newest.id}`).at(-1)?.status, why()).toBe(200);
    expect((await user.getActiveSessions()).map((s) => s.id), why()).toEqual([sessions[1]!.id]);
  });
});

describe('official server app: contact channels, notifications, OAuth links', () => {
  it("manages a user's contact channels", async () => {
    const server = officialServerApp(emu);
    const user = await server.createUser({ primaryEmail: uniqueEmail('cc-primary') });
    const extra = uniqueEmail('cc-extra');
    const channel = await user.createContactChannel({ type: 'email', value: extra, usedForAuth: false, isVerified: true });
    expect(channel, why()).toMatchObject({ value: extra, isVerified: true, isPrimary: false, usedForAuth: false });
    expect((await user.listContactChannels()).map((c) => c.value), why()).toContain(extra);
    await channel.update({ isPrimary: true });
    expect((await server.getUser(user.id))?.primaryEmail, why()).toBe(extra);
    await channel.delete();
    expect((await user.listContactChannels()).map((c) => c.value), why()).not.toContain(extra);
    const unverified = (await user.listContactChannels())[0]!;
    await unverified.sendVerificationEmail({ callbackUrl: 'http://localhost:3000/handler/email-verification' });
    expect((await emu.mailbox(unverified.value)).some((m) => m.subject.startsWith('Verify your email')), why()).toBe(true);
  });

  it("reads and sets a user's notification categories", async () => {
    const server = officialServerApp(emu);
    const user = await server.createUser({ displayName: 'Notified' });
    const categories = await user.listNotificationCategories();
    expect(categories.map((c) => [c.name, c.enabled]), why()).toEqual([['Transactional', true], ['Marketing', true]]);
    await categories[1]!.setEnabled(false);
    expect((await user.listNotificationCategories()).map((c) => c.enabled), why()).toEqual([true, false]);
  });

  it('createOAuthProvider, listOAuthProviders, update, delete; a taken account id is an error Result', async () => {
    const server = officialServerApp(emu);
    const user = await server.createUser({ displayName: 'Linked' });
    const created = await server.createOAuthProvider({ userId: user.id, providerConfigId: 'github', accountId: 'compat-1', email: 'c1@example.com', allowSignIn: true, allowConnectedAccounts: true });
    expect(created.status, why()).toBe('ok');
    const [provider] = await user.listOAuthProviders();
    expect(provider, why()).toMatchObject({ type: 'github', userId: user.id, accountId: 'compat-1', email: 'c1@example.com', allowSignIn: true });
    expect((await provider!.update({ allowSignIn: false })).status, why()).toBe('ok');
    expect((await user.getOAuthProvider(provider!.id))?.allowSignIn).toBe(false);
    const other = await server.createUser({});
    const taken = await server.createOAuthProvider({ userId: other.id, providerConfigId: 'github', accountId: 'compat-1', email: 'c2@example.com', allowSignIn: true, allowConnectedAccounts: true });
    expect(taken.status === 'error' && taken.error, why()).toBeInstanceOf(KnownErrors.OAuthProviderAccountIdAlreadyUsedForSignIn);
    await provider!.delete();
    expect(await user.listOAuthProviders(), why()).toEqual([]);
  });
});

describe('official server app: API keys', () => {
  it('getUser({ apiKey }) and getTeam({ apiKey }) resolve valid keys and give null otherwise', async () => {
    const server = officialServerApp(emu);
    const user = await server.createUser({ displayName: 'Key holder' });
    const key = await user.createApiKey({ description: 'compat', expiresAt: null });
    expect((await server.getUser({ apiKey: key.value }))?.id, why()).toBe(user.id);
    expect(await server.getUser({ apiKey: 'sk_not-a-real-key' }), why()).toBeNull();
    const team = await server.createTeam({ displayName: 'Keyed', creatorUserId: user.id });
    const teamKey = await team.createApiKey({ description: 'team compat', expiresAt: null });
    expect((await server.getTeam({ apiKey: teamKey.value }))?.id, why()).toBe(team.id);
    expect(await server.getUser({ apiKey: teamKey.value }), why()).toBeNull();
    await key.revoke();
    expect(await server.getUser({ apiKey: key.value }), why()).toBeNull();
  });
});
