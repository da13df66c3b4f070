// One key set in the list: its description and status, which keys it holds (last four only), when it
// was created and when it expires or was revoked; "Revoke" while it still works.

import type { ReactNode } from 'react';
import type { InternalApiKey } from '../../../core/internal';
import { Badge, Button, KeyRound, iconProps, Row } from '../../../react/ui';
import { useConsoleT } from '../../i18n';
import { KEY_KINDS } from './key-kinds';

export interface KeyRowProps {
  apiKey: InternalApiKey;
  formatDate(date: Date): string;
  disabled: boolean;
  onRevoke(): void;
}

export function KeyRow({ apiKey, formatDate, disabled, onRevoke }: KeyRowProps): ReactNode {
  const t = useConsoleT();
  const why = apiKey.whyInvalid();
  const description = apiKey.description || t('api-keys.noDescription');
  const badge =
    why === 'manually-revoked' ? (
      <Badge tone="danger">{t('api-keys.status.revoked')}</Badge>
    ) : why === 'expired' ? (
      <Badge tone="outline">{t('api-keys.status.expired')}</Badge>
    ) : (
      <Badge tone="success">{t('api-keys.status.valid')}</Badge>
    );
  const ending =
    why === 'manually-revoked' && apiKey.manuallyRevokedAt
      ? t('api-keys.revokedOn', { date: formatDate(apiKey.manuallyRevokedAt) })
      : apiKey.expiresAt === null
        ? t('api-keys.neverExpires')
        : t(why === 'expired' ? 'api-keys.expiredOn' : 'api-keys.expires', { date: formatDate(apiKey.expiresAt) });

  return (
    <Row
      data-api-key-id={apiKey.id}
      data-state={why ?? 'valid'}
      leading={<KeyRound {...iconProps} />}
      title={description}
      badges={badge}
      description={
        <span className="stack-console-key-facts">
          <span className="stack-console-key-parts">
            {KEY_KINDS.map(({ kind, name }) => {
              const part = apiKey[kind];
              if (part === null) return null;
              return (
                <span key={kind} className="stack-console-key-part" data-key-kind={kind} title={t('api-keys.kindLastFour', { kind: t(name), lastFour: part.lastFour })}>
                  <span>{t(name)}</span> <code>{t('api-keys.lastFour', { lastFour: part.lastFour })}</code>
                </span>
              );
            })}
          </span>
          <span className="stack-console-key-dates">
            <span>{t('api-keys.created', { date: formatDate(apiKey.createdAt) })}</span>
            <span>{ending}</span>
          </span>
        </span>
      }
      actions={
        why === null ? (
          <Button variant="secondary" size="sm" aria-label={t('api-keys.revokeLabel', { description })} disabled={disabled} onClick={onRevoke}>
            {t('api-keys.revoke')}
          </Button>
        ) : null
      }
    />
  );
}
