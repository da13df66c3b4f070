// TeamSwitcher: the signed-in user's selected team, a menu to pick another one (or none), and
// "Create a team" inline when the project allows client team creation. Nothing while signed out.
// The stack-team-changed event comes from the widget's user listener (widget/events.ts), not from here,
// so a change made anywhere (settings, SDK, another element) is announced exactly once.

import { useState, type ReactNode } from 'react';
import type { CurrentUser } from '../../../core/apps/types';
import type { UserTeam } from '../../../core/apps/user/teams';
import { StackHttpError } from '../../../core/http/errors';
import { errorToText } from '../../errors';
import { useProject, useRunAction, useTranslation, useUserState } from '../../hooks';
import type { Translate } from '../../i18n';
import { Loaded } from '../account-settings/loaded';
import { useCached } from '../account-settings/use-cached';
import { CreateTeamForm } from '../shared/create-team-form';
import { MenuFrame } from '../shared/menu-frame';
import { useMenu } from '../shared/use-menu';

export interface TeamSwitcherProps {
  /** Hides "No team" from the list (the official switcher offers it only when asked). */
  hideNoTeam?: boolean;
}

export function TeamSwitcher({ hideNoTeam = false }: TeamSwitcherProps): ReactNode {
  const state = useUserState();
  const user = state.status === 'ready' ? state.user : null;
  return <div className="stack-root stack-team-switcher">{user ? <TeamMenu user={user} hideNoTeam={hideNoTeam} /> : null}</div>;
}

/** Creation failures the person can act on, in words; others fall back to errorToText. */
export function describeTeamFailure(failure: unknown, t: Translate): string {
  if (failure instanceof StackHttpError && failure.status === 403 && /team creation is disabled/i.test(failure.body)) return t('settings.teams.creationDisabled');
  return errorToText(failure, t);
}

function TeamMenu({ user, hideNoTeam }: { user: CurrentUser; hideNoTeam: boolean }): ReactNode {
  const t = useTranslation();
  const run = useRunAction();
  const project = useProject();
  const teams = useCached(user.teamsCache());
  const menu = useMenu();
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState<'select' | 'create' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const selected = user.selectedTeam;
  const canCreate = project?.config.clientTeamCreationEnabled === true;

  async function perform(kind: 'select' | 'create', action: () => Promise<unknown>): Promise<boolean> {
    if (busy) return false;
    setBusy(kind);
    setError(null);
    try {
      await run(action);
      return true;
    } catch (failure: unknown) {
      setError(describeTeamFailure(failure, t));
      return false;
    } finally {
      setBusy(null);
    }
  }

  async function select(team: UserTeam | null): Promise<void> {
    if ((team?.id ?? null) === (selected?.id ?? null)) {
      menu.setOpen(false);
      return;
    }
    if (await perform('select', () => user.setSelectedTeam(team))) menu.setOpen(false);
  }

  const list = (
    <Loaded state={teams} failedText={t('settings.teams.loadFailed')}>
      {(value) => (
        <ul className="stack-team-options" role="none">
          {value.length === 0 ? (
            <li role="none" className="stack-notice">
              {t('settings.teams.switcherEmpty')}
            </li>
          ) : null}
          {value.map((team) => (
            <li key={team.id} role="none">
              <button
                type="button"
                role="menuitemradio"
                aria-checked={team.id === selected?.id}
                className="stack-button-plain stack-team-option"
                data-team-id={team.id}
                disabled={busy !== null}
                onClick={() => void select(team)}
              >
                {team.displayName}
              </button>
            </li>
          ))}
          {hideNoTeam ? null : (
            <li role="none">
              <button
                type="button"
                role="menuitemradio"
                aria-checked={selected === null}
                className="stack-button-plain stack-team-option stack-team-option-none"
                disabled={busy !== null}
                onClick={() => void select(null)}
              >
                {t('settings.teams.switcherNoTeamOption')}
              </button>
            </li>
          )}
        </ul>
      )}
    </Loaded>
  );

  return (
    <MenuFrame
      menu={menu}
      className="stack-team-anchor"
      trigger={
        <button
          type="button"
          className="stack-button-plain stack-team-trigger"
          {...menu.triggerProps}
          aria-label={`${t('settings.teams.switcherLabel')}: ${selected?.displayName ?? t('settings.teams.switcherNone')}`}
          data-selected-team-id={selected?.id ?? ''}
        >
          <span className="stack-team-label">{busy === 'select' ? t('settings.teams.switching') : (selected?.displayName ?? t('settings.teams.switcherNone'))}</span>
        </button>
      }
      menuClassName="stack-team-menu"
      menuLabel={t('settings.teams.switcherMenu')}
      error={error}
    >
      {list}
      {canCreate && !creating ? (
        <button type="button" role="menuitem" className="stack-button-plain stack-team-create-open" disabled={busy !== null} onClick={() => setCreating(true)}>
          {t('settings.teams.createTeam')}
        </button>
      ) : null}
      {canCreate && creating ? (
        <CreateTeamForm
          user={user}
          className="stack-team-create"
          name={name}
          onNameChange={setName}
          busy={busy}
          run={perform}
          onInvalid={setError}
          onCreated={() => {
            setCreating(false);
            menu.setOpen(false);
          }}
          onCancel={() => setCreating(false)}
          fieldName="team-name"
        />
      ) : null}
    </MenuFrame>
  );
}
