// Deleting the project: a dialog that names the action and asks for the project's name typed out; then
// the host hears project-changed (deleted) and the console goes back to the list of projects.

import { useState, type ReactNode } from 'react';
import { Button, ConfirmDialog, Row, RowGroup } from '../../../react/ui';
import { describeFailure } from '../../../react/errors';
import { useTranslation } from '../../../react/hooks';
import { useConsole } from '../../console-context';
import { ConsoleSection } from '../../console-section';
import { useConsoleT } from '../../i18n';

export function DangerSection(): ReactNode {
  const t = useConsoleT();
  const words = useTranslation();
  const { project, emit, openProjects } = useConsole();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = project.displayName;

  async function remove(): Promise<boolean> {
    setError(null);
    try {
      await project.delete();
    } catch (failure) {
      setError(describeFailure(failure, words).message);
      return false;
    }
    emit({ type: 'project-changed', projectId: null, reason: 'deleted' });
    openProjects();
    return true;
  }

  return (
    <ConsoleSection id="settings-danger" title={t('settings.dangerTitle')} description={t('settings.dangerDescription')}>
      <RowGroup label={t('settings.dangerTitle')}>
        <Row
          title={t('settings.delete')}
          description={t('settings.deleteDescription')}
          actions={
            <Button variant="danger" size="sm" onClick={() => setOpen(true)}>
              {t('settings.delete')}
            </Button>
          }
        />
      </RowGroup>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('settings.deleteTitle', { name })}
        description={t('settings.deleteBody')}
        confirmLabel={t('settings.delete')}
        busyLabel={t('settings.deleting')}
        cancelLabel={t('console.cancel')}
        confirmWord={{ word: name, label: t('settings.deleteWord', { name }) }}
        error={error}
        onConfirm={remove}
      />
    </ConsoleSection>
  );
}
