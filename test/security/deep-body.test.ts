// Issue 29: a JSON body nested 100,000 levels deep overflowed the stack of whatever walked it (a 500 with
// a stack trace). It must be refused as a bad body, SCHEMA_ERROR 400, before anything walks it, and the
// emulator must keep answering. The same holds for the JSON text of a config override.
import { describe, expect, it } from 'vitest';
import { useEmulator } from '../support/emulator';
import { adminHeaders, call, clientHeaders, expectKnownError, signUp } from '../integration/emulator/helpers';

const emu = useEmulator();
const LEVELS = 100_000;

/** `{"a":{"a":…1…}}`, `levels` objects deep, written as text (JSON.stringify itself would overflow). */
const nestedText = (levels: number): string => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

describe('deeply nested request bodies', () => {
  it('client_metadata nested 100,000 levels is SCHEMA_ERROR, and the emulator still answers', async () => {
    const user = await signUp(emu, emu.project);
    const headers = clientHeaders(emu.project, { 'x-stack-access-token': user.access_token, 'content-type': 'application/json' });
    const res = await call(emu, '/users/me', { method: 'PATCH', headers, body: `{"client_metadata":${nestedText(LEVELS)}}` });
    const error = expectKnownError(res, 'SCHEMA_ERROR', 400);
    expect(error.error).toContain('Request validation failed on PATCH /api/v1/users/me:');
    expect(res.text).not.toContain('    at ');

    const me = await call(emu, '/users/me', { headers });
    expect([me.status, me.json.client_metadata]).toEqual([200, null]);
    // A reasonable depth is still accepted.
    const shallow = await call(emu, '/users/me', { method: 'PATCH', headers, body: `{"client_metadata":${nestedText(20)}}` });
    expect(shallow.status, shallow.text).toBe(200);
  });

  it('a deep array body is refused the same way', async () => {
    const headers = clientHeaders(emu.project, { 'content-type': 'application/json' });
    const res = await call(emu, '/auth/password/sign-up', { headers, body: '['.repeat(LEVELS) + ']'.repeat(LEVELS) });
    expectKnownError(res, 'SCHEMA_ERROR', 400);
  });

  it('a config override string nested 100,000 levels is a text 400, not a 500', async () => {
    const res = await call(emu, '/internal/config/override/branch', {
      method: 'PATCH',
      headers: adminHeaders(emu.project),
      body: { config_override_string: `{"payments.items":${nestedText(LEVELS)}}` },
    });
    expect(res.status, res.text.slice(0, 300)).toBe(400);
    expect(res.text).not.toContain('    at ');
    const tree = await call(emu, '/internal/config', { headers: adminHeaders(emu.project) });
    expect(tree.status).toBe(200);
  });
});
