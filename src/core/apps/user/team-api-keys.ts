// API keys of one team (PROTOCOL.md §5.17). Filled in by the permissions/team-keys work (helper I).
import type { UserContext } from './context';

export interface TeamApiKeyMethods {}

export function teamApiKeyMethods(_ctx: UserContext, _teamId: string): TeamApiKeyMethods {
  return {};
}
