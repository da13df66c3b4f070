// What happens when someone signs in with a provider whose e-mail already belongs to an account:
// link it, refuse it, or make a separate account (the config's OAuth account merge strategy).

import type { ReactNode } from 'react';
import { OAUTH_ACCOUNT_MERGE_STRATEGIES, type OAuthAccountMergeStrategyWire } from '../../../protocol/wire/admin-projects';
import { SavedNote, SelectField } from '../../../react/ui';
import { useConsole } from '../../console-context';
import { useConsoleT, type ConsoleMessageKey } from '../../i18n';
import type { ProjectSave } from '../settings/use-project-save';

const WORDS: Record<OAuthAccountMergeStrategyWire, ConsoleMessageKey> = {
  link_method: 'auth-methods.mergeLink',
  raise_error: 'auth-methods.mergeRefuse',
  allow_duplicates: 'auth-methods.mergeSeparate',
};

export function MergeStrategyField({ saver }: { saver: ProjectSave }): ReactNode {
  const t = useConsoleT();
  const { project } = useConsole();
  const saved = saver.saved['merge'] ?? 0;
  return (
    <div data-setting="oauthAccountMergeStrategy">
      <SelectField
        label={t('auth-methods.mergeLabel')}
        name="merge-strategy"
        hint={t('auth-methods.mergeHint')}
        value={project.config.oauthAccountMergeStrategy}
        options={OAUTH_ACCOUNT_MERGE_STRATEGIES.map((strategy) => ({ value: strategy, label: t(WORDS[strategy]) }))}
        disabled={saver.busy !== null}
        onValueChange={(value) => void saver.save('merge', { config: { oauthAccountMergeStrategy: value as OAuthAccountMergeStrategyWire } })}
        aside={saved > 0 ? <SavedNote key={saved}>{t('auth-methods.saved')}</SavedNote> : null}
      />
    </div>
  );
}
