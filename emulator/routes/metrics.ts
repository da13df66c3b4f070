// GET /internal/metrics (PROTOCOL.md §5.26), computed from the project's data on the emulator's
// clock, plus /internal/metrics/user-counts and /internal/user-activity that the 2.8.108 SDK reads.
import { KnownErrors } from '../../src/protocol/errors';
import {
  metricsQuery,
  metricsResponse,
  metricsUserCounts,
  userActivityQuery,
  userActivityResponse,
} from '../../src/protocol/wire/metrics';
import { json } from '../http';
import { computeMetrics, computeUserActivity, computeUserCounts } from '../metrics/compute';
import { ADMIN, endpoint, noQuery, type RouteDef } from '../routing';
import { getUser } from '../users/store';

export const metricsRoutes: RouteDef[] = [
  endpoint('GET', '/internal/metrics', { access: ADMIN, query: metricsQuery, response: metricsResponse }, async (c, { auth, query }) => {
    const { db, clock } = c.var.ctx;
    return json(c, await computeMetrics(db, auth.project, query.include_anonymous === 'true', clock.now()));
  }),

  endpoint('GET', '/internal/metrics/user-counts', { access: ADMIN, query: noQuery, response: metricsUserCounts }, async (c, { auth }) =>
    json(c, await computeUserCounts(c.var.ctx.db, auth.project.id)),
  ),

  endpoint('GET', '/internal/user-activity', { access: ADMIN, query: userActivityQuery, response: userActivityResponse }, async (c, { auth, query }) => {
    const { db, clock } = c.var.ctx;
    if (!(await getUser(db, auth.project.id, query.user_id))) throw new KnownErrors.UserNotFound();
    return json(c, await computeUserActivity(db, auth.project.id, query.user_id, clock.now()));
  }),
];
