// The Teams page. TEMP placeholder of the console skeleton: the page's owner replaces it.

import type { ReactNode } from 'react';
import { ConsoleSection } from '../../console-section';
import { useConsoleT } from '../../i18n';

export function TeamsPage(): ReactNode {
  const t = useConsoleT();
  return (
    <ConsoleSection id="teams" title={t('teams.title')} description={t('teams.description')}>
      <p>{t('console.comingSoon')}</p>
    </ConsoleSection>
  );
}
