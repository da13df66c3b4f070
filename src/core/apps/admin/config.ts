// The project's config tree (PROTOCOL.md §5.27, §6.2) on an AdminProject, named as in the official SDK:
// getConfig, updateConfig (the environment level), pushConfig / updatePushedConfig (the branch level),
// getConfigOverride, replaceConfigOverride, resetConfigOverrideKeys and the pushed-config source.
import type { Json } from '../../../protocol/schema';
import type { ConfigSourceWire } from '../../../protocol/wire/config';
import type { AdminInterface } from '../../interface/admin/admin-interface';

/** A rendered config tree (nested objects, e.g. `config.auth.password.allowSignIn`). */
export type CompleteConfig = { [key: string]: Json };
/** An override: dot-notation keys (`"teams.allowClientTeamCreation": true`) or nested objects; null removes a key. */
export type ConfigOverride = { [key: string]: Json };
export type ConfigLevel = 'branch' | 'environment';

export type PushedConfigSource =
  | { type: 'pushed-from-github'; owner: string; repo: string; branch: string; commitHash: string; configFilePath: string; workflowPath?: string }
  | { type: 'pushed-from-unknown' }
  | { type: 'unlinked' };

export interface PushConfigOptions {
  source: PushedConfigSource;
}

export interface ConfigMethods {
  getConfig(): Promise<CompleteConfig>;
  /** Merges into the environment override, which wins over pushed (branch) config. */
  updateConfig(config: ConfigOverride): Promise<void>;
  /** Replaces the branch override with a pushed config. */
  pushConfig(config: ConfigOverride, options: PushConfigOptions): Promise<void>;
  /** Merges into the branch override (replaced by the next push). */
  updatePushedConfig(config: ConfigOverride): Promise<void>;
  getConfigOverride(level: ConfigLevel): Promise<ConfigOverride>;
  /** Replaces a level's override; the branch level keeps its source. */
  replaceConfigOverride(level: ConfigLevel, config: ConfigOverride): Promise<void>;
  /** Removes keys (and their descendants) from a level's override. */
  resetConfigOverrideKeys(level: ConfigLevel, keys: string[]): Promise<void>;
  getPushedConfigSource(): Promise<PushedConfigSource>;
  unlinkPushedConfigSource(): Promise<void>;
}

function sourceToWire(source: PushedConfigSource): ConfigSourceWire {
  if (source.type !== 'pushed-from-github') return source;
  return {
    type: source.type,
    owner: source.owner,
    repo: source.repo,
    branch: source.branch,
    commit_hash: source.commitHash,
    config_file_path: source.configFilePath,
    ...(source.workflowPath === undefined ? {} : { workflow_path: source.workflowPath }),
  };
}

function sourceFromWire(wire: ConfigSourceWire): PushedConfigSource {
  if (wire.type !== 'pushed-from-github') return { type: wire.type };
  return {
    type: wire.type,
    owner: wire.owner,
    repo: wire.repo,
    branch: wire.branch,
    commitHash: wire.commit_hash,
    configFilePath: wire.config_file_path,
    ...(wire.workflow_path === undefined ? {} : { workflowPath: wire.workflow_path }),
  };
}

const parseTree = (text: string): { [key: string]: Json } => JSON.parse(text) as { [key: string]: Json };

/** `afterChange` runs after every write (the owner's cached views refresh there). */
export function configMethods(admin: AdminInterface, afterChange: () => Promise<void>): ConfigMethods {
  const api = admin.config;
  const changed = async (write: Promise<void>) => {
    await write;
    await afterChange();
  };
  return {
    getConfig: async () => parseTree((await api.getConfig()).config_string),
    updateConfig: (config) => changed(api.updateConfigOverride('environment', JSON.stringify(config))),
    pushConfig: (config, options) => changed(api.setConfigOverride('branch', JSON.stringify(config), sourceToWire(options.source))),
    updatePushedConfig: (config) => changed(api.updateConfigOverride('branch', JSON.stringify(config))),
    getConfigOverride: async (level) => parseTree((await api.getConfigOverride(level)).config_string),
    async replaceConfigOverride(level, config) {
      const source = level === 'branch' ? await api.getPushedConfigSource() : undefined;
      await changed(api.setConfigOverride(level, JSON.stringify(config), source));
    },
    resetConfigOverrideKeys: (level, keys) => changed(api.resetConfigOverrideKeys(level, keys)),
    getPushedConfigSource: async () => sourceFromWire(await api.getPushedConfigSource()),
    unlinkPushedConfigSource: () => changed(api.unlinkPushedConfigSource()),
  };
}

/** `project.requirePublishableClientKey` lives in the project-level override (§5.27). */
export async function setRequirePublishableClientKey(admin: AdminInterface, value: boolean): Promise<void> {
  await admin.config.updateConfigOverride('project', JSON.stringify({ 'project.requirePublishableClientKey': value }));
}
