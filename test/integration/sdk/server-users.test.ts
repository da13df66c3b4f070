// StackServerApp users (PROTOCOL.md §5.9, §5.17) against the emulator over HTTP: createUser, listUsers with
// cursor pages, getUser by id and by API key, getTeam by API key, the server user's update / setters /
// delete, and the documented errors as a backend meets them.
import { describe, expect, it } from 'vitest';
import { StackHttpError } from '../../../src/core/http/errors';
import { KnownErrors } from '../../../src/protocol/errors';
import { useEmulator } from '../../support/emulator';
import { makeApp, makeServerApp, PASSWORD, recordingFetch, uniqueEmail } from './helpers';

const emu = useEmulator({ project: { config: { allow_user_api_keys: true, allow_team_api_keys: true } } });
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

function server() {
  const rec = recordingFetch();
  return { app: makeServerApp(emu, { fetch: rec.fetch }), rec };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

async function textError(promise: Promise<unknown>): Promise<[number, string]> {
  const error = await rejection(promise);
  expect(error).toBeInstanceOf(StackHttpError);
  return [(error as StackHttpError).status, (error as StackHttpError).body];
}

describe('StackServerApp.createUser', () => {
  it('sends every given field in snake_case and answers the server user', async () => {
    const { app, rec } = server();
    const email = uniqueEmail('created');
    const user = await app.createUser({
      primaryEmail: email,
      primaryEmailVerified: true,
      primaryEmailAuthEnabled: true,
      password: PASSWORD,
      displayName: 'Created',
      profileImageUrl: 'https://example.com/me.png',
      clientMetadata: { theme: 'dark' },
      clientReadOnlyMetadata: { plan: 'pro' },
      serverMetadata: { crm: 42 },
      totpMultiFactorSecret: new Uint8Array([1, 2, 3, 4, 5]),
      countryCode: 'fr',
      riskScores: { signUp: { bot: 5, freeTrialAbuse: 6 } },
      restrictedByAdmin: true,
      restrictedByAdminReason: 'pending review',
      restrictedByAdminPrivateDetails: 'manual',
    });
    const post = rec.requests.find((r) => r.method === 'POST' && r.path === '/users');
    expect([post?.status, post?.accessType]).toEqual([201, 'server']);
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      display_name: 'Created',
      primary_email: email,
      primary_email_verified: true,
      primary_email_auth_enabled: true,
      password: PASSWORD,
      profile_image_url: 'https://example.com/me.png',
      client_metadata: { theme: 'dark' },
      client_read_only_metadata: { plan: 'pro' },
      server_metadata: { crm: 42 },
      totp_secret_base64: 'AQIDBAU=',
      country_code: 'fr',
      risk_scores: { sign_up: { bot: 5, free_trial_abuse: 6 } },
      restricted_by_admin: true,
      restricted_by_admin_reason: 'pending review',
      restricted_by_admin_private_details: 'manual',
    });
    expect(user).toMatchObject({
      primaryEmail: email,
      primaryEmailVerified: true,
      displayName: 'Created',
      hasPassword: true,
      isMultiFactorRequired: true,
      serverMetadata: { crm: 42 },
      clientReadOnlyMetadata: { plan: 'pro' },
      countryCode: 'FR',
      riskScores: { signUp: { bot: 5, freeTrialAbuse: 6 } },
      isRestricted: true,
      restrictedReason: { type: 'restricted_by_administrator' },
      restrictedByAdmin: true,
      restrictedByAdminReason: 'pending review',
      restrictedByAdminPrivateDetails: 'manual',
    });
    expect(user.lastActiveAt).toBeInstanceOf(Date);
    // The same user comes back by id.
    expect((await app.getUser(user.id))?.primaryEmail).toBe(email);
  });

  it('creates anonymous users and linked OAuth accounts; `{}` makes a bare user', async () => {
    const project = await emu.createProject({ config: { oauth_providers: [{ provider_config_id: 'github', id: 'github', type: 'shared' }] } });
    const app = makeServerApp({ url: emu.url, project });
    const bare = await app.createUser();
    expect(bare).toMatchObject({ primaryEmail: null, hasPassword: false, isAnonymous: false, oauthProviders: [] });
    expect((await app.createUser({ isAnonymous: true })).isAnonymous).toBe(true);
    const linked = await app.createUser({ oauthProviders: [{ id: 'github', accountId: 'gh-7', email: 'gh7@example.com' }] });
    expect(linked.oauthProviders).toEqual([{ id: 'github' }]);
    expect((await linked.listOAuthProviders()).map((p) => [p.providerConfigId, p.accountId, p.email])).toEqual([['github', 'gh-7', 'gh7@example.com']]);
  });

  it('USER_EMAIL_ALREADY_EXISTS, SCHEMA_ERROR and the text 400s reject the promise', async () => {
    const { app } = server();
    const email = uniqueEmail('taken');
    await app.createUser({ primaryEmail: email, primaryEmailAuthEnabled: true });
    const taken = await rejection(app.createUser({ primaryEmail: email, primaryEmailAuthEnabled: true }));
    expect(taken).toBeInstanceOf(KnownErrors.UserEmailAlreadyExists);
    expect(await rejection(app.createUser({ primaryEmail: 'not an email' }))).toBeInstanceOf(KnownErrors.SchemaError);
    expect(await textError(app.createUser({ otpAuthEnabled: true }))).toEqual([400, 'OTP auth not enabled in the project']);
    expect(await textError(app.createUser({ primaryEmailVerified: true }))).toEqual([400, 'primary_email_verified cannot be true without primary_email']);
  });
});

describe('StackServerApp.listUsers', () => {
  it('pages with limit and nextCursor, in either order, and filters by query and team', async () => {
    const project = await emu.createProject();
    const rec = recordingFetch();
    const app = makeServerApp({ url: emu.url, project }, { fetch: rec.fetch });
    const tag = uniqueEmail('pg').split('@')[0]!;
    const created = [];
    for (const name of ['One', 'Two', 'Three']) created.push(await app.createUser({ displayName: `${name} ${tag}` }));
    const all = await app.listUsers();
    const order = all.map((u) => u.id);
    expect([...order].sort()).toEqual(created.map((u) => u.id).sort());
    expect(all.nextCursor).toBeNull();

    rec.clear();
    const first = await app.listUsers({ limit: 2, orderBy: 'signedUpAt' });
    expect(rec.requests[0]?.search).toBe('?limit=2&order_by=signed_up_at');
    expect(first.map((u) => u.id)).toEqual(order.slice(0, 2));
    expect(first.nextCursor).toBe(order[2]);
    const second = await app.listUsers({ limit: 2, cursor: first.nextCursor! });
    expect(second.map((u) => u.id)).toEqual(order.slice(2));
    expect(second.nextCursor).toBeNull();
    expect((await app.listUsers({ desc: true })).map((u) => u.id)).toEqual([...order].reverse());

    expect((await app.listUsers({ query: `TWO ${tag}`.toLowerCase() })).map((u) => u.displayName)).toEqual([`Two ${tag}`]);
    const team = await app.createTeam({ displayName: 'Listed', creatorUserId: created[1]!.id });
    expect((await app.listUsers({ teamId: team.id })).map((u) => u.id)).toEqual([created[1]!.id]);
  });

  it('anonymous users only when asked; bad options are SCHEMA_ERROR and the documented text', async () => {
    const project = await emu.createProject();
    const app = makeServerApp({ url: emu.url, project });
    const plain = await app.createUser({ displayName: 'Plain' });
    const anonymous = await app.createUser({ isAnonymous: true });
    expect((await app.listUsers()).map((u) => u.id)).toEqual([plain.id]);
    expect((await app.listUsers({ includeAnonymous: true, onlyAnonymous: true })).map((u) => u.id)).toEqual([anonymous.id]);
    expect(await textError(app.listUsers({ onlyAnonymous: true }))).toEqual([400, 'only_anonymous=true requires include_anonymous=true']);
    const error = await rejection(app.listUsers({ limit: 0 }));
    expect(error).toBeInstanceOf(KnownErrors.SchemaError);
    expect((error as Error).message).toContain('query.limit must be greater than or equal to 1');
    expect(await rejection(app.listUsers({ cursor: 'not-a-uuid' }))).toBeInstanceOf(KnownErrors.SchemaError);
  });
});

describe('the server user: update, setters, delete', () => {
  it('update sends every server field given and changes the user', async () => {
    const { app, rec } = server();
    const user = await app.createUser({ displayName: 'Before' });
    const team = await app.createTeam({ displayName: 'Selected', creatorUserId: user.id });
    const email = uniqueEmail('updated');
    rec.clear();
    await user.update({
      displayName: 'After',
      primaryEmail: email,
      primaryEmailVerified: true,
      primaryEmailAuthEnabled: true,
      password: PASSWORD,
      clientMetadata: { a: 1 },
      clientReadOnlyMetadata: { b: 2 },
      serverMetadata: { c: 3 },
      selectedTeamId: team.id,
      profileImageUrl: null,
      totpMultiFactorSecret: null,
      otpAuthEnabled: false,
      countryCode: null,
      riskScores: { signUp: { bot: 1, freeTrialAbuse: 2 } },
      restrictedByAdmin: false,
    });
    expect(JSON.parse(rec.requests[0]?.body ?? '{}')).toEqual({
      display_name: 'After',
      primary_email: email,
      primary_email_verified: true,
      primary_email_auth_enabled: true,
      password: PASSWORD,
      client_metadata: { a: 1 },
      client_read_only_metadata: { b: 2 },
      server_metadata: { c: 3 },
      selected_team_id: team.id,
      profile_image_url: null,
      totp_secret_base64: null,
      otp_auth_enabled: false,
      country_code: null,
      risk_scores: { sign_up: { bot: 1, free_trial_abuse: 2 } },
      restricted_by_admin: false,
    });
    expect([rec.requests[0]?.method, rec.requests[0]?.path]).toEqual(['PATCH', `/users/${user.id}`]);
    const read = await app.getUser(user.id);
    expect(read).toMatchObject({ displayName: 'After', primaryEmail: email, primaryEmailVerified: true, hasPassword: true, serverMetadata: { c: 3 } });
    expect(read?.selectedTeam?.id).toBe(team.id);
    // The address and password now sign in.
    const client = makeApp(emu);
    expect((await client.signInWithCredential({ email, password: PASSWORD, noRedirect: true })).status).toBe('ok');
  });

  it('the setters send one field each; setPassword ends the sessions', async () => {
    const { app, rec } = server();
    const email = uniqueEmail('setters');
    const user = await app.createUser({ primaryEmail: email, primaryEmailAuthEnabled: true, password: PASSWORD });
    const session = await user.createSession();
    rec.clear();
    await user.setDisplayName('Named');
    await user.setClientMetadata({ x: 1 });
    await user.setClientReadOnlyMetadata({ y: 2 });
    await user.setServerMetadata({ z: 3 });
    await user.setPrimaryEmail(email, { verified: true });
    await user.setPassword({ password: 'another-password-1' });
    expect(rec.requests.map((r) => JSON.parse(r.body ?? '{}'))).toEqual([
      { display_name: 'Named' },
      { client_metadata: { x: 1 } },
      { client_read_only_metadata: { y: 2 } },
      { server_metadata: { z: 3 } },
      { primary_email: email, primary_email_verified: true },
      { password: 'another-password-1' },
    ]);
    expect(await user.getActiveSessions()).toEqual([]);
    const { refreshToken } = await session.getTokens();
    const refreshed = await fetch(`${emu.url}/api/v1/auth/sessions/current/refresh`, {
      method: 'POST',
      headers: { 'x-stack-project-id': emu.project.id, 'x-stack-access-type': 'client', 'x-stack-refresh-token': refreshToken! },
    });
    expect([refreshed.status, refreshed.headers.get('x-stack-known-error')]).toEqual([401, 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED']);
    expect(await app.getUser(user.id)).toMatchObject({ displayName: 'Named', primaryEmailVerified: true, clientReadOnlyMetadata: { y: 2 } });
  });

  it('documented update errors: USER_EMAIL_ALREADY_EXISTS, TEAM_MEMBERSHIP_NOT_FOUND, USER_NOT_FOUND after delete', async () => {
    const { app } = server();
    const email = uniqueEmail('owner');
    await app.createUser({ primaryEmail: email, primaryEmailAuthEnabled: true });
    const user = await app.createUser({});
    expect(await rejection(user.update({ primaryEmail: email, primaryEmailAuthEnabled: true }))).toBeInstanceOf(KnownErrors.UserEmailAlreadyExists);
    const team = await app.createTeam({ displayName: 'Not theirs' });
    expect(await rejection(user.update({ selectedTeamId: team.id }))).toBeInstanceOf(KnownErrors.TeamMembershipNotFound);
    expect(await textError(user.update({ primaryEmailAuthEnabled: true }))).toEqual([400, 'primary_email_auth_enabled cannot be true without primary_email']);

    await user.delete();
    expect(await app.getUser(user.id)).toBeNull();
    expect(await rejection(user.update({ displayName: 'gone' }))).toBeInstanceOf(KnownErrors.UserNotFound);
    expect(await rejection(user.delete())).toBeInstanceOf(KnownErrors.UserNotFound);
    expect(await app.getUser(UNKNOWN_ID)).toBeNull();
  });
});

describe('getUser({ apiKey }) and getTeam({ apiKey })', () => {
  it('answer the owner of a valid key, and null for unknown, revoked, expired or other-type keys', async () => {
    const { app, rec } = server();
    const user = await app.createUser({ displayName: 'Key owner' });
    const key = await user.createApiKey({ description: 'ci', expiresAt: null });
    rec.clear();
    expect((await app.getUser({ apiKey: key.value }))?.id).toBe(user.id);
    expect(rec.requests.map((r) => [r.method, r.path, JSON.parse(r.body ?? 'null')])).toEqual([
      ['POST', '/user-api-keys/check', { api_key: key.value }],
      ['GET', `/users/${user.id}`, null],
    ]);
    expect(await app.getUser({ apiKey: 'sk_definitely-not-a-key' })).toBeNull();
    expect(await app.getTeam({ apiKey: key.value })).toBeNull();
    expect((await user.listApiKeys()).map((k) => [k.id, k.value.lastFour])).toEqual([[key.id, key.value.slice(-4)]]);
    await (await user.listApiKeys())[0]!.revoke();
    expect(await app.getUser({ apiKey: key.value })).toBeNull();
    const expired = await user.createApiKey({ description: 'old', expiresAt: new Date(Date.now() - 1000) });
    expect(await app.getUser({ apiKey: expired.value })).toBeNull();

    const team = await app.createTeam({ displayName: 'Keyed team', creatorUserId: user.id });
    const client = makeApp(emu);
    const memberEmail = uniqueEmail('team-key');
    await app.createUser({ primaryEmail: memberEmail, primaryEmailAuthEnabled: true, password: PASSWORD }).then((m) => team.addUser(m.id));
    const member = (await app.listUsers({ query: memberEmail }))[0]!;
    await member.grantPermission(team, '$manage_api_keys');
    await client.signInWithCredential({ email: memberEmail, password: PASSWORD, noRedirect: true });
    const clientTeam = (await (await client.getUser())!.listTeams()).find((t) => t.id === team.id)!;
    const teamKey = await clientTeam.createApiKey({ description: 'team', expiresAt: null });
    expect((await app.getTeam({ apiKey: teamKey.value }))?.displayName).toBe('Keyed team');
    expect(await app.getUser({ apiKey: teamKey.value })).toBeNull();
  });
});
