// Standard OAuth providers (own client_id/secret) sign in at the real provider through oauth4webapi:
// here a small fake GitHub and Google on 127.0.0.1, reached through EmulatorOptions.oauthProviderEndpoints.
import { createHash, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderEndpointOverrides } from '../../../emulator/oauth/inner-client';
import { useEmulator } from '../../support/emulator';
import { call, clientHeaders, uniqueEmail } from './helpers';

const GITHUB = { provider_config_id: 'github', id: 'github', type: 'standard', client_id: 'gh-client', client_secret: 'gh-secret' };
const GOOGLE = { provider_config_id: 'google', id: 'google', type: 'standard', client_id: 'google-client', client_secret: 'google-secret' };
const REDIRECT_URI = 'http://localhost:3000/handler/oauth-callback';

/** GitHub's numeric account id, one per test user. */
const githubId = (email: string): number => Number.parseInt(createHash('sha256').update(email).digest('hex').slice(0, 8), 16);

interface Grant {
  params: URLSearchParams;
  email: string;
}

/** A fake provider: authorize issues a code for the test's user, token checks the secret and PKCE. */
class FakeProvider {
  server: Server = createServer((req, res) => void this.handle(req).then(({ status, body, location }) => {
    res.writeHead(status, location ? { location } : { 'content-type': 'application/json' });
    res.end(body === undefined ? '' : JSON.stringify(body));
  }));
  base = '';
  nextEmail = '';
  grants = new Map<string, Grant>();
  tokens = new Map<string, string>();
  tokenRequests: { path: string; body: URLSearchParams }[] = [];
  keys = generateKeyPairSync('rsa', { modulusLength: 2048 });

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  idToken(claims: Record<string, unknown>): string {
    const enc = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const input = `${enc({ alg: 'RS256', typ: 'JWT' })}.${enc(claims)}`;
    return `${input}.${createSign('RSA-SHA256').update(input).sign(this.keys.privateKey).toString('base64url')}`;
  }

  private async handle(req: IncomingMessage): Promise<{ status: number; body?: unknown; location?: string }> {
    const url = new URL(req.url!, this.base);
    const [provider, action] = url.pathname.slice(1).split('/', 2) as [string, string];
    const rest = url.pathname.slice(provider.length + 1);
    if (action === 'authorize') {
      const code = randomBytes(8).toString('hex');
      this.grants.set(code, { params: url.searchParams, email: this.nextEmail });
      const back = new URL(url.searchParams.get('redirect_uri')!);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state')!);
      return { status: 302, location: back.href };
    }
    if (action === 'token') {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      const body = new URLSearchParams(raw);
      this.tokenRequests.push({ path: url.pathname, body });
      const grant = this.grants.get(body.get('code') ?? '');
      const client = provider === 'github' ? GITHUB : GOOGLE;
      const challenge = createHash('sha256').update(body.get('code_verifier') ?? '').digest('base64url');
      if (!grant || body.get('client_id') !== client.client_id || body.get('client_secret') !== client.client_secret || challenge !== grant.params.get('code_challenge')
        || body.get('redirect_uri') !== grant.params.get('redirect_uri')) {
        return { status: 400, body: { error: 'invalid_grant' } };
      }
      this.grants.delete(body.get('code')!);
      const accessToken = randomBytes(8).toString('hex');
      this.tokens.set(accessToken, grant.email);
      const now = Math.floor(Date.now() / 1000);
      const idToken = provider === 'google'
        ? this.idToken({ iss: `${this.base}/google`, aud: client.client_id, sub: `g-${grant.email}`, iat: now, exp: now + 600, email: grant.email, email_verified: true, name: 'Gee User', picture: 'https://img.example/g.png' })
        : undefined;
      return { status: 200, body: { access_token: accessToken, token_type: 'bearer', scope: grant.params.get('scope'), ...(idToken ? { id_token: idToken } : {}) } };
    }
    const email = this.tokens.get((req.headers.authorization ?? '').replace(/^Bearer /i, ''));
    if (!email) return { status: 401, body: { message: 'Bad credentials' } };
    if (rest === '/user') return { status: 200, body: { id: githubId(email), login: 'octo', name: null, email: null, avatar_url: 'https://img.example/octo.png' } };
    if (rest === '/user/emails') {
      return { status: 200, body: [{ email: 'old@example.com', primary: false, verified: true }, { email, primary: true, verified: true }] };
    }
    return { status: 404 };
  }
}

const fake = new FakeProvider();
// Filled in once the fake provider listens (before the emulator starts, hooks run in order).
const endpoints: ProviderEndpointOverrides = {};
beforeAll(async () => {
  await fake.start();
  endpoints.github = {
    authorizationEndpoint: `${fake.base}/github/authorize`,
    tokenEndpoint: `${fake.base}/github/token`,
    userinfoEndpoint: `${fake.base}/github/user`,
    emailsEndpoint: `${fake.base}/github/user/emails`,
  };
  endpoints.google = { issuer: `${fake.base}/google`, authorizationEndpoint: `${fake.base}/google/authorize`, tokenEndpoint: `${fake.base}/google/token` };
});
afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));
const emu = useEmulator({ oauthProviderEndpoints: endpoints, project: { config: { oauth_providers: [GITHUB, GOOGLE] } } });

async function signIn(provider: 'github' | 'google', email: string, extra: Record<string, string> = {}) {
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(16).toString('base64url');
  const p = emu.project;
  const params = new URLSearchParams({
    client_id: p.id, client_secret: p.publishableClientKey, redirect_uri: REDIRECT_URI, scope: 'legacy', state, grant_type: 'authorization_code',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'), code_challenge_method: 'S256', response_type: 'code', stack_response_mode: 'json', ...extra,
  });
  const authorized = await call(emu, `/auth/oauth/authorize/${provider}?${params}`);
  expect(authorized.status, authorized.text).toBe(200);
  const location = new URL(authorized.json.location);
  fake.nextEmail = email;
  const atProvider = await fetch(location, { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const callback = await fetch(atProvider.headers.get('location')!, { redirect: 'manual' });
  expect(callback.status, await callback.clone().text()).toBe(303);
  const back = new URL(callback.headers.get('location')!);
  expect(back.searchParams.get('state')).toBe(state);
  const token = await call(emu, '/auth/oauth/token', {
    body: new URLSearchParams({ grant_type: 'authorization_code', client_id: p.id, client_secret: p.publishableClientKey, redirect_uri: REDIRECT_URI, code: back.searchParams.get('code')!, code_verifier: verifier }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(token.status, token.text).toBe(200);
  const me = await call(emu, '/users/me', { headers: clientHeaders(p, { 'x-stack-access-token': token.json.access_token }) });
  return { location, token: token.json, user: me.json };
}

describe('standard OAuth providers', () => {
  it('github: authorize goes to the provider with the project client_id, scopes and PKCE', async () => {
    const { location } = await signIn('github', uniqueEmail('gh'), { provider_scope: 'read:org' });
    expect(location.origin + location.pathname).toBe(`${fake.base}/github/authorize`);
    expect(location.searchParams.get('client_id')).toBe('gh-client');
    expect(location.searchParams.get('scope')).toBe('user:email read:org');
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('redirect_uri')).toBe(`${emu.url}/api/v1/auth/oauth/callback/github`);
  });

  it('github: the callback exchanges the code with the client secret and reads /user + the primary e-mail', async () => {
    const email = uniqueEmail('gh-user');
    fake.tokenRequests.length = 0;
    const { token, user } = await signIn('github', email);
    expect(fake.tokenRequests).toHaveLength(1);
    expect(fake.tokenRequests[0]!.body.get('client_secret')).toBe('gh-secret');
    expect(token.is_new_user).toBe(true);
    expect(user).toMatchObject({ primary_email: email, primary_email_verified: true, display_name: 'octo', profile_image_url: 'https://img.example/octo.png' });
    expect(user.oauth_providers).toEqual([{ id: 'github', account_id: String(githubId(email)), email }]);
  });

  it('google: the account comes from the validated ID token', async () => {
    const email = uniqueEmail('google-user');
    const { location, user } = await signIn('google', email);
    expect(location.origin + location.pathname).toBe(`${fake.base}/google/authorize`);
    expect(location.searchParams.get('client_id')).toBe('google-client');
    expect(location.searchParams.get('scope')).toBe('openid email profile');
    expect(fake.tokenRequests.at(-1)!.body.get('client_secret')).toBe('google-secret');
    expect(user).toMatchObject({ primary_email: email, primary_email_verified: true, display_name: 'Gee User', profile_image_url: 'https://img.example/g.png' });
    expect(user.oauth_providers).toEqual([{ id: 'google', account_id: `g-${email}`, email }]);
  });

  it('a wrong client secret at the provider fails the callback with invalid grant', async () => {
    const project = await emu.createProject({ config: { oauth_providers: [{ ...GITHUB, client_secret: 'wrong' }] } });
    const verifier = randomBytes(32).toString('base64url');
    const params = new URLSearchParams({
      client_id: project.id, client_secret: project.publishableClientKey, redirect_uri: REDIRECT_URI, scope: 'legacy', state: 's', grant_type: 'authorization_code',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'), code_challenge_method: 'S256', response_type: 'code', stack_response_mode: 'json',
    });
    const authorized = await call(emu, `/auth/oauth/authorize/github?${params}`);
    const atProvider = await fetch(authorized.json.location, { redirect: 'manual' });
    const callback = await fetch(atProvider.headers.get('location')!, { redirect: 'manual' });
    expect(callback.status).toBe(400);
    expect(await callback.text()).toBe('Inner OAuth callback failed due to invalid grant. Please try again.');
  });

  it('a standard provider type the emulator cannot reach (apple) is refused, never sent to the mock', async () => {
    const apple = { provider_config_id: 'apple', id: 'apple', type: 'standard', client_id: 'apple-client', client_secret: 'apple-secret' };
    const project = await emu.createProject({ config: { oauth_providers: [apple] } });
    const params = new URLSearchParams({
      client_id: project.id, client_secret: project.publishableClientKey, redirect_uri: REDIRECT_URI, scope: 'legacy', state: 's', grant_type: 'authorization_code',
      code_challenge: 'x'.repeat(43), code_challenge_method: 'S256', response_type: 'code', stack_response_mode: 'json',
    });
    const authorized = await call(emu, `/auth/oauth/authorize/apple?${params}`);
    expect(authorized.status).toBe(400);
    expect(authorized.json.code).toBe('INVALID_STANDARD_OAUTH_PROVIDER_ID');
    expect(authorized.json.details).toEqual({ provider_id: 'apple' });
  });
});
