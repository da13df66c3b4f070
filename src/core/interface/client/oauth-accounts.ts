// OAuth accounts linked to the user and connected-account access tokens (PROTOCOL.md §5.23, §5.24).
import { connectedAccountEndpoints } from '../../../protocol/endpoints/connected-accounts';
import { oauthAccountEndpoints } from '../../../protocol/endpoints/oauth-accounts';
import type { ListEnvelope, SuccessResponse } from '../../../protocol/wire/common';
import type {
  ClientOAuthAccountUpdateBody,
  ConnectedAccountAccessTokenResponse,
  ConnectedAccountWire,
  OAuthAccountWire,
} from '../../../protocol/wire/oauth-accounts';
import type { RequestPipeline, SessionLike } from '../../http/pipeline';

export class ClientOAuthAccountEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** The OAuth accounts linked to the user, oldest first. */
  list(session: SessionLike, userId: string): Promise<ListEnvelope<OAuthAccountWire>> {
    return this.pipeline.call(oauthAccountEndpoints.list, { query: { user_id: userId }, session });
  }

  /** allow_sign_in / allow_connected_accounts of one linked account. */
  update(session: SessionLike, userId: string, accountId: string, body: ClientOAuthAccountUpdateBody): Promise<OAuthAccountWire> {
    return this.pipeline.call(oauthAccountEndpoints.update, { params: { user_id: userId, provider_id: accountId }, body, session });
  }

  /** Unlinks the account. */
  delete(session: SessionLike, userId: string, accountId: string): Promise<SuccessResponse> {
    return this.pipeline.call(oauthAccountEndpoints.delete, { params: { user_id: userId, provider_id: accountId }, session });
  }
}

export class ClientConnectedAccountEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** The accounts usable for provider access tokens. */
  list(session: SessionLike, userId: string): Promise<ListEnvelope<ConnectedAccountWire>> {
    return this.pipeline.call(connectedAccountEndpoints.list, { params: { user_id: userId }, session });
  }

  /** A provider access token for the space-separated scopes, from one provider account when given. */
  createAccessToken(session: SessionLike, userId: string, providerId: string, scope: string, providerAccountId?: string): Promise<ConnectedAccountAccessTokenResponse> {
    const body = { scope };
    if (providerAccountId === undefined) return this.pipeline.call(connectedAccountEndpoints.accessToken, { params: { user_id: userId, provider_id: providerId }, body, session });
    const params = { user_id: userId, provider_id: providerId, provider_account_id: providerAccountId };
    return this.pipeline.call(connectedAccountEndpoints.accountAccessToken, { params, body, session });
  }
}
