// OAuth accounts linked to the user and connected-account access tokens (PROTOCOL.md §5.23, §5.24).
import type { ListEnvelope, SuccessResponse } from '../../../protocol/wire/common';
import type {
  ClientOAuthAccountUpdateBody,
  ConnectedAccountAccessTokenResponse,
  ConnectedAccountWire,
  OAuthAccountWire,
} from '../../../protocol/wire/oauth-accounts';
import type { RequestPipeline, SessionLike } from '../../http/pipeline';
import { seg } from './request-options';

export class ClientOAuthAccountEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** GET /oauth-providers?user_id=: the OAuth accounts linked to the user, oldest first. */
  list(session: SessionLike, userId: string): Promise<ListEnvelope<OAuthAccountWire>> {
    return this.pipeline.json<ListEnvelope<OAuthAccountWire>>(`/oauth-providers?user_id=${seg(userId)}`, { method: 'GET', session });
  }

  /** PATCH /oauth-providers/{user_id}/{id}: allow_sign_in / allow_connected_accounts of one linked account. */
  update(session: SessionLike, userId: string, accountId: string, body: ClientOAuthAccountUpdateBody): Promise<OAuthAccountWire> {
    return this.pipeline.json<OAuthAccountWire>(`/oauth-providers/${seg(userId)}/${seg(accountId)}`, { method: 'PATCH', body, session });
  }

  /** DELETE /oauth-providers/{user_id}/{id}: unlinks the account. */
  delete(session: SessionLike, userId: string, accountId: string): Promise<SuccessResponse> {
    return this.pipeline.json<SuccessResponse>(`/oauth-providers/${seg(userId)}/${seg(accountId)}`, { method: 'DELETE', session });
  }
}

export class ClientConnectedAccountEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** GET /connected-accounts/{user_id}: the accounts usable for provider access tokens. */
  list(session: SessionLike, userId: string): Promise<ListEnvelope<ConnectedAccountWire>> {
    return this.pipeline.json<ListEnvelope<ConnectedAccountWire>>(`/connected-accounts/${seg(userId)}`, { method: 'GET', session });
  }

  /** POST /connected-accounts/{user_id}/{provider_id}[/{provider_account_id}]/access-token with the space-separated scopes. */
  createAccessToken(session: SessionLike, userId: string, providerId: string, scope: string, providerAccountId?: string): Promise<ConnectedAccountAccessTokenResponse> {
    const account = providerAccountId === undefined ? '' : `/${seg(providerAccountId)}`;
    const path = `/connected-accounts/${seg(userId)}/${seg(providerId)}${account}/access-token`;
    return this.pipeline.json<ConnectedAccountAccessTokenResponse>(path, { method: 'POST', body: { scope }, session });
  }
}
