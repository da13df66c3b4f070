// Auto-captured analytics events (POST /analytics/events/batch), which the official 2.8.108 browser client
// sends on its own every few seconds. PROTOCOL.md leaves analytics out (§10); the shape follows that SDK's
// event tracker. The SDK gzips the JSON and sends it as application/octet-stream (plain JSON on page hide).
import { s, type Infer } from '../schema';

/** At most this many events per batch. */
export const ANALYTICS_MAX_EVENTS_PER_BATCH = 500;

export const ANALYTICS_EVENT_TYPES = ['$page-view', '$click'] as const;

export const analyticsEventWire = s.object({
  event_type: s.literal(ANALYTICS_EVENT_TYPES),
  event_at_ms: s.number({ integer: true, min: 0 }),
  /** Page-view data (url, path, referrer, title, viewport…) or click data (tag, text, selector, x/y…). */
  data: s.json(),
});
export type AnalyticsEventWire = Infer<typeof analyticsEventWire>;

export const analyticsEventBatchBody = s.object({
  session_replay_segment_id: s.string({ uuid: true }),
  batch_id: s.string({ uuid: true }),
  sent_at_ms: s.number({ integer: true, min: 0 }),
  events: s.array(analyticsEventWire, { min: 1, max: ANALYTICS_MAX_EVENTS_PER_BATCH }),
});
export type AnalyticsEventBatchBody = Infer<typeof analyticsEventBatchBody>;

/** The answer when the project's analytics app is enabled (otherwise ANALYTICS_NOT_ENABLED). */
export const analyticsEventBatchResponse = s.object({ inserted: s.number() });
export type AnalyticsEventBatchResponse = Infer<typeof analyticsEventBatchResponse>;
