// Database over a real PostgreSQL server through `pg`; several emulator processes may share it.
import pg from 'pg';
import type { Database, Queryable } from './database';

// int8 (bigint) columns hold millis; parse them as numbers like PGlite does.
pg.types.setTypeParser(20, (value: string) => Number(value));

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // A dropped idle connection must not crash the process.
  pool.on('error', () => undefined);
  await pool.query('select 1');
  return {
    kind: 'postgres',
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await pool.query(sql, [...params]);
      return result.rows as T[];
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const value = await fn({
          async query<R extends object>(sql: string, params: readonly unknown[] = []) {
            const result = await client.query(sql, [...params]);
            return result.rows as R[];
          },
        });
        await client.query('commit');
        return value;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async close() {
      await pool.end();
    },
  };
}
