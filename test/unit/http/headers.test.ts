import { describe, expect, it } from 'vitest';
import { RequestPipeline, createNonce, type PipelineConfig } from '../../../src/core/http';
import { CLIENT_VERSION } from '../../../src/protocol/constants';
import { FakeSession, jsonResponse, scriptedFetch } from './helpers';

const fixedBytes = (n: number): Uint8Array => Uint8Array.from({ length: n }, (_, i) => i);
const FIXED_NONCE = Array.from({ length: 28 }, (_, i) => i.toString(16).padStart(2, '0')).join('');

function pipeline(fetch: typeof globalThis.fetch, extra: Partial<PipelineConfig> = {}): RequestPipeline {
  return new RequestPipeline({
    baseUrl: 'http://127.0.0.1:8102',
    projectId: 'proj-1',
    accessType: 'client',
    fetch,
    randomBytes: fixedBytes,
    ...extra,
  });
}

describe('request headers and URL', () => {
  it('sends every header of PROTOCOL.md §2.1 on an authenticated request, with no-store and omit', async () => {
    const fetch = scriptedFetch([jsonResponse({ ok: 1 })]);
    const session = new FakeSession([{ accessToken: 'at-1', refreshToken: 'rt-1' }]);
    const p = pipeline(fetch, {
      accessType: 'admin',
      publishableClientKey: 'pck_1',
      secretServerKey: 'ssk_1',
      superSecretAdminKey: 'sak_1',
      getAdminAccessToken: async () => 'admin-at',
      clientVersion: 'js @test/x@1.0.0',
    });
    const res = await p.send('/users/me', { session });
    expect(res.status).toBe(200);
    expect(fetch.calls).toHaveLength(1);
    const call = fetch.calls[0]!;
    expect(call.url).toBe('http://127.0.0.1:8102/api/v1/users/me');
    expect(call.init.method).toBe('GET');
    expect(call.init.cache).toBe('no-store');
    expect(call.init.credentials).toBe('omit');
    expect(call.init.body).toBeUndefined();
    expect(call.headers).toEqual({
      'x-stack-override-error-status': 'true',
      'x-stack-client-version': 'js @test/x@1.0.0',
      'x-stack-random-nonce': FIXED_NONCE,
      'x-stack-project-id': 'proj-1',
      'x-stack-access-type': 'admin',
      'x-stack-allow-anonymous-user': 'true',
      'x-stack-publishable-client-key': 'pck_1',
      'x-stack-secret-server-key': 'ssk_1',
      'x-stack-super-secret-admin-key': 'sak_1',
      'x-stack-admin-access-token': 'admin-at',
      'x-stack-access-token': 'at-1',
      'x-stack-refresh-token': 'rt-1',
      'ngrok-skip-browser-warning': 'true',
    });
    expect(session.requestedValidity).toEqual([20000]);
  });

  it('omits keys and tokens that are not configured, and defaults the client version', async () => {
    const fetch = scriptedFetch([jsonResponse({}), jsonResponse({})]);
    const p = pipeline(fetch, { getAdminAccessToken: async () => null });
    await p.send('/projects/current');
    await p.send('/users/me', { session: new FakeSession([{ accessToken: null, refreshToken: 'rt-only' }]) });
    const expectedBase = {
      'x-stack-override-error-status': 'true',
      'x-stack-client-version': CLIENT_VERSION,
      'x-stack-random-nonce': FIXED_NONCE,
      'x-stack-project-id': 'proj-1',
      'x-stack-access-type': 'client',
      'x-stack-allow-anonymous-user': 'true',
      'ngrok-skip-browser-warning': 'true',
    };
    expect(fetch.calls[0]!.headers).toEqual(expectedBase);
    expect(fetch.calls[1]!.headers).toEqual({ ...expectedBase, 'x-stack-refresh-token': 'rt-only' });
  });

  it('uses a 224-bit hex nonce, fresh for every request', async () => {
    expect(createNonce(fixedBytes)).toBe(FIXED_NONCE);
    expect(FIXED_NONCE).toHaveLength(56);
    const fetch = scriptedFetch([jsonResponse({}), jsonResponse({})]);
    const p = pipeline(fetch, { randomBytes: undefined });
    await p.send('/a');
    await p.send('/a');
    const [n1, n2] = fetch.calls.map((c) => c.headers['x-stack-random-nonce']);
    expect(n1).toMatch(/^[0-9a-f]{56}$/);
    expect(n2).toMatch(/^[0-9a-f]{56}$/);
    expect(n1).not.toBe(n2);
  });

  it('sends a JSON body with content-type application/json', async () => {
    const fetch = scriptedFetch([jsonResponse({ user_id: 'u' })]);
    const data = await pipeline(fetch).json<{ user_id: string }>('/auth/password/sign-in', {
      method: 'POST',
      body: { email: 'a@b.c', password: 'pw' },
    });
    expect(data).toEqual({ user_id: 'u' });
    const call = fetch.calls[0]!;
    expect(call.init.method).toBe('POST');
    expect(call.init.body).toBe('{"email":"a@b.c","password":"pw"}');
    expect(call.headers['content-type']).toBe('application/json');
  });

  it('sends a form body without project/auth headers when authenticate is false', async () => {
    const fetch = scriptedFetch([jsonResponse({ access_token: 'x', token_type: 'Bearer' })]);
    const session = new FakeSession([{ accessToken: 'at', refreshToken: 'rt' }]);
    const p = pipeline(fetch, { publishableClientKey: 'pck_1', secretServerKey: 'ssk_1', getAdminAccessToken: async () => 'adm' });
    await p.send('/auth/oauth/token', {
      method: 'POST',
      form: { grant_type: 'refresh_token', refresh_token: 'rt 1&2', client_id: 'proj-1' },
      authenticate: false,
      session,
    });
    const call = fetch.calls[0]!;
    expect(call.url).toBe('http://127.0.0.1:8102/api/v1/auth/oauth/token');
    expect(call.init.body).toBe('grant_type=refresh_token&refresh_token=rt+1%262&client_id=proj-1');
    expect(call.headers).toEqual({
      'content-type': 'application/x-www-form-urlencoded',
      'x-stack-override-error-status': 'true',
      'x-stack-client-version': CLIENT_VERSION,
      'x-stack-random-nonce': FIXED_NONCE,
      'ngrok-skip-browser-warning': 'true',
    });
    expect(session.requestedValidity).toEqual([]);
  });

  it('lets explicit headers override defaults and trims a trailing slash of the base URL', async () => {
    const fetch = scriptedFetch([jsonResponse({})]);
    await pipeline(fetch, { baseUrl: 'http://h:1/' }).send('/x', {
      method: 'DELETE',
      headers: { 'X-Stack-Access-Type': 'server', 'x-custom': '1' },
    });
    expect(fetch.calls[0]!.url).toBe('http://h:1/api/v1/x');
    expect(fetch.calls[0]!.headers['x-stack-access-type']).toBe('server');
    expect(fetch.calls[0]!.headers['x-custom']).toBe('1');
  });

  it('refuses a GET with a body before sending anything', async () => {
    const fetch = scriptedFetch([]);
    await expect(pipeline(fetch).send('/x', { body: { a: 1 } })).rejects.toThrow(/GET request cannot have a body/);
    expect(fetch.calls).toHaveLength(0);
  });

  it('looks up globalThis.fetch at call time when no fetch is configured', async () => {
    const original = globalThis.fetch;
    const fetch = scriptedFetch([jsonResponse({ late: true })]);
    const p = new RequestPipeline({ baseUrl: 'http://h', projectId: 'p', accessType: 'client' });
    globalThis.fetch = fetch;
    try {
      expect(await p.json('/x')).toEqual({ late: true });
    } finally {
      globalThis.fetch = original;
    }
    expect(fetch.calls).toHaveLength(1);
  });
});
