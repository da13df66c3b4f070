// GET /internal/metrics (PROTOCOL.md §5.26), computed from the project's data on the emulator's
// clock, plus /internal/metrics/user-counts and /internal/user-activity that the 2.8.108 SDK reads.
import { KnownErrors } from '../../src/protocol/errors';
import { dialectOf } from '../../src/protocol/headers';
import { metricsEndpoints as e } from '../../src/protocol/endpoints/metrics';
import { json } from '../http';
import { computeMetrics, computeUserActivity, computeUserCounts } from '../metrics/compute';
import { route, type RouteDef } from '../routing';
import { getUser } from '../users/store';

export const metricsRoutes: RouteDef[] = [
  route(e.get, async (c, { auth, query }) => {
    const { db, clock } = c.var.ctx;
    return json(c, await computeMetrics(db, auth.project, query.include_anonymous === 'true', clock.now(), dialectOf(c.req.raw.headers)));
  }),

  route(e.userCounts, async (c, { auth }) =>
    json(c, await computeUserCounts(c.var.ctx.db, auth.project.id)),
  ),

  route(e.userActivity, async (c, { auth, query }) => {
    const { db, clock } = c.var.ctx;
    if (!(await getUser(db, auth.project.id, query.user_id))) throw new KnownErrors.UserNotFound();
    return json(c, await computeUserActivity(db, auth.project.id, query.user_id, clock.now()));
  }),
];
