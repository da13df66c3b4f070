// The emulator as an OAuth client of the provider (the "inner" flow of PROTOCOL.md §5.5), through
// oauth4webapi. Shared providers go to the built-in mock OpenID provider; so do standard ones for now.
import * as oauth from 'oauth4webapi';
import type { OAuthProviderConfig } from '../projects/config';
import { MOCK_CLIENT_ID, MOCK_CLIENT_SECRET, MOCK_SCOPE } from '../oauth-mock/provider';

export interface ProviderProfile {
  accountId: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  profileImageUrl: string | null;
  tokens: { access_token: string; refresh_token: string | null; scope: string | null };
}

/** Thrown when the provider rejects the code exchange (the route answers with a text 400). */
export class InnerGrantError extends Error {
  override readonly name = 'InnerGrantError';
}

interface ProviderEndpoint {
  issuer: URL;
  client: oauth.Client;
  auth: oauth.ClientAuth;
  scope: string;
}

const discovered = new Map<string, Promise<oauth.AuthorizationServer>>();

function endpointFor(mockIssuer: string | undefined, _provider: OAuthProviderConfig): ProviderEndpoint {
  if (!mockIssuer) throw new Error('The mock OAuth provider is not running');
  return { issuer: new URL(mockIssuer), client: { client_id: MOCK_CLIENT_ID }, auth: oauth.ClientSecretPost(MOCK_CLIENT_SECRET), scope: MOCK_SCOPE };
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
  mockIssuer: string | undefined,
  provider: OAuthProviderConfig,
  input: { redirectUri: string; state: string; codeVerifier: string; extraScope?: string },
): Promise<string> {
  const endpoint = endpointFor(mockIssuer, provider);
  const as = await discover(endpoint.issuer);
  const url = new URL(as.authorization_endpoint!);
  url.searchParams.set('client_id', endpoint.client.client_id);
  url.searchParams.set('redirect_uri', input.redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', [endpoint.scope, input.extraScope].filter(Boolean).join(' '));
  url.searchParams.set('state', input.state);
  url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(input.codeVerifier));
  url.searchParams.set('code_challenge_method', 'S256');
  return url.href;
}

/** Exchanges the provider's code and reads the account from the validated ID token. */
export async function exchangeInnerCode(
  mockIssuer: string | undefined,
  provider: OAuthProviderConfig,
  input: { params: URLSearchParams; state: string; redirectUri: string; codeVerifier: string },
): Promise<ProviderProfile> {
  const endpoint = endpointFor(mockIssuer, provider);
  const as = await discover(endpoint.issuer);
  try {
    const callbackParams = oauth.validateAuthResponse(as, endpoint.client, input.params, input.state);
    const response = await oauth.authorizationCodeGrantRequest(as, endpoint.client, endpoint.auth, callbackParams, input.redirectUri, input.codeVerifier, {
      [oauth.allowInsecureRequests]: true,
    });
    const result = await oauth.processAuthorizationCodeResponse(as, endpoint.client, response, { requireIdToken: true });
    const claims = oauth.getValidatedIdTokenClaims(result)!;
    const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
    return {
      accountId: claims.sub,
      email: str(claims.email),
      emailVerified: claims.email_verified === true,
      displayName: str(claims.name),
      profileImageUrl: str(claims.picture),
      tokens: { access_token: result.access_token, refresh_token: result.refresh_token ?? null, scope: result.scope ?? null },
    };
  } catch (error) {
    throw new InnerGrantError(error instanceof Error ? error.message : String(error));
  }
}
