// A visible wait between two sends of the same mail ("Resend in 30 s"): the whole seconds left, ticking
// once a second on the page's timers (fake timers drive it in unit tests). Keyed, so a list (one row per
// address) keeps one wait per row with one timer.

import { useCallback, useEffect, useState } from 'react';

/** Seconds between two sends of a code by the same person. */
export const RESEND_COOLDOWN_SECONDS = 30;

export interface Cooldown {
  /** Whole seconds left; 0 when a send is allowed. */
  remaining: number;
  /** Starts (or restarts) the wait, e.g. right after a send. */
  start(): void;
}

export interface Cooldowns {
  /** Whole seconds left for `key`; 0 when a send is allowed. */
  remaining(key: string): number;
  /** Starts (or restarts) the wait of `key`. */
  start(key: string): void;
}

/** One wait per key; `startNow`: these keys wait from the first render. */
export function useCooldowns(seconds: number = RESEND_COOLDOWN_SECONDS, startNow: readonly string[] = []): Cooldowns {
  const [endsAt, setEndsAt] = useState<ReadonlyMap<string, number>>(() => new Map(startNow.map((key) => [key, Date.now() + seconds * 1000])));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt.size === 0) return;
    // The effect may run late (a busy page): start from the time it is now.
    setNow(Date.now());
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if ([...endsAt.values()].some((end) => current >= end)) {
        setEndsAt(new Map([...endsAt].filter(([, end]) => current < end)));
        clearInterval(timer);
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);
  const start = useCallback(
    (key: string) => {
      const current = Date.now();
      setNow(current);
      setEndsAt((last) => new Map(last).set(key, current + seconds * 1000));
    },
    [seconds],
  );
  const remaining = useCallback(
    (key: string) => {
      const end = endsAt.get(key);
      return end === undefined ? 0 : Math.max(0, Math.ceil((end - now) / 1000));
    },
    [endsAt, now],
  );
  return { remaining, start };
}

/** A single wait; `startNow`: it runs from the first render (a step shown right after its first send). */
export function useCooldown(seconds: number = RESEND_COOLDOWN_SECONDS, startNow = false): Cooldown {
  const waits = useCooldowns(seconds, startNow ? [''] : []);
  const startKey = waits.start;
  const start = useCallback(() => startKey(''), [startKey]);
  return { remaining: waits.remaining(''), start };
}
