// The new set's keys, once, in the shared secrets dialog: each with a Copy button, a warning that they will
// not be shown again, and "I have copied them". Closing (that button or Esc) forgets them; the list keeps
// only the last four.

import type { ReactNode } from 'react';
import type { InternalApiKeyFirstView } from '../../../core/internal';
import { NewSecretsDialog } from '../../../react/shared/api-key-dialogs';
import { Alert } from '../../../react/ui';
import { useConsoleT } from '../../i18n';
import { KEY_KINDS } from './key-kinds';

export function SecretsDialog({ created, onClose }: { created: InternalApiKeyFirstView | null; onClose(): void }): ReactNode {
  const t = useConsoleT();
  const secrets = created
    ? KEY_KINDS.flatMap(({ kind, name }) => {
        const value = created[kind];
        return value === undefined ? [] : [{ id: kind, label: t(name), value, copyName: t('api-keys.copyLabel', { kind: t(name).toLowerCase() }) }];
      })
    : null;
  return (
    <NewSecretsDialog
      secrets={secrets}
      words={{ title: t('api-keys.secretsTitle'), description: created?.description, done: t('api-keys.secretsDone'), copy: t('console.copy'), copied: t('console.copied') }}
      notice={<Alert kind="info">{t('api-keys.secretsWarning')}</Alert>}
      onClose={onClose}
    />
  );
}
