// Project management (PROTOCOL.md §5.19): an internal-project user lists and creates the projects their
// teams own; the owner (admin key or admin access token) reads, changes and deletes the current one.
import { ADMIN_CALLERS, ALL_CALLERS, endpoint } from '../endpoint';
import { adminProjectCreateBody, adminProjectList, adminProjectUpdateBody, adminProjectWire, projectTransferAnswer, projectTransferBody } from '../wire/admin-projects';
import { noQuery, successResponse } from '../wire/common';

export const adminProjectEndpoints = {
  /** Projects owned by one of the signed-in user's internal teams (the internal project only). */
  listOwned: endpoint({ method: 'GET', path: '/internal/projects', access: ALL_CALLERS, query: noQuery, answer: adminProjectList }),
  /** A new project (201); the caller must belong to `owner_team_id`. */
  create: endpoint({ method: 'POST', path: '/internal/projects', access: ALL_CALLERS, query: noQuery, body: adminProjectCreateBody, answer: adminProjectWire }),
  /** The admin view of the current project. */
  current: endpoint({ method: 'GET', path: '/internal/projects/current', access: ADMIN_CALLERS, query: noQuery, answer: adminProjectWire }),
  /** Only the given fields; `config.domains` and `oauth_providers` replace their lists. */
  update: endpoint({ method: 'PATCH', path: '/internal/projects/current', access: ADMIN_CALLERS, query: noQuery, body: adminProjectUpdateBody, answer: adminProjectWire }),
  /** Moves a project to another team of the internal user; needs team_admin on the current owner team. */
  transfer: endpoint({ method: 'POST', path: '/internal/projects/transfer', access: ALL_CALLERS, query: noQuery, body: projectTransferBody, answer: projectTransferAnswer }),
  /** The project and everything in it. */
  delete: endpoint({ method: 'DELETE', path: '/internal/projects/current', access: ADMIN_CALLERS, query: noQuery, answer: successResponse }),
};
