// Creating a team from the console: a name only; the team starts without members.
import { useId, useState, type ReactNode } from 'react';
import type { ServerTeam } from '../../../../core/apps/server/server-team';
import { useSectionAction } from '../../../components/account-settings/use-action';
import { Alert, Button, Dialog, Form, TextField } from '../../../ui';
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
  const formId = useId();
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
    <Dialog
      open
      onClose={onClose}
      busy={busy}
      title={t('teams.createTitle')}
      description={t('teams.createDescription')}
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {t('console.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={busy} busyLabel={t('teams.creating')}>
            {t('teams.create')}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={() => void submit()} busy={busy} failureCount={action.failures + checks}>
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
      </Form>
    </Dialog>
  );
}
