// Focus after a step replaces a card's content (DESIGN.md: never drop to <body>): the new step's first
// field, else its heading (made focusable with tabIndex -1). The first render keeps the page's own focus.

import { useLayoutEffect, useRef, type RefObject } from 'react';

// Hidden inputs (the username kept for password managers) cannot take focus.
const FIELD = 'input:not([type=hidden]):not([hidden]):not([disabled]), textarea:not([disabled]), select:not([disabled])';

export function focusStep(root: HTMLElement): void {
  const target = root.querySelector<HTMLElement>(FIELD) ?? root.querySelector<HTMLElement>('h1, h2');
  if (!target) return;
  if (target.matches('h1, h2')) target.tabIndex = -1;
  target.focus();
}

/** Put the ref on a wrapper of the steps; each change of `step` after the first render moves focus into it. */
export function useStepFocus<T extends HTMLElement = HTMLDivElement>(step: string): RefObject<T | null> {
  const ref = useRef<T>(null);
  const previous = useRef(step);
  // In the commit that shows the step, so no frame has focus on <body> and a late effect cannot move it later.
  useLayoutEffect(() => {
    if (previous.current === step) return;
    previous.current = step;
    if (ref.current) focusStep(ref.current);
  }, [step]);
  return ref;
}
