// The Users page. TEMP placeholder of the console skeleton: the page's owner replaces it.

import type { ReactNode } from 'react';
import { ConsoleSection } from '../../console-section';
import { useConsoleT } from '../../i18n';

export function UsersPage(): ReactNode {
  const t = useConsoleT();
  return (
    <ConsoleSection id="users" title={t('users.title')} description={t('users.description')}>
      <p>{t('console.comingSoon')}</p>
    </ConsoleSection>
  );
}
