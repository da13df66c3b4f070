// Stack's published development keys of its `internal` project (emulator/projects/stack-dev-keys.ts): an
// in-memory emulator on a loopback address accepts them from local processes, so Stack's own test tooling
// runs against it; a browser page (Origin, Sec-Fetch-Site), a page on another Host name (DNS rebinding),
// a data folder and an emulator started with `stackDevKeys: false` never get them.
import { request as httpRequest } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../emulator/server';
import { adminHeaders, call, expectKnownError, serverHeaders, type Keys } from '../integration/emulator/helpers';

const PUBLISHED = {
  id: 'internal',
  publishableClientKey: 'this-publishable-client-key-is-for-local-development-only',
  secretServerKey: 'this-secret-server-key-is-for-local-development-only',
  superSecretAdminKey: 'this-super-secret-admin-key-is-for-local-development-only',
} satisfies Keys;
const TIMEOUT_MS = 120_000;

const running: RunningEmulator[] = [];
const folders: string[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((emu) => emu.close()));
});
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

async function start(options: Parameters<typeof startEmulator>[0]): Promise<RunningEmulator> {
  const emu = await startEmulator({ port: 0, ...options });
  running.push(emu);
  return emu;
}

/** A GET with a Host header of our choosing (fetch does not let a caller set Host). */
function getWithHost(emu: RunningEmulator, path: string, host: string, headers: Record<string, string>): Promise<{ status: number; knownError: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: emu.port, path: `/api/v1${path}`, headers: { ...headers, host } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, knownError: res.headers['x-stack-known-error'] as string | undefined }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe("Stack's published development keys", () => {
  it('an in-memory emulator on loopback accepts them from a local process, for the internal project only', { timeout: TIMEOUT_MS }, async () => {
    const emu = await start({ inMemory: true });
    expect(emu.stackDevKeys).toBe(true);
    // Its own keys are still random and still work.
    expect(emu.internalProject.secretServerKey).not.toBe(PUBLISHED.secretServerKey);
    expect((await call(emu, '/users', { headers: serverHeaders(emu.internalProject) })).status).toBe(200);

    const users = await call(emu, '/users', { headers: serverHeaders(PUBLISHED) });
    expect(users.status).toBe(200);
    expect(Array.isArray(users.json.items)).toBe(true);
    const project = await call(emu, '/internal/projects/current', { headers: adminHeaders(PUBLISHED) });
    expect(project.status).toBe(200);
    expect(project.json.id).toBe('internal');
    // Another project with the same keys: refused.
    const other = { ...emu.defaultProject, secretServerKey: PUBLISHED.secretServerKey, superSecretAdminKey: PUBLISHED.superSecretAdminKey };
    expectKnownError(await call(emu, '/users', { headers: serverHeaders(other) }), 'INVALID_SECRET_SERVER_KEY', 401);
    expectKnownError(await call(emu, '/internal/projects/current', { headers: adminHeaders(other) }), 'INVALID_SUPER_SECRET_ADMIN_KEY', 401);
  });

  it('a browser never gets them: a page of any origin, a Sec-Fetch-Site request, another Host name', { timeout: TIMEOUT_MS }, async () => {
    const emu = await start({ inMemory: true });
    const browserMarks: Record<string, string>[] = [{ origin: 'https://example.com' }, { origin: emu.url }, { 'sec-fetch-site': 'same-origin' }, { 'sec-fetch-site': 'cross-site' }];
    for (const marks of browserMarks) {
      expectKnownError(await call(emu, '/users', { headers: serverHeaders(PUBLISHED, marks) }), 'INVALID_SECRET_SERVER_KEY', 401);
      expectKnownError(await call(emu, '/internal/projects/current', { headers: adminHeaders(PUBLISHED, marks) }), 'INVALID_SUPER_SECRET_ADMIN_KEY', 401);
    }
    // A DNS-rebinding page reaches 127.0.0.1 under its own name and sends neither Origin nor Sec-Fetch-* on a same-origin GET.
    const rebound = await getWithHost(emu, '/internal/projects/current', `rebind.example:${emu.port}`, adminHeaders(PUBLISHED));
    expect(rebound).toEqual({ status: 401, knownError: 'INVALID_SUPER_SECRET_ADMIN_KEY' });
    const local = await getWithHost(emu, '/internal/projects/current', `localhost:${emu.port}`, adminHeaders(PUBLISHED));
    expect(local.status).toBe(200);
  });

  it('a data folder and stackDevKeys: false refuse them', { timeout: TIMEOUT_MS }, async () => {
    const folder = await mkdtemp(join(tmpdir(), 'stack-dev-keys-'));
    folders.push(folder);
    for (const emu of [await start({ dataDir: folder }), await start({ inMemory: true, stackDevKeys: false })]) {
      expect(emu.stackDevKeys).toBe(false);
      expectKnownError(await call(emu, '/users', { headers: serverHeaders(PUBLISHED) }), 'INVALID_SECRET_SERVER_KEY', 401);
      expectKnownError(await call(emu, '/internal/projects/current', { headers: adminHeaders(PUBLISHED) }), 'INVALID_SUPER_SECRET_ADMIN_KEY', 401);
    }
  });
});
