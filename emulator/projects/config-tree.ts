// The one mapping between the emulator's stored project config (the legacy snake_case view of
// PROTOCOL.md §4.10, which every other route reads) and the config tree of §6.2 with its
// dot-notation overrides (§5.27). The legacy record stays the effective value of each key it covers;
// the other keys of the tree come from the stored overrides of the three levels.
import { createHash } from 'node:crypto';
import type { Json } from '../../src/protocol/schema';
import type { ConfigOverrideLevel } from '../../src/protocol/wire/config';
import { CONFIG_OVERRIDE_LEVELS } from '../../src/protocol/wire/config';
import type { OAuthProviderType } from '../../src/protocol/wire/admin-projects';
import type { EmailConfig, OAuthAccountMergeStrategy, OAuthProviderConfig, ProjectConfig, TrustedDomain } from './config';
import { isConfigObject, renderConfig, type ConfigObject } from './config-schema';
import { getAtPath, pathSegments, setAtPath, setOwn } from './safe-paths';

/** One level's override as stored: dot-notation keys (or plain ones) to the value set there. */
export type FlatOverride = Record<string, Json>;
export type OverrideLevels = Record<ConfigOverrideLevel, FlatOverride>;
/** A custom permission definition as the tree shows it under `rbac.permissions`. */
export interface TreePermission {
  id: string;
  scope: 'team' | 'project';
  description: string | null;
  contained_permission_ids: string[];
}

// ---- Legacy record -> tree ----

const sortedIds = (list: { id: string }[]): ConfigObject => Object.fromEntries([...list].map((p) => [p.id, true]).sort());

/** A stable tree key for a trusted domain written through the legacy list (which has no keys). */
export function trustedDomainKey(domain: string): string {
  return `domain-${createHash('sha256').update(domain).digest('hex').slice(0, 12)}`;
}

function providerNode(p: OAuthProviderConfig): ConfigObject {
  const node: ConfigObject = { type: p.id, isShared: p.type === 'shared', allowSignIn: true };
  if (p.client_id !== undefined) node.clientId = p.client_id;
  if (p.client_secret !== undefined) node.clientSecret = p.client_secret;
  if (p.facebook_config_id !== undefined) node.facebookConfigId = p.facebook_config_id;
  if (p.microsoft_tenant_id !== undefined) node.microsoftTenantId = p.microsoft_tenant_id;
  if (p.apple_bundle_ids !== undefined) node.appleBundles = Object.fromEntries(p.apple_bundle_ids.map((id, i) => [`bundle-${i}`, { bundleId: id }]));
  return node;
}

function emailServerNode(email: EmailConfig): ConfigObject {
  if (email.type === 'shared') return { isShared: true, provider: 'smtp' };
  return {
    isShared: false,
    provider: 'smtp',
    host: email.host,
    port: email.port,
    username: email.username,
    password: email.password,
    senderName: email.sender_name,
    senderEmail: email.sender_email,
  };
}

/** Where each field of the legacy record lives in the tree (each replaces its whole subtree). */
const LEGACY_PATHS = {
  require_publishable_client_key: 'project.requirePublishableClientKey',
  sign_up_enabled: 'auth.allowSignUp',
  credential_enabled: 'auth.password.allowSignIn',
  magic_link_enabled: 'auth.otp.allowSignIn',
  passkey_enabled: 'auth.passkey.allowSignIn',
  oauth_account_merge_strategy: 'auth.oauth.accountMergeStrategy',
  oauth_providers: 'auth.oauth.providers',
  create_team_on_sign_up: 'teams.createPersonalTeamOnSignUp',
  client_team_creation_enabled: 'teams.allowClientTeamCreation',
  client_user_deletion_enabled: 'users.allowClientUserDeletion',
  require_email_verification: 'onboarding.requireEmailVerification',
  allow_user_api_keys: 'apiKeys.enabled.user',
  allow_team_api_keys: 'apiKeys.enabled.team',
  allow_localhost: 'domains.allowLocalhost',
  domains: 'domains.trustedDomains',
  team_creator_default_permissions: 'rbac.defaultPermissions.teamCreator',
  team_member_default_permissions: 'rbac.defaultPermissions.teamMember',
  user_default_permissions: 'rbac.defaultPermissions.signUp',
  email_config: 'emails.server',
  email_theme: 'emails.selectedThemeId',
} as const satisfies Record<keyof ProjectConfig, string>;

export type LegacyField = keyof typeof LEGACY_PATHS;

function legacyValue(config: ProjectConfig, field: LegacyField): Json {
  switch (field) {
    case 'oauth_providers':
      return Object.fromEntries(config.oauth_providers.map((p) => [p.provider_config_id, providerNode(p)]));
    case 'domains':
      return Object.fromEntries(config.domains.map((d) => [d.id ?? trustedDomainKey(d.domain), { baseUrl: d.domain, handlerPath: d.handler_path }]));
    case 'team_creator_default_permissions':
    case 'team_member_default_permissions':
    case 'user_default_permissions':
      return sortedIds(config[field]);
    case 'email_config':
      return emailServerNode(config.email_config);
    default:
      return config[field];
  }
}

/** The tree keys of the given legacy fields (all by default) with their values. */
export function legacyEntries(config: ProjectConfig, fields: readonly LegacyField[] = Object.keys(LEGACY_PATHS) as LegacyField[]): [string, Json][] {
  return fields.map((field) => [LEGACY_PATHS[field], legacyValue(config, field)]);
}

// ---- Tree -> legacy record ----

/** A tree the legacy record cannot hold (e.g. a custom SMTP server without its host). */
export class ConfigTreeError extends Error {
  override readonly name = 'ConfigTreeError';
}

const entriesOf = (tree: ConfigObject, path: string): [string, ConfigObject][] => {
  const node = getAtPath(tree, path);
  return isConfigObject(node) ? Object.entries(node).filter((e): e is [string, ConfigObject] => isConfigObject(e[1])) : [];
};
const trueKeys = (tree: ConfigObject, path: string): { id: string }[] => {
  const node = getAtPath(tree, path);
  return isConfigObject(node) ? Object.keys(node).filter((k) => node[k] === true).sort().map((id) => ({ id })) : [];
};
const bool = (tree: ConfigObject, path: string): boolean => getAtPath(tree, path) === true;
const optionalString = (node: ConfigObject, key: string): string | undefined => (typeof node[key] === 'string' ? (node[key] as string) : undefined);

function providersFromTree(tree: ConfigObject): OAuthProviderConfig[] {
  const providers: OAuthProviderConfig[] = [];
  for (const [configId, node] of entriesOf(tree, 'auth.oauth.providers')) {
    if (typeof node.type !== 'string' || node.allowSignIn !== true) continue; // not offered for sign-in
    const provider: OAuthProviderConfig = { provider_config_id: configId, id: node.type as OAuthProviderType, type: node.isShared === false ? 'standard' : 'shared' };
    if (provider.type === 'standard') {
      const clientId = optionalString(node, 'clientId');
      const clientSecret = optionalString(node, 'clientSecret');
      if (!clientId || !clientSecret) throw new ConfigTreeError(`auth.oauth.providers.${configId} needs clientId and clientSecret when isShared is false`);
      provider.client_id = clientId;
      provider.client_secret = clientSecret;
      const facebook = optionalString(node, 'facebookConfigId');
      const tenant = optionalString(node, 'microsoftTenantId');
      if (facebook !== undefined) provider.facebook_config_id = facebook;
      if (tenant !== undefined) provider.microsoft_tenant_id = tenant;
      const bundles = isConfigObject(node.appleBundles) ? Object.values(node.appleBundles) : [];
      const ids = bundles.flatMap((b) => (isConfigObject(b) && typeof b.bundleId === 'string' ? [b.bundleId] : []));
      if (ids.length > 0) provider.apple_bundle_ids = ids;
    }
    providers.push(provider);
  }
  return providers.sort((a, b) => a.id.localeCompare(b.id));
}

function domainsFromTree(tree: ConfigObject): TrustedDomain[] {
  return entriesOf(tree, 'domains.trustedDomains')
    .filter(([, node]) => typeof node.baseUrl === 'string')
    .map(([id, node]) => ({ id, domain: node.baseUrl as string, handler_path: optionalString(node, 'handlerPath') ?? '/handler' }))
    .sort((a, b) => a.domain.localeCompare(b.domain));
}

function emailConfigFromTree(tree: ConfigObject): EmailConfig {
  const server = getAtPath(tree, 'emails.server');
  if (!isConfigObject(server) || server.isShared !== false) return { type: 'shared' };
  const field = (key: string) => optionalString(server, key);
  const [host, username, password, senderName, senderEmail] = ['host', 'username', 'password', 'senderName', 'senderEmail'].map(field);
  if (!host || !username || !password || !senderName || !senderEmail || typeof server.port !== 'number') {
    throw new ConfigTreeError('emails.server needs host, port, username, password, senderName and senderEmail when isShared is false');
  }
  return { type: 'standard', host, port: server.port, username, password, sender_name: senderName, sender_email: senderEmail };
}

/** The legacy record of a rendered tree (the keys the legacy record does not hold are left as in `base`). */
export function legacyFromTree(tree: ConfigObject, base: ProjectConfig): ProjectConfig {
  return {
    ...base,
    require_publishable_client_key: bool(tree, 'project.requirePublishableClientKey'),
    sign_up_enabled: bool(tree, 'auth.allowSignUp'),
    credential_enabled: bool(tree, 'auth.password.allowSignIn'),
    magic_link_enabled: bool(tree, 'auth.otp.allowSignIn'),
    passkey_enabled: bool(tree, 'auth.passkey.allowSignIn'),
    oauth_account_merge_strategy: getAtPath(tree, 'auth.oauth.accountMergeStrategy') as OAuthAccountMergeStrategy,
    oauth_providers: providersFromTree(tree),
    create_team_on_sign_up: bool(tree, 'teams.createPersonalTeamOnSignUp'),
    client_team_creation_enabled: bool(tree, 'teams.allowClientTeamCreation'),
    client_user_deletion_enabled: bool(tree, 'users.allowClientUserDeletion'),
    require_email_verification: bool(tree, 'onboarding.requireEmailVerification'),
    allow_user_api_keys: bool(tree, 'apiKeys.enabled.user'),
    allow_team_api_keys: bool(tree, 'apiKeys.enabled.team'),
    allow_localhost: bool(tree, 'domains.allowLocalhost'),
    domains: domainsFromTree(tree),
    team_creator_default_permissions: trueKeys(tree, 'rbac.defaultPermissions.teamCreator'),
    team_member_default_permissions: trueKeys(tree, 'rbac.defaultPermissions.teamMember'),
    user_default_permissions: trueKeys(tree, 'rbac.defaultPermissions.signUp'),
    email_config: emailConfigFromTree(tree),
    email_theme: getAtPath(tree, 'emails.selectedThemeId') as string,
  };
}

// ---- Overrides ----

/** `tree` with each entry applied in order: a key replaces its subtree, null removes it. */
export function applyEntries(tree: ConfigObject, entries: readonly [string, Json][]): ConfigObject {
  return entries.reduce((acc, [key, value]) => setAtPath(acc, key, value), tree);
}

/**
 * A level's entries applied as the real API renders overrides: a dot-notation key whose parent is not
 * an object of the tree (e.g. a record entry nobody created) is ignored, not created.
 */
export function applyOverrideEntries(tree: ConfigObject, entries: readonly [string, Json][]): ConfigObject {
  return entries.reduce((acc, [key, value]) => {
    const segments = pathSegments(key);
    if (segments.length > 1 && !isConfigObject(getAtPath(acc, segments.slice(0, -1).join('.')))) return acc;
    return setAtPath(acc, key, value);
  }, tree);
}

/** A level's stored override after a PATCH: entries replace keys and their descendants; null only removes. */
export function mergeFlatOverride(level: FlatOverride, entries: readonly [string, Json][]): FlatOverride {
  const out: FlatOverride = structuredClone(level);
  for (const [key, value] of entries) {
    for (const stored of Object.keys(out)) if (stored === key || stored.startsWith(`${key}.`)) delete out[stored];
    const ancestor = Object.keys(out).find((stored) => key.startsWith(`${stored}.`));
    if (ancestor !== undefined) {
      const inner = out[ancestor];
      setOwn(out, ancestor, setAtPath(isConfigObject(inner) ? inner : {}, key.slice(ancestor.length + 1), value));
    } else if (value !== null) {
      setOwn(out, key, structuredClone(value));
    }
  }
  return out;
}

const LEVEL_ORDER: readonly ConfigOverrideLevel[] = CONFIG_OVERRIDE_LEVELS;

/** The levels that `level` wins over, lowest first. */
export function levelsBelow(level: ConfigOverrideLevel): ConfigOverrideLevel[] {
  return LEVEL_ORDER.slice(0, LEVEL_ORDER.indexOf(level));
}

/** The levels that win over `level` (environment > branch > project), lowest first. */
export function levelsAbove(level: ConfigOverrideLevel): ConfigOverrideLevel[] {
  return LEVEL_ORDER.slice(LEVEL_ORDER.indexOf(level) + 1);
}

/**
 * The legacy record's providers laid over the tree's: what the record does not hold (a provider's
 * allowConnectedAccounts, providers not offered for sign-in) stays as the overrides set it.
 */
function withTreeProviders(existing: Json | undefined, legacy: Json): ConfigObject {
  const before = isConfigObject(existing) ? existing : {};
  const out: ConfigObject = {};
  for (const [id, node] of Object.entries(before)) if (isConfigObject(node) && node.allowSignIn !== true) setOwn(out, id, node);
  for (const [id, node] of Object.entries(isConfigObject(legacy) ? legacy : {})) {
    const previous = Object.hasOwn(before, id) && isConfigObject(before[id]) ? before[id] : {};
    setOwn(out, id, { allowConnectedAccounts: true, ...previous, ...(isConfigObject(node) ? node : {}) });
  }
  return out;
}

/** The rendered tree (§6.2): schema defaults, the three levels over them in order, then the legacy record's keys. */
export function renderProjectConfig(config: ProjectConfig, levels: OverrideLevels, permissions: readonly TreePermission[]): ConfigObject {
  let tree: ConfigObject = renderConfig({});
  for (const level of LEVEL_ORDER) tree = applyOverrideEntries(tree, Object.entries(levels[level]));
  tree = applyEntries(
    tree,
    legacyEntries(config).map(([key, value]): [string, Json] => (key === LEGACY_PATHS.oauth_providers ? [key, withTreeProviders(getAtPath(tree, key), value)] : [key, value])),
  );
  tree = setAtPath(
    tree,
    'rbac.permissions',
    Object.fromEntries(
      permissions.map((p) => [
        p.id,
        {
          ...(p.description === null ? {} : { description: p.description }),
          scope: p.scope,
          containedPermissionIds: Object.fromEntries(p.contained_permission_ids.map((id) => [id, true])),
        },
      ]),
    ),
  );
  return renderConfig(tree);
}
