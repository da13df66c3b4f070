// Issue 29: an unexpected error answered a 500 whose body held the error's stack (file paths of the host,
// node:internal frames). The 500 must say a short sentence with the request id; the detail goes to the log.
import { describe, expect, it } from 'vitest';
import { startEmulator } from '../../emulator/server';
import { useEmulator } from '../support/emulator';
import { call, clientHeaders, serverHeaders, signUp, type CallResult } from '../integration/emulator/helpers';

const emu = useEmulator();

function expectNoHostDetail(res: CallResult): void {
  expect(res.text).not.toContain('    at ');
  expect(res.text).not.toContain('/work/');
  expect(res.text).not.toContain('node:internal');
  expect(res.text).not.toContain(process.cwd());
  expect(res.text).not.toMatch(/(?:^|[\s(])\/[\w.@-]+(?:\/[\w.@-]+)+\.(?:ts|js|mjs|cjs)\b/);
}

describe('unexpected errors', () => {
  it('a route that throws (a first password for a user without a primary e-mail, PROTOCOL.md §5.15) answers a bare 500', async () => {
    const created = await call(emu, '/users', { headers: serverHeaders(emu.project), body: {} });
    expect(created.status, created.text).toBe(201);
    const res = await call(emu, `/users/${created.json.id}`, { method: 'PATCH', headers: serverHeaders(emu.project), body: { password: 'a-good-password-1' } });
    expect(res.status).toBe(500);
    expectNoHostDetail(res);
    const requestId = res.headers.get('x-stack-request-id');
    expect(requestId).toBeTruthy();
    expect(res.text).toContain(requestId!);
  });

  it('the deep body that once overflowed the stack leaks nothing either', async () => {
    const user = await signUp(emu, emu.project);
    const headers = clientHeaders(emu.project, { 'x-stack-access-token': user.access_token, 'content-type': 'application/json' });
    const body = `{"client_metadata":${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}}`;
    const res = await call(emu, '/users/me', { method: 'PATCH', headers, body });
    expect(res.status).not.toBe(200);
    expectNoHostDetail(res);
  });

  it('in production mode the 500 is the production sentence with the request id; the stack goes only to the log', async () => {
    const lines: string[] = [];
    const prod = await startEmulator({ port: 0, inMemory: true, production: true, log: (line) => lines.push(line) });
    try {
      const project = await prod.createProject();
      const created = await call(prod, '/users', { headers: serverHeaders(project), body: {} });
      const res = await call(prod, `/users/${created.json.id}`, { method: 'PATCH', headers: serverHeaders(project), body: { password: 'a-good-password-1' } });
      const requestId = res.headers.get('x-stack-request-id');
      expect([res.status, res.text]).toEqual([500, `Something went wrong. Please make sure the data you entered is correct.\n\nRequest ID: ${requestId}`]);
      const logged = lines.find((line) => line.includes(`request ${requestId}`));
      expect(logged).toContain('Cannot set a password on a user without a primary email');
      expect(logged).toContain('    at ');
    } finally {
      await prod.close();
    }
  });
});
