// One team's page: back to all teams, the team's avatar, name, creation date and id, then its name,
// its members with their team permissions, and deleting it.
import { useRef, type ReactNode } from 'react';
import type { ServerTeam } from '../../../core/internal';
import { useDateFormat } from '../../../react/shared/use-date-format';
import { ArrowLeft, Avatar, Building2, Button, EmptyState, iconProps, Skeleton } from '../../../react/ui';
import { useConsole } from '../../console-context';
import { ConsoleFailure } from '../../console-failure';
import { useConsoleT } from '../../i18n';
import { useAdminData } from '../../use-admin-data';
import { handFocusOver, useHandedFocus } from './focus-hand-over';
import { TeamDelete } from './team-delete';
import { TeamGeneral } from './team-general';
import { TeamMembers } from './team-members';

export function TeamPage({ teamId }: { teamId: string }): ReactNode {
  const t = useConsoleT();
  const { adminApp, navigate } = useConsole();
  const team = useAdminData(() => adminApp.getTeam(teamId), [adminApp, teamId]);
  let body: ReactNode;
  if (team.status === 'loading') body = <Skeleton lines={3} height={56} label={t('console.loading')} />;
  else if (team.status === 'error') body = <ConsoleFailure error={team.error} retry={() => void team.reload()} />;
  else if (team.value === null) {
    body = (
      <EmptyState
        icon={<Building2 {...iconProps} size={20} />}
        action={
          <Button variant="secondary" onClick={() => {
            handFocusOver();
            navigate('teams');
          }}>
            {t('teams.allTeams')}
          </Button>
        }
      >
        {t('teams.notFound')}
      </EmptyState>
    );
  } else body = <TeamPageBody key={team.value.id} team={team.value} reload={team.reload} />;
  return (
    <div className="stack-console-team" data-team-id={teamId}>
      <Button variant="ghost" size="sm" className="stack-console-team-back" icon={<ArrowLeft {...iconProps} />} onClick={() => {
            handFocusOver();
            navigate('teams');
          }}>
        {t('teams.allTeams')}
      </Button>
      {body}
    </div>
  );
}

function TeamPageBody({ team, reload }: { team: ServerTeam; reload(): Promise<void> }): ReactNode {
  const t = useConsoleT();
  const formatDate = useDateFormat();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useHandedFocus(headingRef, true);
  const name = team.displayName || t('teams.unnamed');
  return (
    <>
      <header className="stack-console-team-header">
        <Avatar name={name} id={team.id} src={team.profileImageUrl} size={40} />
        <div className="stack-console-team-heading">
          <h3 ref={headingRef} className="stack-console-team-title" tabIndex={-1}>
            {name}
          </h3>
          <p className="stack-console-team-meta">
            <span>{t('teams.createdOn', { date: formatDate(team.createdAt) })}</span>
            <code className="stack-console-team-id">{t('teams.teamId', { id: team.id })}</code>
          </p>
        </div>
      </header>
      <TeamGeneral team={team} onRenamed={reload} />
      <TeamMembers team={team} />
      <TeamDelete team={team} />
    </>
  );
}
