// TeamSwitcher: the signed-in user's selected team (avatar and name) opening a menu of their teams (the
// current one checked), "No team", "Manage team" (a link to its page in account settings) and "Create a
// team", which opens a dialog. Nothing while signed out.
// The stack-team-changed event comes from the widget's user listener (widget/events.ts), not from here,
// so a change made anywhere (settings, SDK, another element) is announced exactly once.

import { useState, type ReactNode } from 'react';
import type { CurrentUser } from '../../../core/internal';
import type { UserTeam } from '../../../core/internal';
import { teamSettingsUrl } from '../../../core/internal';
import { describeFailure } from '../../errors';
import { useProject, useRunAction, useStackApp, useTranslation, useUserState } from '../../hooks';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/feedback';
import { Alert } from '../../ui/form';
import { ChevronsUpDown, iconProps, Plus, Settings, Users } from '../../ui/icons';
import { Menu, MenuItem, MenuSeparator } from '../../ui/menu';
import { Spinner } from '../../ui/spinner';
import { useCached } from '../../shared/use-cached';
import { CreateTeamDialog } from '../shared/create-team-dialog';

export interface TeamSwitcherProps {
  /** Hides "No team" from the list (the official switcher offers it only when asked). */
  hideNoTeam?: boolean;
}

export function TeamSwitcher({ hideNoTeam = false }: TeamSwitcherProps): ReactNode {
  const state = useUserState();
  const user = state.status === 'ready' ? state.user : null;
  return <div className="stack-team-switcher">{user ? <TeamMenu user={user} hideNoTeam={hideNoTeam} /> : null}</div>;
}

function TeamMenu({ user, hideNoTeam }: { user: CurrentUser; hideNoTeam: boolean }): ReactNode {
  const t = useTranslation();
  const run = useRunAction();
  const app = useStackApp();
  const project = useProject();
  const teams = useCached(user.teamsCache());
  const [creating, setCreating] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const selected = user.selectedTeam;
  const canCreate = project?.config.clientTeamCreationEnabled === true;
  const label = selected?.displayName ?? t('settings.teams.switcherNone');

  async function select(team: UserTeam | null): Promise<void> {
    if (busy || (team?.id ?? null) === (selected?.id ?? null)) return;
    setBusy(true);
    setError(null);
    try {
      await run(() => user.setSelectedTeam(team));
    } catch (failure: unknown) {
      setError(describeFailure(failure, t).message);
    } finally {
      setBusy(false);
    }
  }

  // A menu needs at least one item: with "No team" hidden and no creation, a disabled one says the state.
  const itemless = (teams.status !== 'ready' || teams.value.length === 0) && hideNoTeam && !canCreate;
  // Otherwise loading, failure and "no teams yet" stand above the items, outside role="menu".
  let header: ReactNode;
  if (teams.status === 'error') {
    header = (
      <Alert
        action={
          <Button variant="secondary" size="sm" onClick={teams.retry}>
            {t('action.retry')}
          </Button>
        }
      >
        {t('settings.teams.loadFailed')} {describeFailure(teams.error, t).message}
      </Alert>
    );
  } else if (!itemless && teams.status === 'loading') header = <Skeleton lines={2} label={t('state.loading')} />;
  else if (!itemless && teams.status === 'ready' && teams.value.length === 0) header = <p className="stack-team-menu-empty">{t('settings.teams.switcherEmpty')}</p>;
  const itemlessText = teams.status === 'loading' ? t('state.loading') : teams.status === 'error' ? t('settings.teams.loadFailed') : t('settings.teams.switcherEmpty');

  return (
    <>
      <Menu
        label={t('settings.teams.switcherMenu')}
        align="start"
        className="stack-team-menu"
        header={header}
        trigger={({ ref, onClick, ...props }) => (
          <Button
            ref={ref}
            variant="ghost"
            className="stack-team-trigger"
            aria-busy={busy || undefined}
            data-selected-team-id={selected?.id ?? ''}
            icon={
              selected ? (
                <Avatar name={selected.displayName} id={selected.id} src={selected.profileImageUrl} size={24} />
              ) : (
                <span className="stack-team-none-icon">
                  <Users {...iconProps} size={14} />
                </span>
              )
            }
            onClick={() => {
              // Opening the menu again is the next attempt: the last failure goes.
              setError(null);
              onClick();
            }}
            {...props}
          >
            {/* The name is the visible text (hidden on phones); "Team:" is for screen readers only. */}
            <span className="stack-visually-hidden">{`${t('settings.teams.switcherLabel')}: `}</span>
            <span className="stack-team-name">{busy ? t('settings.teams.switching') : label}</span>
            {busy ? <Spinner /> : <ChevronsUpDown {...iconProps} className="stack-team-chevron" />}
          </Button>
        )}
      >
        {teams.status === 'ready'
          ? teams.value.map((team) => (
              <MenuItem
                key={team.id}
                checked={team.id === selected?.id}
                data-team-id={team.id}
                icon={<Avatar name={team.displayName} id={team.id} src={team.profileImageUrl} size={24} />}
                onSelect={() => void select(team)}
              >
                {team.displayName}
              </MenuItem>
            ))
          : null}
        {itemless ? <MenuItem disabled>{itemlessText}</MenuItem> : null}
        {hideNoTeam ? null : (
          <MenuItem checked={selected === null} icon={<span className="stack-team-none-icon"><Users {...iconProps} size={14} /></span>} data-team-id="" onSelect={() => void select(null)}>
            {t('settings.teams.switcherNoTeamOption')}
          </MenuItem>
        )}
        {selected || canCreate ? <MenuSeparator /> : null}
        {/* The selected team's page in account settings, as the official switcher's settings button. */}
        {selected ? (
          <MenuItem href={teamSettingsUrl(app.urls.accountSettings, selected.id)} icon={<Settings {...iconProps} />}>
            {t('settings.teams.manage')}
          </MenuItem>
        ) : null}
        {canCreate ? (
          <MenuItem icon={<Plus {...iconProps} />} onSelect={() => setCreating(true)}>
            {t('settings.teams.createTeam')}
          </MenuItem>
        ) : null}
      </Menu>
      {error ? (
        <div className="stack-team-error">
          <Alert>{error}</Alert>
        </div>
      ) : null}
      {/* Created teams become the selected one (server side); focus returns to the trigger. */}
      <CreateTeamDialog user={user} open={creating} onClose={() => setCreating(false)} onCreated={() => setCreating(false)} />
    </>
  );
}
