// One webhook endpoint: its address and description, "Send a test event", and a menu to show its
// signing secret (with Copy) or delete it.

import { Eye, EyeOff, Send, Webhook } from '../../../react/ui/icons';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { WebhookEndpoint } from '../../../core/internal';
import { Button, CopyButton, iconProps, MenuItem, Row, RowMenu, TextField, Trash2 } from '../../../react/ui';
import { useConsoleT } from '../../i18n';

export interface EndpointRowProps {
  endpoint: WebhookEndpoint;
  formatDate(date: Date): string;
  secretShown: boolean;
  onToggleSecret(): void;
  testing: boolean;
  disabled: boolean;
  onTest(): void;
  onDelete(): void;
}

export function EndpointRow({ endpoint, formatDate, secretShown, onToggleSecret, testing, disabled, onTest, onDelete }: EndpointRowProps): ReactNode {
  const t = useConsoleT();
  const hintId = useId();
  // A busy button is disabled, which drops focus; give it back once the test is over (unless it moved on).
  const testRef = useRef<HTMLButtonElement>(null);
  const wasTesting = useRef(false);
  useEffect(() => {
    const root = testRef.current?.getRootNode() as Document | ShadowRoot | undefined;
    if (wasTesting.current && !testing && (root?.activeElement ?? null) === null) testRef.current?.focus();
    wasTesting.current = testing;
  }, [testing]);
  return (
    <Row
      className="stack-console-endpoint"
      data-endpoint-id={endpoint.id}
      leading={<Webhook {...iconProps} />}
      title={<span className="stack-console-endpoint-url">{endpoint.url}</span>}
      description={
        <span className="stack-console-endpoint-facts">
          <span>{endpoint.description || t('webhooks.noDescription')}</span>
          <span>{t('webhooks.addedOn', { date: formatDate(endpoint.createdAt) })}</span>
        </span>
      }
      actions={
        <>
          <Button
            ref={testRef}
            variant="secondary"
            size="sm"
            icon={<Send {...iconProps} />}
            aria-label={t('webhooks.testLabel', { url: endpoint.url })}
            busy={testing}
            busyLabel={t('webhooks.testing')}
            disabled={disabled}
            onClick={onTest}
          >
            {t('webhooks.test')}
          </Button>
          <RowMenu label={t('webhooks.moreLabel', { url: endpoint.url })}>
            <MenuItem icon={secretShown ? <EyeOff {...iconProps} /> : <Eye {...iconProps} />} onSelect={onToggleSecret}>
              {secretShown ? t('webhooks.hideSecret') : t('webhooks.showSecret')}
            </MenuItem>
            <MenuItem icon={<Trash2 {...iconProps} />} danger disabled={disabled} onSelect={onDelete}>
              {t('webhooks.delete')}
            </MenuItem>
          </RowMenu>
        </>
      }
      below={
        secretShown ? (
          <div className="stack-console-endpoint-secret" data-endpoint-secret="">
            <div className="stack-console-secret">
              <TextField
                label={t('webhooks.secretLabel')}
                value={endpoint.secret}
                onValueChange={() => undefined}
                readOnly
                spellCheck={false}
                autoComplete="off"
                aria-describedby={hintId}
                onFocus={(event) => event.currentTarget.select()}
              />
              <CopyButton size="sm" value={endpoint.secret} label={t('console.copy')} copiedLabel={t('console.copied')} name={t('webhooks.copySecret')} />
            </div>
            {/* Under the field and its button, so the button lines up with the field. */}
            <p className="stack-hint" id={hintId}>
              {t('webhooks.secretHint')}
            </p>
          </div>
        ) : null
      }
    />
  );
}
