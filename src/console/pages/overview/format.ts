// How the overview names days and sign-in methods, and picks a plural form.

import type { MetricsDataPoint } from '../../../core/internal';
import type { ConsoleMessageKey, ConsoleTranslate } from '../../i18n';

const plurals = new Intl.PluralRules('en');

/** `key.one` or `key.other` for n (the console is English only for now). */
export function pluralKey<K extends string>(key: K, n: number): `${K}.one` | `${K}.other` {
  return plurals.select(n) === 'one' ? `${key}.one` : `${key}.other`;
}

/** "Nov 25" for a `YYYY-MM-DD` day (UTC, as the server counts). */
export function dayLabel(date: string, locale: string | undefined, long = false): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  let known: string | undefined;
  try {
    known = Intl.DateTimeFormat.supportedLocalesOf(locale ?? [])[0];
  } catch {
    // A malformed locale name falls back to the browser's.
  }
  return new Intl.DateTimeFormat(known, long ? { month: 'long', day: 'numeric', timeZone: 'UTC' } : { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(day);
}

export function sum(points: readonly MetricsDataPoint[]): number {
  return points.reduce((total, point) => total + point.activity, 0);
}

/** The busiest day (the latest of equal ones), or null when every day is 0. */
export function peak(points: readonly MetricsDataPoint[]): MetricsDataPoint | null {
  let best: MetricsDataPoint | null = null;
  for (const point of points) if (point.activity > 0 && (!best || point.activity >= best.activity)) best = point;
  return best;
}

// OAuth provider ids as people write the brands.
const BRANDS: Record<string, string> = { github: 'GitHub', gitlab: 'GitLab', linkedin: 'LinkedIn', x: 'X', twitch: 'Twitch', bitbucket: 'Bitbucket' };
const OWN: Record<string, ConsoleMessageKey> = { password: 'overview.method.password', passkey: 'overview.method.passkey', otp: 'overview.method.otp', other: 'overview.method.other' };

export function methodLabel(method: string, t: ConsoleTranslate): string {
  const own = OWN[method];
  if (own) return t(own);
  return BRANDS[method] ?? method.charAt(0).toUpperCase() + method.slice(1);
}
