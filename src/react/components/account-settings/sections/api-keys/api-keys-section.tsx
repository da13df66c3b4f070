// The "api-keys" section of account settings: the user's personal keys, managed by the shared ApiKeyManager.
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../hooks';
import type { AccountSectionProps } from '../../section-props';
import { ApiKeyManager } from './api-key-manager';

export function ApiKeysSection({ user }: AccountSectionProps): ReactNode {
  const t = useTranslation();
  return (
    <ApiKeyManager
      keys={user.apiKeysCache()}
      createKey={(options) => user.createApiKey(options)}
      sectionId="api-keys"
      title={t('settings.nav.apiKeys')}
      description={t('settings.apiKeys.description')}
      emptyText={t('settings.apiKeys.empty')}
    />
  );
}
