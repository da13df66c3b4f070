// A team's members: avatar, name and e-mail, their direct team permissions as badges; the row's menu edits
// the permissions or removes the member (after confirming). "Add member" adds an existing user.
import { useState, type ReactNode } from 'react';
import type { ServerTeam } from '../../../core/internal';
import { useSectionAction } from '../../../react/shared/use-action';
import { Avatar, Badge, personAvatarName, Button, ConfirmDialog, EmptyState, iconProps, MenuItem, MenuSeparator, Plus, Row, RowGroup, RowMenu, ShieldCheck, Skeleton, Trash2, UserRound, Users } from '../../../react/ui';
import { useConsole } from '../../console-context';
import { ConsoleFailure } from '../../console-failure';
import { ConsoleSection, useHeadingFocus } from '../../console-section';
import { useConsoleT } from '../../i18n';
import { useAdminData } from '../../use-admin-data';
import { AddMemberDialog } from './add-member-dialog';
import { MemberPermissionsDialog } from './member-permissions-dialog';
import { loadTeamMembers, memberLabel, type TeamMember } from './use-team-members';

export function TeamMembers({ team }: { team: ServerTeam }): ReactNode {
  const t = useConsoleT();
  const { adminApp, navigate } = useConsole();
  const members = useAdminData(() => loadTeamMembers(adminApp, team), [adminApp, team.id]);
  const definitions = useAdminData(() => adminApp.listTeamPermissionDefinitions(), [adminApp]);
  const heading = useHeadingFocus();
  const [notice, setNotice] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<TeamMember | null>(null);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const remove = useSectionAction();
  const teamName = team.displayName || t('teams.unnamed');
  const label = (member: TeamMember): string => memberLabel(member.user, t('teams.unnamedMember'));

  const addButton = (
    <Button
      variant="secondary"
      icon={<Plus {...iconProps} />}
      onClick={() => {
        setNotice(null);
        setAdding(true);
      }}
    >
      {t('teams.addMember')}
    </Button>
  );

  let body: ReactNode;
  if (members.status === 'loading') body = <Skeleton lines={2} height={56} label={t('console.loading')} />;
  else if (members.status === 'error') body = <ConsoleFailure error={members.error} retry={() => void members.reload()} />;
  else if (members.value.length === 0) {
    body = (
      <EmptyState icon={<Users {...iconProps} size={20} />} action={addButton}>
        {t('teams.membersEmpty')}
      </EmptyState>
    );
  } else {
    body = (
      <RowGroup label={t('teams.membersLabel', { team: teamName })}>
        {members.value.map((member) => {
          const { user } = member;
          const name = label(member);
          // Under the name: the e-mail, unless it is the name; the id for a user with neither.
          const caption = user.displayName ? (user.primaryEmail ?? t('teams.noEmail')) : user.primaryEmail ? null : user.id;
          return (
            <Row
              key={user.id}
              data-member-id={user.id}
              leading={<Avatar name={personAvatarName(user)} id={user.id} src={user.profileImageUrl} />}
              title={name}
              description={
                <>
                  {caption ? <span className="stack-console-member-email">{caption}</span> : null}
                  <span className="stack-console-member-permissions" data-member-permissions="">
                    {member.permissionIds.length === 0 ? (
                      <span>{t('teams.noPermissions')}</span>
                    ) : (
                      member.permissionIds.map((id) => (
                        <Badge key={id} tone="neutral">
                          {id}
                        </Badge>
                      ))
                    )}
                  </span>
                </>
              }
              actions={
                <RowMenu label={t('teams.memberActions', { name })}>
                  <MenuItem
                    icon={<ShieldCheck {...iconProps} />}
                    onSelect={() => {
                      setNotice(null);
                      setEditing(member);
                    }}
                  >
                    {t('teams.editPermissions')}
                  </MenuItem>
                  <MenuItem icon={<UserRound {...iconProps} />} onSelect={() => navigate('users', user.id)}>
                    {t('teams.openUser')}
                  </MenuItem>
                  <MenuSeparator />
                  <MenuItem
                    danger
                    icon={<Trash2 {...iconProps} />}
                    onSelect={() => {
                      setNotice(null);
                      remove.setError(null);
                      setRemoving(member);
                    }}
                  >
                    {t('teams.removeMember')}
                  </MenuItem>
                </RowMenu>
              }
            />
          );
        })}
      </RowGroup>
    );
  }

  return (
    <ConsoleSection
      id="team-members"
      title={t('teams.members')}
      description={t('teams.membersDescription')}
      action={members.status === 'ready' && members.value.length > 0 ? addButton : undefined}
      notice={notice}
      headingRef={heading.ref}
    >
      {body}
      <AddMemberDialog
        open={adding}
        team={team}
        onClose={() => setAdding(false)}
        onAdded={async (name) => {
          setAdding(false);
          await members.reload();
          setNotice(t('teams.added', { name }));
        }}
      />
      <MemberPermissionsDialog
        member={editing}
        team={team}
        definitions={definitions}
        memberName={editing ? label(editing) : ''}
        onClose={() => setEditing(null)}
        onFailed={() => void members.reload()}
        onSaved={async (name) => {
          setEditing(null);
          await members.reload();
          setNotice(t('teams.permissionsSaved', { name }));
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('teams.removeTitle', { name: removing ? label(removing) : '', team: teamName })}
        description={t('teams.removeDescription')}
        confirmLabel={t('teams.removeConfirm')}
        busyLabel={t('teams.removing')}
        cancelLabel={t('console.cancel')}
        error={remove.error}
        onConfirm={async () => {
          const member = removing;
          if (!member || !(await remove.run('remove', () => team.removeUser(member.user.id)))) return false;
          await members.reload();
          setNotice(t('teams.removed', { name: label(member) }));
          // The row and its menu are gone: the section heading takes focus.
          heading.request();
          return true;
        }}
      />
    </ConsoleSection>
  );
}
