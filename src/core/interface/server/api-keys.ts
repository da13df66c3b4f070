// User and team API keys with server access (PROTOCOL.md §5.17): checking a presented key, and the keys of any user or team.
import { apiKeyEndpointsByType } from '../../../protocol/endpoints/api-keys';
import type { ApiKeyTypeWire, ApiKeyUpdateBody, TeamApiKeyCreateBody, TeamApiKeyFirstViewWire, TeamApiKeyWire, UserApiKeyCreateBody, UserApiKeyFirstViewWire, UserApiKeyWire } from '../../../protocol/wire/api-keys';
import type { RequestPipeline } from '../../http/pipeline';

type KeyOf<T extends ApiKeyTypeWire> = T extends 'user' ? UserApiKeyWire : TeamApiKeyWire;
type FirstViewOf<T extends ApiKeyTypeWire> = T extends 'user' ? UserApiKeyFirstViewWire : TeamApiKeyFirstViewWire;
type CreateBodyOf<T extends ApiKeyTypeWire> = T extends 'user' ? UserApiKeyCreateBody : TeamApiKeyCreateBody;

/** The owner query of the key family: `user_id` or `team_id`. */
function owner(type: ApiKeyTypeWire, ownerId: string): { user_id: string } | { team_id: string } {
  return type === 'user' ? { user_id: ownerId } : { team_id: ownerId };
}

// The family's descriptor checks the answer; the casts below only tell TypeScript which family `T` picked.
export class ServerApiKeyEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** POST /{user|team}-api-keys/check: the key's read view; API_KEY_NOT_FOUND, _EXPIRED, _REVOKED, WRONG_API_KEY_TYPE otherwise. */
  async check<T extends ApiKeyTypeWire>(type: T, apiKey: string): Promise<KeyOf<T>> {
    const e = apiKeyEndpointsByType[type as ApiKeyTypeWire];
    return (await this.pipeline.call(e.check, { body: { api_key: apiKey } })) as KeyOf<T>;
  }

  /** POST /{user|team}-api-keys (200): the full secret, shown this once. */
  async create<T extends ApiKeyTypeWire>(type: T, body: CreateBodyOf<T>): Promise<FirstViewOf<T>> {
    const e = apiKeyEndpointsByType[type as ApiKeyTypeWire];
    return (await this.pipeline.call(e.create, { body })) as FirstViewOf<T>;
  }

  /** GET /{user|team}-api-keys?{user|team}_id=: newest first. */
  async list<T extends ApiKeyTypeWire>(type: T, ownerId: string): Promise<KeyOf<T>[]> {
    const e = apiKeyEndpointsByType[type as ApiKeyTypeWire];
    return (await this.pipeline.call(e.list, { query: owner(type, ownerId) })).items as KeyOf<T>[];
  }

  /** PATCH /{user|team}-api-keys/{id}?{user|team}_id= (revoking is one-way). */
  async update<T extends ApiKeyTypeWire>(type: T, ownerId: string, keyId: string, body: ApiKeyUpdateBody): Promise<KeyOf<T>> {
    const e = apiKeyEndpointsByType[type as ApiKeyTypeWire];
    return (await this.pipeline.call(e.update, { params: { api_key_id: keyId }, query: owner(type, ownerId), body })) as KeyOf<T>;
  }
}
