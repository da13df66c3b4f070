// The Webhooks page. TEMP placeholder of the console skeleton: the page's owner replaces it.

import type { ReactNode } from 'react';
import { ConsoleSection } from '../../console-section';
import { useConsoleT } from '../../i18n';

export function WebhooksPage(): ReactNode {
  const t = useConsoleT();
  return (
    <ConsoleSection id="webhooks" title={t('webhooks.title')} description={t('webhooks.description')}>
      <p>{t('console.comingSoon')}</p>
    </ConsoleSection>
  );
}
