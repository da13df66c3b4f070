// Sessions (PROTOCOL.md §5.7): server-side creation, sign-out, refresh by header, list and revoke.
import { ALL_CALLERS, endpoint, SERVER_CALLERS } from '../endpoint';
import { sessionRefreshResponse } from '../wire/auth';
import { ignoredBody, listEnvelope, successResponse } from '../wire/common';
import { sessionCreateBody, sessionCreateResponse, sessionDeleteQuery, sessionUserQuery, userSession } from '../wire/sessions';

export const sessionEndpoints = {
  /** A session of any user (impersonation when asked); 200, not 201. */
  create: endpoint({ method: 'POST', path: '/auth/sessions', access: SERVER_CALLERS, body: sessionCreateBody, answer: sessionCreateResponse }),
  /** Sign-out: ends the access token's session; the body is ignored (the SDK sends `{}`). */
  signOut: endpoint({ method: 'DELETE', path: '/auth/sessions/current', access: ALL_CALLERS, body: ignoredBody, answer: successResponse }),
  /** A new access token for the x-stack-refresh-token header (the SDK refreshes through the OAuth grant instead). */
  refresh: endpoint({ method: 'POST', path: '/auth/sessions/current/refresh', access: ALL_CALLERS, requiredHeaders: ['refresh-token'], answer: sessionRefreshResponse }),
  /** The user's sessions, newest first (impersonations only for admins). */
  list: endpoint({ method: 'GET', path: '/auth/sessions', access: ALL_CALLERS, query: sessionUserQuery, answer: listEnvelope(userSession) }),
  /** Ends another session of the user (not the current one). */
  revoke: endpoint({ method: 'DELETE', path: '/auth/sessions/:id', access: ALL_CALLERS, query: sessionDeleteQuery, answer: successResponse }),
};
