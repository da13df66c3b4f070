// team-invitation: teams are a later issue, so the route explains that on the error screen.

import type { ReactNode } from 'react';
import { useTranslation } from '../../hooks';
import { ErrorPage } from './error-page';

export function TeamInvitationPage(): ReactNode {
  const t = useTranslation();
  return <ErrorPage message={t('handler.teamInvitationUnavailable')} />;
}
