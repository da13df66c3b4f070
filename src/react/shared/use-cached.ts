// Reads a cache of the SDK (src/core/cache) and re-renders on each new value it loads; a failure retries.

import { useEffect, useState } from 'react';
import type { CachedValue } from '../../core/internal';
import { useRetry } from '../hooks';

export type CachedState<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; error: unknown };

export function useCached<T>(cache: CachedValue<T>): CachedState<T> & { retry(): void } {
  const [state, setState] = useState<CachedState<T>>(() => {
    const known = cache.peek();
    return known ? { status: 'ready', value: known.value } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    const unsubscribe = cache.subscribe((value) => {
      if (active) setState({ status: 'ready', value });
    });
    cache.get().then(
      (value) => {
        if (active) setState({ status: 'ready', value });
      },
      (error: unknown) => {
        if (active) setState({ status: 'error', error });
      },
    );
    return () => {
      active = false;
      unsubscribe();
    };
  }, [cache, attempt]);
  // A failed load retries on "Try again" and by itself when the network or the tab comes back.
  return useRetry(state, setAttempt);
}
