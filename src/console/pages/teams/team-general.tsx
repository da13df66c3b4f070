// A team's name, changed in place; "Saved." appears beside the button.
import { useState, type ReactNode } from 'react';
import type { ServerTeam } from '../../../core/internal';
import { useSectionAction } from '../../../react/shared/use-action';
import { Actions, Button, Form, SavedNote, TextField } from '../../../react/ui';
import { ConsoleSection } from '../../console-section';
import { useConsoleT } from '../../i18n';

export function TeamGeneral({ team, onRenamed }: { team: ServerTeam; onRenamed(): Promise<void> }): ReactNode {
  const t = useConsoleT();
  const [name, setName] = useState(team.displayName);
  const [nameError, setNameError] = useState<string | null>(null);
  const [checks, setChecks] = useState(0);
  const [saves, setSaves] = useState(0);
  const action = useSectionAction();
  const busy = action.busy !== null;

  async function submit(): Promise<void> {
    const displayName = name.trim();
    if (displayName === '') {
      setNameError(t('teams.nameRequired'));
      setChecks((count) => count + 1);
      return;
    }
    if (!(await action.run('rename', () => team.update({ displayName })))) return;
    setName(displayName);
    setSaves((count) => count + 1);
    await onRenamed();
  }

  return (
    <ConsoleSection id="team-general" title={t('teams.general')} description={t('teams.generalDescription')} error={action.error}>
      <Form className="stack-console-team-rename" onSubmit={() => void submit()} busy={busy} failureCount={action.failures + checks}>
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
        <Actions>
          <Button type="submit" variant="secondary" busy={busy} busyLabel={t('console.saving')} disabled={name.trim() === team.displayName}>
            {t('teams.rename')}
          </Button>
          {saves > 0 && !busy ? <SavedNote key={saves}>{t('teams.renamed')}</SavedNote> : null}
        </Actions>
      </Form>
    </ConsoleSection>
  );
}
