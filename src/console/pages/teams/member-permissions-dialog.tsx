// A member's team permissions: every team permission of the project as a checkbox, ticked when held
// directly; saving grants the newly ticked ones and revokes the unticked ones.
import { useState, type ReactNode } from 'react';
import type { ServerTeam } from '../../../core/internal';
import { useSectionAction } from '../../../react/shared/use-action';
import { Alert, FormDialog, Skeleton } from '../../../react/ui';
import { ConsoleFailure } from '../../console-failure';
import { useConsoleT } from '../../i18n';
import type { AdminDataState } from '../../use-admin-data';
import { PermissionChecklist } from '../permissions/permission-checklist';
import { isSystemPermission } from '../permissions/permission-id';
import type { AdminPermissionDefinition } from '../permissions/scope-api';
import type { TeamMember } from './use-team-members';

export interface MemberPermissionsDialogProps {
  member: TeamMember | null;
  memberName: string;
  team: ServerTeam;
  /** The project's team permission definitions. */
  definitions: AdminDataState<AdminPermissionDefinition[]>;
  onClose(): void;
  onSaved(name: string): Promise<void>;
  /** A failed save may have granted or revoked some: the list reads the grants again. */
  onFailed(): void;
}

export function MemberPermissionsDialog(props: MemberPermissionsDialogProps): ReactNode {
  // Mounted per opening: the ticks start from the member's grants each time.
  return props.member ? <MemberPermissionsDialogBody {...props} member={props.member} /> : null;
}

function MemberPermissionsDialogBody({ member, memberName, team, definitions, onClose, onSaved, onFailed }: MemberPermissionsDialogProps & { member: TeamMember }): ReactNode {
  const t = useConsoleT();
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(member.permissionIds));
  const action = useSectionAction();
  const busy = action.busy !== null;
  // The project's own permissions first, then the built-in ones.
  const options = (definitions.value ?? [])
    .slice()
    .sort((a, b) => Number(isSystemPermission(a.id)) - Number(isSystemPermission(b.id)) || a.id.localeCompare(b.id));

  async function submit(): Promise<void> {
    const held = new Set(member.permissionIds);
    const grant = [...selected].filter((id) => !held.has(id));
    const revoke = member.permissionIds.filter((id) => !selected.has(id));
    const ok = await action.run('save', async () => {
      for (const id of grant) await member.user.grantPermission(team, id);
      for (const id of revoke) await member.user.revokePermission(team, id);
    });
    if (ok) await onSaved(memberName);
    else onFailed();
  }

  let body: ReactNode;
  if (definitions.status === 'loading') body = <Skeleton lines={3} label={t('console.loading')} />;
  else if (definitions.status === 'error') body = <ConsoleFailure error={definitions.error} retry={() => void definitions.reload()} />;
  else {
    body = (
      <PermissionChecklist
        legend={t('teams.permissionsLegend')}
        empty={t('teams.permissionsNone')}
        options={options}
        selected={selected}
        disabled={busy}
        onToggle={(id, checked) =>
          setSelected((current) => {
            const next = new Set(current);
            if (checked) next.add(id);
            else next.delete(id);
            return next;
          })
        }
      />
    );
  }

  return (
    <FormDialog
      onClose={onClose}
      title={t('teams.permissionsTitle', { name: memberName })}
      description={t('teams.permissionsDescription', { team: team.displayName || t('teams.unnamed') })}
      busy={busy}
      cancelLabel={t('console.cancel')}
      submitLabel={t('teams.permissionsSave')}
      busyLabel={t('teams.permissionsSaving')}
      submitDisabled={definitions.status !== 'ready'}
      onSubmit={() => void submit()}
      failureCount={action.failures}
    >
      {body}
      {action.error ? <Alert>{action.error}</Alert> : null}
    </FormDialog>
  );
}
