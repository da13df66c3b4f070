// PROTOCOL.md §2.3: the header-processing algorithm, access-type checks, token checks.
import { beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/protocol/clock';
import { useEmulator } from '../../support/emulator';
import { adminHeaders, call, clientHeaders, expectKnownError, serverHeaders, signUp, type Keys } from './helpers';

const clock = new ManualClock(Date.now());
const emu = useEmulator({ clock });
let other: Keys;

beforeAll(async () => {
  other = await emu.createProject();
});

describe('project and key checks', () => {
  it('PROJECT_KEY_WITHOUT_ACCESS_TYPE when a key comes without an access type', async () => {
    const res = await call(emu, '/projects/current', { headers: { 'x-stack-project-id': emu.project.id, 'x-stack-publishable-client-key': emu.project.publishableClientKey } });
    expect(expectKnownError(res, 'PROJECT_KEY_WITHOUT_ACCESS_TYPE', 400).details).toBeUndefined();
  });

  it('ACCESS_TYPE_REQUIRED on an endpoint that needs one', async () => {
    const res = await call(emu, '/projects/current', { headers: { 'x-stack-project-id': emu.project.id } });
    const body = expectKnownError(res, 'ACCESS_TYPE_REQUIRED', 400);
    expect(body.error).toContain("set the x-stack-access-type header to 'client', 'server', or 'admin'.\n\nFor more information");
  });

  it('INVALID_ACCESS_TYPE without details', async () => {
    const res = await call(emu, '/projects/current', { headers: { 'x-stack-project-id': emu.project.id, 'x-stack-access-type': 'root' } });
    expect(expectKnownError(res, 'INVALID_ACCESS_TYPE', 400)).toEqual({
      code: 'INVALID_ACCESS_TYPE',
      error: "The x-stack-access-type header must be 'client', 'server', or 'admin', but was 'root'.",
    });
  });

  it('ACCESS_TYPE_WITHOUT_PROJECT_ID', async () => {
    const res = await call(emu, '/projects/current', { headers: { 'x-stack-access-type': 'server' } });
    expect(expectKnownError(res, 'ACCESS_TYPE_WITHOUT_PROJECT_ID', 400).details).toEqual({ request_type: 'server' });
  });

  it('CURRENT_PROJECT_NOT_FOUND', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const res = await call(emu, '/projects/current', { headers: { 'x-stack-project-id': missing, 'x-stack-access-type': 'client' } });
    expect(expectKnownError(res, 'CURRENT_PROJECT_NOT_FOUND', 400).details).toEqual({ project_id: missing });
  });

  it('wrong keys give INVALID_*_KEY with the project id', async () => {
    const cases = [
      ['client', 'x-stack-publishable-client-key', 'INVALID_PUBLISHABLE_CLIENT_KEY'],
      ['server', 'x-stack-secret-server-key', 'INVALID_SECRET_SERVER_KEY'],
      ['admin', 'x-stack-super-secret-admin-key', 'INVALID_SUPER_SECRET_ADMIN_KEY'],
    ] as const;
    for (const [type, header, code] of cases) {
      const res = await call(emu, '/projects/current', { headers: { 'x-stack-project-id': emu.project.id, 'x-stack-access-type': type, [header]: 'wrong' } });
      expect(expectKnownError(res, code, 401).details).toEqual({ project_id: emu.project.id });
    }
    // Keys of another project are wrong too.
    const res = await call(emu, '/projects/current', { headers: serverHeaders({ ...emu.project, secretServerKey: other.secretServerKey }) });
    expectKnownError(res, 'INVALID_SECRET_SERVER_KEY', 401);
  });

  it('server without key -> SERVER_AUTHENTICATION_REQUIRED; admin without key -> ADMIN_AUTHENTICATION_REQUIRED', async () => {
    expectKnownError(await call(emu, '/projects/current', { headers: { 'x-stack-project-id': emu.project.id, 'x-stack-access-type': 'server' } }), 'SERVER_AUTHENTICATION_REQUIRED', 401);
    expectKnownError(await call(emu, '/projects/current', { headers: { 'x-stack-project-id': emu.project.id, 'x-stack-access-type': 'admin' } }), 'ADMIN_AUTHENTICATION_REQUIRED', 401);
  });

  it('client without key works when the project does not require one, and the sentinel too', async () => {
    const bare = await call(emu, '/projects/current', { headers: { 'x-stack-project-id': emu.project.id, 'x-stack-access-type': 'client' } });
    expect(bare.status).toBe(200);
    const sentinel = await call(emu, '/projects/current', {
      headers: { 'x-stack-project-id': emu.project.id, 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': '__stack_public_client__' },
    });
    expect(sentinel.status).toBe(200);
  });

  it('PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT when the project requires keys', async () => {
    const strict = await emu.createProject({ config: { require_publishable_client_key: true } });
    const res = await call(emu, '/projects/current', { headers: { 'x-stack-project-id': strict.id, 'x-stack-access-type': 'client' } });
    expect(expectKnownError(res, 'PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT', 401).details).toEqual({ project_id: strict.id });
    expect((await call(emu, '/projects/current', { headers: clientHeaders(strict) })).status).toBe(200);
  });

  it('INSUFFICIENT_ACCESS_TYPE for a client on a server-only endpoint', async () => {
    const res = await call(emu, '/auth/sessions', { headers: clientHeaders(emu.project), body: { user_id: 'me' } });
    expect(expectKnownError(res, 'INSUFFICIENT_ACCESS_TYPE', 401)).toEqual({
      code: 'INSUFFICIENT_ACCESS_TYPE',
      details: { actual_access_type: 'client', allowed_access_types: ['server', 'admin'] },
      error: "The x-stack-access-type header must be 'server' or 'admin', but was 'client'.",
    });
  });

  it('BRANCH_DOES_NOT_EXIST for a branch other than main', async () => {
    const res = await call(emu, '/projects/current', { headers: clientHeaders(emu.project, { 'x-stack-branch-id': 'dev' }) });
    expect(expectKnownError(res, 'BRANCH_DOES_NOT_EXIST', 400).details).toEqual({ branch_id: 'dev' });
  });

  it('x-hexclave-* headers work like x-stack-*', async () => {
    const user = await signUp(emu, emu.project);
    const res = await call(emu, '/users/me', {
      headers: {
        'x-hexclave-project-id': emu.project.id,
        'x-hexclave-access-type': 'client',
        'x-hexclave-publishable-client-key': emu.project.publishableClientKey,
        'x-hexclave-access-token': user.access_token,
      },
    });
    expect(res.status).toBe(200);
    expect(res.json.id).toBe(user.user_id);
    const bad = await call(emu, '/projects/current', { headers: { 'x-hexclave-project-id': emu.project.id, 'x-hexclave-access-type': 'server', 'x-hexclave-secret-server-key': 'nope' } });
    expectKnownError(bad, 'INVALID_SECRET_SERVER_KEY', 401);
  });

  it('answers a known error in the dialect of the request: x-hexclave-known-error only for x-hexclave-* clients', async () => {
    const stack = await call(emu, '/projects/current', { headers: serverHeaders({ ...emu.project, secretServerKey: 'nope' }) });
    expect(stack.headers.get('x-stack-known-error')).toBe('INVALID_SECRET_SERVER_KEY');
    expect(stack.headers.get('x-hexclave-known-error')).toBeNull();
    const mixed = await call(emu, '/projects/current', { headers: serverHeaders({ ...emu.project, secretServerKey: 'nope' }, { 'x-hexclave-client-version': 'js @stackframe/js@2.8.108' }) });
    expect(mixed.headers.get('x-stack-known-error')).toBe('INVALID_SECRET_SERVER_KEY');
    expect(mixed.headers.get('x-hexclave-known-error')).toBe('INVALID_SECRET_SERVER_KEY');
  });
});

describe('access tokens', () => {
  it('INVALID_PROJECT_FOR_ACCESS_TOKEN for a token of another project', async () => {
    const user = await signUp(emu, other);
    const res = await call(emu, '/users/me', { headers: clientHeaders(emu.project, { 'x-stack-access-token': user.access_token }) });
    expect(expectKnownError(res, 'INVALID_PROJECT_FOR_ACCESS_TOKEN', 401).details).toEqual({
      expected_project_id: emu.project.id,
      actual_project_id: other.id,
    });
  });

  it('UNPARSABLE_ACCESS_TOKEN for garbage and for a tampered token', async () => {
    const garbage = await call(emu, '/users/me', { headers: clientHeaders(emu.project, { 'x-stack-access-token': 'garbage' }) });
    expect(expectKnownError(garbage, 'UNPARSABLE_ACCESS_TOKEN', 401)).toEqual({ code: 'UNPARSABLE_ACCESS_TOKEN', error: 'Access token is not parsable.' });
    const user = await signUp(emu, emu.project);
    const [h, p, sig] = user.access_token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...payload, sub: '00000000-0000-4000-8000-000000000000' })).toString('base64url')}.${sig}`;
    const tampered = await call(emu, '/users/me', { headers: clientHeaders(emu.project, { 'x-stack-access-token': forged }) });
    expectKnownError(tampered, 'UNPARSABLE_ACCESS_TOKEN', 401);
  });

  it('ACCESS_TOKEN_EXPIRED once the clock passes exp, with details', async () => {
    const user = await signUp(emu, emu.project);
    const payload = JSON.parse(Buffer.from(user.access_token.split('.')[1]!, 'base64url').toString());
    const ok = await call(emu, '/users/me', { headers: clientHeaders(emu.project, { 'x-stack-access-token': user.access_token }) });
    expect(ok.status).toBe(200);
    await clock.advance(600_001);
    const res = await call(emu, '/users/me', { headers: clientHeaders(emu.project, { 'x-stack-access-token': user.access_token }) });
    const body = expectKnownError(res, 'ACCESS_TOKEN_EXPIRED', 401);
    expect(body.details).toEqual({
      expired_at_millis: payload.exp * 1000,
      project_id: emu.project.id,
      user_id: user.user_id,
      refresh_token_id: payload.refresh_token_id,
    });
    expect(body.error.startsWith('Access token has expired. Please refresh it and try again. (The access token expired at')).toBe(true);
  });

  it('an access token without an access type is ignored', async () => {
    const res = await call(emu, '', { headers: { 'x-stack-access-token': 'garbage' } });
    expect(res.status).toBe(200);
    expect(res.text).toContain('Authentication: None');
  });

  it('server callers with a token see the server view of me', async () => {
    const user = await signUp(emu, emu.project);
    const res = await call(emu, '/users/me', { headers: serverHeaders(emu.project, { 'x-stack-access-token': user.access_token }) });
    expect(res.status).toBe(200);
    expect(res.json.server_metadata).toBeNull();
    const admin = await call(emu, '/users/me', { headers: adminHeaders(emu.project, { 'x-stack-access-token': user.access_token }) });
    expect(admin.json.last_active_at_millis).toEqual(expect.any(Number));
  });
});

describe('the internal project (§6.3)', () => {
  it('is seeded with its well-known publishable key, its own secret keys and its client view', async () => {
    const internal: Keys = emu.internalProject;
    // Public by design (sent to every browser): the one constant key of the internal project.
    expect(internal.publishableClientKey).toBe('this-publishable-client-key-is-for-local-development-only');
    const res = await call(emu, '/projects/current', { headers: clientHeaders(internal) });
    expect(res.status).toBe(200);
    expect(res.json.display_name).toBe('Stack Dashboard');
    expect(res.json.config.enabled_oauth_providers).toEqual([{ id: 'github' }, { id: 'google' }, { id: 'microsoft' }, { id: 'spotify' }]);
    expect(res.json.config.client_team_creation_enabled).toBe(true);
    expect(res.json.config.magic_link_enabled).toBe(true);
    expect((await call(emu, '/projects/current', { headers: adminHeaders(internal) })).status).toBe(200);
  });
});
