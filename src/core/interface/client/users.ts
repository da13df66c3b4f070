// The signed-in user (PROTOCOL.md §5.9 /users/me).
import { userEndpoints as e } from '../../../protocol/endpoints/users';
import { KnownErrors } from '../../../protocol/errors/client';
import type { ClientUserUpdateBody, ClientUserWire } from '../../../protocol/wire';
import type { RequestPipeline, SessionLike } from '../../http/pipeline';

export class ClientUserEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** GET /users/me; null when the request carries no (live) user. */
  async getCurrent(session: SessionLike): Promise<ClientUserWire | null> {
    try {
      return await this.pipeline.call(e.me, { session });
    } catch (error) {
      if (error instanceof KnownErrors.CannotGetOwnUserWithoutUser) return null;
      throw error;
    }
  }

  /** PATCH /users/me with a partial body; returns the updated user. */
  updateCurrent(session: SessionLike, body: ClientUserUpdateBody): Promise<ClientUserWire> {
    return this.pipeline.call(e.updateMe, { body, session });
  }

  /** DELETE /users/me (allowed when the project enables client user deletion). */
  async deleteCurrent(session: SessionLike): Promise<void> {
    await this.pipeline.call(e.deleteMe, { session });
  }
}
