// "Create a project": name (required), description, production mode, and the owning team (the owner's
// selected team, else their first; a picker only when they have several).

import { useState, type ReactNode } from 'react';
import type { CurrentUser } from '../../../core/internal';
import type { AdminOwnedProject } from '../../../core/internal';
import { useFieldAction } from '../../../react/shared/use-field-action';
import { Alert, FormDialog, SelectField, Skeleton, Switch, TextField } from '../../../react/ui';
import { useConsoleT } from '../../i18n';
import { useAdminData } from '../../use-admin-data';

export interface CreateProjectDialogProps {
  owner: CurrentUser;
  open: boolean;
  onClose(): void;
  /** After the project exists (the dialog should close). */
  onCreated(project: AdminOwnedProject): void;
}

export function CreateProjectDialog(props: CreateProjectDialogProps): ReactNode {
  // Mounted per opening, so every opening starts empty and without an old error.
  return props.open ? <CreateProjectDialogBody {...props} /> : null;
}

function CreateProjectDialogBody({ owner, onClose, onCreated }: CreateProjectDialogProps): ReactNode {
  const t = useConsoleT();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [production, setProduction] = useState(false);
  const [pickedTeam, setPickedTeam] = useState<string | null>(null);
  const teams = useAdminData(() => owner.listTeams(), [owner]);
  const create = useFieldAction(['displayName']);
  const busy = create.action.busy !== null;
  const teamList = teams.status === 'ready' ? teams.value : [];
  const owningTeam = pickedTeam ?? (teamList.find((team) => team.id === owner.selectedTeam?.id) ?? teamList[0])?.id ?? null;

  async function submit(): Promise<void> {
    const displayName = name.trim();
    if (!displayName) return create.invalid(t('projects.nameRequired'));
    if (owningTeam === null) return;
    // An object, so the assignment inside the callback survives TypeScript's narrowing.
    const created: { project?: AdminOwnedProject } = {};
    const ok = await create.action.run('create', async () => {
      created.project = await owner.createProject({
        displayName,
        description: description.trim(),
        teamId: owningTeam,
        // Production mode refuses localhost (SPEC §5): the two are set together or the server says no.
        ...(production ? { isProductionMode: true, config: { allowLocalhost: false } } : {}),
      });
    });
    if (ok && created.project) onCreated(created.project);
  }

  return (
    <FormDialog
      onClose={onClose}
      title={t('projects.createTitle')}
      description={t('projects.createDescription')}
      busy={busy}
      cancelLabel={t('console.cancel')}
      submitLabel={t('projects.create')}
      busyLabel={t('projects.creating')}
      submitDisabled={teams.status !== 'ready' || owningTeam === null}
      onSubmit={() => void submit()}
      failureCount={create.failures}
    >
      <TextField label={t('projects.name')} name="project-name" value={name} onValueChange={setName} autoComplete="off" maxLength={200} required error={create.fieldError} disabled={busy} />
      <TextField
        label={t('projects.projectDescription')}
        name="project-description"
        value={description}
        onValueChange={setDescription}
        autoComplete="off"
        maxLength={500}
        hint={t('projects.projectDescriptionHint')}
        disabled={busy}
      />
      <Switch label={t('projects.productionMode')} description={t('projects.productionModeHint')} checked={production} onChange={setProduction} disabled={busy} />
      {teams.status === 'loading' ? <Skeleton height={36} label={t('console.loading')} /> : null}
      {teamList.length > 1 ? (
        <SelectField
          label={t('projects.team')}
          name="owner-team"
          hint={t('projects.teamHint')}
          value={owningTeam ?? ''}
          options={teamList.map((team) => ({ value: team.id, label: team.displayName }))}
          disabled={busy}
          onValueChange={setPickedTeam}
        />
      ) : null}
      {teams.status === 'ready' && owningTeam === null ? <Alert kind="info">{t('projects.noTeam')}</Alert> : null}
      {teams.status === 'error' ? <Alert>{t('console.loadFailed')}</Alert> : null}
      {create.formError ? <Alert>{create.formError}</Alert> : null}
    </FormDialog>
  );
}
