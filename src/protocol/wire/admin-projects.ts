// The admin view of a project and the bodies that create and change it (PROTOCOL.md §4.10, §5.19, §6.1).
import { isLenientEmail } from '../email';
import { projectConfigFlags } from './projects';
import { s, type Infer } from '../schema';
import { refine, taggedUnion } from '../schema-combinators';
import { listEnvelope } from './common';

export const ONBOARDING_STATUSES = [
  'config_choice',
  'apps_selection',
  'auth_setup',
  'domain_setup',
  'email_theme_setup',
  'payments_setup',
  'welcome',
  'completed',
] as const;
export type OnboardingStatus = (typeof ONBOARDING_STATUSES)[number];

export const OAUTH_PROVIDER_TYPES = ['google', 'github', 'microsoft', 'spotify', 'facebook', 'discord', 'gitlab', 'bitbucket', 'linkedin', 'apple', 'x', 'twitch'] as const;
export type OAuthProviderType = (typeof OAUTH_PROVIDER_TYPES)[number];

export const OAUTH_ACCOUNT_MERGE_STRATEGIES = ['link_method', 'raise_error', 'allow_duplicates'] as const;
export type OAuthAccountMergeStrategyWire = (typeof OAUTH_ACCOUNT_MERGE_STRATEGIES)[number];

const nonEmpty = () => s.string({ nonEmpty: true });

/** `{type:"shared"}` or a custom SMTP server, every field of which is required and non-empty. */
export const emailConfigWire = taggedUnion('type', {
  shared: s.object({ type: s.literal(['shared'] as const) }),
  standard: s.object({
    type: s.literal(['standard'] as const),
    host: nonEmpty(),
    port: s.number({ integer: true, min: 1, max: 65535 }),
    username: nonEmpty(),
    password: nonEmpty(),
    sender_name: nonEmpty(),
    sender_email: refine(nonEmpty(), (value, path) => (isLenientEmail(value) ? null : `${path} must be a valid email`)),
  }),
});
export type EmailConfigWire = Infer<typeof emailConfigWire>;

/** A trusted domain: an http(s) URL, or a pattern with `*` / `**` wildcards in the host. */
const domainUrl = refine(s.string(), (value, path) => {
  if (!/^https?:\/\//i.test(value)) return 'URL must start with http:// or https://';
  try {
    new URL(value.replace(/\*+/g, 'wildcard'));
    return null;
  } catch {
    return `${path} is not a valid URL`;
  }
});
const handlerPath = refine(s.string({ max: 300 }), (value, path) => (value.startsWith('/') ? null : `${path} must start with /`));

export const trustedDomainWire = s.object({ domain: domainUrl, handler_path: handlerPath });
export type TrustedDomainWire = Infer<typeof trustedDomainWire>;

/** An OAuth provider as written: "standard" needs the project's own client id and secret. */
const oauthProviderWrite = refine(
  s.object({
    id: s.literal(OAUTH_PROVIDER_TYPES),
    type: s.literal(['shared', 'standard'] as const),
    client_id: s.string().optional(),
    client_secret: s.string().optional(),
    facebook_config_id: s.string().optional(),
    microsoft_tenant_id: s.string().optional(),
    apple_bundle_ids: s.array(s.string()).optional(),
  }),
  (value, path) => {
    if (value.type !== 'standard') return null;
    // The server's wording, one line per field: left out is "must be defined", "" is "must not be empty".
    return (['client_id', 'client_secret'] as const).flatMap((field) =>
      value[field] === undefined ? [`${path}.${field} must be defined`] : value[field] === '' ? [`${path}.${field} must not be empty`] : [],
    );
  },
);

const permissionIds = s.array(s.object({ id: s.string() }));

/** The `config` write fields of POST /internal/projects and PATCH /internal/projects/current. */
export const projectConfigWriteBody = s.object({
  sign_up_enabled: s.boolean().optional(),
  credential_enabled: s.boolean().optional(),
  magic_link_enabled: s.boolean().optional(),
  passkey_enabled: s.boolean().optional(),
  client_team_creation_enabled: s.boolean().optional(),
  client_user_deletion_enabled: s.boolean().optional(),
  allow_localhost: s.boolean().optional(),
  allow_user_api_keys: s.boolean().optional(),
  allow_team_api_keys: s.boolean().optional(),
  create_team_on_sign_up: s.boolean().optional(),
  oauth_account_merge_strategy: s.literal(OAUTH_ACCOUNT_MERGE_STRATEGIES).optional(),
  /** Write-only: not echoed in the view. */
  require_email_verification: s.boolean().optional(),
  /** Any string: one that names no theme of the project is the text 400 `Invalid email theme`. */
  email_theme: s.string().optional(),
  email_config: emailConfigWire.optional(),
  domains: s.array(trustedDomainWire).optional(),
  oauth_providers: s.array(oauthProviderWrite).optional(),
  team_creator_default_permissions: permissionIds.optional(),
  team_member_default_permissions: permissionIds.optional(),
  user_default_permissions: permissionIds.optional(),
});
export type ProjectConfigWriteBody = Infer<typeof projectConfigWriteBody>;

const projectFields = {
  description: s.string().nullable().optional(),
  is_production_mode: s.boolean().optional(),
  /** Sent by newer SDKs (PROTOCOL.md §9). */
  is_development_environment: s.boolean().optional(),
  logo_url: s.string().nullable().optional(),
  logo_full_url: s.string().nullable().optional(),
  logo_dark_mode_url: s.string().nullable().optional(),
  logo_full_dark_mode_url: s.string().nullable().optional(),
  onboarding_status: s.literal(ONBOARDING_STATUSES).optional(),
  config: projectConfigWriteBody.optional(),
};

/** POST /internal/projects body. */
export const adminProjectCreateBody = s.object({
  display_name: s.string({ nonEmpty: true }),
  owner_team_id: s.string({ uuid: true }),
  ...projectFields,
});
export type AdminProjectCreateBody = Infer<typeof adminProjectCreateBody>;

/** PATCH /internal/projects/current body (all optional). */
export const adminProjectUpdateBody = s.object({
  display_name: s.string({ nonEmpty: true }).optional(),
  ...projectFields,
});
export type AdminProjectUpdateBody = Infer<typeof adminProjectUpdateBody>;

export const adminOAuthProviderWire = s.object({
  provider_config_id: s.string(),
  id: s.string(),
  type: s.literal(['shared', 'standard'] as const),
  client_id: s.string().optional(),
  client_secret: s.string().optional(),
  facebook_config_id: s.string().optional(),
  microsoft_tenant_id: s.string().optional(),
  apple_bundle_ids: s.array(s.string()).optional(),
});
export type AdminOAuthProviderWire = Infer<typeof adminOAuthProviderWire>;

/** The admin view's (legacy) `config`. */
export const adminProjectConfigWire = s.object({
  allow_localhost: s.boolean(),
  ...projectConfigFlags,
  create_team_on_sign_up: s.boolean(),
  oauth_account_merge_strategy: s.literal(OAUTH_ACCOUNT_MERGE_STRATEGIES),
  oauth_providers: s.array(adminOAuthProviderWire),
  enabled_oauth_providers: s.array(s.object({ id: s.string() })),
  domains: s.array(s.object({ domain: s.string(), handler_path: s.string() })),
  email_config: emailConfigWire,
  email_theme: s.string(),
  team_creator_default_permissions: permissionIds,
  team_member_default_permissions: permissionIds,
  user_default_permissions: permissionIds,
});
export type AdminProjectConfigWire = Infer<typeof adminProjectConfigWire>;

/** GET/PATCH /internal/projects/current, items of GET /internal/projects, POST /internal/projects. */
export const adminProjectWire = s.object({
  id: s.string(),
  display_name: s.string(),
  description: s.string(),
  logo_url: s.string().nullable(),
  logo_full_url: s.string().nullable(),
  logo_dark_mode_url: s.string().nullable(),
  logo_full_dark_mode_url: s.string().nullable(),
  created_at_millis: s.number(),
  is_production_mode: s.boolean(),
  /** Sent by newer servers (PROTOCOL.md §9). */
  is_development_environment: s.boolean().optional(),
  owner_team_id: s.string().nullable(),
  onboarding_status: s.literal(ONBOARDING_STATUSES),
  config: adminProjectConfigWire,
});
export type AdminProjectWire = Infer<typeof adminProjectWire>;

export const adminProjectList = listEnvelope(adminProjectWire);

/** POST /internal/projects/transfer body: ids as sent (the internal project's id is not a UUID). */
export const projectTransferBody = s.object({ project_id: s.string(), new_team_id: s.string() });
export type ProjectTransferBody = Infer<typeof projectTransferBody>;

/** Its answer: `success` is the string "true", not a boolean. */
export const projectTransferAnswer = s.object({ success: s.literal(['true'] as const) });
