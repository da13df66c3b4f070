// The metrics' payments, e-mail and analytics overviews (PROTOCOL.md §5.26): the emulator has no
// payments, no e-mail delivery analytics and no page analytics, so they are empty, in full shape.
import type { ApiDialect } from '../../src/protocol/headers';
import type {
  MetricsAnalyticsOverviewWire,
  MetricsEmailOverviewWire,
  MetricsPaymentsOverviewWire,
} from '../../src/protocol/wire/metrics';
import { zeroSeries } from './series';

export function emptyPaymentsOverview(days: readonly string[]): MetricsPaymentsOverviewWire {
  return {
    subscriptions_by_status: {},
    active_subscription_count: 0,
    total_one_time_purchases: 0,
    daily_subscriptions: zeroSeries(days),
    revenue_cents: 0,
    mrr_cents: 0,
    total_orders: 0,
    checkout_conversion_rate: 0,
  };
}

export function emptyEmailOverview(days: readonly string[]): MetricsEmailOverviewWire {
  return {
    emails_by_status: {},
    total_emails: 0,
    daily_emails: zeroSeries(days),
    daily_emails_by_status: days.map((date) => ({ date, ok: 0, error: 0, in_progress: 0 })),
    emails_sent: 0,
    recent_emails: [],
    deliverability_status: { delivered: 0, bounced: 0, error: 0, in_progress: 0 },
    deliverability_rate: 0,
    bounce_rate: 0,
    click_rate: 0,
  };
}

/** No page views or revenue; `onlineLive` users were active in the last five minutes; the fallbacks are 2.8.108+ fields. */
export function analyticsOverview(days: readonly string[], onlineLive: number, dialect: ApiDialect): MetricsAnalyticsOverviewWire {
  return {
    daily_page_views: zeroSeries(days),
    daily_clicks: zeroSeries(days),
    daily_visitors: zeroSeries(days),
    ...(dialect === 'hexclave' ? { daily_anonymous_visitors_fallback: zeroSeries(days), anonymous_visitors_fallback: 0 } : {}),
    daily_revenue: days.map((date) => ({ date, new_cents: 0, refund_cents: 0 })),
    total_revenue_cents: 0,
    total_replays: 0,
    recent_replays: 0,
    visitors: 0,
    avg_session_seconds: 0,
    online_live: onlineLive,
    revenue_per_visitor: 0,
    top_referrers: [],
    top_region: null,
  };
}
