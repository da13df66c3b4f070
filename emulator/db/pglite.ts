// Database over PGlite (PostgreSQL in WebAssembly), in memory or persisted in a data folder.
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';

export async function openPglite(options: { dataDir?: string; inMemory?: boolean }): Promise<Database> {
  const pg = options.inMemory ? new PGlite() : new PGlite(options.dataDir ?? '.stack-emulator');
  await pg.waitReady;
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
