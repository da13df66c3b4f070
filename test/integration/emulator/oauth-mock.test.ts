// The built-in mock OAuth provider over real HTTP, as Stack's own mock server behaves for Stack's test
// helpers: its port (API port + 12), the login and consent steps posted as form fields, the authorize
// location of a shared provider, the callback's cookie handling, and the test controls behind connected
// accounts (revoke an access token, revoke a grant, make the next refresh fail).
import { createServer, type Server } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startEmulator } from '../../../emulator/server';
import { useEmulator } from '../../support/emulator';
import { call, clientHeaders, expectKnownError, uniqueEmail, type Keys } from './helpers';

const GITHUB = { provider_config_id: 'github', id: 'github', type: 'shared' };
const GOOGLE = { provider_config_id: 'google', id: 'google', type: 'shared' };
const REDIRECT_URI = 'http://localhost:3000/handler/oauth-callback';
const emu = useEmulator({ project: { config: { oauth_providers: [GITHUB, GOOGLE] } } });

function authorizeQuery(p: Keys, extra: Record<string, string> = {}): URLSearchParams {
  return new URLSearchParams({
    client_id: p.id, client_secret: p.publishableClientKey, redirect_uri: REDIRECT_URI, scope: 'legacy', state: 'outer-state',
    grant_type: 'authorization_code', code_challenge: 'verifier-verifier-verifier-verifier-verifier', code_challenge_method: 'plain',
    response_type: 'code', ...extra,
  });
}

/** Cookies as Stack's helpers keep them: one jar, every Set-Cookie folded in by name. */
function addCookies(jar: string, res: Response): string {
  const map = new Map(jar.split('; ').filter(Boolean).map((pair) => [pair.slice(0, pair.indexOf('=')), pair] as const));
  for (const line of res.headers.getSetCookie()) {
    const pair = line.split(';')[0]!;
    map.set(pair.slice(0, pair.indexOf('=')), pair);
  }
  return [...map.values()].join('; ');
}

const form = (fields: Record<string, string>, cookie: string): RequestInit => ({
  method: 'POST', redirect: 'manual', body: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
});

/** Authorize in redirect mode, then the provider's login and consent steps as form posts; the inner callback URL. */
async function toInnerCallback(p: Keys, email: string) {
  const authorize = await fetch(`${emu.url}/api/v1/auth/oauth/authorize/github?${authorizeQuery(p)}`, { redirect: 'manual' });
  expect(authorize.status).toBe(307);
  const authUrl = new URL(authorize.headers.get('location')!);
  const first = await fetch(authUrl, { redirect: 'manual' });
  expect(first.status).toBe(303);
  let jar = addCookies('', first);
  const loginUrl = new URL(first.headers.get('location')!, authUrl);
  const login = await fetch(loginUrl, form({ prompt: 'login', login: email, password: 'ignored' }, jar));
  expect(login.status).toBe(303);
  jar = addCookies(jar, login);
  const resume = await fetch(new URL(login.headers.get('location')!, authUrl), { redirect: 'manual', headers: { cookie: jar } });
  expect(resume.status).toBe(303);
  jar = addCookies(jar, resume);
  const consent = await fetch(new URL(resume.headers.get('location')!, authUrl), form({ prompt: 'consent' }, jar));
  expect(consent.status).toBe(303);
  jar = addCookies(jar, consent);
  const done = await fetch(new URL(consent.headers.get('location')!, authUrl), { redirect: 'manual', headers: { cookie: jar } });
  expect(done.status).toBe(303);
  return { authorize, authUrl, inner: new URL(done.headers.get('location')!) };
}

async function signIn(p: Keys, email: string): Promise<{ access_token: string }> {
  const { authorize, inner } = await toInnerCallback(p, email);
  const callback = await fetch(inner, { redirect: 'manual', headers: { cookie: addCookies('', authorize) } });
  expect(callback.status).toBe(303);
  const code = new URL(callback.headers.get('location')!).searchParams.get('code')!;
  const token = await call(emu, '/auth/oauth/token', {
    body: { grant_type: 'authorization_code', client_id: p.id, client_secret: p.publishableClientKey, code, redirect_uri: REDIRECT_URI, code_verifier: 'verifier-verifier-verifier-verifier-verifier' },
  });
  expect(token.status, token.text).toBe(200);
  return token.json;
}

async function freePortPair(): Promise<number> {
  for (;;) {
    const port = 20000 + Math.floor(Math.random() * 30000);
    const held: Server[] = [];
    try {
      for (const p of [port, port + 12]) held.push(await listenOn(p));
      return port;
    } catch {
      // taken: try another
    } finally {
      await Promise.all(held.map((s) => new Promise((resolve) => s.close(resolve))));
    }
  }
}

function listenOn(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

async function issuerAt(port: number): Promise<string | null> {
  const res = await fetch(`http://127.0.0.1:${port}/.well-known/openid-configuration`).catch(() => null);
  return res?.ok ? ((await res.json()) as { issuer: string }).issuer : null;
}

describe('port', () => {
  it('listens on the API port + 12 by default, on mockOAuthPort when given, and elsewhere when the default one is taken', async () => {
    const port = await freePortPair();
    const a = await startEmulator({ port, inMemory: true });
    try {
      expect(await issuerAt(port + 12)).toBe(`http://127.0.0.1:${port + 12}`);
    } finally {
      await a.close();
    }
    const blocker = await listenOn(port + 12);
    const b = await startEmulator({ port, inMemory: true });
    try {
      const p = await b.createProject({ config: { oauth_providers: [GITHUB] } });
      const res = await call(b, `/auth/oauth/authorize/github?${authorizeQuery(p, { stack_response_mode: 'json' })}`);
      const mockPort = Number(new URL(res.json.location).port);
      expect(mockPort).not.toBe(port + 12);
      expect(await issuerAt(mockPort)).toBe(`http://127.0.0.1:${mockPort}`);
    } finally {
      await b.close();
      await new Promise((resolve) => blocker.close(resolve));
    }
    const other = await freePortPair();
    const c = await startEmulator({ port: 0, inMemory: true, mockOAuthPort: other });
    try {
      expect(await issuerAt(other)).toBe(`http://127.0.0.1:${other}`);
    } finally {
      await c.close();
    }
  });

  it('an explicit mockOAuthPort that is taken fails the start; production mode runs no mock provider', async () => {
    const port = await freePortPair();
    const blocker = await listenOn(port);
    try {
      await expect(startEmulator({ port: 0, inMemory: true, mockOAuthPort: port })).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
    const api = await freePortPair();
    const prod = await startEmulator({ port: api, inMemory: true, production: true });
    try {
      expect(await issuerAt(api + 12)).toBeNull();
    } finally {
      await prod.close();
    }
  });
});

describe('authorize and callback', () => {
  it('a shared provider is the mock: client id = provider type, openid offline_access, Stack parameter order, an expiring inner cookie', async () => {
    const res = await fetch(`${emu.url}/api/v1/auth/oauth/authorize/github?${authorizeQuery(emu.project)}`, { redirect: 'manual' });
    expect(res.status).toBe(307);
    const location = new URL(res.headers.get('location')!);
    expect(location.pathname).toBe('/auth');
    expect([...location.searchParams.keys()]).toEqual(['client_id', 'scope', 'response_type', 'redirect_uri', 'code_challenge_method', 'code_challenge', 'state', 'access_type', 'prompt']);
    expect(location.searchParams.get('client_id')).toBe('github');
    expect(location.searchParams.get('scope')).toBe('openid offline_access');
    expect(location.searchParams.get('access_type')).toBe('offline');
    expect(location.searchParams.get('prompt')).toBe('consent');
    expect(res.headers.get('set-cookie')).toMatch(/^stack-oauth-inner-[^;]+=true; Path=\/; Expires=[^;]+ GMT; Max-Age=600; HttpOnly$/);
  });

  it('a client id with a branch other than main is an invalid client; URL fields with spaces say so first', async () => {
    const p = emu.project;
    const branch = await call(emu, `/auth/oauth/authorize/github?${authorizeQuery(p, { client_id: `${p.id}#nope` })}`);
    expect(expectKnownError(branch, 'INVALID_OAUTH_CLIENT_ID_OR_SECRET', 400).details).toEqual({ client_id: `${p.id}#nope` });
    const main = await fetch(`${emu.url}/api/v1/auth/oauth/authorize/github?${authorizeQuery(p, { client_id: `${p.id}#main` })}`, { redirect: 'manual' });
    expect(main.status).toBe(307);
    const spaced = await call(emu, `/auth/oauth/authorize/github?${authorizeQuery(p, { redirect_uri: 'not a url' })}`);
    expect(expectKnownError(spaced, 'SCHEMA_ERROR', 400).error).toContain('query.redirect_uri contains spaces\n  - query.redirect_uri is not a valid URL');
  });

  it('the login step takes prompt=login and login=<e-mail>; sign-in gives the e-mail as account id and a verified e-mail', async () => {
    const email = uniqueEmail('mock');
    const { inner } = await toInnerCallback(emu.project, email);
    expect(inner.origin).toBe(emu.url);
    expect(inner.pathname).toBe('/api/v1/auth/oauth/callback/github');
    const tokens = await signIn(emu.project, email);
    const me = await call(emu, '/users/me', { headers: clientHeaders(emu.project, { 'x-stack-access-token': tokens.access_token }) });
    expect(me.json).toMatchObject({ primary_email: email, primary_email_verified: true, display_name: null, oauth_providers: [{ id: 'github', account_id: email, email }] });
  });

  it('the callback uses up the inner cookie (deleted with a past Expires) whatever it answers', async () => {
    const { inner } = await toInnerCallback(emu.project, uniqueEmail('mock'));
    const noCookie = await fetch(inner, { redirect: 'manual' });
    expect(noCookie.status).toBe(400);
    expect(noCookie.headers.get('set-cookie')).toMatch(/^stack-oauth-inner-[^;]+=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; HttpOnly$/);
    const again = await toInnerCallback(emu.project, uniqueEmail('mock'));
    // Another provider's path: the code is not that provider's, so its exchange fails.
    const otherPath = new URL(again.inner);
    otherPath.pathname = '/api/v1/auth/oauth/callback/google';
    const wrong = await fetch(otherPath, { redirect: 'manual', headers: { cookie: addCookies('', again.authorize) } });
    expect(wrong.status).toBe(400);
    expect(wrong.headers.get('set-cookie')).toContain('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  });
});

describe('connected accounts on the mock', () => {
  const mockUrl = async (path: string) => {
    const res = await call(emu, `/auth/oauth/authorize/github?${authorizeQuery(emu.project, { stack_response_mode: 'json' })}`);
    return new URL(path, res.json.location).href;
  };
  const control = async (path: string, body: Record<string, string>, headers: Record<string, string> = {}) => {
    const res = await fetch(await mockUrl(path), { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    return { status: res.status, json: await res.json(), poweredBy: res.headers.get('x-powered-by') };
  };
  const userinfo = async (token: string) => (await fetch(await mockUrl('/me'), { headers: { authorization: `Bearer ${token}` } })).status;

  it('hands out the mock token (valid at its userinfo), and a fresh one after the provider revokes it', async () => {
    const email = uniqueEmail('mock');
    const user = await signIn(emu.project, email);
    const headers = clientHeaders(emu.project, { 'x-stack-access-token': user.access_token });
    const first = await call(emu, '/connected-accounts/me/github/access-token', { headers, body: { scope: 'openid' } });
    expect(first.status, first.text).toBe(201);
    const me = await fetch(await mockUrl('/me'), { headers: { authorization: `Bearer ${first.json.access_token}` } });
    expect(await me.json()).toEqual({ sub: email });
    expect(me.headers.get('x-powered-by')).toBe('Express');
    expect(await control('/revoke-access-token', { token: first.json.access_token })).toEqual({ status: 200, json: { success: true, message: 'Access token has been revoked' }, poweredBy: 'Express' });
    expect(await userinfo(first.json.access_token)).toBe(401);
    const second = await call(emu, '/connected-accounts/me/github/access-token', { headers, body: { scope: 'openid' } });
    expect(second.status).toBe(201);
    expect(second.json.access_token).not.toBe(first.json.access_token);
    expect(await userinfo(second.json.access_token)).toBe(200);
  });

  it('a refused refresh (simulated error, revoked grant) asks the user to connect again', async () => {
    for (const errorType of ['access_denied', 'invalid_grant']) {
      const user = await signIn(emu.project, uniqueEmail('mock'));
      const headers = clientHeaders(emu.project, { 'x-stack-access-token': user.access_token });
      const token = (await call(emu, '/connected-accounts/me/github/access-token', { headers, body: { scope: 'openid' } })).json.access_token;
      const simulated = await control('/simulate-refresh-error', { token, error_type: errorType });
      expect(simulated.json).toEqual({ success: true, message: `Next refresh attempt for this token will return ${errorType} error` });
      await control('/revoke-access-token', { token });
      expectKnownError(await call(emu, '/connected-accounts/me/github/access-token', { headers, body: { scope: 'openid' } }), 'OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE', 400);
    }
    const user = await signIn(emu.project, uniqueEmail('mock'));
    const headers = clientHeaders(emu.project, { 'x-stack-access-token': user.access_token });
    const token = (await call(emu, '/connected-accounts/me/github/access-token', { headers, body: { scope: 'openid' } })).json.access_token;
    expect((await control('/revoke-refresh-token', { token })).json).toEqual({ success: true, message: 'Grant and associated refresh tokens have been revoked' });
    expectKnownError(await call(emu, '/connected-accounts/me/github/access-token', { headers, body: { scope: 'openid' } }), 'OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE', 400);
  });

  it("the test controls answer Stack's errors, and refuse web pages of other origins", async () => {
    expect((await control('/revoke-access-token', {})).json).toEqual({ error: 'invalid_request', error_description: 'Missing token parameter' });
    expect((await control('/revoke-refresh-token', { token: 'nope' })).json).toEqual({ error: 'invalid_token', error_description: 'Access token not found' });
    const user = await signIn(emu.project, uniqueEmail('mock'));
    const headers = clientHeaders(emu.project, { 'x-stack-access-token': user.access_token });
    const token = (await call(emu, '/connected-accounts/me/github/access-token', { headers, body: { scope: 'openid' } })).json.access_token;
    const bad = await control('/simulate-refresh-error', { token, error_type: 'boom' });
    expect(bad.json.error_description).toBe('Invalid error_type. Valid types: invalid_grant, access_denied, consent_required, invalid_token, unauthorized_client');
    const hostile = await control('/revoke-access-token', { token }, { origin: 'https://evil.example' });
    expect(hostile.status).toBe(403);
    const crossSite = await control('/revoke-access-token', { token }, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect(await userinfo(token)).toBe(200);
  });
});
