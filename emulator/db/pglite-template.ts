// An empty, migrated in-memory database is the same every time, and PGlite's initdb (PostgreSQL's, in
// WebAssembly) takes seconds. The first in-memory start keeps a copy of that database's data folder in
// the OS temp folder; later starts, in any process, load the copy instead (about half the time). The copy
// is named by a hash of PGlite's version and the migrations, so a change of either makes a new one.
import { PGlite } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Database } from './database';
import { migrationScripts } from './migrate';

/** PGlite's version, from the package.json above its entry (the package does not export that file). */
function pgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (let depth = 0; depth < 4; depth++, dir = dirname(dir)) {
    try {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (manifest.name === '@electric-sql/pglite') return manifest.version ?? 'unknown';
    } catch {
      // Not at this level: go up.
    }
  }
  return 'unknown';
}

/** Where the copy for this PGlite and these migrations is kept. */
export async function templatePath(): Promise<string> {
  const hash = createHash('sha256').update(pgliteVersion());
  for (const script of await migrationScripts()) hash.update(`\0${script.name}\0${script.sql}`);
  return join(tmpdir(), `stack-emulator-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

/**
 * A new in-memory PGlite holding the migrated empty database: loaded from the kept copy when there is
 * one, else initialised, migrated by `migrate` and then copied for the next start. A copy that does not
 * load is removed and the database made afresh.
 */
export async function openMigratedInMemory(wrap: (pg: PGlite) => Database, migrate: (db: Database) => Promise<void>): Promise<PGlite> {
  const path = await templatePath();
  const copy = await readFile(path).catch(() => null);
  if (copy) {
    try {
      const pg = new PGlite({ loadDataDir: new Blob([copy]) });
      await pg.waitReady;
      return pg;
    } catch {
      await rm(path, { force: true });
    }
  }
  const pg = new PGlite();
  await pg.waitReady;
  await migrate(wrap(pg));
  const dump = Buffer.from(await (await pg.dumpDataDir('none')).arrayBuffer());
  // Written aside, then renamed: a process starting meanwhile reads a whole copy or none.
  const partial = `${path}.${process.pid}.${Date.now()}`;
  await writeFile(partial, dump)
    .then(() => rename(partial, path))
    .catch(() => rm(partial, { force: true }));
  return pg;
}
