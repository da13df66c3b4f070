// Issue 29: POST /emulator/projects made a project (and handed out its keys) to anyone who asked. It now
// takes the internal project's super-secret admin key, which only the local developer has (printed at
// start, RunningEmulator.internalProject); without it, or with a wrong or formerly constant one, a 401.
import { describe, expect, it } from 'vitest';
import type { Database } from '../../emulator/db/database';
import { useEmulator } from '../support/emulator';

/** The internal admin key every emulator used to share (emulator/projects/seed.ts before issue 29). */
const OLD_INTERNAL_ADMIN_KEY = 'this-super-secret-admin-key-is-for-local-development-only';

let db: Database | undefined;
// The emulator's own database, to count projects from outside the HTTP surface.
const emu = useEmulator({ wrapDatabase: (opened) => (db = opened) });

async function projectsNamed(displayName: string): Promise<number> {
  if (!db) throw new Error('the database was not captured');
  const rows = await db.query<{ n: string | number }>('SELECT count(*) AS n FROM projects WHERE display_name = $1', [displayName]);
  return Number(rows[0]?.n);
}

function create(displayName: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${emu.url}/emulator/projects`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ display_name: displayName }),
  });
}

describe('POST /emulator/projects', () => {
  it('without a credential: 401 with a clear text, and no project', async () => {
    const res = await create('No credential');
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toMatch(/x-stack-super-secret-admin-key/);
    expect(await projectsNamed('No credential')).toBe(0);
  });

  it('with a wrong key, the old constant, or a project admin key of another project: 401 and no project', async () => {
    const other = await emu.createProject();
    for (const key of ['wrong-key', OLD_INTERNAL_ADMIN_KEY, other.superSecretAdminKey]) {
      const res = await create('Wrong credential', { 'x-stack-super-secret-admin-key': key });
      expect(res.status, key).toBe(401);
    }
    expect(await projectsNamed('Wrong credential')).toBe(0);
  });

  it("with the internal project's admin key: 201 and the project's keys", async () => {
    const res = await create('With the internal key', { 'x-stack-super-secret-admin-key': emu.internalProject.superSecretAdminKey });
    expect(res.status).toBe(201);
    const keys = (await res.json()) as Record<string, string>;
    expect(Object.keys(keys).sort()).toEqual(['id', 'publishable_client_key', 'secret_server_key', 'super_secret_admin_key']);
    expect(await projectsNamed('With the internal key')).toBe(1);
  });
});
