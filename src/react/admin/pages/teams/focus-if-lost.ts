// Moving between the list and a team's page replaces the focused button: the new heading takes focus
// then, unless something else already has it.
import { useEffect, type RefObject } from 'react';

function focusLost(): boolean {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active === null || active === document.body || active.shadowRoot !== null;
}

export function useFocusIfLost(ref: RefObject<HTMLElement | null>, ready: boolean): void {
  useEffect(() => {
    if (ready && focusLost()) ref.current?.focus({ preventScroll: true });
  }, [ready, ref]);
}
