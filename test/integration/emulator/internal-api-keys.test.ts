// The project's own key sets over HTTP (PROTOCOL.md §4.9, §5.20): full keys once, the last four after,
// revocation and expiry stop them authenticating at once, and bad input gets the protocol's errors.
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/protocol/clock';
import { useEmulator } from '../../support/emulator';
import { adminHeaders, call, expectKnownError } from './helpers';

const clock = new ManualClock(Date.UTC(2030, 0, 1));
const emu = useEmulator({ clock });
const DAY = 86_400_000;

const create = (body: Record<string, unknown>) =>
  call(emu, '/internal/api-keys', {
    headers: adminHeaders(emu.project),
    body: { description: 'CI', expires_at_millis: clock.now() + DAY, has_publishable_client_key: true, has_secret_server_key: true, has_super_secret_admin_key: true, ...body },
  });

const serverCall = (secret: string) =>
  call(emu, '/teams', { headers: { 'x-stack-project-id': emu.project.id, 'x-stack-access-type': 'server', 'x-stack-secret-server-key': secret } });

describe('/internal/api-keys', () => {
  it('creates a set (200) with the three full keys, then shows only their last four', async () => {
    const res = await create({ description: 'Backend' });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      description: 'Backend',
      created_at_millis: clock.now(),
      expires_at_millis: clock.now() + DAY,
      publishable_client_key: expect.stringMatching(/^pck_[0-9a-z]{45}$/),
      secret_server_key: expect.stringMatching(/^ssk_[0-9a-z]{45}$/),
      super_secret_admin_key: expect.stringMatching(/^sak_[0-9a-z]{45}$/),
    });
    const { id, publishable_client_key: pck, secret_server_key: ssk, super_secret_admin_key: sak } = res.json;
    const read = { id, description: 'Backend', created_at_millis: clock.now(), expires_at_millis: clock.now() + DAY };
    const lastFours = { publishable_client_key: { last_four: pck.slice(-4) }, secret_server_key: { last_four: ssk.slice(-4) }, super_secret_admin_key: { last_four: sak.slice(-4) } };
    expect((await call(emu, `/internal/api-keys/${id}`, { headers: adminHeaders(emu.project) })).json).toEqual({ ...read, ...lastFours });
    const list = await call(emu, '/internal/api-keys', { headers: adminHeaders(emu.project) });
    expect(list.json.is_paginated).toBe(false);
    expect(list.json.items).toContainEqual({ ...read, ...lastFours });
    expect(list.text).not.toContain(ssk);

    // The new keys authenticate.
    expect((await serverCall(ssk)).status).toBe(200);
    expect((await call(emu, '/internal/projects/current', { headers: { ...adminHeaders(emu.project), 'x-stack-super-secret-admin-key': sak } })).status).toBe(200);
  });

  it('leaves out the kinds not asked for; the list is newest first', async () => {
    const first = await create({ description: 'older', has_publishable_client_key: false, has_super_secret_admin_key: false });
    await clock.advance(1000);
    const second = await create({ description: 'newer', has_secret_server_key: false, has_super_secret_admin_key: false });
    expect(Object.keys(first.json).sort()).toEqual(['created_at_millis', 'description', 'expires_at_millis', 'id', 'secret_server_key']);
    expect(second.json.publishable_client_key).toMatch(/^pck_/);
    const ids = (await call(emu, '/internal/api-keys', { headers: adminHeaders(emu.project) })).json.items.map((k: { id: string }) => k.id);
    expect(ids.indexOf(second.json.id)).toBeLessThan(ids.indexOf(first.json.id));
  });

  it('revokes (one-way, the first time kept) and the revoked keys stop authenticating at once', async () => {
    const key = await create({});
    const path = `/internal/api-keys/${key.json.id}`;
    expect((await serverCall(key.json.secret_server_key)).status).toBe(200);
    const revokedAt = clock.now();
    const revoked = await call(emu, path, { method: 'PATCH', headers: adminHeaders(emu.project), body: { revoked: true, description: 'retired' } });
    expect(revoked.json).toMatchObject({ description: 'retired', manually_revoked_at_millis: revokedAt });
    await clock.advance(5000);
    const again = await call(emu, path, { method: 'PATCH', headers: adminHeaders(emu.project), body: { revoked: true } });
    expect(again.json.manually_revoked_at_millis).toBe(revokedAt);
    expectKnownError(await serverCall(key.json.secret_server_key), 'INVALID_SECRET_SERVER_KEY', 401);
    expectKnownError(
      await call(emu, '/projects/current', { headers: { 'x-stack-project-id': emu.project.id, 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': key.json.publishable_client_key } }),
      'INVALID_PUBLISHABLE_CLIENT_KEY',
      401,
    );
  });

  it('expired sets stop authenticating', async () => {
    const key = await create({ expires_at_millis: clock.now() + 60_000 });
    expect((await serverCall(key.json.secret_server_key)).status).toBe(200);
    await clock.advance(60_000);
    expectKnownError(await serverCall(key.json.secret_server_key), 'INVALID_SECRET_SERVER_KEY', 401);
  });

  it('answers API_KEY_NOT_FOUND for unknown ids, other projects’ sets and non-UUIDs', async () => {
    const other = await emu.createProject();
    const foreign = await call(emu, '/internal/api-keys', {
      headers: adminHeaders(other),
      body: { description: 'x', expires_at_millis: clock.now() + DAY, has_publishable_client_key: false, has_secret_server_key: true, has_super_secret_admin_key: false },
    });
    for (const id of ['00000000-0000-4000-8000-000000000000', foreign.json.id, 'not-a-uuid']) {
      expectKnownError(await call(emu, `/internal/api-keys/${id}`, { headers: adminHeaders(emu.project) }), 'API_KEY_NOT_FOUND', 404);
      expectKnownError(await call(emu, `/internal/api-keys/${id}`, { method: 'PATCH', headers: adminHeaders(emu.project), body: { revoked: true } }), 'API_KEY_NOT_FOUND', 404);
    }
  });

  it('rejects bad bodies with SCHEMA_ERROR and other access types with INSUFFICIENT_ACCESS_TYPE', async () => {
    const missing = expectKnownError(await call(emu, '/internal/api-keys', { headers: adminHeaders(emu.project), body: { description: 'x' } }), 'SCHEMA_ERROR', 400);
    expect(missing.error).toContain('body.expires_at_millis must be defined');
    expect(missing.error).toContain('body.has_super_secret_admin_key must be defined');
    expect(expectKnownError(await create({ expires_at_millis: 'soon' }), 'SCHEMA_ERROR', 400).error).toContain('body.expires_at_millis must be a number');
    expect(expectKnownError(await create({ extra: 1 }), 'SCHEMA_ERROR', 400).error).toContain('body contains unknown properties: extra');
    const key = await create({});
    expect(
      expectKnownError(await call(emu, `/internal/api-keys/${key.json.id}`, { method: 'PATCH', headers: adminHeaders(emu.project), body: { revoked: 'yes' } }), 'SCHEMA_ERROR', 400).error,
    ).toContain('body.revoked must be a boolean');
    const insufficient = expectKnownError(
      await call(emu, '/internal/api-keys', { headers: { 'x-stack-project-id': emu.project.id, 'x-stack-access-type': 'server', 'x-stack-secret-server-key': emu.project.secretServerKey } }),
      'INSUFFICIENT_ACCESS_TYPE',
      401,
    );
    expect(insufficient.details).toEqual({ actual_access_type: 'server', allowed_access_types: ['admin'] });
    const noBody = await call(emu, '/internal/api-keys', { method: 'POST', headers: adminHeaders(emu.project) });
    expect(expectKnownError(noBody, 'SCHEMA_ERROR', 400).error).toContain('body must be defined');
  });
});
