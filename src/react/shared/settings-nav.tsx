// The navigation of <AccountSettings> and the project console: both a sidebar (icons, headed groups) and
// a compact picker (a menu button) are rendered in one <nav>; a container query shows one of them.

import { Fragment, useId, type ReactNode } from 'react';
import { Button } from '../ui/button';
import { Skeleton } from '../ui/feedback';
import { ChevronDown, iconProps } from '../ui/icons';
import { Menu, MenuItem, MenuSeparator } from '../ui/menu';

export interface NavEntry {
  /** The section value: a section id or team:<id>. */
  id: string;
  label: string;
  /** An icon or avatar, 16-24 px. */
  icon: ReactNode;
}

/** A run of entries; every group after the first has a heading (the account's teams, the console's configuration). */
export interface NavGroup {
  label?: string;
  entries: readonly NavEntry[];
  /** Still loading: a placeholder line stands in the group. */
  loading?: boolean;
}

export interface SettingsNavProps {
  /** The nav's accessible name. */
  label: string;
  /** The picker menu's accessible name. */
  menuLabel: string;
  /** The compact picker's accessible name for the open entry. */
  pickerLabel(active: string): string;
  groups: readonly NavGroup[];
  current: string;
  onPick(id: string): void;
}

/** Account settings and the project console share it: one sidebar, one picker. */
export function SettingsNav({ label, menuLabel, pickerLabel, groups, current, onPick }: SettingsNavProps): ReactNode {
  const headingId = useId();
  const all = groups.flatMap((group) => group.entries);
  const active = all.find((entry) => entry.id === current) ?? all[0];
  const item = (entry: NavEntry): ReactNode => (
    <li key={entry.id}>
      <button
        type="button"
        className="stack-settings-nav-item"
        part="nav-item"
        data-section={entry.id}
        aria-current={entry.id === current ? 'page' : undefined}
        onClick={() => onPick(entry.id)}
      >
        <span className="stack-settings-nav-icon">{entry.icon}</span>
        <span className="stack-settings-nav-label">{entry.label}</span>
      </button>
    </li>
  );
  const menuItem = (entry: NavEntry): ReactNode => (
    <MenuItem key={entry.id} icon={entry.icon} checked={entry.id === current} data-section={entry.id} onSelect={() => onPick(entry.id)}>
      {entry.label}
    </MenuItem>
  );
  return (
    <nav className="stack-settings-nav" part="nav" aria-label={label}>
      <Menu
        className="stack-settings-picker"
        label={menuLabel}
        align="start"
        trigger={({ ref, ...props }) => (
          <Button
            ref={ref}
            variant="secondary"
            className="stack-settings-picker-button"
            aria-label={pickerLabel(active?.label ?? '')}
            icon={<span className="stack-settings-nav-icon">{active?.icon}</span>}
            {...props}
          >
            <span className="stack-settings-picker-text">{active?.label}</span>
            <ChevronDown {...iconProps} className="stack-settings-picker-chevron" />
          </Button>
        )}
      >
        {groups.map((group, index) =>
          index === 0 ? (
            group.entries.map(menuItem)
          ) : group.entries.length > 0 ? (
            <Fragment key={index}>
              <MenuSeparator />
              <div role="group" aria-label={group.label}>
                <div className="stack-settings-menu-heading" aria-hidden="true">
                  {group.label}
                </div>
                {group.entries.map(menuItem)}
              </div>
            </Fragment>
          ) : null,
        )}
      </Menu>
      <div className="stack-settings-sidebar">
        {groups.map((group, index) => (
          <Fragment key={index}>
            {group.label ? (
              <div className="stack-settings-nav-heading" id={`${headingId}-${index}`}>
                {group.label}
              </div>
            ) : null}
            <ul className="stack-settings-nav-list" aria-labelledby={group.label ? `${headingId}-${index}` : undefined}>
              {group.loading ? (
                <li className="stack-settings-nav-placeholder">
                  <Skeleton />
                </li>
              ) : null}
              {group.entries.map(item)}
            </ul>
          </Fragment>
        ))}
      </div>
    </nav>
  );
}
