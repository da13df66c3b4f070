// The navigation of <AccountSettings>: both a sidebar (icons, the Teams group) and a compact section
// picker (a menu button) are rendered in one <nav>; a container query on the element shows one of them.

import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../hooks';
import { Button, ChevronDown, iconProps, Menu, MenuItem, MenuSeparator, Skeleton } from '../../ui';

export interface NavEntry {
  /** The section value: a section id or team:<id>. */
  id: string;
  label: string;
  /** An icon or avatar, 16-24 px. */
  icon: ReactNode;
}

export interface SettingsNavProps {
  account: readonly NavEntry[];
  teams: readonly NavEntry[];
  /** The user's teams are still loading: a placeholder line stands in the Teams group. */
  teamsLoading: boolean;
  current: string;
  onPick(id: string): void;
}

export function SettingsNav({ account, teams, teamsLoading, current, onPick }: SettingsNavProps): ReactNode {
  const t = useTranslation();
  const headingId = useId();
  const all = [...account, ...teams];
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
    <nav className="stack-settings-nav" part="nav" aria-label={t('accountSettings.title')}>
      <Menu
        className="stack-settings-picker"
        label={t('settings.nav.sections')}
        align="start"
        trigger={({ ref, ...props }) => (
          <Button
            ref={ref}
            variant="secondary"
            className="stack-settings-picker-button"
            aria-label={t('settings.nav.picker', { section: active?.label ?? '' })}
            icon={<span className="stack-settings-nav-icon">{active?.icon}</span>}
            {...props}
          >
            <span className="stack-settings-picker-text">{active?.label}</span>
            <ChevronDown {...iconProps} className="stack-settings-picker-chevron" />
          </Button>
        )}
      >
        {account.map(menuItem)}
        {teams.length > 0 ? (
          <>
            <MenuSeparator />
            <div role="group" aria-label={t('settings.nav.teams')}>
              <div className="stack-settings-menu-heading" aria-hidden="true">
                {t('settings.nav.teams')}
              </div>
              {teams.map(menuItem)}
            </div>
          </>
        ) : null}
      </Menu>
      <div className="stack-settings-sidebar">
        <ul className="stack-settings-nav-list">{account.map(item)}</ul>
        <div className="stack-settings-nav-heading" id={headingId}>
          {t('settings.nav.teams')}
        </div>
        <ul className="stack-settings-nav-list" aria-labelledby={headingId}>
          {teamsLoading ? (
            <li className="stack-settings-nav-placeholder">
              <Skeleton />
            </li>
          ) : null}
          {teams.map(item)}
        </ul>
      </div>
    </nav>
  );
}
