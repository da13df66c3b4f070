// The project's teams, newest first, filtered as you type (the teams endpoint has no search, so the
// filter runs here): avatar, name, creation date, and the way into each team's page.
import { useState, type ReactNode } from 'react';
import type { ServerTeam } from '../../../core/internal';
import { useDateFormat } from '../../../react/shared/use-date-format';
import { Avatar, Building2, Button, EmptyState, iconProps, Plus, Row, RowGroup, Skeleton, TextField } from '../../../react/ui';
import { useConsole } from '../../console-context';
import { ConsoleFailure } from '../../console-failure';
import { ConsoleSection, useHeadingFocus } from '../../console-section';
import { useConsoleT } from '../../i18n';
import { useAdminData } from '../../use-admin-data';
import { CreateTeamDialog } from './create-team-dialog';
import { handFocusOver, useHandedFocus } from './focus-hand-over';

export function TeamList(): ReactNode {
  const t = useConsoleT();
  const { adminApp, navigate } = useConsole();
  const formatDate = useDateFormat();
  const teams = useAdminData(async () => (await adminApp.listTeams()).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()), [adminApp]);
  const [query, setQuery] = useState('');
  const [creating, setCreating] = useState(false);
  const heading = useHeadingFocus();
  useHandedFocus(heading.ref, teams.status !== 'loading');
  const open = (id: string): void => {
    handFocusOver();
    navigate('teams', id);
  };

  const createButton = (
    <Button variant="primary" icon={<Plus {...iconProps} />} onClick={() => setCreating(true)}>
      {t('teams.create')}
    </Button>
  );

  let body: ReactNode;
  if (teams.status === 'loading') body = <Skeleton lines={3} height={56} label={t('console.loading')} />;
  else if (teams.status === 'error') body = <ConsoleFailure error={teams.error} retry={() => void teams.reload()} />;
  else if (teams.value.length === 0) {
    body = (
      <EmptyState icon={<Building2 {...iconProps} size={20} />} action={createButton}>
        {t('teams.empty')}
      </EmptyState>
    );
  } else {
    const wanted = query.trim().toLowerCase();
    const shown = wanted === '' ? teams.value : teams.value.filter((team) => matches(team, wanted));
    body = (
      <>
        <TextField
          label={t('teams.search')}
          hideLabel
          type="search"
          name="team-search"
          placeholder={t('teams.searchPlaceholder')}
          value={query}
          onValueChange={setQuery}
          autoComplete="off"
          className="stack-teams-search"
        />
        {shown.length === 0 ? (
          <p className="stack-teams-no-match" role="status">
            {t('teams.noMatch', { query: query.trim() })}
          </p>
        ) : (
          <RowGroup label={t('teams.listLabel')}>
            {shown.map((team) => {
              const name = team.displayName || t('teams.unnamed');
              return (
                <Row
                  key={team.id}
                  data-team-id={team.id}
                  leading={<Avatar name={name} id={team.id} src={team.profileImageUrl} />}
                  title={team.displayName || <span className="stack-teams-muted">{name}</span>}
                  description={t('teams.createdOn', { date: formatDate(team.createdAt) })}
                  actions={
                    <Button variant="secondary" size="sm" aria-label={t('teams.openLabel', { name })} onClick={() => open(team.id)}>
                      {t('teams.open')}
                    </Button>
                  }
                />
              );
            })}
          </RowGroup>
        )}
      </>
    );
  }

  return (
    <ConsoleSection
      id="teams"
      title={t('teams.title')}
      description={t('teams.description')}
      action={teams.status === 'ready' && teams.value.length > 0 ? createButton : undefined}
      headingRef={heading.ref}
    >
      {body}
      <CreateTeamDialog open={creating} onClose={() => setCreating(false)} onCreated={(team) => open(team.id)} />
    </ConsoleSection>
  );
}

function matches(team: ServerTeam, wanted: string): boolean {
  return team.displayName.toLowerCase().includes(wanted) || team.id.toLowerCase() === wanted;
}
