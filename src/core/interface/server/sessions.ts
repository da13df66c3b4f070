// Sessions of any user with server access (PROTOCOL.md §5.7): create one (impersonation), list, revoke.
import { sessionEndpoints as e } from '../../../protocol/endpoints/sessions';
import { sessionUserAgentEndpoints as ua } from '../../../protocol/endpoints/session-user-agents';
import type { SessionUserAgentWire } from '../../../protocol/wire/session-user-agents';
import type { ListEnvelope } from '../../../protocol/wire/common';
import type { SessionCreateBody, SessionCreateResponse, SessionWire } from '../../../protocol/wire/sessions';
import type { RequestPipeline } from '../../http/pipeline';

export class ServerSessionEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** A refresh and an access token of the user (200; USER_ID_DOES_NOT_EXIST otherwise). */
  create(body: SessionCreateBody): Promise<SessionCreateResponse> {
    return this.pipeline.call(e.create, { body });
  }

  /** The user's sessions, newest first (impersonations only for admins). */
  list(userId: string): Promise<ListEnvelope<SessionWire>> {
    return this.pipeline.call(e.list, { query: { user_id: userId } });
  }

  /** Extension 'session-user-agents' (only where the server announces it): the browser of each session of the user. */
  userAgents(userId: string): Promise<ListEnvelope<SessionUserAgentWire>> {
    return this.pipeline.call(ua.list, { query: { user_id: userId } });
  }

  /** Ends a session of the user (text 404 `Session not found.` for an unknown one). */
  async delete(userId: string, sessionId: string): Promise<void> {
    await this.pipeline.call(e.revoke, { params: { id: sessionId }, query: { user_id: userId } });
  }
}
