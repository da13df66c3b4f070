// A visible wait between two sends of the same mail ("Resend in 30 s"): the whole seconds left, ticking
// once a second on the page's timers (fake timers drive it in unit tests).

import { useCallback, useEffect, useState } from 'react';

/** Seconds between two sends of a code by the same person. */
export const RESEND_COOLDOWN_SECONDS = 30;

export interface Cooldown {
  /** Whole seconds left; 0 when a send is allowed. */
  remaining: number;
  /** Starts (or restarts) the wait, e.g. right after a send. */
  start(): void;
}

/** `startNow`: the wait runs from the first render (a step shown right after its first send). */
export function useCooldown(seconds: number = RESEND_COOLDOWN_SECONDS, startNow = false): Cooldown {
  const [endsAt, setEndsAt] = useState<number | null>(() => (startNow ? Date.now() + seconds * 1000 : null));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt === null) return;
    // The effect may run late (a busy page): start from the time it is now.
    setNow(Date.now());
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) {
        setEndsAt(null);
        clearInterval(timer);
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);
  const start = useCallback(() => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + seconds * 1000);
  }, [seconds]);
  return { remaining: endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000)), start };
}
