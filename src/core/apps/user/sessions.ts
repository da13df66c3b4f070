// The current user's sessions (PROTOCOL.md §5.7). Filled in by the account-settings work.
import type { UserContext } from './context';

export interface SessionMethods {}

export function sessionMethods(_ctx: UserContext): SessionMethods {
  return {};
}
