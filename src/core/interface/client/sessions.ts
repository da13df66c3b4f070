// Session endpoints of the signed-in user (PROTOCOL.md §5.7): sign out, list, revoke.
import { KnownErrors } from '../../../protocol/errors/client';
import type { ListEnvelope, SuccessResponse } from '../../../protocol/wire/common';
import type { SessionWire } from '../../../protocol/wire/sessions';
import type { RequestPipeline, SessionLike } from '../../http/pipeline';
import { seg } from './request-options';

export class ClientSessionEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** DELETE /auth/sessions/current with body {}; a session that is already gone counts as signed out. */
  async signOut(session: SessionLike): Promise<void> {
    try {
      await this.pipeline.json<SuccessResponse>('/auth/sessions/current', { method: 'DELETE', body: {}, session });
    } catch (error) {
      if (error instanceof KnownErrors.RefreshTokenError) return;
      throw error;
    }
  }

  /** GET /auth/sessions?user_id=me: the user's sessions, newest first (impersonations hidden). */
  list(session: SessionLike): Promise<ListEnvelope<SessionWire>> {
    return this.pipeline.json<ListEnvelope<SessionWire>>('/auth/sessions?user_id=me', { method: 'GET', session });
  }

  /** DELETE /auth/sessions/{id}?user_id=me: ends another session of the user (not the current one). */
  revoke(session: SessionLike, sessionId: string): Promise<SuccessResponse> {
    return this.pipeline.json<SuccessResponse>(`/auth/sessions/${seg(sessionId)}?user_id=me`, { method: 'DELETE', session });
  }
}
