// One team's page in account settings: its avatar and name, then General | Members | Invitations | API keys
// as tabs, each shown only when the person's permissions in the team allow it.
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { CurrentUser, Project } from '../../../../../core/internal';
import type { UserTeam } from '../../../../../core/internal';
import { useTranslation } from '../../../../hooks';
import { Avatar } from '../../../../ui/avatar';
import { Badge } from '../../../../ui/badge';
import { Button } from '../../../../ui/button';
import { EmptyState } from '../../../../ui/feedback';
import { Alert } from '../../../../ui/form';
import { ArrowLeft, iconProps, KeyRound, Mail, Settings, Users } from '../../../../ui/icons';
import { SegmentedControl, type SegmentOption } from '../../../../ui/segmented-control';
import { Loaded } from '../../loaded';
import { useCached } from '../../../../shared/use-cached';
import { useSectionAction } from '../../../../shared/use-action';
import { TeamApiKeysPanel } from './team-api-keys-panel';
import { TeamGeneralTab } from './team-general-tab';
import { TeamInvitationsPanel } from './team-invitations-panel';
import { TeamMembersTab } from './team-members-tab';
import { takeHandOver, useTeamNavigation } from './team-navigation';
import { useTeamPermission } from './use-team-permission';

export interface TeamPageProps {
  user: CurrentUser;
  project: Project;
  teamId: string;
}

type TeamTab = 'general' | 'members' | 'invitations' | 'api-keys';

export function TeamPage({ user, project, teamId }: TeamPageProps): ReactNode {
  const t = useTranslation();
  const nav = useTeamNavigation();
  const teams = useCached(user.teamsCache());
  return (
    <Loaded state={teams} failedText={t('settings.teams.loadFailed')}>
      {(list) => {
        const team = list.find((candidate) => candidate.id === teamId);
        if (!team) {
          return (
            <EmptyState
              icon={<Users {...iconProps} />}
              action={
                nav ? (
                  <Button variant="secondary" onClick={nav.openOverview}>
                    {t('settings.teams.allTeams')}
                  </Button>
                ) : undefined
              }
            >
              {t('settings.teams.notFound')}
            </EmptyState>
          );
        }
        return <TeamPageBody key={team.id} user={user} project={project} team={team} />;
      }}
    </Loaded>
  );
}

function TeamPageBody({ user, project, team }: { user: CurrentUser; project: Project; team: UserTeam }): ReactNode {
  const t = useTranslation();
  const nav = useTeamNavigation();
  const baseId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [tab, setTab] = useState<TeamTab>('general');
  const canRead = useTeamPermission(user, team, '$read_members');
  const canInvite = useTeamPermission(user, team, '$invite_members');
  const canManageKeys = useTeamPermission(user, team, '$manage_api_keys');
  // The tabs depend on this list: a failed read says so with "Try again" instead of hiding them silently.
  const permissions = useCached(user.permissionsCache(team));

  // Opened by "Open" or right after creating the team: the heading takes focus, never <body>.
  useEffect(() => {
    if (takeHandOver(`team:${team.id}`)) headingRef.current?.focus();
  }, [team.id]);

  const options: SegmentOption<TeamTab>[] = [{ id: 'general', label: t('settings.teams.tab.general'), icon: <Settings {...iconProps} /> }];
  if (canRead === true) options.push({ id: 'members', label: t('settings.teams.tab.members'), icon: <Users {...iconProps} /> });
  if (canInvite === true) options.push({ id: 'invitations', label: t('settings.teams.tab.invitations'), icon: <Mail {...iconProps} /> });
  if (project.config.allowTeamApiKeys && canManageKeys === true) options.push({ id: 'api-keys', label: t('settings.teams.tab.apiKeys'), icon: <KeyRound {...iconProps} /> });
  const current = options.some((option) => option.id === tab) ? tab : 'general';
  const tabbed = options.length > 1;
  const props = { user, project, team };

  return (
    <section className="stack-team-page" part="section" data-section="team" data-team-id={team.id} aria-labelledby={`${baseId}-title`}>
      {nav ? (
        <Button variant="ghost" size="sm" className="stack-team-back" icon={<ArrowLeft {...iconProps} />} onClick={nav.openOverview}>
          {t('settings.teams.allTeams')}
        </Button>
      ) : null}
      <header className="stack-team-header">
        <Avatar name={team.displayName} id={team.id} src={team.profileImageUrl} size={40} />
        <h3 ref={headingRef} id={`${baseId}-title`} className="stack-team-title" tabIndex={-1}>
          {team.displayName}
        </h3>
        <SelectTeam user={user} team={team} headingRef={headingRef} />
      </header>
      {permissions.status === 'error' ? (
        <Loaded state={permissions} failedText={t('settings.teams.permissionsFailed')}>
          {() => null}
        </Loaded>
      ) : null}
      {tabbed ? (
        <div className="stack-team-tabs" part="nav">
          <SegmentedControl<TeamTab> label={t('settings.teams.tabs')} options={options} value={current} onChange={setTab} panelId={`${baseId}-panel`} idPrefix={`${baseId}-tab`} />
        </div>
      ) : null}
      <div
        id={`${baseId}-panel`}
        className="stack-team-panel"
        data-team-tab={current}
        role={tabbed ? 'tabpanel' : undefined}
        aria-labelledby={tabbed ? `${baseId}-tab-${current}` : undefined}
      >
        {current === 'general' ? <TeamGeneralTab {...props} /> : null}
        {current === 'members' ? <TeamMembersTab user={user} team={team} /> : null}
        {current === 'invitations' ? <TeamInvitationsPanel {...props} /> : null}
        {current === 'api-keys' ? <TeamApiKeysPanel {...props} /> : null}
      </div>
    </section>
  );
}

/** "Current team" when it is the selected team, else the button that selects it. */
function SelectTeam({ user, team, headingRef }: { user: CurrentUser; team: UserTeam; headingRef: RefObject<HTMLHeadingElement | null> }): ReactNode {
  const t = useTranslation();
  const action = useSectionAction();
  if (user.selectedTeam?.id === team.id) {
    return (
      <span className="stack-team-current">
        <Badge tone="outline">{t('settings.teams.selectedBadge')}</Badge>
      </span>
    );
  }
  return (
    <div className="stack-team-select">
      <Button
        variant="secondary"
        size="sm"
        busy={action.busy !== null}
        busyLabel={t('settings.teams.selecting')}
        onClick={() =>
          void action.run('select', () => user.setSelectedTeam(team)).then((ok) => {
            // The button turns into the badge: the heading keeps focus on the page.
            if (ok) headingRef.current?.focus();
          })
        }
      >
        {t('settings.teams.select')}
      </Button>
      {action.error ? <Alert>{action.error}</Alert> : null}
    </div>
  );
}
