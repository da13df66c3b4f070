// The markup around a disclosure menu (user button, team switcher): the anchor useMenu watches, the
// caller's trigger, the menu while open, and the last action's failure below it.

import type { ReactNode } from 'react';
import { StatusLine } from './status-line';
import type { Menu } from './use-menu';

export interface MenuFrameProps {
  menu: Menu;
  /** Class of the anchor that holds trigger, menu and alert. */
  className: string;
  /** The trigger button; spread `menu.triggerProps` on it. */
  trigger: ReactNode;
  menuClassName: string;
  /** The menu's accessible name. */
  menuLabel: string;
  /** The failure of the menu's last action, shown while the menu is open or closed. */
  error: string | null;
  /** The menu items, rendered only while the menu is open. */
  children: ReactNode;
}

export function MenuFrame({ menu, className, trigger, menuClassName, menuLabel, error, children }: MenuFrameProps): ReactNode {
  return (
    <div ref={menu.rootRef} className={className}>
      {trigger}
      {menu.open ? (
        <div id={menu.menuId} className={menuClassName} role="menu" aria-label={menuLabel}>
          {children}
        </div>
      ) : null}
      {error ? <StatusLine kind="failed">{error}</StatusLine> : null}
    </div>
  );
}
