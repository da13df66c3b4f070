// OAuth endpoints (PROTOCOL.md §5.5): the authorize redirect in JSON mode and the token endpoint's
// two grants. The token endpoint authenticates with the project id and key in a form body, not x-stack headers.
import { PUBLIC_CLIENT_SENTINEL } from '../../../protocol/constants';
import { oauthEndpoints as e } from '../../../protocol/endpoints/oauth';
import { KnownErrors } from '../../../protocol/errors/client';
import type { OAuthAuthorizeJsonResponse, OAuthTokenResponse } from '../../../protocol/wire';
import type { RequestPipeline } from '../../http/pipeline';
import { AccessToken, type RefreshToken } from '../../session';

export class ClientOAuthEndpoints {
  constructor(
    private readonly pipeline: RequestPipeline,
    private readonly client: { projectId: string; publishableClientKey: string | undefined },
  ) {}

  private get clientSecret(): string {
    return this.client.publishableClientKey ?? PUBLIC_CLIENT_SENTINEL;
  }

  /**
   * The token endpoint's refresh grant, as the official SDK refreshes (PROTOCOL.md §8).
   * Null when the refresh token is rejected (REFRESH_TOKEN_ERROR family): the session is over.
   */
  async refreshAccessToken(refreshToken: RefreshToken): Promise<AccessToken | null> {
    try {
      const response = await this.pipeline.call(e.token, {
        form: { grant_type: 'refresh_token', refresh_token: refreshToken.token, client_id: this.client.projectId, client_secret: this.clientSecret },
        authenticate: false,
      });
      return new AccessToken(response.access_token);
    } catch (error) {
      if (error instanceof KnownErrors.RefreshTokenError) return null;
      throw error;
    }
  }

  /** Authorize in JSON mode: the provider URL to navigate to. */
  getAuthorizeLocation(providerId: string, query: Record<string, string>): Promise<OAuthAuthorizeJsonResponse> {
    return this.pipeline.call(e.authorize, {
      params: { provider_id: providerId },
      query: { client_id: this.client.projectId, client_secret: this.clientSecret, ...query, stack_response_mode: 'json' },
      authenticate: false,
    });
  }

  /** The token endpoint's authorization-code grant with the PKCE verifier (form body, no x-stack auth). */
  exchangeCode(input: { code: string; redirectUri: string; codeVerifier: string }): Promise<OAuthTokenResponse> {
    return this.pipeline.call(e.token, {
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
