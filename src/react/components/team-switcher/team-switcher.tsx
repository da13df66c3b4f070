// TeamSwitcher: the signed-in user's selected team, a menu to pick another one (or none), and
// "Create a team" inline when the project allows client team creation. Nothing while signed out.
// The stack-team-changed event comes from the widget's user listener (widget/events.ts), not from here,
// so a change made anywhere (settings, SDK, another element) is announced exactly once.

import { useState, type FormEvent, type ReactNode } from 'react';
import type { CurrentUser } from '../../../core/apps/types';
import type { UserTeam } from '../../../core/apps/user/teams';
import { StackHttpError } from '../../../core/http/errors';
import { errorToText } from '../../errors';
import { useProject, useRunAction, useTranslation, useUserState } from '../../hooks';
import type { Translate } from '../../i18n';
import { Loaded } from '../account-settings/loaded';
import { useCached } from '../account-settings/use-cached';
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
  const { open, setOpen, rootRef, menuId, triggerProps } = useMenu();
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
      setOpen(false);
      return;
    }
    if (await perform('select', () => user.setSelectedTeam(team))) setOpen(false);
  }

  async function create(event: FormEvent): Promise<void> {
    event.preventDefault();
    const displayName = name.trim();
    if (!displayName) {
      setError(t('settings.teams.nameRequired'));
      return;
    }
    // The server makes the new team the selected one; the SDK reloads the user.
    if (await perform('create', () => user.createTeam({ displayName }))) {
      setName('');
      setCreating(false);
      setOpen(false);
    }
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
    <div ref={rootRef} className="stack-team-anchor">
      <button
        type="button"
        className="stack-button-plain stack-team-trigger"
        {...triggerProps}
        aria-label={`${t('settings.teams.switcherLabel')}: ${selected?.displayName ?? t('settings.teams.switcherNone')}`}
        data-selected-team-id={selected?.id ?? ''}
      >
        <span className="stack-team-label">{busy === 'select' ? t('settings.teams.switching') : (selected?.displayName ?? t('settings.teams.switcherNone'))}</span>
      </button>
      {open ? (
        <div id={menuId} className="stack-team-menu" role="menu" aria-label={t('settings.teams.switcherMenu')}>
          {list}
          {canCreate && !creating ? (
            <button type="button" role="menuitem" className="stack-button-plain stack-team-create-open" disabled={busy !== null} onClick={() => setCreating(true)}>
              {t('settings.teams.createTeam')}
            </button>
          ) : null}
          {canCreate && creating ? (
            <form className="stack-team-create" onSubmit={(event) => void create(event)} aria-label={t('settings.teams.createTitle')}>
              <label className="stack-label" htmlFor={`${menuId}-name`}>
                {t('settings.teams.teamName')}
              </label>
              <input
                id={`${menuId}-name`}
                className="stack-input"
                name="team-name"
                autoComplete="off"
                value={name}
                disabled={busy !== null}
                onChange={(event) => setName(event.currentTarget.value)}
              />
              <div className="stack-settings-actions">
                <button type="submit" className="stack-button" disabled={busy !== null} aria-busy={busy === 'create' || undefined}>
                  {busy === 'create' ? t('settings.teams.creating') : t('settings.teams.create')}
                </button>
                <button type="button" className="stack-button stack-button-secondary" disabled={busy !== null} onClick={() => setCreating(false)}>
                  {t('settings.teams.cancel')}
                </button>
              </div>
            </form>
          ) : null}
        </div>
      ) : null}
      {error ? (
        <p className="stack-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
