// Emulator extension 'session-user-agents': in a file of its own, imported only by the on-demand user-area
// code, so the sign-in script carries nothing of it.
import { ALL_CALLERS, endpoint } from '../endpoint';
import { listEnvelope } from '../wire/common';
import { sessionUserQuery } from '../wire/sessions';
import { sessionUserAgent } from '../wire/session-user-agents';

export const sessionUserAgentEndpoints = {
  /** The user's live sessions' user agents, with the access rules of GET /auth/sessions. */
  list: endpoint({ method: 'GET', path: '/extensions/sessions/user-agents', access: ALL_CALLERS, query: sessionUserQuery, answer: listEnvelope(sessionUserAgent) }),
};
