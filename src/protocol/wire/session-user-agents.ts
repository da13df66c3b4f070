// Emulator extension 'session-user-agents' (docs/emulator.md "Extensions"): the real API keeps no user
// agent per session, so this answer pairs each session id of the user with the browser it was last used from.
import { s, type Infer } from '../schema';

/** One session's User-Agent as its last sign-in or refresh sent it; null when that request had none. */
export const sessionUserAgent = s.object({
  id: s.string({ uuid: true }),
  user_agent: s.string().nullable(),
});
export type SessionUserAgentWire = Infer<typeof sessionUserAgent>;
