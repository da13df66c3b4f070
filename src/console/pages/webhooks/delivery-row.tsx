// One delivery in the log: the event type, when it was sent, how the endpoint answered and after how
// many attempts, a Delivered / Failed / Waiting badge, and the payload behind a disclosure.

import type { ReactNode } from 'react';
import type { WebhookDelivery } from '../../../core/internal';
import { Badge, type BadgeTone } from '../../../react/ui';
import { useConsoleT, type ConsoleMessageKey } from '../../i18n';

const STATUS: Record<WebhookDelivery['status'], { tone: BadgeTone; key: ConsoleMessageKey }> = {
  succeeded: { tone: 'success', key: 'webhooks.status.succeeded' },
  failed: { tone: 'danger', key: 'webhooks.status.failed' },
  pending: { tone: 'outline', key: 'webhooks.status.pending' },
  sending: { tone: 'outline', key: 'webhooks.status.sending' },
};

const plural = new Intl.PluralRules('en');

export function DeliveryRow({ delivery, formatDateTime }: { delivery: WebhookDelivery; formatDateTime(date: Date): string }): ReactNode {
  const t = useConsoleT();
  const last = delivery.attempts.at(-1);
  const status = STATUS[delivery.status];
  const count = delivery.attempts.length;
  const when = last?.at ?? delivery.createdAt;
  return (
    <li className="stack-console-delivery" part="row" data-delivery-id={delivery.id} data-status={delivery.status}>
      <div className="stack-console-delivery-main">
        <div className="stack-console-delivery-title">
          <code className="stack-console-delivery-type">{delivery.eventType}</code>
          <Badge tone={status.tone}>{t(status.key)}</Badge>
        </div>
        <div className="stack-console-delivery-facts">
          <time dateTime={when.toISOString()}>{formatDateTime(when)}</time>
          {last ? <span>{last.statusCode === null ? t('webhooks.noAnswer') : t('webhooks.statusCode', { code: last.statusCode })}</span> : null}
          <span>{t(plural.select(count) === 'one' ? 'webhooks.attempts.one' : 'webhooks.attempts.other', { count })}</span>
          {delivery.status === 'pending' && delivery.nextAttemptAt ? <span>{t('webhooks.nextAttempt', { time: formatDateTime(delivery.nextAttemptAt) })}</span> : null}
          <span className="stack-console-delivery-url">{delivery.url}</span>
        </div>
      </div>
      <details className="stack-console-payload">
        <summary>{t('webhooks.payload')}</summary>
        <pre tabIndex={0} aria-label={t('webhooks.payloadLabel', { event: delivery.eventType })}>
          {JSON.stringify(delivery.payload, null, 2)}
        </pre>
      </details>
    </li>
  );
}
