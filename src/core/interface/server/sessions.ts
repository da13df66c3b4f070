// Sessions of any user with server access (PROTOCOL.md §5.7): create one (impersonation), list, revoke.
import type { ListEnvelope, SuccessResponse } from '../../../protocol/wire/common';
import type { SessionCreateBody, SessionCreateResponse, SessionWire } from '../../../protocol/wire/sessions';
import type { RequestPipeline } from '../../http/pipeline';
import { seg, withQuery } from './path';

export class ServerSessionEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** POST /auth/sessions (200): a refresh and an access token of the user (USER_ID_DOES_NOT_EXIST otherwise). */
  create(body: SessionCreateBody): Promise<SessionCreateResponse> {
    return this.pipeline.json<SessionCreateResponse>('/auth/sessions', { method: 'POST', body });
  }

  /** GET /auth/sessions?user_id=: the user's sessions, newest first (impersonations only for admins). */
  list(userId: string): Promise<ListEnvelope<SessionWire>> {
    return this.pipeline.json<ListEnvelope<SessionWire>>(withQuery('/auth/sessions', { user_id: userId }), { method: 'GET' });
  }

  /** DELETE /auth/sessions/{id}?user_id= (text 404 `Session not found.` for an unknown one). */
  async delete(userId: string, sessionId: string): Promise<void> {
    await this.pipeline.json<SuccessResponse>(withQuery(`/auth/sessions/${seg(sessionId)}`, { user_id: userId }), { method: 'DELETE' });
  }
}
