// A team's Members tab: who is in the team, as rows (avatar, name, "You" and "Admin" badges); holders of
// $remove_members remove others through the row's "…" menu after confirming. The client view of a member
// has their name and image in the team only (PROTOCOL.md §4.5), so e-mails show for the person themself.
import { useState, type ReactNode } from 'react';
import { KnownErrors } from '../../../../../protocol/errors/client';
import { useTranslation } from '../../../../hooks';
import { Avatar } from '../../../../ui/avatar';
import { Badge } from '../../../../ui/badge';
import { ConfirmDialog } from '../../../../ui/dialog';
import { iconProps, Trash2 } from '../../../../ui/icons';
import { MenuItem } from '../../../../ui/menu';
import { Row, RowGroup, RowMenu } from '../../../../ui/row';
import { EmailAddress } from '../../../../ui/email-address';
import { Loaded } from '../../loaded';
import { Section } from '../../../../shared/section';
import { useCached } from '../../../../shared/use-cached';
import { useSectionAction } from '../../../../shared/use-action';
import { memberName } from './member-name';
import { useHeadingFocus } from './team-navigation';
import type { TeamPanelProps } from './team-panel-props';
import { useTeamPermission } from './use-team-permission';

export function TeamMembersTab({ user, team }: Pick<TeamPanelProps, 'user' | 'team'>): ReactNode {
  const t = useTranslation();
  const members = useCached(team.usersCache());
  const canRemove = useTeamPermission(user, team, '$remove_members') === true;
  const isAdmin = useTeamPermission(user, team, 'team_admin') === true;
  const action = useSectionAction((failure) => (failure instanceof KnownErrors.TeamPermissionRequired ? t('settings.teams.permissionRequired') : null));
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [rootRef, focusHeading] = useHeadingFocus();

  return (
    <div ref={rootRef} className="stack-team-members">
      <Section
        id="team-members"
        title={t('settings.teams.membersTitle')}
        description={t('settings.teams.membersDescription')}
        error={removing ? null : action.error}
        notice={notice}
      >
        <Loaded state={members} failedText={t('settings.teams.membersLoadFailed')}>
          {(list) => (
            <RowGroup label={t('settings.teams.membersTitle')}>
              {list.map((member) => {
                const own = member.id === user.id;
                const name = memberName(member, user);
                const label = name ?? t('settings.teams.unnamedMember');
                return (
                  <Row
                    key={member.id}
                    data-member-id={member.id}
                    leading={<Avatar name={name} id={member.id} src={member.teamProfile.profileImageUrl} />}
                    title={name === null ? <span className="stack-muted">{label}</span> : name.includes('@') ? <EmailAddress>{name}</EmailAddress> : name}
                    description={own && user.primaryEmail && user.primaryEmail !== name ? <EmailAddress>{user.primaryEmail}</EmailAddress> : undefined}
                    badges={
                      own ? (
                        <>
                          <Badge tone="primary">{t('settings.teams.you')}</Badge>
                          {isAdmin ? <Badge tone="outline">{t('settings.teams.adminBadge')}</Badge> : null}
                        </>
                      ) : null
                    }
                    actions={
                      canRemove && !own ? (
                        <RowMenu label={t('settings.teams.memberActions', { name: label })}>
                          <MenuItem
                            danger
                            icon={<Trash2 {...iconProps} />}
                            onSelect={() => {
                              setNotice(null);
                              action.setError(null);
                              setRemoving({ id: member.id, name: label });
                            }}
                          >
                            {t('settings.teams.removeMember')}
                          </MenuItem>
                        </RowMenu>
                      ) : null
                    }
                  />
                );
              })}
            </RowGroup>
          )}
        </Loaded>
      </Section>
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('settings.teams.removeMemberTitle', { name: removing?.name ?? '' })}
        description={t('settings.teams.removeMemberDescription')}
        confirmLabel={t('settings.teams.removeMemberConfirm')}
        busyLabel={t('settings.teams.removingMember')}
        cancelLabel={t('settings.teams.cancel')}
        error={action.error}
        onConfirm={async () => {
          const member = removing;
          if (!member || !(await action.run('remove', () => team.removeUser(member.id)))) return false;
          setNotice(t('settings.teams.memberRemoved', { name: member.name }));
          // The row and its menu are gone: the list's heading takes focus.
          focusHeading();
          return true;
        }}
      />
    </div>
  );
}
