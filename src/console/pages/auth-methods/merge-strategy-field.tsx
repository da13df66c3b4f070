// What happens when someone signs in with a provider whose e-mail already belongs to an account:
// link it, refuse it, or make a separate account (the config's OAuth account merge strategy).

import { useId, type ReactNode } from 'react';
import { OAUTH_ACCOUNT_MERGE_STRATEGIES, type OAuthAccountMergeStrategyWire } from '../../../protocol/wire/admin-projects';
import { SavedNote } from '../../../react/ui';
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
  const id = useId();
  const saved = saver.saved['merge'] ?? 0;
  return (
    <div className="stack-field" part="field" data-setting="oauthAccountMergeStrategy">
      <label className="stack-label" htmlFor={id} part="label">
        {t('auth-methods.mergeLabel')}
      </label>
      <div className="stack-auth-methods-merge">
        <select
          id={id}
          className="stack-input"
          part="input"
          name="merge-strategy"
          aria-describedby={`${id}-hint`}
          value={project.config.oauthAccountMergeStrategy}
          disabled={saver.busy !== null}
          onChange={(event) => void saver.save('merge', { config: { oauthAccountMergeStrategy: event.currentTarget.value as OAuthAccountMergeStrategyWire } })}
        >
          {OAUTH_ACCOUNT_MERGE_STRATEGIES.map((strategy) => (
            <option key={strategy} value={strategy}>
              {t(WORDS[strategy])}
            </option>
          ))}
        </select>
        {saved > 0 ? <SavedNote key={saved}>{t('auth-methods.saved')}</SavedNote> : null}
      </div>
      <p className="stack-hint" id={`${id}-hint`} part="hint">
        {t('auth-methods.mergeHint')}
      </p>
    </div>
  );
}
