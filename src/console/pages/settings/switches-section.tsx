// What people may do themselves: create teams, get a personal team, delete their account, hold API keys.

import type { ReactNode } from 'react';
import type { AdminProjectConfig } from '../../../core/internal';
import { RowGroup, SavedNote, Switch } from '../../../react/ui';
import { useConsole } from '../../console-context';
import { ConsoleSection } from '../../console-section';
import { useConsoleT, type ConsoleMessageKey } from '../../i18n';
import { useProjectSave } from './use-project-save';

type SwitchKey = keyof Pick<AdminProjectConfig, 'clientTeamCreationEnabled' | 'createTeamOnSignUp' | 'clientUserDeletionEnabled' | 'allowUserApiKeys' | 'allowTeamApiKeys'>;

const SWITCHES: readonly { key: SwitchKey; label: ConsoleMessageKey; description: ConsoleMessageKey }[] = [
  { key: 'clientTeamCreationEnabled', label: 'settings.clientTeamCreation', description: 'settings.clientTeamCreationDescription' },
  { key: 'createTeamOnSignUp', label: 'settings.createTeamOnSignUp', description: 'settings.createTeamOnSignUpDescription' },
  { key: 'clientUserDeletionEnabled', label: 'settings.clientUserDeletion', description: 'settings.clientUserDeletionDescription' },
  { key: 'allowUserApiKeys', label: 'settings.userApiKeys', description: 'settings.userApiKeysDescription' },
  { key: 'allowTeamApiKeys', label: 'settings.teamApiKeys', description: 'settings.teamApiKeysDescription' },
];

export function SwitchesSection(): ReactNode {
  const t = useConsoleT();
  const { project } = useConsole();
  const saver = useProjectSave();
  const savedCount = Object.values(saver.saved).reduce((sum, count) => sum + count, 0);
  return (
    <ConsoleSection id="settings-users" title={t('settings.usersTitle')} description={t('settings.usersDescription')} error={saver.failure?.message ?? null} action={savedCount > 0 ? <SavedNote key={savedCount}>{t('settings.saved')}</SavedNote> : undefined}>
      <RowGroup label={t('settings.usersTitle')}>
        {SWITCHES.map((item) => (
          <li key={item.key} className="stack-row" part="row" data-setting={item.key}>
            <Switch
              label={t(item.label)}
              description={t(item.description)}
              checked={project.config[item.key]}
              busy={saver.busy === item.key}
              disabled={saver.busy !== null}
              onChange={(on) => void saver.save(item.key, { config: { [item.key]: on } })}
            />
          </li>
        ))}
      </RowGroup>
    </ConsoleSection>
  );
}
