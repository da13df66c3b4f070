// Picks the database: PostgreSQL when a URL is given, else PGlite (in memory or in a folder).
import type { Database } from './database';
import { migrate } from './migrate';

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const db = options.databaseUrl
    ? await (await import('./postgres')).openPostgres(options.databaseUrl)
    : await (await import('./pglite')).openPglite({ dataDir: options.dataDir, inMemory: options.inMemory });
  try {
    await migrate(db);
  } catch (error) {
    // A failed start must not leave the pool's connections open (they would outlive the caller).
    await db.close().catch(() => undefined);
    throw error;
  }
  return db;
}
