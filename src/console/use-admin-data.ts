// Loads what a console page shows from the admin app: loading, ready or a failure, with a retry and a
// reload after writes. A newer load wins over an older one still in flight.

import { useCallback, useEffect, useRef, useState } from 'react';

export type AdminData<T> =
  | { status: 'loading'; value?: undefined; error?: undefined }
  | { status: 'ready'; value: T; error?: undefined }
  | { status: 'error'; value?: undefined; error: unknown };

export type AdminDataState<T> = AdminData<T> & {
  /** Loads again; the current value stays on screen until the new one arrives. */
  reload(): Promise<void>;
};

export function useAdminData<T>(load: () => Promise<T>, deps: readonly unknown[]): AdminDataState<T> {
  const [state, setState] = useState<AdminData<T>>({ status: 'loading' });
  const generation = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const run = useCallback(async () => {
    const mine = ++generation.current;
    try {
      const value = await loadRef.current();
      if (mine === generation.current) setState({ status: 'ready', value });
    } catch (error) {
      if (mine === generation.current) setState({ status: 'error', error });
    }
  }, []);
  useEffect(() => {
    setState({ status: 'loading' });
    void run();
    return () => {
      generation.current++;
    };
    // The caller names what the load depends on, as with useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return { ...state, reload: run };
}
