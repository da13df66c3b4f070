// Connected accounts of any user with server access (PROTOCOL.md §5.24): the list and provider access tokens.
import { connectedAccountEndpoints as e } from '../../../protocol/endpoints/connected-accounts';
import type { ConnectedAccountAccessTokenResponse, ConnectedAccountWire } from '../../../protocol/wire/oauth-accounts';
import type { RequestPipeline } from '../../http/pipeline';

export class ServerConnectedAccountEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** Accounts with allow_connected_accounts, oldest first. */
  async list(userId: string): Promise<ConnectedAccountWire[]> {
    return (await this.pipeline.call(e.list, { params: { user_id: userId } })).items;
  }

  /**
   * A provider token covering the space-separated `scope` (201), from one provider account when given
   * (OAUTH_CONNECTION_NOT_CONNECTED_TO_USER, ..._DOES_NOT_HAVE_REQUIRED_SCOPE).
   */
  accessToken(userId: string, providerId: string, scope: string, providerAccountId?: string): Promise<ConnectedAccountAccessTokenResponse> {
    const body = { scope };
    if (providerAccountId === undefined) return this.pipeline.call(e.accessToken, { params: { user_id: userId, provider_id: providerId }, body });
    return this.pipeline.call(e.accountAccessToken, { params: { user_id: userId, provider_id: providerId, provider_account_id: providerAccountId }, body });
  }
}
