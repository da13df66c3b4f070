// A project's settings as its owner sees and writes them (the legacy `config` of PROTOCOL.md §4.10),
// camelCase and named as in the official SDK (AdminProjectConfig, AdminProjectConfigUpdateOptions).
import type {
  AdminProjectConfigWire,
  EmailConfigWire,
  OAuthAccountMergeStrategyWire,
  OAuthProviderType,
  ProjectConfigWriteBody,
} from '../../../protocol/wire/admin-projects';
import type { ProjectSwitches } from '../shapes/project';

/** A trusted domain: an http(s) URL or a wildcard pattern, and where the handler routes live there. */
export interface AdminDomainConfig {
  domain: string;
  handlerPath: string;
}

export type AdminEmailConfig =
  | { type: 'shared' }
  | { type: 'standard'; host: string; port: number; username: string; password: string; senderName: string; senderEmail: string };

export type AdminOAuthProviderConfig =
  | { id: OAuthProviderType; type: 'shared' }
  | {
      id: OAuthProviderType;
      type: 'standard';
      clientId: string;
      clientSecret: string;
      facebookConfigId?: string;
      microsoftTenantId?: string;
      appleBundleIds?: string[];
    };

export interface AdminProjectConfig extends ProjectSwitches {
  allowLocalhost: boolean;
  createTeamOnSignUp: boolean;
  oauthAccountMergeStrategy: OAuthAccountMergeStrategyWire;
  oauthProviders: AdminOAuthProviderConfig[];
  emailConfig: AdminEmailConfig;
  /** The id of the selected e-mail theme. */
  emailTheme: string;
  domains: AdminDomainConfig[];
  teamCreatorDefaultPermissions: { id: string }[];
  teamMemberDefaultPermissions: { id: string }[];
  userDefaultPermissions: { id: string }[];
}

/** What `update({ config })` may change; lists (domains, providers, default permissions) are replaced whole. */
export interface AdminProjectConfigUpdateOptions extends Partial<AdminProjectConfig> {
  /** Write-only: sign-ups must verify their e-mail first. */
  requireEmailVerification?: boolean;
}

function emailConfigFromWire(wire: EmailConfigWire): AdminEmailConfig {
  if (wire.type === 'shared') return { type: 'shared' };
  return {
    type: 'standard',
    host: wire.host,
    port: wire.port,
    username: wire.username,
    password: wire.password,
    senderName: wire.sender_name,
    senderEmail: wire.sender_email,
  };
}

function emailConfigToWire(config: AdminEmailConfig): EmailConfigWire {
  if (config.type === 'shared') return { type: 'shared' };
  return {
    type: 'standard',
    host: config.host,
    port: config.port,
    username: config.username,
    password: config.password,
    sender_name: config.senderName,
    sender_email: config.senderEmail,
  };
}

export function adminConfigFromWire(wire: AdminProjectConfigWire): AdminProjectConfig {
  return {
    signUpEnabled: wire.sign_up_enabled,
    credentialEnabled: wire.credential_enabled,
    magicLinkEnabled: wire.magic_link_enabled,
    passkeyEnabled: wire.passkey_enabled,
    clientTeamCreationEnabled: wire.client_team_creation_enabled,
    clientUserDeletionEnabled: wire.client_user_deletion_enabled,
    allowLocalhost: wire.allow_localhost,
    allowUserApiKeys: wire.allow_user_api_keys,
    allowTeamApiKeys: wire.allow_team_api_keys,
    createTeamOnSignUp: wire.create_team_on_sign_up,
    oauthAccountMergeStrategy: wire.oauth_account_merge_strategy,
    oauthProviders: wire.oauth_providers.map((p): AdminOAuthProviderConfig => {
      const id = p.id as OAuthProviderType;
      if (p.type === 'shared') return { id, type: 'shared' };
      return {
        id,
        type: 'standard',
        clientId: p.client_id ?? '',
        clientSecret: p.client_secret ?? '',
        ...(p.facebook_config_id === undefined ? {} : { facebookConfigId: p.facebook_config_id }),
        ...(p.microsoft_tenant_id === undefined ? {} : { microsoftTenantId: p.microsoft_tenant_id }),
        ...(p.apple_bundle_ids === undefined ? {} : { appleBundleIds: [...p.apple_bundle_ids] }),
      };
    }),
    emailConfig: emailConfigFromWire(wire.email_config),
    emailTheme: wire.email_theme,
    domains: wire.domains.map((d) => ({ domain: d.domain, handlerPath: d.handler_path })),
    teamCreatorDefaultPermissions: wire.team_creator_default_permissions.map((p) => ({ id: p.id })),
    teamMemberDefaultPermissions: wire.team_member_default_permissions.map((p) => ({ id: p.id })),
    userDefaultPermissions: wire.user_default_permissions.map((p) => ({ id: p.id })),
  };
}

const BOOLEAN_FIELDS = {
  signUpEnabled: 'sign_up_enabled',
  credentialEnabled: 'credential_enabled',
  magicLinkEnabled: 'magic_link_enabled',
  passkeyEnabled: 'passkey_enabled',
  clientTeamCreationEnabled: 'client_team_creation_enabled',
  clientUserDeletionEnabled: 'client_user_deletion_enabled',
  allowLocalhost: 'allow_localhost',
  allowUserApiKeys: 'allow_user_api_keys',
  allowTeamApiKeys: 'allow_team_api_keys',
  createTeamOnSignUp: 'create_team_on_sign_up',
  requireEmailVerification: 'require_email_verification',
} as const satisfies Record<string, keyof ProjectConfigWriteBody>;

/** The `config` write body of the given options: only the keys that were given. */
export function configUpdateToWire(options: AdminProjectConfigUpdateOptions): ProjectConfigWriteBody {
  const body: ProjectConfigWriteBody = {};
  for (const [key, wireKey] of Object.entries(BOOLEAN_FIELDS) as [keyof typeof BOOLEAN_FIELDS, (typeof BOOLEAN_FIELDS)[keyof typeof BOOLEAN_FIELDS]][]) {
    const value = options[key];
    if (value !== undefined) body[wireKey] = value;
  }
  if (options.oauthAccountMergeStrategy !== undefined) body.oauth_account_merge_strategy = options.oauthAccountMergeStrategy;
  if (options.emailTheme !== undefined) body.email_theme = options.emailTheme;
  if (options.emailConfig !== undefined) body.email_config = emailConfigToWire(options.emailConfig);
  if (options.domains !== undefined) body.domains = options.domains.map((d) => ({ domain: d.domain, handler_path: d.handlerPath }));
  if (options.oauthProviders !== undefined) {
    body.oauth_providers = options.oauthProviders.map((p) =>
      p.type === 'shared'
        ? { id: p.id, type: 'shared' as const }
        : {
            id: p.id,
            type: 'standard' as const,
            client_id: p.clientId,
            client_secret: p.clientSecret,
            ...(p.facebookConfigId === undefined ? {} : { facebook_config_id: p.facebookConfigId }),
            ...(p.microsoftTenantId === undefined ? {} : { microsoft_tenant_id: p.microsoftTenantId }),
            ...(p.appleBundleIds === undefined ? {} : { apple_bundle_ids: p.appleBundleIds }),
          },
    );
  }
  if (options.teamCreatorDefaultPermissions !== undefined) body.team_creator_default_permissions = options.teamCreatorDefaultPermissions.map((p) => ({ id: p.id }));
  if (options.teamMemberDefaultPermissions !== undefined) body.team_member_default_permissions = options.teamMemberDefaultPermissions.map((p) => ({ id: p.id }));
  if (options.userDefaultPermissions !== undefined) body.user_default_permissions = options.userDefaultPermissions.map((p) => ({ id: p.id }));
  return body;
}
