// OAuth accounts linked to any user, with server access (PROTOCOL.md §5.23): servers create links and see account ids.
import type { ListEnvelope, SuccessResponse } from '../../../protocol/wire/common';
import type { OAuthAccountCreateBody, ServerOAuthAccountUpdateBody, ServerOAuthAccountWire } from '../../../protocol/wire/oauth-accounts';
import type { RequestPipeline } from '../../http/pipeline';
import { seg, withQuery } from './path';

export class ServerOAuthProviderEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** POST /oauth-providers (201; OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN, text 400/404s). */
  create(body: OAuthAccountCreateBody): Promise<ServerOAuthAccountWire> {
    return this.pipeline.json<ServerOAuthAccountWire>('/oauth-providers', { method: 'POST', body });
  }

  /** GET /oauth-providers?user_id=: the user's linked accounts, oldest first. */
  async list(userId: string): Promise<ServerOAuthAccountWire[]> {
    return (await this.pipeline.json<ListEnvelope<ServerOAuthAccountWire>>(withQuery('/oauth-providers', { user_id: userId }), { method: 'GET' })).items;
  }

  /** GET /oauth-providers/{user}/{account id}. */
  get(userId: string, accountId: string): Promise<ServerOAuthAccountWire> {
    return this.pipeline.json<ServerOAuthAccountWire>(`/oauth-providers/${seg(userId)}/${seg(accountId)}`, { method: 'GET' });
  }

  /** PATCH /oauth-providers/{user}/{account id}. */
  update(userId: string, accountId: string, body: ServerOAuthAccountUpdateBody): Promise<ServerOAuthAccountWire> {
    return this.pipeline.json<ServerOAuthAccountWire>(`/oauth-providers/${seg(userId)}/${seg(accountId)}`, { method: 'PATCH', body });
  }

  /** DELETE /oauth-providers/{user}/{account id}: unlinks the account. */
  async delete(userId: string, accountId: string): Promise<void> {
    await this.pipeline.json<SuccessResponse>(`/oauth-providers/${seg(userId)}/${seg(accountId)}`, { method: 'DELETE' });
  }
}
