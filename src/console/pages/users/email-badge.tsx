// Verified / Unverified beside a user's primary e-mail (nothing when they have none).
import type { ReactNode } from 'react';
import type { ServerUser } from '../../../core/internal';
import { Badge } from '../../../react/ui';
import type { ConsoleTranslate } from '../../i18n';

export function EmailBadge({ user, t }: { user: Pick<ServerUser, 'primaryEmail' | 'primaryEmailVerified'>; t: ConsoleTranslate }): ReactNode {
  if (!user.primaryEmail) return null;
  return user.primaryEmailVerified ? <Badge tone="success">{t('users.verified')}</Badge> : <Badge tone="outline">{t('users.unverified')}</Badge>;
}
