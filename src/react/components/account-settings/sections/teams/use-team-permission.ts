// Whether the current user holds a permission in a team, for gating buttons (PROTOCOL.md §8: one
// recursive GET /team-permissions per team, shared through the SDK's cache by every button).
import type { CurrentUser } from '../../../../../core/internal';
import { useCached } from '../../../../shared/use-cached';

/** true/false once the team's permission list is known; undefined while it loads (or failed to load). */
export function useTeamPermission(user: CurrentUser, team: { id: string }, permissionId: string): boolean | undefined {
  // The SDK hands out one cache object per team, so every button subscribes to the same list.
  const cache = user.permissionsCache(team);
  const state = useCached(cache);
  // Read this team's own value: right after a switch of team the hook's state still holds the previous
  // team's list for one render, which must not grant anything here.
  const known = state.status === 'ready' ? cache.peek() : undefined;
  if (known === undefined) return undefined;
  return known.value.some((permission) => permission.id === permissionId);
}
