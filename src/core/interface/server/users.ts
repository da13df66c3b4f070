// Users with server access (PROTOCOL.md §5.9): create, list (cursor pages), read, update and delete any user.
import { userEndpoints as e } from '../../../protocol/endpoints/users';
import type { ServerUserCreateBody, ServerUserListWire, ServerUserUpdateBody, ServerUserWire, UserListQuery } from '../../../protocol/wire/users';
import type { RequestPipeline } from '../../http/pipeline';

export class ServerUserEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** POST /users (201; USER_EMAIL_ALREADY_EXISTS when another user signs in with the primary e-mail). */
  create(body: ServerUserCreateBody): Promise<ServerUserWire> {
    return this.pipeline.call(e.create, { body });
  }

  /** GET /users: one page in sign-up order, with `pagination.next_cursor`. */
  list(query: UserListQuery = {}): Promise<ServerUserListWire> {
    const params = Object.fromEntries(Object.entries(query).map(([key, value]) => [key, value === undefined ? undefined : String(value)]));
    return this.pipeline.call(e.list, { query: params });
  }

  /** GET /users/{id} (USER_NOT_FOUND when there is none). */
  get(userId: string): Promise<ServerUserWire> {
    return this.pipeline.call(e.get, { params: { user_id: userId } });
  }

  /** PATCH /users/{id}: only the given fields change. */
  update(userId: string, body: ServerUserUpdateBody): Promise<ServerUserWire> {
    return this.pipeline.call(e.update, { params: { user_id: userId }, body });
  }

  /** DELETE /users/{id}: the user's sessions, memberships and channels go too. */
  async delete(userId: string): Promise<void> {
    await this.pipeline.call(e.delete, { params: { user_id: userId } });
  }
}
