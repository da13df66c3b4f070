// "Add an endpoint": its address (checked here, in words, before any request) and a description.

import { useState, type ReactNode } from 'react';
import type { WebhookEndpoint } from '../../../core/internal';
import { Alert, FormDialog, TextField } from '../../../react/ui';
import { useFieldAction } from '../../../react/shared/use-field-action';
import { useConsoleT, type ConsoleMessageKey } from '../../i18n';

export interface AddEndpointDialogProps {
  open: boolean;
  onClose(): void;
  addEndpoint(options: { url: string; description: string }): Promise<WebhookEndpoint>;
  onAdded(endpoint: WebhookEndpoint): void;
}

/** Why `url` cannot be an endpoint, or null when it can (http or https with a host). */
export function urlProblem(url: string): ConsoleMessageKey | null {
  if (url === '') return 'webhooks.urlRequired';
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) && parsed.hostname !== '' ? null : 'webhooks.urlInvalid';
  } catch {
    return 'webhooks.urlInvalid';
  }
}

export function AddEndpointDialog(props: AddEndpointDialogProps): ReactNode {
  // Mounted per opening: fresh fields and no old error each time.
  return props.open ? <AddEndpointDialogBody {...props} /> : null;
}

function AddEndpointDialogBody({ onClose, addEndpoint, onAdded }: AddEndpointDialogProps): ReactNode {
  const t = useConsoleT();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const add = useFieldAction([]);
  const busy = add.action.busy !== null;

  async function submit(): Promise<void> {
    const address = url.trim();
    const problem = urlProblem(address);
    if (problem !== null) return add.invalid(t(problem));
    let added: WebhookEndpoint | null = null;
    const ok = await add.action.run('add', async () => {
      added = await addEndpoint({ url: address, description: description.trim() });
    });
    if (ok && added !== null) onAdded(added);
  }

  return (
    <FormDialog
      onClose={onClose}
      title={t('webhooks.addTitle')}
      description={t('webhooks.addDescription')}
      busy={busy}
      cancelLabel={t('console.cancel')}
      submitLabel={t('webhooks.addSubmit')}
      busyLabel={t('webhooks.adding')}
      onSubmit={() => void submit()}
      failureCount={add.failures}
    >
      <TextField
        label={t('webhooks.urlLabel')}
        name="url"
        type="url"
        inputMode="url"
        value={url}
        onValueChange={setUrl}
        autoComplete="url"
        spellCheck={false}
        placeholder="https://"
        hint={t('webhooks.urlHint')}
        error={add.fieldError}
      />
      <TextField
        label={t('webhooks.descriptionLabel')}
        name="description"
        value={description}
        onValueChange={setDescription}
        autoComplete="off"
        maxLength={1000}
        hint={t('webhooks.descriptionHint')}
      />
      {add.formError ? <Alert>{add.formError}</Alert> : null}
    </FormDialog>
  );
}
