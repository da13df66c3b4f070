// <AccountSettings>: everything a signed-in person manages about their account, one section at a time:
// a sidebar (a compact picker on narrow elements) beside the open section. `section` opens a section by
// id, or a team with `team:<id>`; the person can switch freely.

import { useMemo, useState, type ReactNode } from 'react';
import type { CurrentUser, Project } from '../../../core/internal';
import { describeFailure } from '../../errors';
import { useProjectState, useTranslation, useUserState } from '../../hooks';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { Alert } from '../../ui/form';
import { iconProps } from '../../ui/icons';
import { SettingsSignedOut, SettingsSkeleton } from '../../shared/settings-skeleton';
import { ACCOUNT_SECTIONS, TEAM_PAGE, teamIdOf, teamSectionId, type AccountSectionDef } from './sections';
import { TeamNavigationContext, type TeamNavigation } from './sections/teams/team-navigation';
import { SettingsNav, type NavEntry } from '../../shared/settings-nav';
import { useUserTeams } from './use-user-teams';

export interface AccountSettingsProps {
  /** The section to open: an id of ACCOUNT_SECTION_IDS, or `team:<team id>`; the first section by default. */
  section?: string;
  /** Where a signed-out visitor is sent (the app's sign-in page by default). */
  signInUrl?: string;
  /** Called when the person is signed out (after sign-out or account deletion). */
  onSignedOut?(): void;
}

export function AccountSettings({ section, signInUrl }: AccountSettingsProps): ReactNode {
  const t = useTranslation();
  const userState = useUserState();
  const projectState = useProjectState();
  // Nobody signed in is known before the project answers: the final state at once, never the tall shell first.
  if (userState.status === 'ready' && userState.user === null) return <SettingsSignedOut signInUrl={signInUrl} />;
  if (userState.status === 'loading' || projectState.status === 'loading') return <SettingsSkeleton />;
  if (userState.status === 'error') {
    return (
      <div className="stack-settings-state">
        <Alert
          action={
            <Button variant="secondary" size="sm" onClick={userState.retry}>
              {t('action.retry')}
            </Button>
          }
        >
          {describeFailure(userState.error, t).message}
        </Alert>
      </div>
    );
  }
  if (projectState.status === 'error') {
    return (
      <div className="stack-settings-state">
        <Alert
          action={
            <Button variant="secondary" size="sm" onClick={projectState.retry}>
              {t('action.retry')}
            </Button>
          }
        >
          {t('error.projectUnavailable')}
        </Alert>
      </div>
    );
  }
  if (userState.user === null) return <SettingsSignedOut signInUrl={signInUrl} />;
  return <AccountSettingsPanels key={userState.user.id} user={userState.user} project={projectState.project} initialSection={section} />;
}

/** The shell's final layout in grey (heading, ten nav rows, the section's title and rows), so nothing jumps. */
function AccountSettingsPanels({ user, project, initialSection }: { user: CurrentUser; project: Project; initialSection: string | undefined }): ReactNode {
  const t = useTranslation();
  const teams = useUserTeams(user);
  const sections = ACCOUNT_SECTIONS.filter((def) => def.shown?.({ user, project }) ?? true);
  const [currentId, setCurrentId] = useState(() => initialSection ?? sections[0]!.id);
  // The host page may change the attribute later: that opens the named section. Adjusted while rendering, not
  // in an effect: an effect of the first render could run after a quick click and take the person back.
  const [appliedSection, setAppliedSection] = useState(initialSection);
  if (initialSection !== appliedSection) {
    setAppliedSection(initialSection);
    if (initialSection !== undefined) setCurrentId(initialSection);
  }

  // The teams overview's "Open" and a team page's "Leave" move the sidebar, not the content alone.
  const navigation = useMemo<TeamNavigation>(
    () => ({ openTeam: (id) => setCurrentId(teamSectionId(id)), openOverview: () => setCurrentId('teams') }),
    [],
  );
  const teamList = teams.status === 'ready' ? teams.value : [];
  const overview = sections.find((def) => def.group === 'teams');
  let teamId = teamIdOf(currentId);
  let current: AccountSectionDef | null = null;
  // A team the user is not (or no longer) in opens the teams overview, e.g. after leaving it.
  if (teamId !== null && teams.status === 'ready' && !teamList.some((team) => team.id === teamId)) teamId = null;
  if (teamId === null) current = sections.find((def) => def.id === currentId) ?? (teamIdOf(currentId) !== null ? overview : undefined) ?? sections[0]!;
  const activeId = teamId !== null ? teamSectionId(teamId) : current!.id;

  const entry = (def: AccountSectionDef): NavEntry => ({ id: def.id, label: t(def.titleKey), icon: <def.icon {...iconProps} /> });
  const teamEntries: NavEntry[] = teamList.map((team) => ({
    id: teamSectionId(team.id),
    label: team.displayName,
    icon: <Avatar name={team.displayName} id={team.id} src={team.profileImageUrl} size={24} />,
  }));
  const Current = current?.Component;
  return (
    <TeamNavigationContext.Provider value={navigation}>
      {/* The frame is the container the layout measures: the width the settings really get, wherever they sit. */}
    <div className="stack-settings-frame">
      <div className="stack-settings">
        <div className="stack-settings-side">
          <h2 className="stack-settings-heading">{t('accountSettings.title')}</h2>
          <SettingsNav
            label={t('accountSettings.title')}
            menuLabel={t('settings.nav.sections')}
            pickerLabel={(section) => t('settings.nav.picker', { section })}
            groups={[
              { entries: sections.filter((def) => def.group !== 'teams').map(entry) },
              { label: t('settings.nav.teams'), entries: [...teamEntries, ...sections.filter((def) => def.group === 'teams').map(entry)], loading: teams.status === 'loading' },
            ]}
            current={activeId}
            onPick={setCurrentId}
          />
        </div>
        <div className="stack-settings-content">
          {teamId !== null ? <TEAM_PAGE key={teamId} user={user} project={project} teamId={teamId} /> : Current ? <Current user={user} project={project} /> : null}
        </div>
      </div>
    </div>
    </TeamNavigationContext.Provider>
  );
}
