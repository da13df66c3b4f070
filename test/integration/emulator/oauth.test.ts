// OAuth sign-in over real HTTP (PROTOCOL.md §5.5): authorize (json mode) -> the mock OpenID provider's
// login form -> the emulator callback -> the token endpoint's authorization-code grant with PKCE.
import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/protocol/clock';
import { useEmulator, type TestEmulator } from '../../support/emulator';
import { loginAtMockProvider } from '../../support/oauth-mock';
import { call, clientHeaders, expectKnownError, signUp, uniqueEmail, type Keys } from './helpers';

const GITHUB = { provider_config_id: 'github', id: 'github', type: 'shared' };
const GOOGLE = { provider_config_id: 'google', id: 'google', type: 'shared' };
const REDIRECT_URI = 'http://localhost:3000/handler/oauth-callback';

const clock = new ManualClock(Date.now());
const emu = useEmulator({ clock, project: { config: { oauth_providers: [GITHUB, GOOGLE] } } });

interface Flow {
  verifier: string;
  state: string;
  params: URLSearchParams;
}

function newFlow(p: Keys, extra: Record<string, string> = {}): Flow {
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(16).toString('base64url');
  const params = new URLSearchParams({
    client_id: p.id,
    client_secret: p.publishableClientKey,
    redirect_uri: REDIRECT_URI,
    scope: 'legacy',
    state,
    grant_type: 'authorization_code',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    response_type: 'code',
    stack_response_mode: 'json',
    ...extra,
  });
  return { verifier, state, params };
}

async function authorize(e: TestEmulator, provider: string, flow: Flow) {
  return call(e, `/auth/oauth/authorize/${provider}?${flow.params}`);
}

/** Authorize + provider login; returns the emulator callback's redirect target. */
async function signInAtProvider(e: TestEmulator, p: Keys, email: string, extra: Record<string, string> = {}, provider = 'github') {
  const flow = newFlow(p, extra);
  const res = await authorize(e, provider, flow);
  expect(res.status, res.text).toBe(200);
  const { callback, location } = await loginAtMockProvider(res.json.location, email);
  return { flow, callback, location: location ? new URL(location) : null };
}

function exchange(e: TestEmulator, p: Keys, fields: Record<string, string>) {
  return call(e, '/auth/oauth/token', {
    body: new URLSearchParams({ grant_type: 'authorization_code', client_id: p.id, client_secret: p.publishableClientKey, redirect_uri: REDIRECT_URI, ...fields }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

async function fullSignIn(e: TestEmulator, p: Keys, email: string, provider = 'github') {
  const { flow, location } = await signInAtProvider(e, p, email, {}, provider);
  expect(location?.searchParams.get('state')).toBe(flow.state);
  const res = await exchange(e, p, { code: location!.searchParams.get('code')!, code_verifier: flow.verifier });
  expect(res.status, res.text).toBe(200);
  return res.json;
}

async function me(e: TestEmulator, p: Keys, accessToken: string) {
  return (await call(e, '/users/me', { headers: clientHeaders(p, { 'x-stack-access-token': accessToken }) })).json;
}

describe('authorize', () => {
  it('json mode answers the provider location (the mock OpenID provider) without a cookie', async () => {
    const res = await authorize(emu, 'github', newFlow(emu.project));
    expect(res.status).toBe(200);
    expect(Object.keys(res.json)).toEqual(['location']);
    const location = new URL(res.json.location);
    expect(location.searchParams.get('response_type')).toBe('code');
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('redirect_uri')).toBe(`${emu.url}/api/v1/auth/oauth/callback/github`);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('redirect mode answers 307 with the inner CSRF cookie', async () => {
    const flow = newFlow(emu.project);
    flow.params.delete('stack_response_mode');
    const res = await fetch(`${emu.url}/api/v1/auth/oauth/authorize/github?${flow.params}`, { redirect: 'manual' });
    expect(res.status).toBe(307);
    const state = new URL(res.headers.get('location')!).searchParams.get('state');
    expect(res.headers.get('set-cookie')).toBe(`stack-oauth-inner-${state}=true; Path=/; Expires=${new Date(clock.now() + 600_000).toUTCString()}; Max-Age=600; HttpOnly`);
  });

  it('rejects an unknown provider, a scope other than legacy, a bad client and an untrusted after-callback URL', async () => {
    expectKnownError(await authorize(emu, 'gitlab', newFlow(emu.project)), 'OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED', 400);
    const scope = expectKnownError(await authorize(emu, 'github', newFlow(emu.project, { scope: 'openid' })), 'INVALID_SCOPE', 400);
    expect(scope.error).toBe('The scope "openid" is not a valid OAuth scope for Stack.');
    const client = expectKnownError(await authorize(emu, 'github', newFlow(emu.project, { client_id: 'nope' })), 'INVALID_OAUTH_CLIENT_ID_OR_SECRET', 400);
    expect(client.details).toEqual({ client_id: 'nope' });
    expectKnownError(await authorize(emu, 'github', newFlow(emu.project, { client_secret: 'wrong' })), 'INVALID_PUBLISHABLE_CLIENT_KEY', 401);
    expectKnownError(
      await authorize(emu, 'github', newFlow(emu.project, { after_callback_redirect_url: 'https://evil.example.com/after' })),
      'REDIRECT_URL_NOT_WHITELISTED',
      400,
    );
    const link = await authorize(emu, 'github', newFlow(emu.project, { type: 'link' }));
    expect([link.status, link.text]).toEqual([400, '?token= query parameter is required for link type']);
    const missing = newFlow(emu.project);
    missing.params.delete('code_challenge');
    expectKnownError(await authorize(emu, 'github', missing), 'SCHEMA_ERROR', 400);
  });
});

describe('callback and token exchange', () => {
  it('signs up a new user, then signs the same provider account in as an existing user', async () => {
    const email = uniqueEmail('oauth');
    const first = await fullSignIn(emu, emu.project, email);
    expect(first).toMatchObject({ token_type: 'Bearer', scope: 'legacy', is_new_user: true, newUser: true, after_callback_redirect_url: null, afterCallbackRedirectUrl: null });
    expect(first.refresh_token).toHaveLength(45);
    const user = await me(emu, emu.project, first.access_token);
    // The mock's account id is the e-mail and it tells no name, as Stack's mock server.
    expect(user).toMatchObject({ primary_email: email, primary_email_verified: true, display_name: null });
    expect(user.oauth_providers).toEqual([{ id: 'github', account_id: email, email }]);

    const second = await fullSignIn(emu, emu.project, email);
    expect(second.is_new_user).toBe(false);
    expect((await me(emu, emu.project, second.access_token)).id).toBe(user.id);
  });

  it('the callback answers 303 to redirect_uri with code and state and an empty JSON body', async () => {
    const { flow, callback, location } = await signInAtProvider(emu, emu.project, uniqueEmail('cb'));
    expect(callback.status).toBe(303);
    expect(await callback.text()).toBe('{}');
    expect(location!.origin + location!.pathname).toBe(REDIRECT_URI);
    expect(location!.searchParams.get('state')).toBe(flow.state);
    expect(location!.searchParams.get('code')).toMatch(/^[0-9a-z]{45}$/);
  });

  it('echoes a trusted after_callback_redirect_url', async () => {
    const after = 'http://localhost:3000/after';
    const { flow, location } = await signInAtProvider(emu, emu.project, uniqueEmail('after'), { after_callback_redirect_url: after });
    const res = await exchange(emu, emu.project, { code: location!.searchParams.get('code')!, code_verifier: flow.verifier });
    expect(res.json).toMatchObject({ after_callback_redirect_url: after, afterCallbackRedirectUrl: after });
  });

  it('a wrong verifier, a missing verifier, an unknown or a reused code are INVALID_AUTHORIZATION_CODE', async () => {
    const { flow, location } = await signInAtProvider(emu, emu.project, uniqueEmail('pkce'));
    const code = location!.searchParams.get('code')!;
    expectKnownError(await exchange(emu, emu.project, { code, code_verifier: 'x'.repeat(43) }), 'INVALID_AUTHORIZATION_CODE', 400);
    expectKnownError(await exchange(emu, emu.project, { code: 'unknown-code', code_verifier: flow.verifier }), 'INVALID_AUTHORIZATION_CODE', 400);
    const wrongRedirect = await exchange(emu, emu.project, { code, code_verifier: flow.verifier, redirect_uri: 'http://localhost:3000/other' });
    expect([wrongRedirect.status, wrongRedirect.text]).toEqual([400, 'Invalid redirect URI. Your redirect URI must be the same as the one used to get the authorization code.']);
    expect((await exchange(emu, emu.project, { code, code_verifier: flow.verifier })).status).toBe(200);
    expectKnownError(await exchange(emu, emu.project, { code, code_verifier: flow.verifier }), 'INVALID_AUTHORIZATION_CODE', 400);
  });

  it('accepts the plain PKCE method', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const { location } = await signInAtProvider(emu, emu.project, uniqueEmail('plain'), { code_challenge: verifier, code_challenge_method: 'plain' });
    const res = await exchange(emu, emu.project, { code: location!.searchParams.get('code')!, code_verifier: verifier });
    expect(res.json.is_new_user).toBe(true);
  });

  it('a replayed provider callback is the text error of an invalid state', async () => {
    const flow = newFlow(emu.project);
    const res = await authorize(emu, 'github', flow);
    const first = await loginAtMockProvider(res.json.location, uniqueEmail('replay'));
    expect(first.callback.status).toBe(303);
    const again = await fetch(first.callback.url, { redirect: 'manual' });
    expect([again.status, await again.text()]).toEqual([400, 'Invalid OAuth state. Please try signing in again.']);
  });

  it('an expired flow (10 minutes) is redirected to redirect_uri as OUTER_OAUTH_TIMEOUT error parameters', async () => {
    const flow = newFlow(emu.project);
    const res = await authorize(emu, 'github', flow);
    await clock.advance(10 * 60_000 + 1);
    const { callback, location } = await loginAtMockProvider(res.json.location, uniqueEmail('late'));
    expect(callback.status).toBe(307);
    const target = new URL(location!);
    expect(target.origin + target.pathname).toBe(REDIRECT_URI);
    expect(Object.fromEntries(target.searchParams)).toEqual({
      error: 'server_error',
      error_description: 'The OAuth flow has timed out. Please sign in again.',
      errorCode: 'OUTER_OAUTH_TIMEOUT',
      message: 'The OAuth flow has timed out. Please sign in again.',
      details: '{}',
    });
  });
});

describe('merge strategy with an existing password user of the same e-mail', () => {
  async function verifiedPasswordUser(e: TestEmulator, p: Keys) {
    const user = await signUp(e, p);
    // The emulator's server API marks the e-mail verified.
    const res = await call(e, `/users/${user.user_id}`, {
      method: 'PATCH',
      headers: { 'x-stack-project-id': p.id, 'x-stack-access-type': 'server', 'x-stack-secret-server-key': p.secretServerKey },
      body: { primary_email_verified: true },
    });
    expect(res.status, res.text).toBe(200);
    return user;
  }

  it('link_method (default) links the provider account to the verified user', async () => {
    const user = await verifiedPasswordUser(emu, emu.project);
    const tokens = await fullSignIn(emu, emu.project, user.email);
    expect(tokens.is_new_user).toBe(false);
    const view = await me(emu, emu.project, tokens.access_token);
    expect(view.id).toBe(user.user_id);
    expect(view.has_password).toBe(true);
    expect(view.oauth_providers.map((o: { id: string }) => o.id)).toEqual(['github']);
  });

  it('link_method with an unverified e-mail redirects CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE', async () => {
    const user = await signUp(emu, emu.project);
    const { location } = await signInAtProvider(emu, emu.project, user.email);
    expect(location!.searchParams.get('errorCode')).toBe('CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE');
    expect(JSON.parse(location!.searchParams.get('details')!)).toMatchObject({ would_work_if_email_was_verified: true });
  });

  it('raise_error refuses even a verified e-mail; allow_duplicates creates a second user', async () => {
    const strict = await emu.createProject({ config: { oauth_providers: [GITHUB], oauth_account_merge_strategy: 'raise_error' } });
    const a = await verifiedPasswordUser(emu, strict);
    const { location } = await signInAtProvider(emu, strict, a.email);
    expect(location!.searchParams.get('errorCode')).toBe('CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE');

    const loose = await emu.createProject({ config: { oauth_providers: [GITHUB], oauth_account_merge_strategy: 'allow_duplicates' } });
    const b = await verifiedPasswordUser(emu, loose);
    const tokens = await fullSignIn(emu, loose, b.email);
    expect(tokens.is_new_user).toBe(true);
    expect((await me(emu, loose, tokens.access_token)).id).not.toBe(b.user_id);
  });
});

describe('link type and MFA', () => {
  it('type=link attaches the account to the token user', async () => {
    const user = await signUp(emu, emu.project);
    const other = uniqueEmail('linked');
    const { flow, location } = await signInAtProvider(emu, emu.project, other, { type: 'link', token: user.access_token }, 'google');
    const res = await exchange(emu, emu.project, { code: location!.searchParams.get('code')!, code_verifier: flow.verifier });
    expect(res.json.is_new_user).toBe(false);
    const view = await me(emu, emu.project, res.json.access_token);
    expect(view.id).toBe(user.user_id);
    expect(view.oauth_providers).toEqual([{ id: 'google', account_id: other, email: other }]);
  });

  it('a user with TOTP gets MULTI_FACTOR_AUTHENTICATION_REQUIRED at the token endpoint', async () => {
    const email = uniqueEmail('mfa');
    const first = await fullSignIn(emu, emu.project, email);
    const userId = (await me(emu, emu.project, first.access_token)).id;
    const patch = await call(emu, `/users/${userId}`, {
      method: 'PATCH',
      headers: { 'x-stack-project-id': emu.project.id, 'x-stack-access-type': 'server', 'x-stack-secret-server-key': emu.project.secretServerKey },
      body: { totp_secret_base64: Buffer.from('12345678901234567890').toString('base64') },
    });
    expect(patch.status, patch.text).toBe(200);
    const { flow, location } = await signInAtProvider(emu, emu.project, email);
    const res = await exchange(emu, emu.project, { code: location!.searchParams.get('code')!, code_verifier: flow.verifier });
    const error = expectKnownError(res, 'MULTI_FACTOR_AUTHENTICATION_REQUIRED', 400);
    expect(error.details.attempt_code).toHaveLength(45);
  });
});

describe('personal team (emulator/users/sign-up.ts: one rule for every sign-up)', () => {
  it('a new OAuth user gets "<name or e-mail>\'s Team"; an anonymous caller upgraded through OAuth has its Personal Team renamed', async () => {
    const p = await emu.createProject({ config: { oauth_providers: [GITHUB], create_team_on_sign_up: true } });
    const fresh = await fullSignIn(emu, p, uniqueEmail());
    const freshMe = await me(emu, p, fresh.access_token);
    expect(freshMe.selected_team.display_name).toBe(`${freshMe.display_name ?? freshMe.primary_email}'s Team`);

    const anon = await call(emu, '/auth/anonymous/sign-up', { method: 'POST', headers: clientHeaders(p) });
    const { flow, location } = await signInAtProvider(emu, p, uniqueEmail(), { token: anon.json.access_token });
    const res = await exchange(emu, p, { code: location!.searchParams.get('code')!, code_verifier: flow.verifier });
    expect(res.status, res.text).toBe(200);
    const upgraded = await me(emu, p, res.json.access_token);
    expect(upgraded).toMatchObject({ id: anon.json.user_id, is_anonymous: false });
    expect(upgraded.selected_team.display_name).toBe(`${upgraded.display_name ?? upgraded.primary_email}'s Team`);
  });
});
