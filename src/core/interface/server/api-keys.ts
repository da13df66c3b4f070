// User and team API keys with server access (PROTOCOL.md §5.17): checking a presented key, and the keys of any user or team.
import type { ApiKeyTypeWire, ApiKeyUpdateBody, TeamApiKeyCreateBody, TeamApiKeyFirstViewWire, TeamApiKeyWire, UserApiKeyCreateBody, UserApiKeyFirstViewWire, UserApiKeyWire } from '../../../protocol/wire/api-keys';
import type { ListEnvelope } from '../../../protocol/wire/common';
import type { RequestPipeline } from '../../http/pipeline';
import { seg, withQuery } from './path';

type KeyOf<T extends ApiKeyTypeWire> = T extends 'user' ? UserApiKeyWire : TeamApiKeyWire;
type FirstViewOf<T extends ApiKeyTypeWire> = T extends 'user' ? UserApiKeyFirstViewWire : TeamApiKeyFirstViewWire;
type CreateBodyOf<T extends ApiKeyTypeWire> = T extends 'user' ? UserApiKeyCreateBody : TeamApiKeyCreateBody;

/** The owner query of the key family: `user_id` or `team_id`. */
function owner(type: ApiKeyTypeWire, ownerId: string): Record<string, string> {
  return type === 'user' ? { user_id: ownerId } : { team_id: ownerId };
}

export class ServerApiKeyEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** POST /{user|team}-api-keys/check: the key's read view; API_KEY_NOT_FOUND, _EXPIRED, _REVOKED, WRONG_API_KEY_TYPE otherwise. */
  check<T extends ApiKeyTypeWire>(type: T, apiKey: string): Promise<KeyOf<T>> {
    return this.pipeline.json<KeyOf<T>>(`/${type}-api-keys/check`, { method: 'POST', body: { api_key: apiKey } });
  }

  /** POST /{user|team}-api-keys (200): the full secret, shown this once. */
  create<T extends ApiKeyTypeWire>(type: T, body: CreateBodyOf<T>): Promise<FirstViewOf<T>> {
    return this.pipeline.json<FirstViewOf<T>>(`/${type}-api-keys`, { method: 'POST', body });
  }

  /** GET /{user|team}-api-keys?{user|team}_id=: newest first. */
  async list<T extends ApiKeyTypeWire>(type: T, ownerId: string): Promise<KeyOf<T>[]> {
    return (await this.pipeline.json<ListEnvelope<KeyOf<T>>>(withQuery(`/${type}-api-keys`, owner(type, ownerId)), { method: 'GET' })).items;
  }

  /** PATCH /{user|team}-api-keys/{id}?{user|team}_id= (revoking is one-way). */
  update<T extends ApiKeyTypeWire>(type: T, ownerId: string, keyId: string, body: ApiKeyUpdateBody): Promise<KeyOf<T>> {
    return this.pipeline.json<KeyOf<T>>(withQuery(`/${type}-api-keys/${seg(keyId)}`, owner(type, ownerId)), { method: 'PATCH', body });
  }
}
