// Project metrics (PROTOCOL.md §5.26) and the two smaller reads of the 2.8.108 SDK. Access A.
import type { MetricsResponseWire, MetricsUserCountsWire, UserActivityWire } from '../../../protocol/wire/metrics';
import type { RequestPipeline } from '../../http/pipeline';

export class AdminMetricsEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** GET /internal/metrics; anonymous users count only with `includeAnonymous`. */
  getMetrics(includeAnonymous = false): Promise<MetricsResponseWire> {
    return this.pipeline.json<MetricsResponseWire>(`/internal/metrics${includeAnonymous ? '?include_anonymous=true' : ''}`, { method: 'GET' });
  }

  /** GET /internal/metrics/user-counts. */
  getMetricsUserCounts(): Promise<MetricsUserCountsWire> {
    return this.pipeline.json<MetricsUserCountsWire>('/internal/metrics/user-counts', { method: 'GET' });
  }

  /** GET /internal/user-activity?user_id= (USER_NOT_FOUND for an unknown user). */
  getUserActivity(userId: string): Promise<UserActivityWire> {
    return this.pipeline.json<UserActivityWire>(`/internal/user-activity?${new URLSearchParams({ user_id: userId })}`, { method: 'GET' });
  }
}
