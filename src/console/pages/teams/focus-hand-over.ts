// Moving between the list and a team's page replaces the focused button: the new page's heading takes
// focus then. Only after a move inside the console, so a page opened from its URL shows no focus ring.
import { useEffect, type RefObject } from 'react';

let handedOver = false;

/** Call right before navigate(): the next page's heading takes focus when it shows. */
export function handFocusOver(): void {
  handedOver = true;
}

export function useHandedFocus(ref: RefObject<HTMLElement | null>, ready: boolean): void {
  useEffect(() => {
    if (!ready || !handedOver) return;
    handedOver = false;
    ref.current?.focus({ preventScroll: true });
  }, [ready, ref]);
}
