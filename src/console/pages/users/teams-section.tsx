// The teams the user is a member of, each opening the Teams page on that team.
import type { ReactNode } from 'react';
import { Avatar, Badge, Button, Row, RowGroup, Skeleton } from '../../../react/ui';
import { useConsole } from '../../console-context';
import { ConsoleFailure } from '../../console-failure';
import { ConsoleSection } from '../../console-section';
import { useConsoleT } from '../../i18n';
import { useAdminData } from '../../use-admin-data';
import type { UserSectionProps } from './section-props';

export function TeamsSection({ user }: Pick<UserSectionProps, 'user'>): ReactNode {
  const t = useConsoleT();
  const { navigate } = useConsole();
  const teams = useAdminData(() => user.listTeams(), [user.id]);
  return (
    <ConsoleSection id="user-teams" title={t('users.teams.title')} description={t('users.teams.description')}>
      {teams.status === 'loading' ? (
        <Skeleton lines={1} height={56} />
      ) : teams.status === 'error' ? (
        <ConsoleFailure error={teams.error} retry={() => void teams.reload()} />
      ) : teams.value.length === 0 ? (
        <p className="stack-users-none">{t('users.teams.empty')}</p>
      ) : (
        <RowGroup label={t('users.teams.title')}>
          {teams.value.map((team) => (
            <Row
              key={team.id}
              data-team-id={team.id}
              leading={<Avatar name={team.displayName} id={team.id} src={team.profileImageUrl} size={32} />}
              title={team.displayName}
              badges={user.selectedTeam?.id === team.id ? <Badge tone="neutral">{t('users.teams.selected')}</Badge> : null}
              actions={
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('users.teams.openNamed', {
                    name: team.displayName,
                  })}
                  onClick={() => navigate('teams', team.id)}
                >
                  {t('users.teams.open')}
                </Button>
              }
            />
          ))}
        </RowGroup>
      )}
    </ConsoleSection>
  );
}
