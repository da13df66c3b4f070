// The project configuration as the emulator stores it: the legacy snake_case view of
// PROTOCOL.md §4.10 plus the two flags that view does not show (§6.1).
import type { ApiDialect } from '../../src/protocol/headers';

export type OAuthAccountMergeStrategy = 'link_method' | 'raise_error' | 'allow_duplicates';

export interface OAuthProviderConfig {
  provider_config_id: string;
  id: string;
  type: 'shared' | 'standard';
  client_id?: string;
  client_secret?: string;
  facebook_config_id?: string;
  microsoft_tenant_id?: string;
  apple_bundle_ids?: string[];
}

export interface TrustedDomain {
  domain: string;
  handler_path: string;
  /** The entry's key under `domains.trustedDomains` of the config tree (§6.2); absent for older entries. */
  id?: string;
}

export type EmailConfig =
  | { type: 'shared' }
  | { type: 'standard'; host: string; port: number; username: string; password: string; sender_name: string; sender_email: string };

export interface ProjectConfig {
  allow_localhost: boolean;
  sign_up_enabled: boolean;
  credential_enabled: boolean;
  magic_link_enabled: boolean;
  passkey_enabled: boolean;
  client_team_creation_enabled: boolean;
  client_user_deletion_enabled: boolean;
  allow_user_api_keys: boolean;
  allow_team_api_keys: boolean;
  create_team_on_sign_up: boolean;
  oauth_account_merge_strategy: OAuthAccountMergeStrategy;
  oauth_providers: OAuthProviderConfig[];
  domains: TrustedDomain[];
  email_config: EmailConfig;
  email_theme: string;
  team_creator_default_permissions: { id: string }[];
  team_member_default_permissions: { id: string }[];
  user_default_permissions: { id: string }[];
  /** `project.requirePublishableClientKey` (not in the legacy view). */
  require_publishable_client_key: boolean;
  /** `onboarding.requireEmailVerification` (not in the legacy view). */
  require_email_verification: boolean;
}

export const DEFAULT_EMAIL_THEME_ID = '1df07ae6-abf3-4a40-83a5-a1a2cbe336ac';

/** A newly created project (PROTOCOL.md §6.1). */
export function defaultProjectConfig(): ProjectConfig {
  return {
    allow_localhost: true,
    sign_up_enabled: true,
    credential_enabled: true,
    magic_link_enabled: false,
    passkey_enabled: false,
    client_team_creation_enabled: false,
    client_user_deletion_enabled: false,
    allow_user_api_keys: false,
    allow_team_api_keys: false,
    create_team_on_sign_up: false,
    oauth_account_merge_strategy: 'link_method',
    oauth_providers: [],
    domains: [],
    email_config: { type: 'shared' },
    email_theme: DEFAULT_EMAIL_THEME_ID,
    team_creator_default_permissions: [{ id: 'team_admin' }],
    team_member_default_permissions: [{ id: 'team_member' }],
    user_default_permissions: [],
    require_publishable_client_key: false,
    require_email_verification: false,
  };
}

/** A config override the emulator cannot apply (unknown key or wrong JSON type). */
export class ProjectConfigError extends Error {
  override readonly name = 'ProjectConfigError';
}

/** Applies snake_case overrides; unknown keys or values of the wrong JSON type are refused. */
export function mergeProjectConfig(base: ProjectConfig, overrides: Record<string, unknown> = {}): ProjectConfig {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    if (key === 'enabled_oauth_providers') continue; // derived from oauth_providers
    // Own keys only: `in` would admit inherited names such as __proto__ or constructor.
    if (!Object.hasOwn(base, key)) throw new ProjectConfigError(`Unknown project config key: ${key}`);
    const expected = base[key as keyof ProjectConfig];
    const sameType = Array.isArray(expected) ? Array.isArray(value) : typeof value === typeof expected && value !== null;
    if (!sameType) throw new ProjectConfigError(`Project config key ${key} must be of type ${Array.isArray(expected) ? 'array' : typeof expected}`);
    merged[key] = value;
  }
  const config = merged as unknown as ProjectConfig;
  config.oauth_providers = [...config.oauth_providers].sort((a, b) => a.id.localeCompare(b.id));
  config.domains = [...config.domains].sort((a, b) => a.domain.localeCompare(b.domain));
  return config;
}

/** The `config` of GET /projects/current (PROTOCOL.md §4.10), with `allow_localhost` for 2.8.108+ clients (§9). */
export function clientConfigView(config: ProjectConfig, dialect: ApiDialect) {
  return {
    sign_up_enabled: config.sign_up_enabled,
    credential_enabled: config.credential_enabled,
    magic_link_enabled: config.magic_link_enabled,
    passkey_enabled: config.passkey_enabled,
    client_team_creation_enabled: config.client_team_creation_enabled,
    client_user_deletion_enabled: config.client_user_deletion_enabled,
    ...(dialect === 'hexclave' ? { allow_localhost: config.allow_localhost } : {}),
    allow_user_api_keys: config.allow_user_api_keys,
    allow_team_api_keys: config.allow_team_api_keys,
    enabled_oauth_providers: config.oauth_providers.map((p) => ({ id: p.id })),
    domains: config.domains.map((d) => ({ domain: d.domain, handler_path: d.handler_path })),
  };
}

/** The admin `config` view (PROTOCOL.md §4.10); the hidden flags and the domains' tree keys are left out. */
export function adminConfigView(config: ProjectConfig) {
  const { require_publishable_client_key: _k, require_email_verification: _v, ...legacy } = config;
  return {
    ...legacy,
    oauth_providers: config.oauth_providers.map((p) => ({ ...p })),
    enabled_oauth_providers: config.oauth_providers.map((p) => ({ id: p.id })),
    domains: config.domains.map((d) => ({ domain: d.domain, handler_path: d.handler_path })),
    team_creator_default_permissions: config.team_creator_default_permissions.map((p) => ({ id: p.id })),
    team_member_default_permissions: config.team_member_default_permissions.map((p) => ({ id: p.id })),
    user_default_permissions: config.user_default_permissions.map((p) => ({ id: p.id })),
  };
}
