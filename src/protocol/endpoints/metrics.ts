// Project metrics (PROTOCOL.md §5.26) and the two smaller reads of the 2.8.108 SDK. Access A.
import { ADMIN_CALLERS, endpoint } from '../endpoint';
import { noQuery } from '../wire/common';
import { metricsQuery, metricsResponse, metricsUserCounts, userActivityQuery, userActivityResponse } from '../wire/metrics';

export const metricsEndpoints = {
  /** Anonymous users count only with `include_anonymous=true`. */
  get: endpoint({ method: 'GET', path: '/internal/metrics', access: ADMIN_CALLERS, query: metricsQuery, answer: metricsResponse }),
  userCounts: endpoint({ method: 'GET', path: '/internal/metrics/user-counts', access: ADMIN_CALLERS, query: noQuery, answer: metricsUserCounts }),
  /** USER_NOT_FOUND for an unknown user. */
  userActivity: endpoint({ method: 'GET', path: '/internal/user-activity', access: ADMIN_CALLERS, query: userActivityQuery, answer: userActivityResponse }),
};
