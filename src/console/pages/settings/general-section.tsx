// The project's name and description, saved together.

import { useState, type ReactNode } from 'react';
import { Actions, Button, Form, SavedNote, TextField } from '../../../react/ui';
import { useConsole } from '../../console-context';
import { ConsoleSection } from '../../console-section';
import { useConsoleT } from '../../i18n';
import { useProjectSave } from './use-project-save';

export function GeneralSection(): ReactNode {
  const t = useConsoleT();
  const { project } = useConsole();
  const saver = useProjectSave();
  const [name, setName] = useState(project.displayName);
  const [description, setDescription] = useState(project.description);
  const [nameError, setNameError] = useState<string | null>(null);
  const [failures, setFailures] = useState(0);

  async function submit(): Promise<void> {
    const displayName = name.trim();
    if (!displayName) {
      setNameError(t('settings.nameRequired'));
      setFailures((count) => count + 1);
      return;
    }
    setNameError(null);
    if (!(await saver.save('general', { displayName, description: description.trim() }))) setFailures((count) => count + 1);
  }

  const busy = saver.busy === 'general';
  const saved = saver.saved['general'] ?? 0;
  return (
    <ConsoleSection id="settings-general" title={t('settings.generalTitle')} description={t('settings.generalDescription')} error={saver.failure?.message ?? null}>
      <Form onSubmit={() => void submit()} busy={busy} failureCount={failures} aria-label={t('settings.generalTitle')}>
        <TextField label={t('settings.name')} name="project-name" autoComplete="off" value={name} onValueChange={setName} error={nameError} disabled={busy} />
        <TextField
          label={t('settings.projectDescription')}
          name="project-description"
          autoComplete="off"
          value={description}
          onValueChange={setDescription}
          hint={t('settings.projectDescriptionHint')}
          disabled={busy}
        />
        <Actions>
          <Button type="submit" busy={busy} busyLabel={t('settings.saving')}>
            {t('settings.save')}
          </Button>
          {saved > 0 ? <SavedNote key={saved}>{t('settings.saved')}</SavedNote> : null}
        </Actions>
      </Form>
    </ConsoleSection>
  );
}
