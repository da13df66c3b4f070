// The Overview page: the project's totals, daily sign-ups and active users, sign-in methods (charts
// drawn with visx), and the newest users. A new project reads as new: zeros, "no sign-ups yet".

import type { ReactNode } from 'react';
import type { ProjectMetrics } from '../../../core/internal';
import { Skeleton } from '../../../react/ui';
import { useConsole } from '../../console-context';
import { ConsoleFailure } from '../../console-failure';
import { ConsoleSection } from '../../console-section';
import { useConsoleT } from '../../i18n';
import { useAdminData } from '../../use-admin-data';
import { DailyChart } from './daily-chart';
import { dayLabel, methodLabel, peak, pluralKey, sum } from './format';
import { MethodsChart } from './methods-chart';
import { RecentSignUps } from './recent-sign-ups';
import { StatCards } from './stat-cards';
import { useLocale } from './use-locale';

export function OverviewPage(): ReactNode {
  const t = useConsoleT();
  const { adminApp } = useConsole();
  const metrics = useAdminData(() => adminApp.getMetrics(), [adminApp]);
  return (
    <div className="stack-overview" data-state={metrics.status}>
      <ConsoleSection id="overview" title={t('overview.title')} description={t('overview.description')}>
        {metrics.status === 'loading' ? (
          <OverviewSkeleton />
        ) : metrics.status === 'error' ? (
          <ConsoleFailure error={metrics.error} retry={() => void metrics.reload()} />
        ) : (
          <OverviewBody metrics={metrics.value} />
        )}
      </ConsoleSection>
      {metrics.status === 'ready' ? <RecentSignUps users={metrics.value.recentlyRegistered} /> : null}
    </div>
  );
}

function OverviewBody({ metrics }: { metrics: ProjectMetrics }): ReactNode {
  const t = useConsoleT();
  const locale = useLocale();
  const signUps = metrics.dailyUsers;
  const active = metrics.dailyActiveUsers;
  const busiest = peak(signUps);
  const signUpSummary = busiest
    ? t(pluralKey('overview.signUpsSummary', sum(signUps)), { n: sum(signUps), day: dayLabel(busiest.date, locale, true), max: busiest.activity })
    : t('overview.signUpsNone');
  const activeMax = peak(active)?.activity ?? 0;
  const activeSummary = activeMax > 0 ? t('overview.activeSummary', { max: activeMax, today: active.at(-1)?.activity ?? 0 }) : t('overview.activeNone');
  const signIns = metrics.loginMethods.reduce((total, entry) => total + entry.count, 0);
  const methodList = metrics.loginMethods
    .filter((entry) => entry.count > 0)
    .map((entry) => `${methodLabel(entry.method, t)} ${entry.count}`)
    .join(', ');
  const methodsSummary = signIns > 0 ? t(pluralKey('overview.methodsSummary', signIns), { n: signIns, list: methodList }) : t('overview.methodsNone');
  return (
    <>
      <StatCards metrics={metrics} />
      <div className="stack-overview-charts">
        <DailyChart name="sign-ups" kind="bars" title={t('overview.signUps')} summary={signUpSummary} emptyText={t('overview.signUpsEmpty')} points={signUps} />
        <DailyChart name="active" kind="area" title={t('overview.activeUsers')} summary={activeSummary} emptyText={t('overview.activeEmpty')} points={active} />
        <MethodsChart methods={metrics.loginMethods} summary={methodsSummary} />
      </div>
    </>
  );
}

/** The page's final shape in grey: four totals, then the charts. */
function OverviewSkeleton(): ReactNode {
  const t = useConsoleT();
  return (
    <div className="stack-overview-skeleton" role="status" aria-label={t('console.loading')}>
      <div className="stack-overview-stats">
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className="stack-overview-stat">
            <Skeleton lines={2} />
          </div>
        ))}
      </div>
      <div className="stack-overview-charts">
        {[0, 1].map((index) => (
          <div key={index} className="stack-overview-chart stack-overview-chart-placeholder">
            <Skeleton lines={2} />
          </div>
        ))}
      </div>
    </div>
  );
}
