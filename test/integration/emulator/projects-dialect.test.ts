// The project views in each client's dialect (PROTOCOL.md §9): v2.8.86 clients (x-stack-* headers) get
// the views of v2.8.86, without the newer fields; 2.8.108+ clients (x-hexclave-* headers) get them.
import { describe, expect, it } from 'vitest';
import { useEmulator } from '../../support/emulator';
import { createOwnedProjectOverHttp, INTERNAL, ownerAdminHeaders, signUpInternalOwner } from '../../support/internal-project';
import { call, clientHeaders } from './helpers';

const emu = useEmulator();

/** The same headers, renamed to the newer x-hexclave-* family. */
function hexclave(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.replace(/^x-stack-/, 'x-hexclave-'), v]));
}

describe('admin project view', () => {
  it('has is_development_environment only for x-hexclave-* requests', async () => {
    const owner = await signUpInternalOwner(emu);
    const id = await createOwnedProjectOverHttp(emu, owner, { is_development_environment: true });
    const headers = ownerAdminHeaders(id, owner.accessToken);

    const older = await call(emu, '/internal/projects/current', { headers });
    expect(older.status, older.text).toBe(200);
    expect(older.json).not.toHaveProperty('is_development_environment');
    const listed = await call(emu, '/internal/projects', { headers: clientHeaders(INTERNAL, { 'x-stack-access-token': owner.accessToken }) });
    expect(listed.json.items[0]).not.toHaveProperty('is_development_environment');
    const patched = await call(emu, '/internal/projects/current', { method: 'PATCH', headers, body: { description: 'x' } });
    expect(patched.json).not.toHaveProperty('is_development_environment');

    const newer = await call(emu, '/internal/projects/current', { headers: hexclave(headers) });
    expect(newer.status, newer.text).toBe(200);
    expect(newer.json.is_development_environment).toBe(true);
  });
});

describe('client project view', () => {
  it('has config.allow_localhost only for x-hexclave-* requests', async () => {
    const base = clientHeaders(emu.project);
    const older = await call(emu, '/projects/current', { headers: base });
    expect(older.status, older.text).toBe(200);
    expect(older.json.config).not.toHaveProperty('allow_localhost');

    const newer = await call(emu, '/projects/current', { headers: hexclave(base) });
    expect(newer.status, newer.text).toBe(200);
    expect(newer.json.config.allow_localhost).toBe(true);
  });
});
