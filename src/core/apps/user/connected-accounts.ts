// OAuth accounts linked to the current user and provider access tokens (PROTOCOL.md §5.23, §5.24).
// Filled in by the account-settings work.
import type { UserContext } from './context';

export interface ConnectedAccountMethods {}

export function connectedAccountMethods(_ctx: UserContext): ConnectedAccountMethods {
  return {};
}
