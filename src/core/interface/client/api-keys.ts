// User and team API keys (PROTOCOL.md §5.17); the owner query is always sent.
import { teamApiKeyEndpoints as team, userApiKeyEndpoints as user } from '../../../protocol/endpoints/api-keys';
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
import { withIdempotencyKey } from '../../http/outcome';

export class ClientApiKeyEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** GET /user-api-keys?user_id=: the user's keys, newest first (last four characters only). */
  async listUserKeys(session: SessionLike, userId: string): Promise<UserApiKeyWire[]> {
    const answer = await this.pipeline.call(user.list, { query: { user_id: userId }, session });
    return answer.items;
  }

  /** POST /user-api-keys: the new key with its full secret (shown only this once). */
  createUserKey(session: SessionLike, body: UserApiKeyCreateBody, idempotencyKey?: string): Promise<UserApiKeyFirstViewWire> {
    return this.pipeline.call(user.create, { body, session, ...withIdempotencyKey(idempotencyKey) });
  }

  /** GET /user-api-keys/{id}?user_id=. */
  getUserKey(session: SessionLike, userId: string, keyId: string): Promise<UserApiKeyWire> {
    return this.pipeline.call(user.get, { params: { api_key_id: keyId }, query: { user_id: userId }, session });
  }

  /** PATCH /user-api-keys/{id}?user_id=: description and/or one-way revocation. */
  updateUserKey(session: SessionLike, userId: string, keyId: string, body: ApiKeyUpdateBody): Promise<UserApiKeyWire> {
    return this.pipeline.call(user.update, { params: { api_key_id: keyId }, query: { user_id: userId }, body, session });
  }

  /** POST /team-api-keys: the new team key with its full secret (shown only this once). */
  createTeamKey(session: SessionLike, body: TeamApiKeyCreateBody, idempotencyKey?: string): Promise<TeamApiKeyFirstViewWire> {
    return this.pipeline.call(team.create, { body, session, ...withIdempotencyKey(idempotencyKey) });
  }

  /** GET /team-api-keys?team_id=: the team's keys, newest first (last four characters only). */
  async listTeamKeys(session: SessionLike, teamId: string): Promise<TeamApiKeyWire[]> {
    const answer = await this.pipeline.call(team.list, { query: { team_id: teamId }, session });
    return answer.items;
  }

  /** GET /team-api-keys/{id}?team_id= (schema-required, always sent). */
  getTeamKey(session: SessionLike, teamId: string, keyId: string): Promise<TeamApiKeyWire> {
    return this.pipeline.call(team.get, { params: { api_key_id: keyId }, query: { team_id: teamId }, session });
  }

  /** PATCH /team-api-keys/{id}?team_id=: description and/or one-way revocation. */
  updateTeamKey(session: SessionLike, teamId: string, keyId: string, body: ApiKeyUpdateBody): Promise<TeamApiKeyWire> {
    return this.pipeline.call(team.update, { params: { api_key_id: keyId }, query: { team_id: teamId }, body, session });
  }
}
