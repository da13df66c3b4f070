// The API keys page: the project's key sets (last four only), creating one (its keys shown once) and
// revoking one after a dialog that names it. Creating emits key-created, without any key in it.

import { useState, type ReactNode } from 'react';
import type { InternalApiKey, InternalApiKeyFirstView } from '../../../core/internal';
import { useSectionAction } from '../../../react/shared/use-action';
import { useDateFormat } from '../../../react/shared/use-date-format';
import { LoadingNotice } from '../../../react/shared/loading-notice';
import { Button, ConfirmDialog, EmptyState, iconProps, KeyRound, Plus, RowGroup } from '../../../react/ui';
import { useConsole } from '../../console-context';
import { ConsoleFailure } from '../../console-failure';
import { ConsoleSection } from '../../console-section';
import { useConsoleT } from '../../i18n';
import { useAdminData } from '../../use-admin-data';
import { CreateKeyDialog } from './create-key-dialog';
import { KeyRow } from './key-row';
import { SecretsDialog } from './secrets-dialog';
import { useFocusRequest } from '../../../react/ui/use-focus-request';

export function ApiKeysPage(): ReactNode {
  const t = useConsoleT();
  const { adminApp, project, emit } = useConsole();
  const formatDate = useDateFormat();
  const keys = useAdminData(() => adminApp.listInternalApiKeys(), [adminApp]);
  const action = useSectionAction();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<InternalApiKeyFirstView | null>(null);
  const [revoking, setRevoking] = useState<InternalApiKey | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // After the secrets close or a key is revoked, focus goes to "Create key" (the dialog's opener is gone).
  const createFocus = useFocusRequest<HTMLButtonElement>();

  const openCreate = (): void => {
    setNotice(null);
    action.setError(null);
    setCreating(true);
  };
  const hasKeys = keys.status === 'ready' && keys.value.length > 0;
  const createButton = (primary: boolean): ReactNode => (
    <Button
      ref={createFocus.ref}
      variant={primary ? 'primary' : 'secondary'}
      size={primary ? 'md' : 'sm'}
      className={primary ? undefined : 'stack-section-action'}
      icon={<Plus {...iconProps} />}
      onClick={openCreate}
    >
      {t('api-keys.create')}
    </Button>
  );

  return (
    <ConsoleSection
      id="api-keys"
      title={t('api-keys.title')}
      description={t('api-keys.description')}
      error={revoking ? null : action.error}
      notice={notice}
      action={hasKeys ? createButton(false) : null}
    >
      {keys.status === 'loading' ? (
        <LoadingNotice lines={2} height={56} />
      ) : keys.status === 'error' ? (
        <ConsoleFailure error={keys.error} retry={() => void keys.reload()} />
      ) : keys.value.length === 0 ? (
        <EmptyState icon={<KeyRound {...iconProps} />} action={createButton(true)}>
          {t('api-keys.empty')}
        </EmptyState>
      ) : (
        <RowGroup label={t('api-keys.listLabel')}>
          {keys.value.map((key) => (
            <KeyRow
              key={key.id}
              apiKey={key}
              formatDate={formatDate}
              disabled={action.busy !== null}
              onRevoke={() => {
                setNotice(null);
                action.setError(null);
                setRevoking(key);
              }}
            />
          ))}
        </RowGroup>
      )}
      <CreateKeyDialog
        open={creating}
        onClose={() => setCreating(false)}
        createKey={(options) => adminApp.createInternalApiKey(options)}
        onCreated={(first) => {
          setCreating(false);
          setCreated(first);
          emit({ type: 'key-created', projectId: project.id, keyId: first.id, description: first.description });
          void keys.reload();
        }}
      />
      <SecretsDialog
        created={created}
        onClose={() => {
          setCreated(null);
          createFocus.request();
        }}
      />
      <ConfirmDialog
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        title={t('api-keys.revokeTitle', { description: revoking?.description || t('api-keys.noDescription') })}
        description={t('api-keys.revokeBody')}
        confirmLabel={t('api-keys.revokeConfirm')}
        busyLabel={t('api-keys.revoking')}
        cancelLabel={t('console.cancel')}
        error={action.error}
        onConfirm={async () => {
          const key = revoking;
          if (!key || !(await action.run(`revoke:${key.id}`, () => key.revoke()))) return false;
          await keys.reload();
          setNotice(t('api-keys.revokedNotice'));
          createFocus.request();
          return true;
        }}
      />
    </ConsoleSection>
  );
}
