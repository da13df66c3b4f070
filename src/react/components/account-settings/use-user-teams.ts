// The user's teams for the navigation's Teams group. A user object without team support (a test double)
// reads as a failed list: the group keeps its overview entry, which says what went wrong.

import { useMemo } from 'react';
import type { CurrentUser } from '../../../core/internal';
import type { CachedValue } from '../../../core/internal';
import type { UserTeam } from '../../../core/internal';
import { useCached, type CachedState } from '../../shared/use-cached';

function failingCache(error: unknown): CachedValue<UserTeam[]> {
  return { get: () => Promise.reject(error), refresh: () => Promise.reject(error), peek: () => undefined, subscribe: () => () => undefined };
}

export function useUserTeams(user: CurrentUser): CachedState<UserTeam[]> {
  const cache = useMemo(() => {
    try {
      return user.teamsCache();
    } catch (error: unknown) {
      return failingCache(error);
    }
  }, [user]);
  return useCached(cache);
}
