// Contact channels of the current user (PROTOCOL.md §5.10). Filled in by the account-settings work.
import type { UserContext } from './context';

export interface ContactChannelMethods {}

export function contactChannelMethods(_ctx: UserContext): ContactChannelMethods {
  return {};
}
