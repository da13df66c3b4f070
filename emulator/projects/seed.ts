// Seeding at start (idempotent): the `internal` project of §6.3, the default demo project, which
// enables everything the product has so far, and the local owner whose team owns it (seed-owner.ts).
// Their secrets are this database's own (local-secrets.ts), unless env or options give them.
import { INTERNAL_PROJECT_ID } from '../../src/protocol/constants';
import type { Database, Queryable } from '../db/database';
import { defaultProjectConfig, mergeProjectConfig } from './config';
import type { ProjectKeys } from './create';
import { hasKeySet, insertKeySet, insertProject } from './store';
import { insertTeam } from '../teams/store';
import { claimDefinitionSeed, insertDefinition, type PermissionDefinition } from '../permissions/definitions';
import { writeOverrideLevel } from './config-overrides';
import { APP_IDS } from './config-schema';
import { loadLocalSecrets, retireLegacyKeys, retireLegacyOwnerPassword } from './local-secrets';
import { seedOwner, type OwnerCredentials } from './seed-owner';

export { INTERNAL_PROJECT_ID };
export const INTERNAL_OWNER_TEAM_ID = 'a23e1b7f-ab18-41fc-9ee6-7a9ca9fa543c';
export const INTERNAL_KEY_SET_ID = '3142e763-b230-44b5-8636-aa62f7489c26';
/**
 * The internal project's publishable client key stays this well-known constant: it is public by design
 * (sent to every browser, and anyone may sign up on `internal`), and Stack's own test suite relies on it.
 * Its secret server and super-secret admin keys are this database's own (local-secrets.ts).
 */
export const INTERNAL_PUBLISHABLE_CLIENT_KEY = 'this-publishable-client-key-is-for-local-development-only';
const INTERNAL_KEYS_EXPIRE_AT = Date.UTC(2099, 11, 31);

/**
 * The demo project's printed id and publishable client key when neither options nor env give them (public:
 * the demo pages carry them); its secret server and admin keys are this database's own (local-secrets.ts).
 */
export const DEFAULT_PROJECT: Readonly<Pick<ProjectKeys, 'id' | 'publishableClientKey'>> = {
  id: '6d3b6a4e-2f0c-4b9e-9a51-7c2e0f1d8b3a',
  publishableClientKey: 'pck_emulator0local0publishable0client0key0000000',
};

/** Keys given by env or options; each one absent is this database's generated one. */
export type KeyOverrides = Partial<Omit<ProjectKeys, 'id'>>;

/** What a start asks the seed for. */
export interface SeedSettings {
  internalProject: KeyOverrides;
  defaultProject: KeyOverrides & Pick<ProjectKeys, 'id' | 'publishableClientKey'>;
  /** The owner to seed (a password given overrides the generated one); null in production mode: none. */
  owner: { email: string; password?: string | undefined } | null;
}

/** The credentials this start works with (printed by the CLI, on RunningEmulator). */
export interface SeededCredentials {
  internalProject: ProjectKeys;
  defaultProject: ProjectKeys;
  owner: OwnerCredentials | null;
}

/** The internal project's own team permissions (§6.3), not the §6.1 defaults of new projects. */
const INTERNAL_TEAM_PERMISSIONS: PermissionDefinition[] = [
  { id: 'team_member', scope: 'team', description: '1', contained_permission_ids: ['$read_members'] },
  { id: 'team_admin', scope: 'team', description: '2', contained_permission_ids: ['$read_members', '$remove_members', '$update_team'] },
];
/** Every known app is installed on the internal project (§6.3). */

const SHARED_PROVIDERS = ['github', 'google', 'microsoft', 'spotify'].map((id) => ({ provider_config_id: id, id, type: 'shared' as const }));

export async function seed(db: Database, now: number, settings: SeedSettings): Promise<SeededCredentials> {
  return db.transaction(async (tx) => {
    const { secrets, generated } = await loadLocalSecrets(tx);
    const internalProject: ProjectKeys = {
      id: INTERNAL_PROJECT_ID,
      publishableClientKey: settings.internalProject.publishableClientKey ?? INTERNAL_PUBLISHABLE_CLIENT_KEY,
      secretServerKey: settings.internalProject.secretServerKey ?? secrets.internal_secret_server_key,
      superSecretAdminKey: settings.internalProject.superSecretAdminKey ?? secrets.internal_super_secret_admin_key,
    };
    const defaultProject: ProjectKeys = {
      id: settings.defaultProject.id,
      publishableClientKey: settings.defaultProject.publishableClientKey,
      secretServerKey: settings.defaultProject.secretServerKey ?? secrets.default_secret_server_key,
      superSecretAdminKey: settings.defaultProject.superSecretAdminKey ?? secrets.default_super_secret_admin_key,
    };
    await seedInternalProject(tx, now, internalProject);
    await retireLegacyKeys(tx, [internalProject, defaultProject].flatMap((keys) => [keys.secretServerKey, keys.superSecretAdminKey]));
    await seedDefaultProject(tx, now, defaultProject);
    await retireLegacyOwnerPassword(tx, INTERNAL_PROJECT_ID, generated);
    const owner = settings.owner && { email: settings.owner.email, password: settings.owner.password ?? secrets.owner_password };
    if (owner) await seedOwner(tx, now, defaultProject.id, owner);
    return { internalProject, defaultProject, owner };
  });
}

async function seedInternalProject(tx: Queryable, now: number, keys: ProjectKeys): Promise<void> {
  await insertProject(
    tx,
    {
      id: INTERNAL_PROJECT_ID,
      display_name: 'Stack Dashboard',
      description: "Stack's admin dashboard",
      owner_team_id: INTERNAL_OWNER_TEAM_ID,
      config: mergeProjectConfig(defaultProjectConfig(), {
        credential_enabled: true,
        magic_link_enabled: true,
        sign_up_enabled: true,
        allow_localhost: true,
        oauth_providers: SHARED_PROVIDERS,
        create_team_on_sign_up: true,
        client_team_creation_enabled: true,
        client_user_deletion_enabled: false,
        require_email_verification: false,
      }),
    },
    now,
  );
  await insertTeam(tx, INTERNAL_PROJECT_ID, 'Internal Team', now, INTERNAL_OWNER_TEAM_ID);
  // Once per database: the marker row keeps later starts (and owners' deletions) from redoing it.
  if (await claimDefinitionSeed(tx, INTERNAL_PROJECT_ID)) {
    for (const def of INTERNAL_TEAM_PERMISSIONS) await insertDefinition(tx, INTERNAL_PROJECT_ID, def);
    await writeOverrideLevel(tx, INTERNAL_PROJECT_ID, 'branch', Object.fromEntries(APP_IDS.map((app) => [`apps.installed.${app}.enabled`, true])));
  }
  const { publishableClientKey, secretServerKey, superSecretAdminKey } = keys;
  await insertKeySet(tx, INTERNAL_PROJECT_ID, { id: INTERNAL_KEY_SET_ID, description: 'Internal API key set', publishableClientKey, secretServerKey, superSecretAdminKey, expiresAtMillis: INTERNAL_KEYS_EXPIRE_AT }, now);
  // The one internal key set always holds this start's keys: generated, or given by env or options.
  await tx.query(
    `UPDATE api_key_sets SET publishable_client_key = $2, secret_server_key = $3, super_secret_admin_key = $4
     WHERE id = $1 AND (publishable_client_key, secret_server_key, super_secret_admin_key) IS DISTINCT FROM ($2, $3, $4)`,
    [INTERNAL_KEY_SET_ID, publishableClientKey, secretServerKey, superSecretAdminKey],
  );
}

async function seedDefaultProject(tx: Queryable, now: number, keys: ProjectKeys): Promise<void> {
  await insertProject(
    tx,
    {
      id: keys.id,
      display_name: 'Demo Project',
      description: 'The default project of the local emulator',
      config: mergeProjectConfig(defaultProjectConfig(), {
        credential_enabled: true,
        sign_up_enabled: true,
        client_user_deletion_enabled: true,
        client_team_creation_enabled: true,
        allow_user_api_keys: true,
        allow_team_api_keys: true,
        magic_link_enabled: true,
        passkey_enabled: true,
        // Shown as OAuth buttons; in the emulator they sign in through the mock OpenID provider.
        oauth_providers: SHARED_PROVIDERS.filter((p) => p.id === 'github' || p.id === 'google'),
      }),
    },
    now,
  );
  // Keys given by options or env on a later start are added beside the earlier ones.
  if (!(await hasKeySet(tx, keys.id, keys))) {
    await insertKeySet(tx, keys.id, { description: 'Default emulator keys', ...keys }, now);
  }
}
