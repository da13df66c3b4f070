// The Permissions page. TEMP placeholder of the console skeleton: the page's owner replaces it.

import type { ReactNode } from 'react';
import { ConsoleSection } from '../../console-section';
import { useConsoleT } from '../../i18n';

export function PermissionsPage(): ReactNode {
  const t = useConsoleT();
  return (
    <ConsoleSection id="permissions" title={t('permissions.title')} description={t('permissions.description')}>
      <p>{t('console.comingSoon')}</p>
    </ConsoleSection>
  );
}
