// The Auth methods page. TEMP placeholder of the console skeleton: the page's owner replaces it.

import type { ReactNode } from 'react';
import { ConsoleSection } from '../../console-section';
import { useConsoleT } from '../../i18n';

export function AuthMethodsPage(): ReactNode {
  const t = useConsoleT();
  return (
    <ConsoleSection id="auth-methods" title={t('auth-methods.title')} description={t('auth-methods.description')}>
      <p>{t('console.comingSoon')}</p>
    </ConsoleSection>
  );
}
