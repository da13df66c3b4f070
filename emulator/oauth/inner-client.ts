// The emulator as an OAuth client of the provider (the "inner" flow of PROTOCOL.md §5.5), through
// oauth4webapi. Shared providers go to the built-in mock OpenID provider; standard ones (own keys) to the
// real provider of emulator/oauth/providers.ts.
import * as oauth from 'oauth4webapi';
import { KnownErrors } from '../../src/protocol/errors';
import type { OAuthProviderConfig } from '../projects/config';
import { MOCK_CLIENT_SECRET, MOCK_SCOPE } from '../oauth-mock/client';
import { isStandardProviderType, PROVIDERS, primaryEmail, type ProviderDefinition, type ProviderEndpoints, type StandardProviderType } from './providers';

/** Per-type endpoint overrides (EmulatorOptions.oauthProviderEndpoints): tests and self-hosting. */
export type ProviderEndpointOverrides = Partial<Record<StandardProviderType, Partial<ProviderEndpoints>>>;

/** Where the emulator finds providers: the mock issuer and any endpoint overrides. */
export interface InnerClientSettings {
  mockIssuer?: string;
  endpointOverrides?: ProviderEndpointOverrides;
}

export interface ProviderProfile {
  accountId: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  profileImageUrl: string | null;
  /** `scope`: what the provider says it granted, else what was asked for; `expires_in` in seconds, if told. */
  tokens: { access_token: string; refresh_token: string | null; scope: string | null; expires_in: number | null };
}

/** Thrown when the provider rejects the code exchange (the route answers with a text 400). */
export class InnerGrantError extends Error {
  override readonly name = 'InnerGrantError';
}

interface ProviderEndpoint {
  /** The mock's issuer (discovered) or a standard provider's fixed metadata. */
  issuer: URL;
  metadata?: oauth.AuthorizationServer;
  client: oauth.Client;
  auth: oauth.ClientAuth;
  scope: string;
  standard?: { definition: ProviderDefinition; endpoints: ProviderEndpoints; idToken: boolean };
  insecure: boolean;
}

const discovered = new Map<string, Promise<oauth.AuthorizationServer>>();

function endpointFor(settings: InnerClientSettings, provider: OAuthProviderConfig): ProviderEndpoint {
  if (provider.type === 'standard' && isStandardProviderType(provider.id)) {
    if (!provider.client_id || !provider.client_secret) throw new Error(`The standard OAuth provider "${provider.id}" has no client_id/client_secret`);
    const definition = PROVIDERS[provider.id];
    const endpoints: ProviderEndpoints = { ...definition.endpoints(provider), ...settings.endpointOverrides?.[provider.id] };
    const idToken = definition.oidc;
    // A non-OIDC provider has no issuer; its origin stands in (oauth4webapi needs one, nothing checks it).
    const issuerString = endpoints.issuer ?? new URL(endpoints.authorizationEndpoint).origin;
    const issuer = new URL(issuerString);
    const metadata: oauth.AuthorizationServer = {
      issuer: issuerString,
      authorization_endpoint: endpoints.authorizationEndpoint,
      token_endpoint: endpoints.tokenEndpoint,
      userinfo_endpoint: endpoints.userinfoEndpoint,
    };
    const all = [endpoints.authorizationEndpoint, endpoints.tokenEndpoint, endpoints.userinfoEndpoint, endpoints.emailsEndpoint];
    return {
      issuer,
      metadata,
      client: { client_id: provider.client_id },
      auth: definition.clientAuth === 'basic' ? oauth.ClientSecretBasic(provider.client_secret) : oauth.ClientSecretPost(provider.client_secret),
      scope: definition.scope,
      standard: { definition, endpoints, idToken },
      // Plain http is only possible through an override (a local test or self-hosted provider).
      insecure: all.some((url) => url?.startsWith('http:')),
    };
  }
  // A standard provider the registry cannot reach must not silently fall back to the mock.
  if (provider.type === 'standard') throw new KnownErrors.InvalidStandardOauthProviderId({ provider_id: provider.id });
  // Production mode runs no mock provider: shared keys are not valid there (EmulatorContext.production).
  if (!settings.mockIssuer) throw new KnownErrors.InvalidSharedOauthProviderId({ provider_id: provider.id });
  // The mock knows each provider type as a client of its own, as Stack's mock server does.
  return { issuer: new URL(settings.mockIssuer), client: { client_id: provider.id }, auth: oauth.ClientSecretBasic(MOCK_CLIENT_SECRET), scope: MOCK_SCOPE, insecure: true };
}

function serverOf(endpoint: ProviderEndpoint): Promise<oauth.AuthorizationServer> {
  return endpoint.metadata ? Promise.resolve(endpoint.metadata) : discover(endpoint.issuer);
}

/** GET on a provider's user API with the access token; the JSON body. */
async function userApi(endpoint: ProviderEndpoint, url: string, accessToken: string): Promise<unknown> {
  const headers = new Headers({ accept: 'application/json', 'user-agent': 'stack-emulator' });
  const response = await oauth.protectedResourceRequest(accessToken, 'GET', new URL(url), headers, null, { [oauth.allowInsecureRequests]: endpoint.insecure });
  if (!response.ok) throw new Error(`The provider's user API answered ${response.status}`);
  return response.json();
}

/** The account of a standard provider: validated ID token claims, or the user API (+ e-mail list). */
async function standardAccount(endpoint: ProviderEndpoint, result: oauth.TokenEndpointResponse): Promise<Omit<ProviderProfile, 'tokens'>> {
  const { definition, endpoints, idToken } = endpoint.standard!;
  if (idToken) return definition.account({ ...oauth.getValidatedIdTokenClaims(result)! });
  if (!endpoints.userinfoEndpoint) throw new Error('The provider has no user API');
  const user = { ...(await userApi(endpoint, endpoints.userinfoEndpoint, result.access_token)) as Record<string, unknown> };
  if (endpoints.emailsEndpoint) {
    const primary = primaryEmail(await userApi(endpoint, endpoints.emailsEndpoint, result.access_token));
    user.email = primary?.email ?? null;
    user.email_verified = primary?.verified ?? false;
  }
  const account = definition.account(user);
  if (!account.accountId) throw new Error('The provider did not return an account id');
  return account;
}

/** Discovery is cached per issuer (the metadata never changes while the emulator runs). */
function discover(issuer: URL): Promise<oauth.AuthorizationServer> {
  let found = discovered.get(issuer.href);
  if (!found) {
    found = oauth
      .discoveryRequest(issuer, { algorithm: 'oidc', [oauth.allowInsecureRequests]: true })
      .then((response) => oauth.processDiscoveryResponse(issuer, response));
    found.catch(() => discovered.delete(issuer.href));
    discovered.set(issuer.href, found);
  }
  return found;
}

export async function innerAuthorizationUrl(
  settings: InnerClientSettings,
  provider: OAuthProviderConfig,
  input: { redirectUri: string; state: string; codeVerifier: string; extraScope?: string },
): Promise<string> {
  const endpoint = endpointFor(settings, provider);
  const as = await serverOf(endpoint);
  const url = new URL(as.authorization_endpoint!);
  // Stack's order and extras: offline access (a refresh token) and a fresh consent on every sign-in.
  url.searchParams.set('client_id', endpoint.client.client_id);
  url.searchParams.set('scope', [endpoint.scope, input.extraScope].filter(Boolean).join(' '));
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('redirect_uri', input.redirectUri);
  url.searchParams.set('code_challenge_method', 'S256');
  url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(input.codeVerifier));
  url.searchParams.set('state', input.state);
  url.searchParams.set('access_type', 'offline');
  url.searchParams.set('prompt', 'consent');
  return url.href;
}

/** Exchanges the provider's code and reads the account (validated ID token or the provider's user API). */
export async function exchangeInnerCode(
  settings: InnerClientSettings,
  provider: OAuthProviderConfig,
  input: { params: URLSearchParams; state: string; redirectUri: string; codeVerifier: string; extraScope?: string | null },
): Promise<ProviderProfile> {
  const endpoint = endpointFor(settings, provider);
  const as = await serverOf(endpoint);
  const requestedScope = [endpoint.scope, input.extraScope].filter(Boolean).join(' ');
  try {
    const callbackParams = oauth.validateAuthResponse(as, endpoint.client, input.params, input.state);
    const response = await oauth.authorizationCodeGrantRequest(as, endpoint.client, endpoint.auth, callbackParams, input.redirectUri, input.codeVerifier, {
      [oauth.allowInsecureRequests]: endpoint.insecure,
    });
    const result = await oauth.processAuthorizationCodeResponse(as, endpoint.client, response, { requireIdToken: endpoint.standard ? endpoint.standard.idToken : true });
    // Providers that grant exactly what was asked (GitHub, Google) may leave `scope` out of the answer.
    const tokens = { access_token: result.access_token, refresh_token: result.refresh_token ?? null, scope: result.scope ?? requestedScope, expires_in: result.expires_in ?? null };
    if (endpoint.standard) return { ...(await standardAccount(endpoint, result)), tokens };
    // The mock's `sub` is the e-mail typed at its login, and it vouches for it (as Stack reads its mock).
    const claims = oauth.getValidatedIdTokenClaims(result)!;
    return { accountId: claims.sub, email: claims.sub, emailVerified: true, displayName: null, profileImageUrl: null, tokens };
  } catch (error) {
    throw new InnerGrantError(error instanceof Error ? error.message : String(error));
  }
}

/** A fresh provider access token from a stored provider refresh token; null when the provider refuses. */
export async function refreshProviderToken(
  settings: InnerClientSettings,
  provider: OAuthProviderConfig,
  refreshToken: string,
): Promise<{ access_token: string; refresh_token: string | null; scope: string | null; expires_in: number | null } | null> {
  const endpoint = endpointFor(settings, provider);
  const as = await serverOf(endpoint);
  try {
    const response = await oauth.refreshTokenGrantRequest(as, endpoint.client, endpoint.auth, refreshToken, { [oauth.allowInsecureRequests]: endpoint.insecure });
    const result = await oauth.processRefreshTokenResponse(as, endpoint.client, response);
    return { access_token: result.access_token, refresh_token: result.refresh_token ?? null, scope: result.scope ?? null, expires_in: result.expires_in ?? null };
  } catch {
    return null;
  }
}

/**
 * Whether the mock provider still accepts a stored access token (its userinfo answers); tokens can be revoked
 * there before they expire. Other providers' tokens are trusted until they expire.
 */
export async function isAccessTokenUsable(settings: InnerClientSettings, provider: OAuthProviderConfig, accessToken: string): Promise<boolean> {
  if (provider.type !== 'shared' || !settings.mockIssuer) return true;
  try {
    const endpoint = endpointFor(settings, provider);
    const as = await serverOf(endpoint);
    const response = await oauth.userInfoRequest(as, endpoint.client, accessToken, { [oauth.allowInsecureRequests]: true });
    return response.ok;
  } catch {
    return false;
  }
}
