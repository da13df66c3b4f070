// The "api-keys" section of account settings: the user's personal keys, managed by the shared ApiKeyManager.
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../hooks';
import { Section } from '../../section';
import type { AccountSectionProps } from '../../section-props';
import { ApiKeyManager } from './api-key-manager';

export function ApiKeysSection({ user }: AccountSectionProps): ReactNode {
  const t = useTranslation();
  return (
    <ApiKeyManager
      keys={user.apiKeysCache()}
      createKey={(options) => user.createApiKey(options)}
      frame={(body, status) => (
        <Section id="api-keys" title={t('settings.nav.apiKeys')} description={t('settings.apiKeys.description')} error={status.error} notice={status.notice}>
          {body}
        </Section>
      )}
    />
  );
}
