// The paginated form of GET /…-permission-definitions that newer SDKs send (limit, cursor, query).
import { describe, expect, it } from 'vitest';
import { useEmulator } from '../../support/emulator';
import { adminHeaders, call, expectKnownError } from './helpers';

const emu = useEmulator();

describe('GET /team-permission-definitions?limit=', () => {
  it('pages in id order with a cursor, filters by id or description, and stays unpaginated without limit', async () => {
    const h = adminHeaders(emu.project);
    for (const [id, description] of [['alpha', 'First'], ['beta', 'Reads reports'], ['gamma', 'Third']]) {
      expect((await call(emu, '/team-permission-definitions', { headers: h, body: { id, description } })).status).toBe(201);
    }
    const first = await call(emu, '/team-permission-definitions?limit=7', { headers: h });
    expect(first.json.is_paginated).toBe(true);
    expect(first.json.items.map((d: { id: string }) => d.id)).toEqual(['$delete_team', '$invite_members', '$manage_api_keys', '$read_members', '$remove_members', '$update_team', 'alpha']);
    expect(first.json.pagination).toEqual({ next_cursor: 'beta' });
    const second = await call(emu, '/team-permission-definitions?limit=7&cursor=beta', { headers: h });
    expect(second.json.items.map((d: { id: string }) => d.id)).toEqual(['beta', 'gamma', 'team_admin', 'team_member']);
    expect(second.json.pagination).toEqual({ next_cursor: null });
    const found = await call(emu, '/team-permission-definitions?limit=10&query=REPORT', { headers: h });
    expect(found.json.items).toEqual([{ id: 'beta', description: 'Reads reports', contained_permission_ids: [] }]);
    expect((await call(emu, '/team-permission-definitions', { headers: h })).json.is_paginated).toBe(false);
  });

  it('rejects a bad limit and unknown parameters with SCHEMA_ERROR', async () => {
    const h = adminHeaders(emu.project);
    expect(expectKnownError(await call(emu, '/team-permission-definitions?limit=0', { headers: h }), 'SCHEMA_ERROR', 400).error).toContain('query.limit must be an integer between 1 and 9999');
    expect(expectKnownError(await call(emu, '/project-permission-definitions?page=2', { headers: h }), 'SCHEMA_ERROR', 400).error).toContain('query contains unknown properties: page');
  });
});
