// The Project settings page. TEMP placeholder of the console skeleton: the page's owner replaces it.

import type { ReactNode } from 'react';
import { ConsoleSection } from '../../console-section';
import { useConsoleT } from '../../i18n';

export function SettingsPage(): ReactNode {
  const t = useConsoleT();
  return (
    <ConsoleSection id="settings" title={t('settings.title')} description={t('settings.description')}>
      <p>{t('console.comingSoon')}</p>
    </ConsoleSection>
  );
}
