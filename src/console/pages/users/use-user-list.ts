// The list's data: pages of users newest first for the typed query (debounced), "Load more" through the
// cursor, and a reload after a change. A newer query wins over an older answer still in flight.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ServerUser } from '../../../core/internal';
import type { StackAdminApp } from '../../../core/internal';

export const PAGE_SIZE = 20;
const DEBOUNCE_MS = 300;

export type UserListState =
  | { status: 'loading'; query: string }
  | { status: 'error'; query: string; error: unknown }
  | {
      status: 'ready';
      query: string;
      users: ServerUser[];
      nextCursor: string | null;
      more: 'idle' | 'loading' | { error: unknown };
    };

export interface UserList {
  state: UserListState;
  loadMore(): void;
  reload(): void;
}

/** `query` is what the box holds; the list follows it once typing pauses. */
export function useUserList(app: StackAdminApp, query: string): UserList {
  const [state, setState] = useState<UserListState>({
    status: 'loading',
    query: query.trim(),
  });
  const [settled, setSettled] = useState(query.trim());
  const generation = useRef(0);

  useEffect(() => {
    const next = query.trim();
    if (next === settled) return;
    const timer = setTimeout(() => setSettled(next), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, settled]);

  const load = useCallback(
    async (search: string) => {
      const mine = ++generation.current;
      // The current rows stay on screen (dimmed) until the new answer replaces them: no flash on every search.
      setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading', query: search }));
      try {
        const page = await app.listUsers({
          orderBy: 'signedUpAt',
          desc: true,
          limit: PAGE_SIZE,
          ...(search ? { query: search } : {}),
        });
        if (mine === generation.current)
          setState({
            status: 'ready',
            query: search,
            users: [...page],
            nextCursor: page.nextCursor,
            more: 'idle',
          });
      } catch (error) {
        if (mine === generation.current) setState({ status: 'error', query: search, error });
      }
    },
    [app],
  );

  useEffect(() => {
    void load(settled);
  }, [load, settled]);

  const loadMore = useCallback(() => {
    if (state.status !== 'ready' || state.nextCursor === null || state.more === 'loading') return;
    const { query: search, nextCursor: cursor } = state;
    const mine = generation.current;
    setState({ ...state, more: 'loading' });
    void (async () => {
      try {
        const page = await app.listUsers({
          orderBy: 'signedUpAt',
          desc: true,
          limit: PAGE_SIZE,
          cursor,
          ...(search ? { query: search } : {}),
        });
        if (mine !== generation.current) return;
        setState((previous) => {
          if (previous.status !== 'ready') return previous;
          const known = new Set(previous.users.map((user) => user.id));
          return {
            ...previous,
            users: [...previous.users, ...page.filter((user) => !known.has(user.id))],
            nextCursor: page.nextCursor,
            more: 'idle',
          };
        });
      } catch (error) {
        if (mine === generation.current) setState((previous) => (previous.status === 'ready' ? { ...previous, more: { error } } : previous));
      }
    })();
  }, [app, state]);

  return { state, loadMore, reload: () => void load(settled) };
}
