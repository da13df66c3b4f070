// Creating a team from the console: a name only; the team starts without members.
import { useState, type ReactNode } from 'react';
import type { ServerTeam } from '../../../core/internal';
import { useSectionAction } from '../../../react/shared/use-action';
import { Alert, FormDialog, TextField } from '../../../react/ui';
import { useConsole } from '../../console-context';
import { useConsoleT } from '../../i18n';

export interface CreateTeamDialogProps {
  open: boolean;
  onClose(): void;
  onCreated(team: ServerTeam): void;
}

export function CreateTeamDialog(props: CreateTeamDialogProps): ReactNode {
  // Mounted per opening: an empty name and no old error each time.
  return props.open ? <CreateTeamDialogBody {...props} /> : null;
}

function CreateTeamDialogBody({ onClose, onCreated }: CreateTeamDialogProps): ReactNode {
  const t = useConsoleT();
  const { adminApp } = useConsole();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [checks, setChecks] = useState(0);
  const action = useSectionAction();
  const busy = action.busy !== null;

  async function submit(): Promise<void> {
    const displayName = name.trim();
    if (displayName === '') {
      setNameError(t('teams.nameRequired'));
      setChecks((count) => count + 1);
      return;
    }
    let created: ServerTeam | null = null;
    const ok = await action.run('create', async () => {
      created = await adminApp.createTeam({ displayName });
    });
    if (ok && created !== null) onCreated(created);
  }

  return (
    <FormDialog
      onClose={onClose}
      title={t('teams.createTitle')}
      description={t('teams.createDescription')}
      busy={busy}
      cancelLabel={t('console.cancel')}
      submitLabel={t('teams.create')}
      busyLabel={t('teams.creating')}
      onSubmit={() => void submit()}
      failureCount={action.failures + checks}
    >
      <TextField
        label={t('teams.nameLabel')}
        name="team-name"
        value={name}
        onValueChange={(value) => {
          setName(value);
          setNameError(null);
        }}
        autoComplete="off"
        error={nameError}
      />
      {action.error ? <Alert>{action.error}</Alert> : null}
    </FormDialog>
  );
}
