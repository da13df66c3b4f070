// Creating isolated projects (tests create one each): §6.1 defaults + overrides + a fresh key set.
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import { randomCrockford } from '../crypto/codes';
import { defaultProjectConfig, mergeProjectConfig } from './config';
import { insertKeySet, insertProject } from './store';

export interface ProjectKeys {
  id: string;
  publishableClientKey: string;
  secretServerKey: string;
  superSecretAdminKey: string;
}

export interface CreateProjectOptions {
  displayName?: string;
  /** Legacy snake_case config keys (e.g. `client_user_deletion_enabled`) over the §6.1 defaults. */
  config?: Record<string, unknown>;
}

export function randomKeys(): Omit<ProjectKeys, 'id'> {
  return {
    publishableClientKey: `pck_${randomCrockford(45)}`,
    secretServerKey: `ssk_${randomCrockford(45)}`,
    superSecretAdminKey: `sak_${randomCrockford(45)}`,
  };
}

export async function createProject(db: Database, now: number, options: CreateProjectOptions = {}): Promise<ProjectKeys> {
  const config = mergeProjectConfig(defaultProjectConfig(), options.config);
  const id = randomUUID();
  const keys = randomKeys();
  await db.transaction(async (tx) => {
    await insertProject(tx, { id, display_name: options.displayName ?? 'Test Project', config }, now);
    await insertKeySet(tx, id, { ...keys, description: 'Created by the emulator' }, now);
  });
  return { id, ...keys };
}
