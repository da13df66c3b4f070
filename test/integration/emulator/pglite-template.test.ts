// In-memory starts load a kept copy of the empty, migrated database (emulator/db/pglite-template.ts):
// the copy holds every migration and nothing an earlier database wrote, and a copy that does not load
// is replaced by a good one.
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { migrationScripts } from '../../../emulator/db/migrate';
import { openDatabase } from '../../../emulator/db/open';
import { templatePath } from '../../../emulator/db/pglite-template';

it('a new in-memory database is the migrated empty one, whatever an earlier one wrote', async () => {
  const first = await openDatabase({ inMemory: true });
  await first.exec("CREATE TABLE scratch (note text); INSERT INTO scratch VALUES ('from the first')");
  await first.close();
  expect(existsSync(await templatePath())).toBe(true);

  const second = await openDatabase({ inMemory: true });
  try {
    const versions = await second.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(versions.map((row) => row.version)).toEqual((await migrationScripts()).map((script) => script.version));
    const scratch = await second.query<{ name: string | null }>("SELECT to_regclass('scratch')::text AS name");
    expect(scratch).toEqual([{ name: null }]);
  } finally {
    await second.close();
  }
});

it('a copy that does not load is made again', async () => {
  const path = await templatePath();
  writeFileSync(path, 'not a data folder');
  const db = await openDatabase({ inMemory: true });
  try {
    expect(await db.query<{ ok: number }>('SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
  } finally {
    await db.close();
  }
  expect(statSync(path).size).toBeGreaterThan(1_000_000);
});
