// Applies the numbered SQL files of ./migrations once each, under a lock so that several
// processes starting against one PostgreSQL do not race.
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
/** Arbitrary constant naming the migration lock. */
const MIGRATION_LOCK_KEY = 810_297_455;

export interface MigrationScript {
  version: number;
  name: string;
  sql: string;
}

/** The numbered SQL files of ./migrations, in order. */
export async function migrationScripts(): Promise<MigrationScript[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => /^\d+_.*\.sql$/.test(f)).sort();
  return Promise.all(files.map(async (f) => ({ version: parseInt(f, 10), name: f, sql: await readFile(MIGRATIONS_DIR + f, 'utf8') })));
}

export async function migrate(db: Database): Promise<void> {
  const scripts = await migrationScripts();
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.query('CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL)');
    const applied = new Set((await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).map((r) => r.version));
    for (const script of scripts) {
      if (applied.has(script.version)) continue;
      for (const statement of splitStatements(script.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [script.version, script.name]);
    }
  });
}

/**
 * Splits a script on top-level semicolons; a dollar-quoted body ($$ ... $$, trigger functions) is kept
 * whole. Our migrations hold no quoted semicolons otherwise.
 */
function splitStatements(sql: string): string[] {
  const source = sql
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('--'))
    .join('\n');
  const statements: string[] = [];
  let current = '';
  source.split('$$').forEach((part, index) => {
    // Odd parts are inside $$ ... $$.
    if (index % 2 === 1) {
      current += `$$${part}$$`;
      return;
    }
    const pieces = part.split(';');
    current += pieces[0];
    for (const piece of pieces.slice(1)) {
      statements.push(current);
      current = piece;
    }
  });
  statements.push(current);
  return statements.map((s) => s.trim()).filter((s) => s.length > 0);
}
