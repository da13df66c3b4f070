// A disclosure menu (user button, team switcher): open state, the trigger's ARIA wiring, and closing on
// Escape or a press outside the element.
import { useEffect, useId, useRef, useState, type RefObject } from 'react';

export interface Menu {
  open: boolean;
  setOpen(open: boolean): void;
  /** The element that holds trigger and menu; presses inside it keep the menu open. */
  rootRef: RefObject<HTMLDivElement | null>;
  menuId: string;
  /** Spread on the trigger button. */
  triggerProps: {
    'aria-haspopup': 'menu';
    'aria-expanded': boolean;
    'aria-controls': string | undefined;
    onClick(): void;
  };
}

export function useMenu(): Menu {
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    // composedPath sees through shadow roots, so clicks inside the element don't close the menu.
    const onPointer = (event: Event): void => {
      if (rootRef.current && !event.composedPath().includes(rootRef.current)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return {
    open,
    setOpen,
    rootRef,
    menuId,
    triggerProps: {
      'aria-haspopup': 'menu',
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      onClick: () => setOpen(!open),
    },
  };
}
