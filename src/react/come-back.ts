// The moments a failed read is worth trying again without a click: the browser is back online, or the
// tab is visible again. One pair of window listeners serves every hook on the page.

import { useEffect } from 'react';

const listeners = new Set<() => void>();

function fire(): void {
  for (const listener of [...listeners]) listener();
}

function onVisibility(): void {
  if (document.visibilityState === 'visible') fire();
}

/** Calls `listener` whenever the network or the tab comes back; returns unsubscribe. No-op without a window. */
export function onComeBack(listener: () => void): () => void {
  if (typeof window === 'undefined' || typeof document === 'undefined') return () => {};
  // A wrapper, so the same function can subscribe twice and unsubscribe independently.
  const entry = (): void => listener();
  if (listeners.size === 0) {
    window.addEventListener('online', fire);
    document.addEventListener('visibilitychange', onVisibility);
  }
  listeners.add(entry);
  return () => {
    if (!listeners.delete(entry) || listeners.size > 0) return;
    window.removeEventListener('online', fire);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

/** While `failed`, runs `retry` each time the network or the tab comes back. */
export function useRetryOnComeBack(failed: boolean, retry: () => void): void {
  useEffect(() => (failed ? onComeBack(retry) : undefined), [failed, retry]);
}
