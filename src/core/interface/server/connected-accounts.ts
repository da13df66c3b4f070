// Connected accounts of any user with server access (PROTOCOL.md §5.24): the list and provider access tokens.
import type { ListEnvelope } from '../../../protocol/wire/common';
import type { ConnectedAccountAccessTokenResponse, ConnectedAccountWire } from '../../../protocol/wire/oauth-accounts';
import type { RequestPipeline } from '../../http/pipeline';
import { seg } from './path';

export class ServerConnectedAccountEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** GET /connected-accounts/{user}: accounts with allow_connected_accounts, oldest first. */
  async list(userId: string): Promise<ConnectedAccountWire[]> {
    return (await this.pipeline.json<ListEnvelope<ConnectedAccountWire>>(`/connected-accounts/${seg(userId)}`, { method: 'GET' })).items;
  }

  /**
   * POST /connected-accounts/{user}/{provider}[/{provider account}]/access-token (201): a provider token
   * covering the space-separated `scope` (OAUTH_CONNECTION_NOT_CONNECTED_TO_USER, ..._DOES_NOT_HAVE_REQUIRED_SCOPE).
   */
  accessToken(userId: string, providerId: string, scope: string, providerAccountId?: string): Promise<ConnectedAccountAccessTokenResponse> {
    const account = providerAccountId === undefined ? '' : `/${seg(providerAccountId)}`;
    const path = `/connected-accounts/${seg(userId)}/${seg(providerId)}${account}/access-token`;
    return this.pipeline.json<ConnectedAccountAccessTokenResponse>(path, { method: 'POST', body: { scope } });
  }
}
