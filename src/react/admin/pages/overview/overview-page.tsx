// The Overview page. TEMP placeholder of the console skeleton: the page's owner replaces it.

import type { ReactNode } from 'react';
import { ConsoleSection } from '../../console-section';
import { useConsoleT } from '../../i18n';

export function OverviewPage(): ReactNode {
  const t = useConsoleT();
  return (
    <ConsoleSection id="overview" title={t('overview.title')} description={t('overview.description')}>
      <p>{t('console.comingSoon')}</p>
    </ConsoleSection>
  );
}
