// Menu (DESIGN.md §2): the WAI-ARIA menu button. Arrows, Home/End and a typed letter move; Esc closes and
// returns focus to the trigger; Tab and a press outside close. Content that is not an item (the header)
// sits outside role="menu", and a form never lives inside it.

import { useEffect, useId, useRef, useState, type AnchorHTMLAttributes, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { Check, iconProps } from './icons';

export interface MenuTriggerProps {
  ref: RefObject<HTMLButtonElement | null>;
  id: string;
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  onClick(): void;
  onKeyDown(event: KeyboardEvent<HTMLButtonElement>): void;
}

export interface MenuProps {
  /** The menu's accessible name. */
  label: string;
  /** Renders the trigger button; spread the props on a <button>. */
  trigger(props: MenuTriggerProps): ReactNode;
  /** Shown at the top of the popover, outside the menu role (e.g. name and e-mail). */
  header?: ReactNode;
  /** Shown under the items, outside the menu role. */
  footer?: ReactNode;
  align?: 'start' | 'end';
  className?: string;
  children: ReactNode;
}

const ITEM_SELECTOR = '[role="menuitem"],[role="menuitemradio"],[role="menuitemcheckbox"]';

function items(menu: HTMLElement | null): HTMLElement[] {
  return menu ? [...menu.querySelectorAll<HTMLElement>(ITEM_SELECTOR)].filter((item) => item.getAttribute('aria-disabled') !== 'true') : [];
}

export function Menu({ label, trigger, header, footer, align = 'end', className, children }: MenuProps): ReactNode {
  const [open, setOpen] = useState(false);
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last'>('first');
  const baseId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const close = (returnFocus: boolean): void => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const list = items(menuRef.current);
    (focusOnOpen === 'first' ? list[0] : list[list.length - 1])?.focus();
    // composedPath sees through shadow roots, so presses inside the element keep the menu open.
    const onPointer = (event: Event): void => {
      if (rootRef.current && !event.composedPath().includes(rootRef.current)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, focusOnOpen]);

  function openAt(where: 'first' | 'last'): void {
    setFocusOnOpen(where);
    setOpen(true);
  }

  function onTriggerKey(event: KeyboardEvent<HTMLButtonElement>): void {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowUp' ? 'last' : 'first');
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  }

  function onMenuKey(event: KeyboardEvent<HTMLDivElement>): void {
    const list = items(menuRef.current);
    const root = event.currentTarget.getRootNode() as Document | ShadowRoot;
    const index = list.indexOf(root.activeElement as HTMLElement);
    let next: number | null = null;
    if (event.key === 'ArrowDown') next = (index + 1) % list.length;
    else if (event.key === 'ArrowUp') next = (index - 1 + list.length) % list.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = list.length - 1;
    else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      return close(true);
    } else if (event.key === 'Tab') return close(false);
    else if (event.key.length === 1 && /\S/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const key = event.key.toLowerCase();
      const order = [...list.slice(index + 1), ...list.slice(0, index + 1)];
      const match = order.find((item) => (item.textContent ?? '').trim().toLowerCase().startsWith(key));
      if (match) next = list.indexOf(match);
    }
    if (next === null || list.length === 0) return;
    event.preventDefault();
    list[next]?.focus();
  }

  const menuId = `${baseId}-menu`;
  return (
    <div ref={rootRef} className={['stack-menu-anchor', className].filter(Boolean).join(' ')}>
      {trigger({
        ref: triggerRef,
        id: `${baseId}-trigger`,
        'aria-haspopup': 'menu',
        'aria-expanded': open,
        'aria-controls': open ? menuId : undefined,
        onClick: () => (open ? close(false) : openAt('first')),
        onKeyDown: onTriggerKey,
      })}
      {open ? (
        <div className="stack-popover" data-align={align} part="menu">
          {header ? <div className="stack-menu-header">{header}</div> : null}
          <div
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-label={label}
            className="stack-menu"
            onKeyDown={onMenuKey}
            onClick={(event) => {
              // An activated item closes the menu and hands focus back to the trigger.
              const item = (event.target as HTMLElement).closest(ITEM_SELECTOR);
              if (item && item.getAttribute('aria-disabled') !== 'true' && item.getAttribute('data-keep-open') === null) close(item.tagName !== 'A');
            }}
          >
            {children}
          </div>
          {footer ? <div className="stack-menu-footer">{footer}</div> : null}
        </div>
      ) : null}
    </div>
  );
}

export interface MenuItemProps {
  icon?: ReactNode;
  onSelect?(): void;
  href?: string;
  /** Marks the current choice (menuitemradio with a check). */
  checked?: boolean;
  disabled?: boolean;
  danger?: boolean;
  children: ReactNode;
  /** data-* attributes for tests and styling hooks. */
  [data: `data-${string}`]: string | undefined;
  anchorProps?: AnchorHTMLAttributes<HTMLAnchorElement>;
}

export function MenuItem({ icon, onSelect, href, checked, disabled, danger, children, anchorProps, ...data }: MenuItemProps): ReactNode {
  const radio = checked !== undefined;
  const common = {
    role: radio ? 'menuitemradio' : 'menuitem',
    'aria-checked': radio ? checked : undefined,
    'aria-disabled': disabled || undefined,
    tabIndex: -1,
    className: 'stack-menu-item',
    part: 'menu-item',
    'data-danger': danger ? '' : undefined,
    ...data,
  } as const;
  const content = (
    <>
      <span className="stack-menu-icon">{icon}</span>
      <span className="stack-menu-label">{children}</span>
      {radio ? <span className="stack-menu-check">{checked ? <Check {...iconProps} /> : null}</span> : null}
    </>
  );
  if (href !== undefined) {
    return (
      <a {...common} {...anchorProps} href={href}>
        {content}
      </a>
    );
  }
  return (
    <button {...common} type="button" onClick={disabled ? undefined : onSelect}>
      {content}
    </button>
  );
}

export function MenuSeparator(): ReactNode {
  return <div role="separator" className="stack-menu-separator" />;
}

export const menuCss = `
.stack-menu-anchor { position: relative; display: inline-block; max-width: 100%; }
.stack-popover { position: absolute; z-index: 50; top: calc(100% + 6px); min-width: 220px; max-width: min(320px, calc(100vw - 16px));
  padding: 4px; background: var(--stack-card); color: var(--stack-foreground); border: 1px solid var(--stack-border); border-radius: var(--stack-radius);
  box-shadow: var(--_s-shadow-pop); animation: stack-pop-in 150ms ease-out; }
.stack-popover[data-align='end'] { inset-inline-end: 0; }
.stack-popover[data-align='start'] { inset-inline-start: 0; }
.stack-menu { display: flex; flex-direction: column; }
.stack-menu-header { padding: 8px 8px 10px; margin-bottom: 4px; border-bottom: 1px solid var(--stack-border); }
.stack-menu-footer { padding: 4px; margin-top: 4px; border-top: 1px solid var(--stack-border); }
.stack-menu-item { display: flex; align-items: center; gap: 8px; width: 100%; min-height: 36px; padding: 0 8px; border: 0; border-radius: calc(var(--stack-radius) - 3px);
  background: none; color: var(--stack-foreground); font-size: 14px; text-align: start; text-decoration: none; cursor: pointer; }
.stack-menu-item:hover, .stack-menu-item:focus-visible { background: var(--stack-muted); outline: none; }
.stack-menu-item:focus-visible { box-shadow: inset 0 0 0 2px var(--stack-ring); }
.stack-menu-item[aria-disabled='true'] { opacity: 0.55; cursor: not-allowed; }
.stack-menu-item[data-danger] { color: var(--stack-danger); }
.stack-menu-icon { display: inline-grid; place-items: center; flex: none; width: 16px; color: var(--stack-muted-foreground); }
.stack-menu-item[data-danger] .stack-menu-icon { color: inherit; }
.stack-menu-icon:empty { display: none; }
.stack-menu-label { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.stack-menu-check { display: inline-grid; place-items: center; width: 16px; flex: none; }
.stack-menu-separator { height: 1px; margin: 4px -4px; background: var(--stack-border); }
`;
