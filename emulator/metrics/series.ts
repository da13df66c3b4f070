// Daily series of the metrics (PROTOCOL.md §5.26): the window is today (UTC) and the 30 days before,
// 31 points, oldest first.
import type { MetricsActivitySplitWire, MetricsDataPointWire } from '../../src/protocol/wire/metrics';
import { utcDay } from './activity';

export const WINDOW_DAYS = 31;
const DAY_MS = 86_400_000;

/** The window's days, oldest first, as `YYYY-MM-DD`. */
export function windowDays(now: number): string[] {
  return Array.from({ length: WINDOW_DAYS }, (_, i) => utcDay(now - (WINDOW_DAYS - 1 - i) * DAY_MS));
}

/** The day before `day` (`YYYY-MM-DD`). */
export function previousDay(day: string): string {
  return utcDay(Date.parse(`${day}T00:00:00Z`) - DAY_MS);
}

/** One point per window day, from counts keyed by day (missing days are 0). */
export function seriesOf(days: readonly string[], counts: ReadonlyMap<string, number>): MetricsDataPointWire[] {
  return days.map((date) => ({ date, activity: counts.get(date) ?? 0 }));
}

export function zeroSeries(days: readonly string[]): MetricsDataPointWire[] {
  return seriesOf(days, new Map());
}

/**
 * Splits each day's active entities: `new` were created that day, `retained` were also active the
 * day before, `reactivated` were not. `activeByDay` must include the day before the window.
 */
export function activitySplit(
  days: readonly string[],
  activeByDay: ReadonlyMap<string, ReadonlySet<string>>,
  createdDayOf: ReadonlyMap<string, string>,
): MetricsActivitySplitWire {
  const split: MetricsActivitySplitWire = { total: [], new: [], retained: [], reactivated: [] };
  for (const date of days) {
    const today = activeByDay.get(date) ?? new Set<string>();
    const yesterday = activeByDay.get(previousDay(date)) ?? new Set<string>();
    let fresh = 0;
    let retained = 0;
    for (const id of today) {
      if (createdDayOf.get(id) === date) fresh++;
      else if (yesterday.has(id)) retained++;
    }
    split.total.push({ date, activity: today.size });
    split.new.push({ date, activity: fresh });
    split.retained.push({ date, activity: retained });
    split.reactivated.push({ date, activity: today.size - fresh - retained });
  }
  return split;
}
