// Project metrics as domain objects (camelCase, Dates): what StackAdminApp.getMetrics returns. The
// daily series cover today (UTC) and the 30 days before; keyed maps (countries, statuses) keep their keys.
import type { MetricsActivitySplitWire, MetricsDataPointWire, MetricsResponseWire } from '../../../protocol/wire/metrics';
import type { ServerUserWire } from '../../../protocol/wire/users';
import type { AdminMetricsEndpoints } from '../../interface/admin/metrics';

export interface MetricsDataPoint {
  /** `YYYY-MM-DD` (UTC). */
  date: string;
  activity: number;
}

export interface MetricsActivitySplit {
  total: MetricsDataPoint[];
  /** Signed up (or, for teams, created) that day. */
  new: MetricsDataPoint[];
  /** Also active the day before. */
  retained: MetricsDataPoint[];
  /** Back after at least a day away. */
  reactivated: MetricsDataPoint[];
}

/** The users of the recently registered / recently active lists. */
export interface MetricsUser {
  id: string;
  displayName: string | null;
  primaryEmail: string | null;
  profileImageUrl: string | null;
  isAnonymous: boolean;
  signedUpAt: Date;
  lastActiveAt: Date;
}

export interface MetricsAuthOverview {
  verifiedUsers: number;
  unverifiedUsers: number;
  anonymousUsers: number;
  totalTeams: number;
  /** Users active on any of the last 30 days. */
  mau: number;
  dailyActiveUsersSplit: MetricsActivitySplit;
  dailyActiveTeamsSplit: MetricsActivitySplit;
  totalUsersFiltered: number;
}

export interface MetricsPaymentsOverview {
  subscriptionsByStatus: Record<string, number>;
  activeSubscriptionCount: number;
  totalOneTimePurchases: number;
  dailySubscriptions: MetricsDataPoint[];
  revenueCents: number;
  mrrCents: number;
  totalOrders: number;
  checkoutConversionRate: number;
}

export interface MetricsEmailOverview {
  emailsByStatus: Record<string, number>;
  totalEmails: number;
  dailyEmails: MetricsDataPoint[];
  dailyEmailsByStatus: { date: string; ok: number; error: number; inProgress: number }[];
  emailsSent: number;
  recentEmails: { id: string; status: string; subject: string; createdAt: Date }[];
  deliverabilityStatus: { delivered: number; bounced: number; error: number; inProgress: number };
  deliverabilityRate: number;
  bounceRate: number;
  clickRate: number;
}

export interface MetricsAnalyticsOverview {
  dailyPageViews: MetricsDataPoint[];
  dailyClicks: MetricsDataPoint[];
  dailyVisitors: MetricsDataPoint[];
  dailyAnonymousVisitorsFallback: MetricsDataPoint[];
  dailyRevenue: { date: string; newCents: number; refundCents: number }[];
  totalRevenueCents: number;
  totalReplays: number;
  recentReplays: number;
  visitors: number;
  anonymousVisitorsFallback: number;
  avgSessionSeconds: number;
  onlineLive: number;
  revenuePerVisitor: number;
  topReferrers: { referrer: string; visitors: number }[];
  topRegion: { countryCode: string | null; regionCode: string | null; count: number } | null;
}

export interface ProjectMetrics {
  /** Users of the project (anonymous ones only with includeAnonymous). */
  totalUsers: number;
  /** Users active in the last few minutes. */
  liveUsers: number;
  /** Sign-ups per day. */
  dailyUsers: MetricsDataPoint[];
  dailyActiveUsers: MetricsDataPoint[];
  usersByCountry: Record<string, number>;
  activeUsersByCountry: Record<string, MetricsUser[]>;
  recentlyRegistered: MetricsUser[];
  recentlyActive: MetricsUser[];
  /** Sign-ins per method: password, passkey, otp, an OAuth provider id, or other. */
  loginMethods: { method: string; count: number }[];
  authOverview: MetricsAuthOverview;
  paymentsOverview: MetricsPaymentsOverview;
  emailOverview: MetricsEmailOverview;
  analyticsOverview: MetricsAnalyticsOverview;
}

const points = (series: MetricsDataPointWire[]): MetricsDataPoint[] => series.map(({ date, activity }) => ({ date, activity }));

function split(wire: MetricsActivitySplitWire): MetricsActivitySplit {
  return { total: points(wire.total), new: points(wire.new), retained: points(wire.retained), reactivated: points(wire.reactivated) };
}

function metricsUser(wire: ServerUserWire): MetricsUser {
  return {
    id: wire.id,
    displayName: wire.display_name,
    primaryEmail: wire.primary_email,
    profileImageUrl: wire.profile_image_url,
    isAnonymous: wire.is_anonymous,
    signedUpAt: new Date(wire.signed_up_at_millis),
    lastActiveAt: new Date(wire.last_active_at_millis),
  };
}

export function metricsFromWire(wire: MetricsResponseWire): ProjectMetrics {
  const { auth_overview: auth, payments_overview: pay, email_overview: mail, analytics_overview: web } = wire;
  return {
    totalUsers: wire.total_users,
    // Servers before 2.8.108 report the same five-minute count as the analytics overview's online_live.
    liveUsers: wire.live_users ?? web.online_live,
    dailyUsers: points(wire.daily_users),
    dailyActiveUsers: points(wire.daily_active_users),
    usersByCountry: { ...wire.users_by_country },
    activeUsersByCountry: Object.fromEntries(Object.entries(wire.active_users_by_country ?? {}).map(([country, users]) => [country, users.map(metricsUser)])),
    recentlyRegistered: wire.recently_registered.map(metricsUser),
    recentlyActive: wire.recently_active.map(metricsUser),
    loginMethods: wire.login_methods.map(({ method, count }) => ({ method, count })),
    authOverview: {
      verifiedUsers: auth.verified_users,
      unverifiedUsers: auth.unverified_users,
      anonymousUsers: auth.anonymous_users,
      totalTeams: auth.total_teams,
      mau: auth.mau,
      dailyActiveUsersSplit: split(auth.daily_active_users_split),
      dailyActiveTeamsSplit: split(auth.daily_active_teams_split),
      totalUsersFiltered: auth.total_users_filtered,
    },
    paymentsOverview: {
      subscriptionsByStatus: { ...pay.subscriptions_by_status },
      activeSubscriptionCount: pay.active_subscription_count,
      totalOneTimePurchases: pay.total_one_time_purchases,
      dailySubscriptions: points(pay.daily_subscriptions),
      revenueCents: pay.revenue_cents,
      mrrCents: pay.mrr_cents,
      totalOrders: pay.total_orders,
      checkoutConversionRate: pay.checkout_conversion_rate,
    },
    emailOverview: {
      emailsByStatus: { ...mail.emails_by_status },
      totalEmails: mail.total_emails,
      dailyEmails: points(mail.daily_emails),
      dailyEmailsByStatus: mail.daily_emails_by_status.map((d) => ({ date: d.date, ok: d.ok, error: d.error, inProgress: d.in_progress })),
      emailsSent: mail.emails_sent,
      recentEmails: mail.recent_emails.map((e) => ({ id: e.id, status: e.status, subject: e.subject, createdAt: new Date(e.created_at_millis) })),
      deliverabilityStatus: {
        delivered: mail.deliverability_status.delivered,
        bounced: mail.deliverability_status.bounced,
        error: mail.deliverability_status.error,
        inProgress: mail.deliverability_status.in_progress,
      },
      deliverabilityRate: mail.deliverability_rate,
      bounceRate: mail.bounce_rate,
      clickRate: mail.click_rate,
    },
    analyticsOverview: {
      dailyPageViews: points(web.daily_page_views),
      dailyClicks: points(web.daily_clicks),
      dailyVisitors: points(web.daily_visitors),
      dailyAnonymousVisitorsFallback: points(web.daily_anonymous_visitors_fallback ?? []),
      dailyRevenue: web.daily_revenue.map((d) => ({ date: d.date, newCents: d.new_cents, refundCents: d.refund_cents })),
      totalRevenueCents: web.total_revenue_cents,
      totalReplays: web.total_replays,
      recentReplays: web.recent_replays,
      visitors: web.visitors,
      anonymousVisitorsFallback: web.anonymous_visitors_fallback ?? 0,
      avgSessionSeconds: web.avg_session_seconds,
      onlineLive: web.online_live,
      revenuePerVisitor: web.revenue_per_visitor,
      topReferrers: web.top_referrers.map(({ referrer, visitors }) => ({ referrer, visitors })),
      topRegion: web.top_region
        ? { countryCode: web.top_region.country_code, regionCode: web.top_region.region_code, count: web.top_region.count }
        : null,
    },
  };
}

export async function getMetrics(endpoints: AdminMetricsEndpoints, includeAnonymous: boolean): Promise<ProjectMetrics> {
  return metricsFromWire(await endpoints.getMetrics(includeAnonymous));
}

export async function getMetricsUserCounts(endpoints: AdminMetricsEndpoints): Promise<{ totalUsers: number; anonymousUsers: number }> {
  const wire = await endpoints.getMetricsUserCounts();
  return { totalUsers: wire.total_users, anonymousUsers: wire.anonymous_users };
}

/** One point per day of the window: 1 when the user was active that day, else 0. */
export async function getUserActivity(endpoints: AdminMetricsEndpoints, userId: string): Promise<{ dataPoints: MetricsDataPoint[] }> {
  return { dataPoints: points((await endpoints.getUserActivity(userId)).data_points) };
}
