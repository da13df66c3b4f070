// Registry of real OAuth providers for *standard* providers (own client_id/secret, PROTOCOL.md §4.10):
// endpoints, default scopes, and how to read the account from an ID token or the provider's user API.
import type { OAuthProviderConfig } from '../projects/config';
import type { ProjectRecord } from '../projects/store';

/** Where a provider lives; every field can be overridden (EmulatorOptions.oauthProviderEndpoints). */
export interface ProviderEndpoints {
  /** The `iss` of the provider's ID tokens (OIDC providers only). */
  issuer?: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  /** The user API (non-OIDC providers) or OIDC userinfo endpoint. */
  userinfoEndpoint?: string;
  /** GitHub only: the list of the user's e-mails (to find the verified primary one). */
  emailsEndpoint?: string;
}

export type StandardProviderType = 'google' | 'github' | 'microsoft' | 'spotify' | 'facebook' | 'discord' | 'gitlab' | 'bitbucket' | 'linkedin';

/** The account fields the emulator stores, as read from the provider. */
export interface ProviderAccount {
  accountId: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  profileImageUrl: string | null;
}

export interface ProviderDefinition {
  endpoints(config: OAuthProviderConfig): ProviderEndpoints;
  scope: string;
  /** Sign-in reads the validated ID token (true) or calls `userinfoEndpoint` (false). */
  oidc: boolean;
  /** How the client authenticates at the token endpoint. */
  clientAuth: 'post' | 'basic';
  /** Reads the account from ID token claims (oidc) or the user API's JSON body. */
  account(data: Record<string, unknown>): ProviderAccount;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : null);
const rec = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {});
const fixed = (e: ProviderEndpoints) => (): ProviderEndpoints => e;

/** Standard OIDC claims (sub, email, email_verified, name, picture). */
function oidcAccount(c: Record<string, unknown>): ProviderAccount {
  return {
    accountId: str(c.sub)!,
    email: str(c.email),
    emailVerified: c.email_verified === true || c.email_verified === 'true',
    displayName: str(c.name),
    profileImageUrl: str(c.picture),
  };
}

export const PROVIDERS: Record<StandardProviderType, ProviderDefinition> = {
  google: {
    endpoints: fixed({
      issuer: 'https://accounts.google.com',
      authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenEndpoint: 'https://oauth2.googleapis.com/token',
      userinfoEndpoint: 'https://openidconnect.googleapis.com/v1/userinfo',
    }),
    scope: 'openid email profile',
    oidc: true,
    clientAuth: 'post',
    account: oidcAccount,
  },
  microsoft: {
    // Graph /me, not the ID token: a multi-tenant ('common') ID token's `iss` names the user's own tenant,
    // which an issuer check cannot know in advance; without `openid` no ID token is issued at all.
    endpoints: (config) => {
      const tenant = config.microsoft_tenant_id || 'common';
      return {
        authorizationEndpoint: `https://login.microsoftonline.com/${tenant}/oauth2/v2.0/authorize`,
        tokenEndpoint: `https://login.microsoftonline.com/${tenant}/oauth2/v2.0/token`,
        userinfoEndpoint: 'https://graph.microsoft.com/v1.0/me',
      };
    },
    scope: 'User.Read offline_access',
    oidc: false,
    clientAuth: 'post',
    // Microsoft does not assert e-mail ownership; the photo needs an authenticated request, so none.
    account: (u) => ({
      accountId: str(u.id)!,
      email: str(u.mail) ?? str(u.userPrincipalName),
      emailVerified: false,
      displayName: str(u.displayName),
      profileImageUrl: null,
    }),
  },
  gitlab: {
    endpoints: fixed({
      issuer: 'https://gitlab.com',
      authorizationEndpoint: 'https://gitlab.com/oauth/authorize',
      tokenEndpoint: 'https://gitlab.com/oauth/token',
      userinfoEndpoint: 'https://gitlab.com/oauth/userinfo',
    }),
    scope: 'openid email profile read_user',
    oidc: true,
    clientAuth: 'post',
    account: oidcAccount,
  },
  linkedin: {
    endpoints: fixed({
      issuer: 'https://www.linkedin.com/oauth',
      authorizationEndpoint: 'https://www.linkedin.com/oauth/v2/authorization',
      tokenEndpoint: 'https://www.linkedin.com/oauth/v2/accessToken',
      userinfoEndpoint: 'https://api.linkedin.com/v2/userinfo',
    }),
    scope: 'openid email profile',
    oidc: true,
    clientAuth: 'post',
    account: oidcAccount,
  },
  github: {
    endpoints: fixed({
      authorizationEndpoint: 'https://github.com/login/oauth/authorize',
      tokenEndpoint: 'https://github.com/login/oauth/access_token',
      userinfoEndpoint: 'https://api.github.com/user',
      emailsEndpoint: 'https://api.github.com/user/emails',
    }),
    scope: 'user:email',
    oidc: false,
    clientAuth: 'post',
    // `email` is filled in from /user/emails (the verified primary) before this runs.
    account: (u) => ({
      accountId: str(u.id)!,
      email: str(u.email),
      emailVerified: u.email_verified === true,
      displayName: str(u.name) ?? str(u.login),
      profileImageUrl: str(u.avatar_url),
    }),
  },
  discord: {
    endpoints: fixed({
      authorizationEndpoint: 'https://discord.com/oauth2/authorize',
      tokenEndpoint: 'https://discord.com/api/oauth2/token',
      userinfoEndpoint: 'https://discord.com/api/users/@me',
    }),
    scope: 'identify email',
    oidc: false,
    clientAuth: 'post',
    account: (u) => ({
      accountId: str(u.id)!,
      email: str(u.email),
      emailVerified: u.verified === true,
      displayName: str(u.global_name) ?? str(u.username),
      profileImageUrl: str(u.avatar) && str(u.id) ? `https://cdn.discordapp.com/avatars/${str(u.id)}/${str(u.avatar)}.png` : null,
    }),
  },
  spotify: {
    endpoints: fixed({
      authorizationEndpoint: 'https://accounts.spotify.com/authorize',
      tokenEndpoint: 'https://accounts.spotify.com/api/token',
      userinfoEndpoint: 'https://api.spotify.com/v1/me',
    }),
    scope: 'user-read-email user-read-private',
    oidc: false,
    clientAuth: 'basic',
    // Spotify does not say whether the e-mail was verified.
    account: (u) => ({
      accountId: str(u.id)!,
      email: str(u.email),
      emailVerified: false,
      displayName: str(u.display_name),
      profileImageUrl: Array.isArray(u.images) ? str(rec(u.images[0]).url) : null,
    }),
  },
  facebook: {
    endpoints: fixed({
      authorizationEndpoint: 'https://www.facebook.com/v20.0/dialog/oauth',
      tokenEndpoint: 'https://graph.facebook.com/v20.0/oauth/access_token',
      userinfoEndpoint: 'https://graph.facebook.com/v20.0/me?fields=id,name,email,picture',
    }),
    scope: 'public_profile email',
    oidc: false,
    clientAuth: 'post',
    // Facebook only returns confirmed e-mails.
    account: (u) => ({
      accountId: str(u.id)!,
      email: str(u.email),
      emailVerified: str(u.email) !== null,
      displayName: str(u.name),
      profileImageUrl: str(rec(rec(u.picture).data).url),
    }),
  },
  bitbucket: {
    endpoints: fixed({
      authorizationEndpoint: 'https://bitbucket.org/site/oauth2/authorize',
      tokenEndpoint: 'https://bitbucket.org/site/oauth2/access_token',
      userinfoEndpoint: 'https://api.bitbucket.org/2.0/user',
      emailsEndpoint: 'https://api.bitbucket.org/2.0/user/emails',
    }),
    scope: 'account email',
    oidc: false,
    clientAuth: 'basic',
    account: (u) => ({
      accountId: str(u.uuid) ?? str(u.account_id)!,
      email: str(u.email),
      emailVerified: u.email_verified === true,
      displayName: str(u.display_name),
      profileImageUrl: str(rec(rec(u.links).avatar).href),
    }),
  },
};

export function isStandardProviderType(id: string): id is StandardProviderType {
  return Object.hasOwn(PROVIDERS, id);
}

/** Picks the verified primary e-mail from a GitHub (/user/emails) or Bitbucket (/2.0/user/emails) list. */
export function primaryEmail(body: unknown): { email: string; verified: boolean } | null {
  const list = Array.isArray(body) ? body : Array.isArray(rec(body).values) ? (rec(body).values as unknown[]) : [];
  for (const item of list.map(rec)) {
    const email = str(item.email);
    if (email && (item.primary === true || item.is_primary === true)) return { email, verified: item.verified === true || item.is_confirmed === true };
  }
  return null;
}

/** The provider entry of the project's config for a config id. */
export function providerConfig(project: ProjectRecord, configId: string): OAuthProviderConfig | undefined {
  return project.config.oauth_providers.find((p) => (p.provider_config_id || p.id) === configId);
}
