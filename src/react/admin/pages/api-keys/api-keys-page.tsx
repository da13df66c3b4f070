// The API keys page. TEMP placeholder of the console skeleton: the page's owner replaces it.

import type { ReactNode } from 'react';
import { ConsoleSection } from '../../console-section';
import { useConsoleT } from '../../i18n';

export function ApiKeysPage(): ReactNode {
  const t = useConsoleT();
  return (
    <ConsoleSection id="api-keys" title={t('api-keys.title')} description={t('api-keys.description')}>
      <p>{t('console.comingSoon')}</p>
    </ConsoleSection>
  );
}
