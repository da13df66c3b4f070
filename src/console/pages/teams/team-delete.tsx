// Deleting a team, after a confirmation naming it; then back to the list of teams.
import { useState, type ReactNode } from 'react';
import type { ServerTeam } from '../../../core/internal';
import { useSectionAction } from '../../../react/shared/use-action';
import { Button, ConfirmDialog, iconProps, Trash2 } from '../../../react/ui';
import { useConsole } from '../../console-context';
import { ConsoleSection } from '../../console-section';
import { useConsoleT } from '../../i18n';
import { handFocusOver } from './focus-hand-over';

export function TeamDelete({ team }: { team: ServerTeam }): ReactNode {
  const t = useConsoleT();
  const { navigate } = useConsole();
  const [confirming, setConfirming] = useState(false);
  const action = useSectionAction();
  const name = team.displayName || t('teams.unnamed');
  return (
    <ConsoleSection id="team-delete" title={t('teams.dangerZone')} description={t('teams.dangerDescription')}>
      <div>
        <Button
          variant="danger"
          icon={<Trash2 {...iconProps} />}
          onClick={() => {
            action.setError(null);
            setConfirming(true);
          }}
        >
          {t('teams.delete')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('teams.deleteTitle', { name })}
        description={t('teams.deleteDescription')}
        confirmLabel={t('teams.delete')}
        busyLabel={t('teams.deleting')}
        cancelLabel={t('console.cancel')}
        error={action.error}
        onConfirm={async () => {
          if (!(await action.run('delete', () => team.delete()))) return false;
          handFocusOver();
          navigate('teams');
          return true;
        }}
      />
    </ConsoleSection>
  );
}
