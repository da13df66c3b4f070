// The Domains page. TEMP placeholder of the console skeleton: the page's owner replaces it.

import type { ReactNode } from 'react';
import { ConsoleSection } from '../../console-section';
import { useConsoleT } from '../../i18n';

export function DomainsPage(): ReactNode {
  const t = useConsoleT();
  return (
    <ConsoleSection id="domains" title={t('domains.title')} description={t('domains.description')}>
      <p>{t('console.comingSoon')}</p>
    </ConsoleSection>
  );
}
