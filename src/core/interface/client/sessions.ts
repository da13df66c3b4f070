// Session endpoints of the signed-in user (PROTOCOL.md §5.7): sign out, list, revoke.
import { sessionEndpoints as e } from '../../../protocol/endpoints/sessions';
import { KnownErrors } from '../../../protocol/errors/client';
import type { ListEnvelope, SuccessResponse } from '../../../protocol/wire/common';
import type { SessionWire } from '../../../protocol/wire/sessions';
import type { RequestPipeline, SessionLike } from '../../http/pipeline';

export class ClientSessionEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** Ends the current session (body `{}`); a session that is already gone counts as signed out. */
  async signOut(session: SessionLike): Promise<void> {
    try {
      await this.pipeline.call(e.signOut, { body: {}, session });
    } catch (error) {
      if (error instanceof KnownErrors.RefreshTokenError) return;
      throw error;
    }
  }

  /** The user's sessions, newest first (impersonations hidden). */
  list(session: SessionLike): Promise<ListEnvelope<SessionWire>> {
    return this.pipeline.call(e.list, { query: { user_id: 'me' }, session });
  }

  /** Ends another session of the user (not the current one). */
  revoke(session: SessionLike, sessionId: string): Promise<SuccessResponse> {
    return this.pipeline.call(e.revoke, { params: { id: sessionId }, query: { user_id: 'me' }, session });
  }
}
