// The cross-domain session handoff (POST /auth/oauth/cross-domain/authorize, then the token endpoint) and
// native Sign in with Apple's known errors (POST /auth/oauth/callback/apple/native), over real HTTP; and the
// connected-accounts user id rule (`me` or a UUID).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useEmulator } from '../../support/emulator';
import { call, clientHeaders, expectKnownError, serverHeaders, signUp } from './helpers';

const APP = 'http://localhost:3000';
const VERIFIER = 'a-verifier-of-enough-length-for-pkce-0123456789';
const CHALLENGE = createHash('sha256').update(VERIFIER).digest('base64url');
const APPLE = { provider_config_id: 'apple', id: 'apple', type: 'standard', client_id: 'com.example.web', client_secret: 'secret' };
const emu = useEmulator();

type Account = Awaited<ReturnType<typeof signUp>>;
const handoff = (user: Partial<Account> | null, body: Record<string, string> = {}) =>
  call(emu, '/auth/oauth/cross-domain/authorize', {
    headers: clientHeaders(emu.project, {
      ...(user?.access_token ? { 'x-stack-access-token': user.access_token } : {}),
      ...(user?.refresh_token ? { 'x-stack-refresh-token': user.refresh_token } : {}),
    }),
    body: { redirect_uri: `${APP}/handler/oauth-callback?cross=1`, state: 'st', code_challenge: CHALLENGE, code_challenge_method: 'S256', after_callback_redirect_url: `${APP}/after`, ...body },
  });
const exchange = (code: string, verifier = VERIFIER) =>
  call(emu, '/auth/oauth/token', {
    body: { grant_type: 'authorization_code', client_id: emu.project.id, client_secret: emu.project.publishableClientKey, code, redirect_uri: `${APP}/handler/oauth-callback?cross=1`, code_verifier: verifier },
  });

describe('cross-domain handoff', () => {
  it('a one-time code for the same session: the exchange answers the caller\'s refresh token', async () => {
    const user = await signUp(emu, emu.project);
    const res = await handoff(user);
    expect(res.status, res.text).toBe(200);
    const target = new URL(res.json.redirect_url);
    expect(`${target.origin}${target.pathname}`).toBe(`${APP}/handler/oauth-callback`);
    expect(target.searchParams.get('cross')).toBe('1');
    expect(target.searchParams.get('state')).toBe('st');
    const code = target.searchParams.get('code')!;
    expectKnownError(await exchange(code, 'wrong-verifier'), 'INVALID_AUTHORIZATION_CODE', 400);
    const tokens = await exchange(code);
    expect(tokens.status, tokens.text).toBe(200);
    expect(tokens.json).toMatchObject({ refresh_token: user.refresh_token, after_callback_redirect_url: `${APP}/after`, afterCallbackRedirectUrl: `${APP}/after`, is_new_user: false });
    const me = await call(emu, '/users/me', { headers: clientHeaders(emu.project, { 'x-stack-access-token': tokens.json.access_token }) });
    expect(me.json.id).toBe(user.user_id);
    expectKnownError(await exchange(code), 'INVALID_AUTHORIZATION_CODE', 400);
  });

  it('needs the access token and the matching refresh token of a trusted-domain caller', async () => {
    const user = await signUp(emu, emu.project);
    const other = await signUp(emu, emu.project);
    expectKnownError(await handoff(null), 'USER_AUTHENTICATION_REQUIRED', 401);
    expectKnownError(await handoff({ refresh_token: user.refresh_token }), 'USER_AUTHENTICATION_REQUIRED', 401);
    const noRefresh = await handoff({ access_token: user.access_token });
    expect([noRefresh.status, noRefresh.text]).toEqual([400, 'Cross-domain auth handoff requires passing the current refresh token.']);
    const mismatch = await handoff({ access_token: user.access_token, refresh_token: other.refresh_token });
    expect([mismatch.status, mismatch.text]).toEqual([401, 'Cross-domain auth handoff refresh token does not match the authenticated session.']);
    expectKnownError(await handoff(user, { redirect_uri: 'https://evil.example.com/cb' }), 'REDIRECT_URL_NOT_WHITELISTED', 400);
    expectKnownError(await handoff(user, { after_callback_redirect_url: 'https://evil.example.com/after' }), 'REDIRECT_URL_NOT_WHITELISTED', 400);
    expectKnownError(await handoff(user, { code_challenge: 'short' }), 'SCHEMA_ERROR', 400);
  });
});

describe('native Sign in with Apple', () => {
  const native = (projectKeys: typeof emu.project, body: unknown) => call(emu, '/auth/oauth/callback/apple/native', { headers: clientHeaders(projectKeys), body });

  it('answers the known errors of a project without Apple, without Bundle IDs, and of a bad token', async () => {
    expectKnownError(await native(emu.project, { id_token: 'fake-token' }), 'OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED', 400);
    const noBundles = await emu.createProject({ config: { oauth_providers: [APPLE] } });
    expectKnownError(await native(noBundles, { id_token: 'fake-token' }), 'APPLE_BUNDLE_ID_NOT_CONFIGURED', 400);
    const withBundles = await emu.createProject({ config: { oauth_providers: [{ ...APPLE, apple_bundle_ids: ['com.example.ios'] }] } });
    expectKnownError(await native(withBundles, { id_token: 'invalid-jwt-token' }), 'INVALID_APPLE_CREDENTIALS', 400);
    expectKnownError(await native(withBundles, {}), 'SCHEMA_ERROR', 400);
  });
});

describe('connected accounts: the user id', () => {
  it('is `me` or a UUID; anything else is a schema error before any lookup', async () => {
    const res = await call(emu, '/connected-accounts/not-a-user-id', { headers: serverHeaders(emu.project) });
    expect(expectKnownError(res, 'SCHEMA_ERROR', 400).error).toContain('params.user_id must be a valid UUID');
    const token = await call(emu, '/connected-accounts/not-a-user-id/github/access-token', { headers: serverHeaders(emu.project), body: {} });
    expectKnownError(token, 'SCHEMA_ERROR', 400);
  });
});
