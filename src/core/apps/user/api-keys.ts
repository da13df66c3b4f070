// Personal API keys of the current user (PROTOCOL.md §5.17). Filled in by the account-settings work.
import type { UserContext } from './context';

export interface UserApiKeyMethods {}

export function userApiKeyMethods(_ctx: UserContext): UserApiKeyMethods {
  return {};
}
