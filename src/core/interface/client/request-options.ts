// Small helpers shared by the client endpoint areas.
import type { SessionLike } from '../../http/pipeline';

/** The `session` request option, left out when there is none (the request then carries no user). */
export function withSession(session: SessionLike | undefined): { session?: SessionLike } {
  return session === undefined ? {} : { session };
}

/** One path segment, escaped. */
export const seg = encodeURIComponent;
