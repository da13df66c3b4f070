// StackAdminApp metrics (PROTOCOL.md §5.26) against the emulator, on a ManualClock: sign-ups on given
// days (password, magic-link code, OAuth, anonymous), sign-ins by method, activity from token
// refreshes, a team, and the numbers getMetrics, getMetricsUserCounts and getUserActivity report.
import { createHash, randomBytes } from 'node:crypto';
import { TOTP, Secret } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { StackAdminApp } from '../../../src/core/apps/admin/admin-app';
import type { ProjectMetrics } from '../../../src/core/apps/admin/metrics';
import { ManualClock } from '../../../src/protocol/clock';
import { KnownErrors } from '../../../src/protocol/errors';
import type { ProjectKeys } from '../../../emulator/projects/create';
import { useEmulator } from '../../support/emulator';
import { loginAtMockProvider } from '../../support/oauth-mock';
import { call, expectKnownError, serverHeaders, adminHeaders } from '../emulator/helpers';
import { makeApp, PASSWORD, recordingFetch, uniqueEmail } from './helpers';

const CONFIG = {
  magic_link_enabled: true,
  create_team_on_sign_up: false,
  oauth_providers: [{ provider_config_id: 'github', id: 'github', type: 'shared' }],
};
const clock = new ManualClock(Date.parse('2026-03-01T09:00:00Z'));
const emu = useEmulator({ clock, project: { config: CONFIG } });
const at = (iso: string) => clock.set(Date.parse(iso));

function adminApp(project: ProjectKeys, options: { fetch?: typeof fetch; key?: string } = {}) {
  return new StackAdminApp({
    projectId: project.id,
    baseUrl: emu.url,
    superSecretAdminKey: options.key ?? project.superSecretAdminKey,
    clock,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

async function passwordSignUp(project: ProjectKeys, email: string) {
  const app = makeApp({ url: emu.url, project }, { clock });
  const result = await app.signUpWithCredential({ email, password: PASSWORD, noRedirect: true });
  if (result.status !== 'ok') throw result.error;
  return { app, user: (await app.getUser())! };
}

async function passwordSignIn(project: ProjectKeys, email: string) {
  const app = makeApp({ url: emu.url, project }, { clock });
  const result = await app.signInWithCredential({ email, password: PASSWORD, noRedirect: true });
  if (result.status !== 'ok') throw result.error;
  return app;
}

/** Sign-up by the e-mailed code (OTP / magic link), reading the code from the dev mailbox. */
async function codeSignUp(project: ProjectKeys, email: string) {
  const app = makeApp({ url: emu.url, project }, { clock });
  const sent = await app.sendMagicLinkEmail(email, { callbackUrl: 'http://localhost:3000/handler/magic-link-callback' });
  if (sent.status !== 'ok') throw sent.error;
  const mail = (await emu.mailbox(email)).at(-1)!;
  const code = /[?&]code=([0-9a-z]{45})/.exec(mail.text)![1]!;
  const result = await app.signInWithMagicLink(code, { noRedirect: true });
  if (result.status !== 'ok') throw result.error;
  return (await app.getUser())!;
}

/** Sign-up through the shared GitHub provider: authorize, the mock provider's login, the code grant. */
async function oauthSignUp(project: ProjectKeys, email: string): Promise<string> {
  const verifier = randomBytes(32).toString('base64url');
  const redirectUri = 'http://localhost:3000/handler/oauth-callback';
  const params = new URLSearchParams({
    client_id: project.id,
    client_secret: project.publishableClientKey,
    redirect_uri: redirectUri,
    scope: 'legacy',
    state: randomBytes(8).toString('hex'),
    grant_type: 'authorization_code',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    response_type: 'code',
    stack_response_mode: 'json',
  });
  const authorize = await call(emu, `/auth/oauth/authorize/github?${params}`);
  const { location } = await loginAtMockProvider(authorize.json.location, email);
  const code = new URL(location!).searchParams.get('code')!;
  const token = await call(emu, '/auth/oauth/token', {
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: project.id,
      client_secret: project.publishableClientKey,
      redirect_uri: redirectUri,
      code,
      code_verifier: verifier,
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(token.status, token.text).toBe(200);
  return JSON.parse(Buffer.from(String(token.json.access_token).split('.')[1]!, 'base64url').toString()).sub as string;
}

const day = (metrics: { date: string; activity: number }[], date: string) => metrics.find((p) => p.date === date)?.activity;
const nonZero = (series: { date: string; activity: number }[]) => Object.fromEntries(series.filter((p) => p.activity !== 0).map((p) => [p.date, p.activity]));

describe('StackAdminApp.getMetrics', () => {
  it('counts sign-ups per day, active users per day with their split, sign-ins by method, teams and verification', async () => {
    at('2026-03-01T09:00:00Z');
    const project = await emu.createProject({ config: CONFIG });
    const alice = await passwordSignUp(project, uniqueEmail('metrics-alice'));
    at('2026-03-01T10:00:00Z');
    await call(emu, '/auth/anonymous/sign-up', { headers: { 'x-stack-project-id': project.id, 'x-stack-access-type': 'client' }, body: {} });

    at('2026-03-03T09:00:00Z');
    const bob = await passwordSignUp(project, uniqueEmail('metrics-bob'));
    at('2026-03-03T10:00:00Z');
    await passwordSignIn(project, alice.user.primaryEmail!);

    // Alice's session refreshes its (expired) access token on Mar 4: she is active that day.
    at('2026-03-04T09:00:00Z');
    await alice.user.update({ displayName: 'Alice' });
    at('2026-03-04T10:00:00Z');
    const carol = await codeSignUp(project, uniqueEmail('metrics-carol'));
    const team = await adminApp(project).createTeam({ displayName: 'Metrics team', creatorUserId: alice.user.id });
    at('2026-03-04T11:00:00Z');
    await alice.user.update({ clientMetadata: { seen: true } });

    at('2026-03-05T09:00:00Z');
    const daveId = await oauthSignUp(project, uniqueEmail('metrics-dave'));

    at('2026-03-05T09:02:00Z');
    const rec = recordingFetch();
    const metrics: ProjectMetrics = await adminApp(project, { fetch: rec.fetch }).getMetrics();
    expect(rec.requests.map((r) => `${r.method} ${r.path}${r.search} ${r.accessType}`)).toEqual(['GET /internal/metrics admin']);

    expect(metrics.totalUsers).toBe(4);
    expect(metrics.liveUsers).toBe(1);
    expect(metrics.dailyUsers).toHaveLength(31);
    expect(metrics.dailyUsers[0]!.date).toBe('2026-02-03');
    expect(metrics.dailyUsers[30]!.date).toBe('2026-03-05');
    expect(nonZero(metrics.dailyUsers)).toEqual({ '2026-03-01': 1, '2026-03-03': 1, '2026-03-04': 1, '2026-03-05': 1 });
    expect(nonZero(metrics.dailyActiveUsers)).toEqual({ '2026-03-01': 1, '2026-03-03': 2, '2026-03-04': 2, '2026-03-05': 1 });
    expect(metrics.loginMethods).toEqual([
      { method: 'password', count: 3 },
      { method: 'github', count: 1 },
      { method: 'otp', count: 1 },
    ]);
    expect(metrics.usersByCountry).toEqual({});
    expect(metrics.recentlyRegistered.map((u) => u.id)).toEqual([daveId, carol.id, bob.user.id, alice.user.id]);
    expect(metrics.recentlyActive.map((u) => u.id)).toEqual([daveId, alice.user.id, carol.id, bob.user.id]);
    expect(metrics.recentlyActive[1]).toMatchObject({ displayName: 'Alice', lastActiveAt: new Date('2026-03-04T11:00:00Z'), signedUpAt: new Date('2026-03-01T09:00:00Z') });

    const auth = metrics.authOverview;
    expect(auth).toMatchObject({ verifiedUsers: 2, unverifiedUsers: 2, anonymousUsers: 1, totalTeams: 1, mau: 4, totalUsersFiltered: 4 });
    const users = auth.dailyActiveUsersSplit;
    expect([day(users.total, '2026-03-03'), day(users.new, '2026-03-03'), day(users.retained, '2026-03-03'), day(users.reactivated, '2026-03-03')]).toEqual([2, 1, 0, 1]);
    expect([day(users.total, '2026-03-04'), day(users.new, '2026-03-04'), day(users.retained, '2026-03-04'), day(users.reactivated, '2026-03-04')]).toEqual([2, 1, 1, 0]);
    expect(nonZero(auth.dailyActiveTeamsSplit.total)).toEqual({ '2026-03-04': 1 });
    expect(nonZero(auth.dailyActiveTeamsSplit.new)).toEqual({ '2026-03-04': 1 });
    expect(team.displayName).toBe('Metrics team');

    // The overviews the emulator has no data for: zero, in full shape.
    expect(metrics.paymentsOverview).toMatchObject({ subscriptionsByStatus: {}, revenueCents: 0, mrrCents: 0, totalOrders: 0 });
    expect(metrics.paymentsOverview.dailySubscriptions.every((p) => p.activity === 0)).toBe(true);
    expect(metrics.emailOverview.dailyEmailsByStatus).toHaveLength(31);
    expect(metrics.emailOverview.deliverabilityStatus).toEqual({ delivered: 0, bounced: 0, error: 0, inProgress: 0 });
    expect(metrics.analyticsOverview).toMatchObject({ visitors: 0, topReferrers: [], topRegion: null });
    expect(metrics.analyticsOverview.dailyRevenue[0]).toEqual({ date: '2026-02-03', newCents: 0, refundCents: 0 });

    const withAnonymous = await adminApp(project).getMetrics(true);
    expect(withAnonymous.totalUsers).toBe(5);
    expect(day(withAnonymous.dailyUsers, '2026-03-01')).toBe(2);
    expect(day(withAnonymous.dailyActiveUsers, '2026-03-01')).toBe(2);
    expect(withAnonymous.authOverview).toMatchObject({ anonymousUsers: 1, totalUsersFiltered: 5, mau: 5 });
    expect(withAnonymous.recentlyRegistered.map((u) => u.isAnonymous)).toEqual([false, false, false, true, false]);

    expect(await adminApp(project).getMetricsUserCounts()).toEqual({ totalUsers: 5, anonymousUsers: 1 });
    const activity = await adminApp(project).getUserActivity(alice.user.id);
    expect(activity.dataPoints).toHaveLength(31);
    expect(nonZero(activity.dataPoints)).toEqual({ '2026-03-01': 1, '2026-03-03': 1, '2026-03-04': 1 });
  });

  it('counts a sign-in that an MFA step finishes under its first factor, once', async () => {
    at('2026-04-10T08:00:00Z');
    const project = await emu.createProject({ config: CONFIG });
    const { user } = await passwordSignUp(project, uniqueEmail('metrics-mfa'));
    const admin = adminApp(project);
    expect((await admin.getMetrics()).loginMethods).toEqual([{ method: 'password', count: 1 }]);
    // A user with TOTP: the password sign-in stops at MULTI_FACTOR_AUTHENTICATION_REQUIRED, not yet counted.
    const secret = randomBytes(20);
    const patched = await call(emu, `/users/${user.id}`, { method: 'PATCH', headers: adminHeaders(project), body: { totp_secret_base64: secret.toString('base64') } });
    expect(patched.status, patched.text).toBe(200);
    const client = { 'x-stack-project-id': project.id, 'x-stack-access-type': 'client' };
    const signIn = expectKnownError(
      await call(emu, '/auth/password/sign-in', { headers: client, body: { email: user.primaryEmail, password: PASSWORD } }),
      'MULTI_FACTOR_AUTHENTICATION_REQUIRED',
      400,
    );
    expect((await admin.getMetrics()).loginMethods).toEqual([{ method: 'password', count: 1 }]);
    const totp = new TOTP({ secret: new Secret({ buffer: new Uint8Array(secret).buffer }), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: clock.now() });
    const mfa = await call(emu, '/auth/mfa/sign-in', { headers: client, body: { type: 'totp', totp, code: signIn.details.attempt_code } });
    expect(mfa.status, mfa.text).toBe(200);
    expect((await admin.getMetrics()).loginMethods).toEqual([{ method: 'password', count: 2 }]);
  });

  it('counts a request made with yesterday’s still valid token as activity today, without a new token', async () => {
    at('2026-05-01T23:58:00Z');
    const project = await emu.createProject({ config: CONFIG });
    const email = uniqueEmail('metrics-midnight');
    const signUp = await call(emu, '/auth/password/sign-up', {
      headers: { 'x-stack-project-id': project.id, 'x-stack-access-type': 'client' },
      body: { email, password: PASSWORD },
    });
    at('2026-05-02T00:03:00Z');
    const me = await call(emu, '/users/me', {
      headers: { 'x-stack-project-id': project.id, 'x-stack-access-type': 'client', 'x-stack-access-token': signUp.json.access_token },
    });
    expect(me.status, me.text).toBe(200);
    const metrics = await adminApp(project).getMetrics();
    expect(nonZero(metrics.dailyActiveUsers)).toEqual({ '2026-05-01': 1, '2026-05-02': 1 });
    expect(metrics.authOverview.dailyActiveUsersSplit.retained.at(-1)).toEqual({ date: '2026-05-02', activity: 1 });
  });

  it('meets the documented errors: a wrong admin key, server access, a bad include_anonymous, an unknown user', async () => {
    await expect(adminApp(emu.project, { key: 'sak_wrong' }).getMetrics()).rejects.toBeInstanceOf(KnownErrors.InvalidSuperSecretAdminKey);
    expectKnownError(await call(emu, '/internal/metrics', { headers: serverHeaders(emu.project) }), 'INSUFFICIENT_ACCESS_TYPE', 401);
    const bad = expectKnownError(await call(emu, '/internal/metrics?include_anonymous=yes', { headers: adminHeaders(emu.project) }), 'SCHEMA_ERROR', 400);
    expect(bad.error).toContain('query.include_anonymous must be one of the following values: true, false');
    await expect(adminApp(emu.project).getUserActivity('00000000-0000-4000-8000-000000000000')).rejects.toBeInstanceOf(KnownErrors.UserNotFound);
    const notUuid = expectKnownError(await call(emu, '/internal/user-activity?user_id=me', { headers: adminHeaders(emu.project) }), 'SCHEMA_ERROR', 400);
    expect(notUuid.error).toContain('query.user_id must be a valid UUID');
  });
});
