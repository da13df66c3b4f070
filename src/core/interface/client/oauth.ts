// OAuth endpoints (PROTOCOL.md §5.5): the authorize redirect in JSON mode and the token endpoint's
// two grants. The token endpoint authenticates with the project id and key in a form body, not x-stack headers.
import { PUBLIC_CLIENT_SENTINEL } from '../../../protocol/constants';
import { KnownErrors } from '../../../protocol/errors/client';
import type { OAuthAuthorizeJsonResponse, OAuthTokenResponse } from '../../../protocol/wire';
import type { RequestPipeline } from '../../http/pipeline';
import { AccessToken, type RefreshToken } from '../../session';
import { seg } from './request-options';

export class ClientOAuthEndpoints {
  constructor(
    private readonly pipeline: RequestPipeline,
    private readonly client: { projectId: string; publishableClientKey: string | undefined },
  ) {}

  private get clientSecret(): string {
    return this.client.publishableClientKey ?? PUBLIC_CLIENT_SENTINEL;
  }

  /**
   * POST /auth/oauth/token with the refresh grant, as the official SDK refreshes (PROTOCOL.md §8).
   * Null when the refresh token is rejected (REFRESH_TOKEN_ERROR family): the session is over.
   */
  async refreshAccessToken(refreshToken: RefreshToken): Promise<AccessToken | null> {
    try {
      const response = await this.pipeline.json<OAuthTokenResponse>('/auth/oauth/token', {
        method: 'POST',
        form: { grant_type: 'refresh_token', refresh_token: refreshToken.token, client_id: this.client.projectId, client_secret: this.clientSecret },
        authenticate: false,
      });
      return new AccessToken(response.access_token);
    } catch (error) {
      if (error instanceof KnownErrors.RefreshTokenError) return null;
      throw error;
    }
  }

  /** GET /auth/oauth/authorize/{provider} in JSON mode: the provider URL to navigate to. */
  getAuthorizeLocation(providerId: string, query: Record<string, string>): Promise<OAuthAuthorizeJsonResponse> {
    const params = new URLSearchParams({ client_id: this.client.projectId, client_secret: this.clientSecret, ...query, stack_response_mode: 'json' });
    return this.pipeline.json<OAuthAuthorizeJsonResponse>(`/auth/oauth/authorize/${seg(providerId)}?${params}`, { method: 'GET', authenticate: false });
  }

  /** POST /auth/oauth/token with the authorization-code grant and the PKCE verifier (form body, no x-stack auth). */
  exchangeCode(input: { code: string; redirectUri: string; codeVerifier: string }): Promise<OAuthTokenResponse> {
    return this.pipeline.json<OAuthTokenResponse>('/auth/oauth/token', {
      method: 'POST',
      form: {
        grant_type: 'authorization_code',
        code: input.code,
        redirect_uri: input.redirectUri,
        code_verifier: input.codeVerifier,
        client_id: this.client.projectId,
        client_secret: this.clientSecret,
      },
      authenticate: false,
    });
  }
}
