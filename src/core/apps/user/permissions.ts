// The current user's team and project permissions (PROTOCOL.md §5.15; SPEC §6: recursive defaults to
// true). Filled in by the permissions work (helper I).
import type { UserContext } from './context';

export interface PermissionMethods {}

export function permissionMethods(_ctx: UserContext): PermissionMethods {
  return {};
}
