// Analytics event ingestion (POST /analytics/events/batch), which the official browser client sends on its own.
import { ALL_CALLERS, endpoint } from '../endpoint';
import { analyticsEventBatchBody, analyticsEventBatchResponse } from '../wire/analytics';

export const analyticsEndpoints = {
  /** A batch of auto-captured events (JSON, or gzip-compressed JSON as application/octet-stream). */
  batch: endpoint({ method: 'POST', path: '/analytics/events/batch', access: ALL_CALLERS, body: analyticsEventBatchBody, answer: analyticsEventBatchResponse }),
};
