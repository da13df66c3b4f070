// User and team API keys (PROTOCOL.md §5.17); the owner query is always sent.
import type { ListEnvelope } from '../../../protocol/wire/common';
import type {
  ApiKeyUpdateBody,
  TeamApiKeyCreateBody,
  TeamApiKeyFirstViewWire,
  TeamApiKeyWire,
  UserApiKeyCreateBody,
  UserApiKeyFirstViewWire,
  UserApiKeyWire,
} from '../../../protocol/wire/api-keys';
import type { RequestPipeline, SessionLike } from '../../http/pipeline';
import { seg } from './request-options';
import { withIdempotencyKey } from '../../http/outcome';

export class ClientApiKeyEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** GET /user-api-keys?user_id=: the user's keys, newest first (last four characters only). */
  async listUserKeys(session: SessionLike, userId: string): Promise<UserApiKeyWire[]> {
    const answer = await this.pipeline.json<ListEnvelope<UserApiKeyWire>>(`/user-api-keys?${new URLSearchParams({ user_id: userId })}`, { method: 'GET', session });
    return answer.items;
  }

  /** POST /user-api-keys: the new key with its full secret (shown only this once). */
  createUserKey(session: SessionLike, body: UserApiKeyCreateBody, idempotencyKey?: string): Promise<UserApiKeyFirstViewWire> {
    return this.pipeline.json<UserApiKeyFirstViewWire>('/user-api-keys', { method: 'POST', body, session, ...withIdempotencyKey(idempotencyKey) });
  }

  /** GET /user-api-keys/{id}?user_id=. */
  getUserKey(session: SessionLike, userId: string, keyId: string): Promise<UserApiKeyWire> {
    return this.pipeline.json<UserApiKeyWire>(`/user-api-keys/${seg(keyId)}?${new URLSearchParams({ user_id: userId })}`, { method: 'GET', session });
  }

  /** PATCH /user-api-keys/{id}?user_id=: description and/or one-way revocation. */
  updateUserKey(session: SessionLike, userId: string, keyId: string, body: ApiKeyUpdateBody): Promise<UserApiKeyWire> {
    const path = `/user-api-keys/${seg(keyId)}?${new URLSearchParams({ user_id: userId })}`;
    return this.pipeline.json<UserApiKeyWire>(path, { method: 'PATCH', body, session });
  }

  /** POST /team-api-keys: the new team key with its full secret (shown only this once). */
  createTeamKey(session: SessionLike, body: TeamApiKeyCreateBody, idempotencyKey?: string): Promise<TeamApiKeyFirstViewWire> {
    return this.pipeline.json<TeamApiKeyFirstViewWire>('/team-api-keys', { method: 'POST', body, session, ...withIdempotencyKey(idempotencyKey) });
  }

  /** GET /team-api-keys?team_id=: the team's keys, newest first (last four characters only). */
  async listTeamKeys(session: SessionLike, teamId: string): Promise<TeamApiKeyWire[]> {
    const answer = await this.pipeline.json<ListEnvelope<TeamApiKeyWire>>(`/team-api-keys?${new URLSearchParams({ team_id: teamId })}`, { method: 'GET', session });
    return answer.items;
  }

  /** GET /team-api-keys/{id}?team_id= (schema-required, always sent). */
  getTeamKey(session: SessionLike, teamId: string, keyId: string): Promise<TeamApiKeyWire> {
    return this.pipeline.json<TeamApiKeyWire>(`/team-api-keys/${seg(keyId)}?${new URLSearchParams({ team_id: teamId })}`, { method: 'GET', session });
  }

  /** PATCH /team-api-keys/{id}?team_id=: description and/or one-way revocation. */
  updateTeamKey(session: SessionLike, teamId: string, keyId: string, body: ApiKeyUpdateBody): Promise<TeamApiKeyWire> {
    const path = `/team-api-keys/${seg(keyId)}?${new URLSearchParams({ team_id: teamId })}`;
    return this.pipeline.json<TeamApiKeyWire>(path, { method: 'PATCH', body, session });
  }
}
