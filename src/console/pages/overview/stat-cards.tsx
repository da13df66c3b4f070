// The totals as a row of cards: users, active users, recent sign-ups, teams.

import type { ReactNode } from 'react';
import type { ProjectMetrics } from '../../../core/internal';
import { useConsoleT } from '../../i18n';
import { sum } from './format';
import { useLocale } from './use-locale';

export function StatCards({ metrics }: { metrics: ProjectMetrics }): ReactNode {
  const t = useConsoleT();
  const locale = useLocale();
  const number = (n: number): string => {
    try {
      return new Intl.NumberFormat(locale).format(n);
    } catch {
      return String(n);
    }
  };
  const days = metrics.dailyUsers;
  const stats = [
    { id: 'users', label: t('overview.users'), value: metrics.totalUsers, caption: t('overview.usersCaption', { n: number(metrics.authOverview.verifiedUsers) }) },
    { id: 'active', label: t('overview.active'), value: metrics.authOverview.mau, caption: t('overview.activeCaption', { n: number(metrics.liveUsers) }) },
    { id: 'new', label: t('overview.newUsers'), value: sum(days.slice(-7)), caption: t('overview.newUsersCaption', { n: number(days.at(-1)?.activity ?? 0) }) },
    { id: 'teams', label: t('overview.teams'), value: metrics.authOverview.totalTeams, caption: t('overview.teamsCaption') },
  ];
  return (
    <dl className="stack-overview-stats" aria-label={t('overview.stats')}>
      {stats.map((stat) => (
        <div key={stat.id} className="stack-overview-stat" data-stat={stat.id}>
          <dt className="stack-overview-stat-label">{stat.label}</dt>
          <dd className="stack-overview-stat-value">{number(stat.value)}</dd>
          <dd className="stack-overview-stat-caption">{stat.caption}</dd>
        </div>
      ))}
    </dl>
  );
}
