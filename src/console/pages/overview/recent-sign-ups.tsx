// The newest users as rows; each opens the user's page in the console.

import { UserPlus } from '../../../react/ui/icons';
import type { ReactNode } from 'react';
import type { MetricsUser } from '../../../core/internal';
import { useDateFormat } from '../../../react/shared/use-date-format';
import { Avatar, Badge, personAvatarName, Button, EmptyState, iconProps, Row, RowGroup } from '../../../react/ui';
import { useConsole } from '../../console-context';
import { ConsoleSection } from '../../console-section';
import { useConsoleT } from '../../i18n';

/** How many of the newest users the overview lists (the users page has the rest). */
const SHOWN = 5;

export function RecentSignUps({ users }: { users: readonly MetricsUser[] }): ReactNode {
  const t = useConsoleT();
  const { navigate } = useConsole();
  const formatDate = useDateFormat();
  return (
    <ConsoleSection id="overview-recent" title={t('overview.recent')} description={t('overview.recentDescription')}>
      {users.length === 0 ? (
        <EmptyState
          icon={<UserPlus {...iconProps} size={20} />}
          action={
            <Button variant="secondary" onClick={() => navigate('auth-methods')}>
              {t('overview.recentAction')}
            </Button>
          }
        >
          {t('overview.recentNone')}
        </EmptyState>
      ) : (
        <RowGroup label={t('overview.recent')}>
          {users.slice(0, SHOWN).map((user) => {
            const name = user.displayName || user.primaryEmail || t('overview.anonymous');
            const email = user.primaryEmail && user.primaryEmail !== name ? user.primaryEmail : null;
            return (
              <Row
                key={user.id}
                data-user-id={user.id}
                leading={<Avatar name={personAvatarName(user)} id={user.id} src={user.profileImageUrl} />}
                title={name}
                badges={user.isAnonymous ? <Badge tone="outline">{t('overview.anonymous')}</Badge> : null}
                description={
                  <>
                    {email ? <span className="stack-overview-user-email">{email}</span> : null}
                    <span>{t('overview.signedUp', { date: formatDate(user.signedUpAt) })}</span>
                  </>
                }
                actions={
                  <Button variant="secondary" size="sm" aria-label={t('overview.openUser', { name })} onClick={() => navigate('users', user.id)}>
                    {t('overview.open')}
                  </Button>
                }
              />
            );
          })}
        </RowGroup>
      )}
    </ConsoleSection>
  );
}
