// Emulator extension 'session-user-agents' (docs/emulator.md "Extensions"): needs a server that announces it.
import { sessionUserAgentEndpoints as e } from '../../../protocol/endpoints/session-user-agents';
import type { ListEnvelope } from '../../../protocol/wire/common';
import type { SessionUserAgentWire } from '../../../protocol/wire/session-user-agents';
import type { RequestPipeline, SessionLike } from '../../http/pipeline';

export class ClientSessionUserAgentEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** The User-Agent each of the user's sessions was last used with. */
  list(session: SessionLike): Promise<ListEnvelope<SessionUserAgentWire>> {
    return this.pipeline.call(e.list, { query: { user_id: 'me' }, session });
  }
}
