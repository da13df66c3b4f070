// The E-mails page. TEMP placeholder of the console skeleton: the page's owner replaces it.

import type { ReactNode } from 'react';
import { ConsoleSection } from '../../console-section';
import { useConsoleT } from '../../i18n';

export function EmailsPage(): ReactNode {
  const t = useConsoleT();
  return (
    <ConsoleSection id="emails" title={t('emails.title')} description={t('emails.description')}>
      <p>{t('console.comingSoon')}</p>
    </ConsoleSection>
  );
}
