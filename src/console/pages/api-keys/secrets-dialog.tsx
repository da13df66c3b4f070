// The new set's keys, once: each with a Copy button, a warning that they will not be shown again, and
// "I have copied them". Closing (that button or Esc) forgets them; the list keeps only the last four.

import type { ReactNode } from 'react';
import type { InternalApiKeyFirstView } from '../../../core/apps/admin/api-keys';
import { Alert, Button, Dialog, TextField } from '../../../react/ui';
import { useConsoleT } from '../../i18n';
import { CopyButton } from './copy-button';
import { KEY_KINDS } from './key-kinds';

export function SecretsDialog({ created, onClose }: { created: InternalApiKeyFirstView | null; onClose(): void }): ReactNode {
  const t = useConsoleT();
  return (
    <Dialog
      open={created !== null}
      onClose={onClose}
      title={t('api-keys.secretsTitle')}
      description={created?.description}
      footer={
        <Button data-autofocus="" onClick={onClose}>
          {t('api-keys.secretsDone')}
        </Button>
      }
    >
      <Alert kind="info">{t('api-keys.secretsWarning')}</Alert>
      <div className="stack-console-secrets">
        {created
          ? KEY_KINDS.map(({ kind, name }) => {
              const value = created[kind];
              if (value === undefined) return null;
              return (
                <div key={kind} className="stack-console-secret" data-secret-kind={kind}>
                  <TextField
                    label={t(name)}
                    value={value}
                    onValueChange={() => undefined}
                    readOnly
                    spellCheck={false}
                    autoComplete="off"
                    onFocus={(event) => event.currentTarget.select()}
                  />
                  <CopyButton value={value} label={t('api-keys.copyLabel', { kind: t(name).toLowerCase() })} />
                </div>
              );
            })
          : null}
      </div>
    </Dialog>
  );
}
