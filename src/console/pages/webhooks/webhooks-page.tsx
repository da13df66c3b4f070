// The Webhooks page: the emulator's endpoints of the project (add, show the signing secret, send a test
// event, delete) and its delivery log. On hosted Stack Auth the endpoints live in Svix (404 under
// /emulator/): the page says they are managed in the Stack Auth dashboard instead of failing.

import { RefreshCw, Webhook } from '../../../react/ui/icons';
import { useState, type ReactNode } from 'react';
import type { StackAdminApp } from '../../../core/internal';
import { isWebhookRegistryMissing, type WebhookDelivery, type WebhookEndpoint } from '../../../core/internal';
import { useSectionAction } from '../../../react/shared/use-action';
import { useDateFormat } from '../../../react/shared/use-date-format';
import { LoadingNotice } from '../../../react/shared/loading-notice';
import { Alert, Button, ConfirmDialog, EmptyState, iconProps, Plus, RowGroup } from '../../../react/ui';
import { useConsole } from '../../console-context';
import { ConsoleFailure } from '../../console-failure';
import { ConsoleSection, useHeadingFocus } from '../../console-section';
import { useConsoleT } from '../../i18n';
import { useAdminData } from '../../use-admin-data';
import { AddEndpointDialog } from './add-endpoint-dialog';
import { DeliveryRow } from './delivery-row';
import { EndpointRow } from './endpoint-row';
import { useDateTimeFormat } from './use-date-time';

type TestOutcome = Awaited<ReturnType<StackAdminApp['sendTestWebhook']>>;
type WebhookData = { hosted: true } | { hosted: false; endpoints: WebhookEndpoint[]; deliveries: WebhookDelivery[] };

export function WebhooksPage(): ReactNode {
  const t = useConsoleT();
  const { adminApp } = useConsole();
  const formatDate = useDateFormat();
  const formatDateTime = useDateTimeFormat();
  const data = useAdminData<WebhookData>(async () => {
    try {
      const [endpoints, deliveries] = await Promise.all([adminApp.listWebhookEndpoints(), adminApp.listWebhookDeliveries()]);
      return { hosted: false, endpoints, deliveries: [...deliveries].reverse() };
    } catch (error) {
      if (isWebhookRegistryMissing(error)) return { hosted: true };
      throw error;
    }
  }, [adminApp]);
  const action = useSectionAction();
  // After adding or deleting, the button that opened the dialog may be gone: focus goes to the heading.
  const heading = useHeadingFocus();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [shownSecrets, setShownSecrets] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<string | null>(null);
  const [testFailure, setTestFailure] = useState<string | null>(null);

  const clearMessages = (): void => {
    setNotice(null);
    setTestFailure(null);
    action.setError(null);
  };
  const openAdd = (): void => {
    clearMessages();
    setAdding(true);
  };
  const toggleSecret = (id: string): void =>
    setShownSecrets((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  async function sendTest(endpoint: WebhookEndpoint): Promise<void> {
    clearMessages();
    // The result (not a throw) carries a failed delivery; a throw is a failed request, described by the action.
    const box: { result?: TestOutcome } = {};
    const ran = await action.run(`test:${endpoint.id}`, async () => {
      box.result = await adminApp.sendTestWebhook({ endpointId: endpoint.id });
    });
    const result = box.result;
    if (!ran || result === undefined) return;
    if (result.status === 'ok') setNotice(t('webhooks.testOk', { url: endpoint.url }));
    else {
      const code = /HTTP (\d{3})/.exec(result.error.errorMessage)?.[1];
      setTestFailure(code ? t('webhooks.testFailedStatus', { url: endpoint.url, code }) : t('webhooks.testFailedUnreachable', { url: endpoint.url }));
    }
    await data.reload();
  }

  if (data.status === 'ready' && data.value.hosted) {
    return (
      <ConsoleSection id="webhooks" title={t('webhooks.title')} description={t('webhooks.description')}>
        <Alert kind="info">{t('webhooks.hosted')}</Alert>
      </ConsoleSection>
    );
  }

  const ready = data.status === 'ready' && !data.value.hosted ? data.value : null;
  const busy = action.busy;
  return (
    <div className="stack-console-webhooks">
      <ConsoleSection
        id="webhooks"
        title={t('webhooks.title')}
        description={t('webhooks.description')}
        headingRef={heading.ref}
        error={deleting ? null : (testFailure ?? action.error)}
        notice={notice}
        action={
          ready && ready.endpoints.length > 0 ? (
            <Button variant="secondary" size="sm" className="stack-section-action" icon={<Plus {...iconProps} />} onClick={openAdd}>
              {t('webhooks.add')}
            </Button>
          ) : null
        }
      >
        {data.status === 'loading' ? (
          <LoadingNotice lines={2} height={56} />
        ) : data.status === 'error' ? (
          <ConsoleFailure error={data.error} retry={() => void data.reload()} />
        ) : ready === null ? null : ready.endpoints.length === 0 ? (
          <EmptyState
            icon={<Webhook {...iconProps} />}
            action={
              <Button icon={<Plus {...iconProps} />} onClick={openAdd}>
                {t('webhooks.add')}
              </Button>
            }
          >
            {t('webhooks.empty')}
          </EmptyState>
        ) : (
          <RowGroup label={t('webhooks.listLabel')}>
            {ready.endpoints.map((endpoint) => (
              <EndpointRow
                key={endpoint.id}
                endpoint={endpoint}
                formatDate={formatDate}
                secretShown={shownSecrets.has(endpoint.id)}
                onToggleSecret={() => toggleSecret(endpoint.id)}
                testing={busy === `test:${endpoint.id}`}
                disabled={busy !== null}
                onTest={() => void sendTest(endpoint)}
                onDelete={() => {
                  clearMessages();
                  setDeleting(endpoint);
                }}
              />
            ))}
          </RowGroup>
        )}
      </ConsoleSection>
      {ready && ready.endpoints.length + ready.deliveries.length > 0 ? (
        <ConsoleSection
          id="webhook-deliveries"
          title={t('webhooks.deliveries.title')}
          description={t('webhooks.deliveries.description')}
          action={
            <Button variant="ghost" size="sm" className="stack-section-action" icon={<RefreshCw {...iconProps} />} onClick={() => void data.reload()}>
              {t('webhooks.deliveries.refresh')}
            </Button>
          }
        >
          {ready.deliveries.length === 0 ? (
            <p className="stack-console-deliveries-empty">{t('webhooks.deliveries.empty')}</p>
          ) : (
            <ul className="stack-row-group" aria-label={t('webhooks.deliveries.label')}>
              {ready.deliveries.map((delivery) => (
                <DeliveryRow key={delivery.id} delivery={delivery} formatDateTime={formatDateTime} />
              ))}
            </ul>
          )}
        </ConsoleSection>
      ) : null}
      <AddEndpointDialog
        open={adding}
        onClose={() => setAdding(false)}
        addEndpoint={(options) => adminApp.createWebhookEndpoint(options)}
        onAdded={() => {
          setAdding(false);
          setNotice(t('webhooks.added'));
          heading.request();
          void data.reload();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('webhooks.deleteTitle')}
        description={t('webhooks.deleteBody', { url: deleting?.url ?? '' })}
        confirmLabel={t('webhooks.delete')}
        busyLabel={t('webhooks.deleting')}
        cancelLabel={t('console.cancel')}
        error={action.error}
        onConfirm={async () => {
          const endpoint = deleting;
          if (!endpoint || !(await action.run(`delete:${endpoint.id}`, () => adminApp.deleteWebhookEndpoint(endpoint.id)))) return false;
          await data.reload();
          setNotice(t('webhooks.deleted'));
          heading.request();
          return true;
        }}
      />
    </div>
  );
}
