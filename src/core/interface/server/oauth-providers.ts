// OAuth accounts linked to any user, with server access (PROTOCOL.md §5.23): servers create links and see account ids.
import { oauthAccountEndpoints as e } from '../../../protocol/endpoints/oauth-accounts';
import type { ListEnvelope } from '../../../protocol/wire/common';
import type { OAuthAccountCreateBody, ServerOAuthAccountUpdateBody, ServerOAuthAccountWire } from '../../../protocol/wire/oauth-accounts';
import type { RequestPipeline } from '../../http/pipeline';
import { callAsServer } from './server-view';

export class ServerOAuthProviderEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** Links an account (201; OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN, text 400/404s). */
  create(body: OAuthAccountCreateBody): Promise<ServerOAuthAccountWire> {
    return this.pipeline.call(e.create, { body });
  }

  /** The user's linked accounts, oldest first. */
  async list(userId: string): Promise<ServerOAuthAccountWire[]> {
    return (await callAsServer<typeof e.list, ListEnvelope<ServerOAuthAccountWire>>(this.pipeline, e.list, { query: { user_id: userId } })).items;
  }

  get(userId: string, accountId: string): Promise<ServerOAuthAccountWire> {
    return callAsServer(this.pipeline, e.get, { params: { user_id: userId, provider_id: accountId } });
  }

  update(userId: string, accountId: string, body: ServerOAuthAccountUpdateBody): Promise<ServerOAuthAccountWire> {
    return callAsServer(this.pipeline, e.update, { params: { user_id: userId, provider_id: accountId }, body });
  }

  /** Unlinks the account. */
  async delete(userId: string, accountId: string): Promise<void> {
    await this.pipeline.call(e.delete, { params: { user_id: userId, provider_id: accountId } });
  }
}
