// The PostgreSQL path (`databaseUrl`): two emulators started at once on one real PostgreSQL server
// migrate and seed without racing, then share users, sessions and signing keys.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../../emulator/server';
import { call, clientHeaders, expectKnownError, uniqueEmail, type Keys } from './helpers';
import { startPostgresCluster, type PostgresCluster } from './postgres-cluster';

const MIGRATION_FILES = readdirSync(fileURLToPath(new URL('../../../emulator/db/migrations/', import.meta.url)))
  .filter((f) => /^\d+_.*\.sql$/.test(f))
  .sort();

let cluster: PostgresCluster;
/** The emulators that started (closed in afterAll whatever happened). */
const started: RunningEmulator[] = [];
let a: RunningEmulator | undefined;
let b: RunningEmulator | undefined;

beforeAll(async () => {
  cluster = await startPostgresCluster();
});

afterAll(async () => {
  await Promise.all(started.map((emu) => emu.close()));
  await cluster?.stop();
});

/** Both instances, or a clear failure when the concurrent start did not give them. */
function instances(): [RunningEmulator, RunningEmulator] {
  if (!a || !b) throw new Error('the two emulators did not start (see the first test)');
  return [a, b];
}

/** One direct query on the shared database. */
async function sql<T extends object>(text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

const refreshGrant = (emu: RunningEmulator, project: Keys, refreshToken: string) =>
  call(emu, '/auth/oauth/token', {
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: project.id, client_secret: project.publishableClientKey }).toString(),
  });

describe('two emulators on one PostgreSQL database', () => {
  it('start at the same time on a fresh database without error', async () => {
    // Both start together, so their migrations and seeding overlap; all settle before the server can stop.
    const results = await Promise.allSettled([startEmulator({ port: 0, databaseUrl: cluster.url }), startEmulator({ port: 0, databaseUrl: cluster.url })]);
    for (const result of results) if (result.status === 'fulfilled') started.push(result.value);
    expect(results.map((r) => (r.status === 'fulfilled' ? 'started' : String(r.reason)))).toEqual(['started', 'started']);
    [a, b] = started;
  });

  it('run against PostgreSQL, with each migration applied once and the seed written once', async () => {
    const [a, b] = instances();
    expect((await sql<{ version: string }>('SELECT version()'))[0]!.version).toMatch(/^PostgreSQL \d+/);
    const applied = await sql<{ name: string }>('SELECT name FROM schema_migrations ORDER BY version');
    expect(applied.map((r) => r.name)).toEqual(MIGRATION_FILES);
    expect(a.defaultProject).toEqual(b.defaultProject);
    const projects = await sql<{ id: string; key_sets: number; signing_keys: number }>(
      `SELECT p.id,
         (SELECT count(*)::int FROM api_key_sets k WHERE k.project_id = p.id) AS key_sets,
         (SELECT count(*)::int FROM signing_keys s WHERE s.audience = p.id OR s.audience LIKE p.id || ':%') AS signing_keys
       FROM projects p ORDER BY p.id`,
    );
    // Two concurrent seeds would show up as a second key set or as more than 2 keys x 3 audiences.
    expect(projects).toEqual(
      [
        { id: 'internal', key_sets: 1, signing_keys: 6 },
        { id: a.defaultProject.id, key_sets: 1, signing_keys: 6 },
      ].sort((x, y) => x.id.localeCompare(y.id)),
    );
    for (const emu of [a, b]) {
      const current = await call(emu, '/projects/current', { headers: clientHeaders(emu.defaultProject) });
      expect(current.status).toBe(200);
      expect(current.json.display_name).toBe('Demo Project');
    }
  });

  it('share projects, users, sessions and signing keys between the instances', async () => {
    const [a, b] = instances();
    const project: Keys = await a.createProject({ displayName: 'Shared Shop' });
    // B sees the project A created, with the same published keys.
    expect((await call(b, '/projects/current', { headers: clientHeaders(project) })).json.display_name).toBe('Shared Shop');
    const jwksA = await call(a, `/projects/${project.id}/.well-known/jwks.json`);
    const jwksB = await call(b, `/projects/${project.id}/.well-known/jwks.json`);
    expect(jwksA.status).toBe(200);
    expect(jwksA.json.keys).toHaveLength(2);
    expect(jwksB.json).toEqual(jwksA.json);

    const email = uniqueEmail('shared');
    const password = 'shared-pass-1';
    const signUp = await call(a, '/auth/password/sign-up', { headers: clientHeaders(project), body: { email, password } });
    expect(signUp.status).toBe(200);
    const fromA = signUp.json as { access_token: string; refresh_token: string; user_id: string };

    const signIn = await call(b, '/auth/password/sign-in', { headers: clientHeaders(project), body: { email, password } });
    expect(signIn.status).toBe(200);
    expect(signIn.json.user_id).toBe(fromA.user_id);
    const fromB = signIn.json as { access_token: string; refresh_token: string; user_id: string };
    expect(fromB.refresh_token).not.toBe(fromA.refresh_token);

    // A's access token verifies on B (shared signing keys), and B's on A.
    const meOnB = await call(b, '/users/me', { headers: clientHeaders(project, { 'x-stack-access-token': fromA.access_token }) });
    expect(meOnB.status).toBe(200);
    expect(meOnB.json.id).toBe(fromA.user_id);
    expect(meOnB.json.primary_email).toBe(email);
    const meOnA = await call(a, '/users/me', { headers: clientHeaders(project, { 'x-stack-access-token': fromB.access_token }) });
    expect(meOnA.status).toBe(200);
    expect(meOnA.json.id).toBe(fromA.user_id);

    // B refreshes the session A created; the new token works on A.
    const refreshOnB = await refreshGrant(b, project, fromA.refresh_token);
    expect(refreshOnB.status).toBe(200);
    expect(refreshOnB.json.token_type).toBe('Bearer');
    const refreshedMe = await call(a, '/users/me', { headers: clientHeaders(project, { 'x-stack-access-token': refreshOnB.json.access_token }) });
    expect(refreshedMe.json.id).toBe(fromA.user_id);

    // The address is taken across instances (a unique index in the shared database).
    const duplicate = await call(b, '/auth/password/sign-up', { headers: clientHeaders(project), body: { email, password: 'other-pass-1' } });
    expect(expectKnownError(duplicate, 'USER_EMAIL_ALREADY_EXISTS', 409).details).toEqual({ email, would_work_if_email_was_verified: false });

    // Signing out on B ends A's session for A too; B's own session lives on.
    const signOut = await call(b, '/auth/sessions/current', { method: 'DELETE', headers: clientHeaders(project, { 'x-stack-access-token': fromA.access_token }), body: {} });
    expect(signOut.status).toBe(200);
    expect(signOut.json).toEqual({ success: true });
    expectKnownError(await refreshGrant(a, project, fromA.refresh_token), 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED', 401);
    expect((await refreshGrant(a, project, fromB.refresh_token)).status).toBe(200);
  });
});
