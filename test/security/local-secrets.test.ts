// Issue 29: the internal project's secret server and admin keys, the demo project's secret keys and the
// seeded owner's password were constants of the source, so any page or process knowing them could list
// the owner and mint an admin session. They are now random per database, kept across restarts of a data
// folder, replaced in a folder that still holds the old constants, and overridable by env and options.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../emulator/crypto/password';
import type { Database } from '../../emulator/db/database';
import { openDatabase } from '../../emulator/db/open';
import { startEmulator, type RunningEmulator } from '../../emulator/server';
import { adminHeaders, call, clientHeaders, expectKnownError, serverHeaders, type Keys } from '../integration/emulator/helpers';

/** What every emulator used to have (emulator/projects/seed.ts and seed-owner.ts before issue 29). */
const OLD = {
  internalServerKey: 'this-secret-server-key-is-for-local-development-only',
  internalAdminKey: 'this-super-secret-admin-key-is-for-local-development-only',
  internalPublishableKey: 'this-publishable-client-key-is-for-local-development-only',
  ownerEmail: 'owner@localhost.test',
  ownerPassword: 'local-owner-password',
  demoServerKey: 'ssk_emulator0local0secret0server0key00000000000',
  demoAdminKey: 'sak_emulator0local0super0secret0admin0key000000',
};
const INTERNAL_KEY_SET_ID = '3142e763-b230-44b5-8636-aa62f7489c26';
const ENV_NAMES = [
  'STACK_INTERNAL_PROJECT_CLIENT_KEY',
  'STACK_INTERNAL_PROJECT_SERVER_KEY',
  'STACK_INTERNAL_PROJECT_ADMIN_KEY',
  'STACK_EMULATOR_OWNER_EMAIL',
  'STACK_EMULATOR_OWNER_PASSWORD',
  'STACK_SECRET_SERVER_KEY',
  'STACK_SUPER_SECRET_ADMIN_KEY',
  'STACK_PUBLISHABLE_CLIENT_KEY',
  'STACK_PROJECT_ID',
] as const;
// Starting an emulator on a data folder takes seconds on a busy machine; a test starts at most three.
const TIMEOUT_MS = 120_000;

const savedEnv = Object.fromEntries(ENV_NAMES.map((name) => [name, process.env[name]]));
const running: RunningEmulator[] = [];
let dataDir = '';

beforeAll(async () => {
  for (const name of ENV_NAMES) delete process.env[name];
  dataDir = await mkdtemp(join(tmpdir(), 'stack-local-secrets-'));
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((emu) => emu.close()));
  for (const name of ENV_NAMES) delete process.env[name];
});
afterAll(async () => {
  for (const name of ENV_NAMES) if (savedEnv[name] !== undefined) process.env[name] = savedEnv[name];
  await rm(dataDir, { recursive: true, force: true });
});

async function start(options: Parameters<typeof startEmulator>[0]): Promise<RunningEmulator> {
  const emu = await startEmulator({ port: 0, ...options });
  running.push(emu);
  return emu;
}

async function stop(emu: RunningEmulator): Promise<void> {
  running.splice(running.indexOf(emu), 1);
  await emu.close();
}

const internalWith = (secretServerKey: string, superSecretAdminKey: string): Keys => ({ id: 'internal', publishableClientKey: OLD.internalPublishableKey, secretServerKey, superSecretAdminKey });

function signIn(emu: RunningEmulator, email: string, password: string) {
  return call(emu, '/auth/password/sign-in', { headers: clientHeaders(internalWith('', '')), body: { email, password } });
}

/** The old owner's password back on the owner's user, as emulators before issue 29 left it. */
async function setOldOwnerPassword(db: Database): Promise<void> {
  const changed = await db.query(
    `UPDATE users SET password_hash = $1 WHERE id = (SELECT user_id FROM contact_channels
       WHERE project_id = 'internal' AND type = 'email' AND used_for_auth AND value = $2) RETURNING id`,
    [await hashPassword(OLD.ownerPassword), OLD.ownerEmail],
  );
  expect(changed).toHaveLength(1);
}

/**
 * Nothing of the old constants opens anything: keys refused with their known errors, the password too. An
 * in-memory emulator accepts Stack's published internal keys from local processes (stack-dev-keys.test.ts),
 * so there they are tried as a web page sends them.
 */
async function expectOldConstantsRefused(emu: RunningEmulator): Promise<void> {
  const oldInternal = internalWith(OLD.internalServerKey, OLD.internalAdminKey);
  const page: Record<string, string> = emu.stackDevKeys ? { origin: 'https://example.com' } : {};
  expectKnownError(await call(emu, '/users', { headers: serverHeaders(oldInternal, page) }), 'INVALID_SECRET_SERVER_KEY', 401);
  expectKnownError(await call(emu, '/internal/projects/current', { headers: adminHeaders(oldInternal, page) }), 'INVALID_SUPER_SECRET_ADMIN_KEY', 401);
  const oldDemo = { ...emu.defaultProject, secretServerKey: OLD.demoServerKey, superSecretAdminKey: OLD.demoAdminKey };
  expectKnownError(await call(emu, '/users', { headers: serverHeaders(oldDemo) }), 'INVALID_SECRET_SERVER_KEY', 401);
  expectKnownError(await call(emu, '/internal/projects/current', { headers: adminHeaders(oldDemo) }), 'INVALID_SUPER_SECRET_ADMIN_KEY', 401);
  expect((await signIn(emu, OLD.ownerEmail, OLD.ownerPassword)).status).toBe(400);
}

/** The printed secrets work: internal server and admin access, the demo project's, the owner's sign-in. */
async function expectSecretsWork(emu: RunningEmulator): Promise<void> {
  expect((await call(emu, '/users', { headers: serverHeaders(emu.internalProject) })).status).toBe(200);
  expect((await call(emu, '/internal/projects/current', { headers: adminHeaders(emu.internalProject) })).status).toBe(200);
  expect((await call(emu, '/users', { headers: serverHeaders(emu.defaultProject) })).status).toBe(200);
  expect((await call(emu, '/internal/projects/current', { headers: adminHeaders(emu.defaultProject) })).status).toBe(200);
  const owner = emu.owner;
  if (!owner) throw new Error('a development-mode emulator has an owner');
  expect((await signIn(emu, owner.email, owner.password)).status).toBe(200);
}

describe('secrets per database', () => {
  it('two in-memory emulators have different secrets, none of them the old constants, and the old ones are refused', { timeout: TIMEOUT_MS }, async () => {
    const a = await start({ inMemory: true });
    const b = await start({ inMemory: true });
    for (const emu of [a, b]) {
      // The internal project's publishable key stays the well-known constant (public by design).
      expect(emu.internalProject).toMatchObject({ id: 'internal', publishableClientKey: OLD.internalPublishableKey });
      expect([OLD.internalServerKey, OLD.internalAdminKey]).not.toContain(emu.internalProject.secretServerKey);
      expect([OLD.internalServerKey, OLD.internalAdminKey]).not.toContain(emu.internalProject.superSecretAdminKey);
      expect([OLD.demoServerKey, OLD.demoAdminKey]).not.toContain(emu.defaultProject.secretServerKey);
      expect([OLD.demoServerKey, OLD.demoAdminKey]).not.toContain(emu.defaultProject.superSecretAdminKey);
      expect(emu.owner?.password).not.toBe(OLD.ownerPassword);
      // Strong: at least 32 characters each.
      for (const secret of [emu.internalProject.secretServerKey, emu.internalProject.superSecretAdminKey, emu.owner?.password ?? '']) expect(secret.length).toBeGreaterThanOrEqual(32);
      await expectOldConstantsRefused(emu);
      await expectSecretsWork(emu);
    }
    expect(a.internalProject.secretServerKey).not.toBe(b.internalProject.secretServerKey);
    expect(a.internalProject.superSecretAdminKey).not.toBe(b.internalProject.superSecretAdminKey);
    expect(a.defaultProject.superSecretAdminKey).not.toBe(b.defaultProject.superSecretAdminKey);
    expect(a.owner?.password).not.toBe(b.owner?.password);
  });

  it('a data folder keeps its secrets across restarts', { timeout: TIMEOUT_MS }, async () => {
    const first = await start({ dataDir });
    const secrets = { internal: first.internalProject, demo: first.defaultProject, owner: first.owner };
    await stop(first);
    const second = await start({ dataDir });
    expect({ internal: second.internalProject, demo: second.defaultProject, owner: second.owner }).toEqual(secrets);
    await expectSecretsWork(second);
  });

  it('a data folder that still holds the old constants gets fresh secrets on its next start', { timeout: TIMEOUT_MS }, async () => {
    const first = await start({ dataDir });
    const demoId = first.defaultProject.id;
    await stop(first);
    // Put the folder back the way emulators before issue 29 left it: the constant keys and owner password,
    // and no stored secrets.
    const db = await openDatabase({ dataDir });
    try {
      await db.query('DROP TABLE IF EXISTS local_secrets');
      await db.query("DELETE FROM schema_migrations WHERE name LIKE '%local_secrets%'");
      await db.query('UPDATE api_key_sets SET secret_server_key = $2, super_secret_admin_key = $3 WHERE id = $1', [INTERNAL_KEY_SET_ID, OLD.internalServerKey, OLD.internalAdminKey]);
      await db.query('DELETE FROM api_key_sets WHERE project_id = $1', [demoId]);
      await db.query(
        `INSERT INTO api_key_sets (id, project_id, description, publishable_client_key, secret_server_key, super_secret_admin_key, created_at_millis)
         VALUES (gen_random_uuid(), $1, 'Default emulator keys', $2, $3, $4, 0)`,
        [demoId, first.defaultProject.publishableClientKey, OLD.demoServerKey, OLD.demoAdminKey],
      );
      await setOldOwnerPassword(db);
    } finally {
      await db.close();
    }
    const second = await start({ dataDir });
    expect(second.internalProject.secretServerKey).not.toBe(OLD.internalServerKey);
    expect(second.defaultProject.secretServerKey).not.toBe(OLD.demoServerKey);
    await expectOldConstantsRefused(second);
    await expectSecretsWork(second);
  });

  it('a folder that held the old owner password loses it even when the owner is now another address', { timeout: TIMEOUT_MS }, async () => {
    const folder = join(dataDir, 'renamed-owner');
    await stop(await start({ dataDir: folder }));
    const db = await openDatabase({ dataDir: folder });
    try {
      await db.query('DROP TABLE IF EXISTS local_secrets');
      await db.query("DELETE FROM schema_migrations WHERE name LIKE '%local_secrets%'");
      await setOldOwnerPassword(db);
    } finally {
      await db.close();
    }
    process.env.STACK_EMULATOR_OWNER_EMAIL = 'someone-else@localhost.test';
    const emu = await start({ dataDir: folder });
    expect(emu.owner?.email).toBe('someone-else@localhost.test');
    expect((await signIn(emu, OLD.ownerEmail, OLD.ownerPassword)).status).toBe(400);
  });
});

describe('overrides', () => {
  it('env wins over the generated secrets, and options win over env', { timeout: TIMEOUT_MS }, async () => {
    process.env.STACK_INTERNAL_PROJECT_SERVER_KEY = 'env-internal-server-key-0123456789';
    process.env.STACK_INTERNAL_PROJECT_ADMIN_KEY = 'env-internal-admin-key-0123456789';
    process.env.STACK_EMULATOR_OWNER_PASSWORD = 'env-owner-password-0123';
    process.env.STACK_SECRET_SERVER_KEY = 'ssk_env-demo-server-key-0123456789';
    process.env.STACK_SUPER_SECRET_ADMIN_KEY = 'sak_env-demo-admin-key-0123456789';
    const fromEnv = await start({ inMemory: true });
    expect(fromEnv.internalProject).toMatchObject({ secretServerKey: 'env-internal-server-key-0123456789', superSecretAdminKey: 'env-internal-admin-key-0123456789' });
    expect(fromEnv.owner?.password).toBe('env-owner-password-0123');
    expect(fromEnv.defaultProject).toMatchObject({ secretServerKey: 'ssk_env-demo-server-key-0123456789', superSecretAdminKey: 'sak_env-demo-admin-key-0123456789' });
    await expectSecretsWork(fromEnv);

    const fromOptions = await start({ inMemory: true, internalProject: { secretServerKey: 'options-internal-server-key-0123', superSecretAdminKey: 'options-internal-admin-key-0123' } });
    expect(fromOptions.internalProject).toMatchObject({ secretServerKey: 'options-internal-server-key-0123', superSecretAdminKey: 'options-internal-admin-key-0123' });
    await expectSecretsWork(fromOptions);
  });

  it('the old constants work again only when set explicitly by env', { timeout: TIMEOUT_MS }, async () => {
    process.env.STACK_INTERNAL_PROJECT_CLIENT_KEY = OLD.internalPublishableKey;
    process.env.STACK_INTERNAL_PROJECT_SERVER_KEY = OLD.internalServerKey;
    process.env.STACK_INTERNAL_PROJECT_ADMIN_KEY = OLD.internalAdminKey;
    const emu = await start({ dataDir });
    const oldInternal = internalWith(OLD.internalServerKey, OLD.internalAdminKey);
    expect((await call(emu, '/users', { headers: serverHeaders(oldInternal) })).status).toBe(200);
    await stop(emu);
    // Without the env on the next start, they are refused again.
    for (const name of ENV_NAMES) delete process.env[name];
    const again = await start({ dataDir });
    expectKnownError(await call(again, '/users', { headers: serverHeaders(oldInternal) }), 'INVALID_SECRET_SERVER_KEY', 401);
  });
});
