// Database over PGlite (PostgreSQL in WebAssembly), in memory or persisted in a data folder.
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';
import { migrate } from './migrate';
import { openMigratedInMemory } from './pglite-template';

export async function openPglite(options: { dataDir?: string; inMemory?: boolean }): Promise<Database> {
  if (options.inMemory) return wrapPglite(await openMigratedInMemory(wrapPglite, migrate));
  const pg = new PGlite(options.dataDir ?? '.stack-emulator');
  await pg.waitReady;
  return wrapPglite(pg);
}

function wrapPglite(pg: PGlite): Database {
  return {
    kind: 'pglite',
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await pg.query<T>(sql, [...params]);
      return result.rows;
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      return pg.transaction(async (tx) =>
        fn({
          async query<R extends object>(sql: string, params: readonly unknown[] = []) {
            const result = await tx.query<R>(sql, [...params]);
            return result.rows;
          },
        }),
      );
    },
    async exec(sql: string) {
      await pg.exec(sql);
    },
    async close() {
      await pg.close();
    },
  };
}
