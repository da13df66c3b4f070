// The "teams" section of account settings: the overview of the person's teams as rows ("Open" leads to
// the team's own page), "Create a team" in a dialog, and invitations addressed to the person.
import { useEffect, useState, type ReactNode } from 'react';
import type { ReceivedTeamInvitation } from '../../../../../core/internal';
import { useTranslation } from '../../../../hooks';
import { Avatar } from '../../../../ui/avatar';
import { Badge } from '../../../../ui/badge';
import { Button } from '../../../../ui/button';
import { EmptyState } from '../../../../ui/feedback';
import { iconProps, Plus, Users } from '../../../../ui/icons';
import { Row, RowGroup } from '../../../../ui/row';
import { CreateTeamDialog } from '../../../shared/create-team-dialog';
import { Loaded } from '../../loaded';
import { Section } from '../../../../shared/section';
import type { AccountSectionProps } from '../../section-props';
import { useCached } from '../../../../shared/use-cached';
import { useSectionAction } from '../../../../shared/use-action';
import { useDateFormat } from '../../../../shared/use-date-format';
import { TeamPage } from './team-page';
import { handOver, TeamNavigationContext, takeHandOver, useHeadingFocus, useTeamNavigation, type TeamNavigation } from './team-navigation';

export function TeamsSection({ user, project }: AccountSectionProps): ReactNode {
  const shell = useTeamNavigation();
  const teams = useCached(user.teamsCache());
  const [openId, setOpenId] = useState<string | null>(null);
  if (shell) return <TeamsOverview user={user} project={project} />;
  // Without a shell that lists the teams, the team's page takes the overview's place.
  const inline: TeamNavigation = { openTeam: setOpenId, openOverview: () => setOpenId(null) };
  const open = openId !== null && (teams.status !== 'ready' || teams.value.some((team) => team.id === openId));
  return (
    <TeamNavigationContext.Provider value={inline}>
      {open ? <TeamPage user={user} project={project} teamId={openId} /> : <TeamsOverview user={user} project={project} />}
    </TeamNavigationContext.Provider>
  );
}

function TeamsOverview({ user, project }: AccountSectionProps): ReactNode {
  const t = useTranslation();
  const nav = useTeamNavigation();
  const teams = useCached(user.teamsCache());
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [rootRef, focusHeading] = useHeadingFocus();
  const canCreate = project.config.clientTeamCreationEnabled;

  // Back from a team that was left or deleted: say so here and put focus on the heading.
  useEffect(() => {
    const handed = takeHandOver('teams');
    if (!handed) return;
    setNotice(handed.notice);
    focusHeading();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const openCreate = (): void => {
    setNotice(null);
    setCreating(true);
  };
  const createButton = (variant: 'primary' | 'secondary'): ReactNode =>
    canCreate ? (
      <Button variant={variant} size={variant === 'secondary' ? 'sm' : 'md'} className={variant === 'secondary' ? 'stack-section-action' : undefined} icon={<Plus {...iconProps} />} onClick={openCreate}>
        {t('settings.teams.createTeam')}
      </Button>
    ) : null;

  return (
    <div ref={rootRef} className="stack-teams-overview">
      <Section
        id="teams"
        title={t('settings.teams.title')}
        description={t('settings.teams.description')}
        notice={notice}
        action={teams.status === 'ready' && teams.value.length > 0 ? createButton('secondary') : null}
      >
        <Loaded state={teams} failedText={t('settings.teams.loadFailed')}>
          {(list) =>
            list.length === 0 ? (
              <EmptyState icon={<Users {...iconProps} />} action={createButton('primary')}>
                {t('settings.teams.none')}
              </EmptyState>
            ) : (
              <RowGroup label={t('settings.teams.title')}>
                {list.map((team) => (
                  <Row
                    key={team.id}
                    data-team-id={team.id}
                    leading={<Avatar name={team.displayName} id={team.id} src={team.profileImageUrl} />}
                    title={team.displayName}
                    badges={team.id === user.selectedTeam?.id ? <Badge tone="outline">{t('settings.teams.selectedBadge')}</Badge> : null}
                    actions={
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={t('settings.teams.openTeam', { name: team.displayName })}
                        onClick={() => {
                          handOver(`team:${team.id}`);
                          nav?.openTeam(team.id);
                        }}
                      >
                        {t('settings.teams.open')}
                      </Button>
                    }
                  />
                ))}
              </RowGroup>
            )
          }
        </Loaded>
      </Section>
      <ReceivedInvitations user={user} onJoined={(name) => setNotice(t('settings.teams.joined', { name }))} onFocusHeading={focusHeading} />
      <CreateTeamDialog
        user={user}
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(team) => {
          setCreating(false);
          // The new team's page opens with its heading focused.
          handOver(`team:${team.id}`);
          nav?.openTeam(team.id);
        }}
      />
    </div>
  );
}

/** Invitations to the person's verified e-mails, joinable from here; nothing while there are none. */
function ReceivedInvitations({ user, onJoined, onFocusHeading }: Pick<AccountSectionProps, 'user'> & { onJoined(name: string): void; onFocusHeading(): void }): ReactNode {
  const t = useTranslation();
  const formatDate = useDateFormat();
  const invitations = useCached(user.teamInvitationsCache());
  const action = useSectionAction();
  if (invitations.status !== 'ready' || invitations.value.length === 0) return null;

  async function join(invitation: ReceivedTeamInvitation): Promise<void> {
    if (await action.run(`join:${invitation.id}`, () => invitation.accept())) {
      // As on the invitation page: the joined team becomes the selected one; joining stands if this fails.
      await user.setSelectedTeam(invitation.teamId).catch(() => undefined);
      onJoined(invitation.teamDisplayName);
      // Its row is gone: focus goes to the teams heading, above the team's new row.
      onFocusHeading();
    }
  }

  return (
    <Section id="teams-received" title={t('settings.teams.receivedTitle')} error={action.error}>
      <RowGroup label={t('settings.teams.receivedTitle')}>
        {invitations.value.map((invitation) => (
          <Row
            key={invitation.id}
            data-received-invitation-id={invitation.id}
            leading={<Avatar name={invitation.teamDisplayName} id={invitation.teamId} />}
            title={invitation.teamDisplayName}
            description={t('settings.teams.receivedDescription', { email: invitation.recipientEmail, date: formatDate(invitation.expiresAt) })}
            actions={
              <Button
                size="sm"
                aria-label={t('settings.teams.joinTeam', { name: invitation.teamDisplayName })}
                busy={action.busy === `join:${invitation.id}`}
                busyLabel={t('settings.teams.joining')}
                disabled={action.busy !== null}
                onClick={() => void join(invitation)}
              >
                {t('settings.teams.join')}
              </Button>
            }
          />
        ))}
      </RowGroup>
    </Section>
  );
}
