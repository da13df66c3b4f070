// Project metrics (PROTOCOL.md §5.26): GET /internal/metrics and the two smaller reads the 2.8.108
// SDK also makes (/internal/metrics/user-counts, /internal/user-activity).
import { s, type Infer, type Schema } from '../schema';
import { serverUser } from './users';

/** An object of arbitrary keys (country codes, statuses) whose values all follow `item`. */
export function recordOf<T>(item: Schema<T>): Schema<Record<string, T>> {
  const check = (value: unknown, path: string, errors: string[]): Record<string, T> => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      errors.push(value === undefined ? `${path} must be defined` : `${path} must be an object`);
      return value as Record<string, T>;
    }
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, item.check(entry, `${path}.${key}`, errors)]));
  };
  const wrap = <U>(accept: (value: unknown) => boolean): Schema<U> => ({
    check: (value, path, errors) => (accept(value) ? (value as U) : (check(value, path, errors) as U)),
    optional: () => wrap<U | undefined>((value) => value === undefined || accept(value)),
    nullable: () => wrap<U | null>((value) => value === null || accept(value)),
  });
  return wrap<Record<string, T>>(() => false);
}

/** One day of a daily series: `date` is `YYYY-MM-DD` (UTC). */
export const metricsDataPoint = s.object({ date: s.string(), activity: s.number() });
export type MetricsDataPointWire = Infer<typeof metricsDataPoint>;
const series = s.array(metricsDataPoint);

/** Active users (or teams) per day: all of them, and split into new, retained and reactivated. */
export const metricsActivitySplit = s.object({ total: series, new: series, retained: series, reactivated: series });
export type MetricsActivitySplitWire = Infer<typeof metricsActivitySplit>;

export const metricsLoginMethod = s.object({ method: s.string(), count: s.number({ integer: true }) });

export const metricsAuthOverview = s.object({
  verified_users: s.number({ integer: true }),
  unverified_users: s.number({ integer: true }),
  anonymous_users: s.number({ integer: true }),
  total_teams: s.number({ integer: true }),
  mau: s.number({ integer: true }),
  daily_active_users_split: metricsActivitySplit,
  daily_active_teams_split: metricsActivitySplit,
  total_users_filtered: s.number({ integer: true }),
});

export const metricsPaymentsOverview = s.object({
  subscriptions_by_status: recordOf(s.number()),
  active_subscription_count: s.number(),
  total_one_time_purchases: s.number(),
  daily_subscriptions: series,
  revenue_cents: s.number(),
  mrr_cents: s.number(),
  total_orders: s.number(),
  checkout_conversion_rate: s.number(),
});

export const metricsEmailOverview = s.object({
  emails_by_status: recordOf(s.number()),
  total_emails: s.number(),
  daily_emails: series,
  daily_emails_by_status: s.array(s.object({ date: s.string(), ok: s.number(), error: s.number(), in_progress: s.number() })),
  emails_sent: s.number(),
  recent_emails: s.array(s.object({ id: s.string(), status: s.string(), subject: s.string(), created_at_millis: s.number() })),
  deliverability_status: s.object({ delivered: s.number(), bounced: s.number(), error: s.number(), in_progress: s.number() }),
  deliverability_rate: s.number(),
  bounce_rate: s.number(),
  click_rate: s.number(),
});

export const metricsAnalyticsOverview = s.object({
  daily_page_views: series,
  daily_clicks: series,
  daily_visitors: series,
  /** 2.8.108+ (PROTOCOL.md §9), like anonymous_visitors_fallback. */
  daily_anonymous_visitors_fallback: series.optional(),
  daily_revenue: s.array(s.object({ date: s.string(), new_cents: s.number(), refund_cents: s.number() })),
  total_revenue_cents: s.number(),
  total_replays: s.number(),
  recent_replays: s.number(),
  visitors: s.number(),
  anonymous_visitors_fallback: s.number().optional(),
  avg_session_seconds: s.number(),
  online_live: s.number(),
  revenue_per_visitor: s.number(),
  top_referrers: s.array(s.object({ referrer: s.string(), visitors: s.number() })),
  top_region: s.object({ country_code: s.string().nullable(), region_code: s.string().nullable(), count: s.number() }).nullable(),
  bounce_rate: s.number().optional(),
  conversion_rate: s.number().optional(),
  deltas: s.json().optional(),
});

/** GET /internal/metrics (Access A). Every daily series covers today and the 30 days before. */
export const metricsResponse = s.object({
  total_users: s.number({ integer: true }),
  /** 2.8.108+ (PROTOCOL.md §9), like active_users_by_country; v2.8.86 has analytics_overview.online_live. */
  live_users: s.number({ integer: true }).optional(),
  daily_users: series,
  daily_active_users: series,
  users_by_country: recordOf(s.number()),
  active_users_by_country: recordOf(s.array(serverUser)).optional(),
  recently_registered: s.array(serverUser),
  recently_active: s.array(serverUser),
  login_methods: s.array(metricsLoginMethod),
  auth_overview: metricsAuthOverview,
  payments_overview: metricsPaymentsOverview,
  email_overview: metricsEmailOverview,
  analytics_overview: metricsAnalyticsOverview,
});
export type MetricsResponseWire = Infer<typeof metricsResponse>;
export type MetricsPaymentsOverviewWire = Infer<typeof metricsPaymentsOverview>;
export type MetricsEmailOverviewWire = Infer<typeof metricsEmailOverview>;
export type MetricsAnalyticsOverviewWire = Infer<typeof metricsAnalyticsOverview>;

export const metricsQuery = s.object({ include_anonymous: s.literal(['true', 'false'] as const).optional() });

/** GET /internal/metrics/user-counts: every user, and how many of them are anonymous. */
export const metricsUserCounts = s.object({ total_users: s.number({ integer: true }), anonymous_users: s.number({ integer: true }) });
export type MetricsUserCountsWire = Infer<typeof metricsUserCounts>;

/** GET /internal/user-activity?user_id=: 1 on each day of the window the user was active, else 0. */
export const userActivityQuery = s.object({ user_id: s.string({ uuid: true }) });
export const userActivityResponse = s.object({ data_points: series });
export type UserActivityWire = Infer<typeof userActivityResponse>;
