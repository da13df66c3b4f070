// Project metrics (PROTOCOL.md §5.26) and the two smaller reads of the 2.8.108 SDK. Access A.
import { metricsEndpoints as e } from '../../../protocol/endpoints/metrics';
import type { MetricsResponseWire, MetricsUserCountsWire, UserActivityWire } from '../../../protocol/wire/metrics';
import type { RequestPipeline } from '../../http/pipeline';

export class AdminMetricsEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** Anonymous users count only with `includeAnonymous`. */
  getMetrics(includeAnonymous = false): Promise<MetricsResponseWire> {
    return this.pipeline.call(e.get, { query: includeAnonymous ? { include_anonymous: 'true' } : {} });
  }

  getMetricsUserCounts(): Promise<MetricsUserCountsWire> {
    return this.pipeline.call(e.userCounts, {});
  }

  /** USER_NOT_FOUND for an unknown user. */
  getUserActivity(userId: string): Promise<UserActivityWire> {
    return this.pipeline.call(e.userActivity, { query: { user_id: userId } });
  }
}
