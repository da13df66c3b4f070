// The config tree and its override levels (PROTOCOL.md §5.27); trees travel as JSON strings. The
// route checks `:level` itself (SCHEMA_ERROR when unknown; server access manages `branch` only).
import { ADMIN_CALLERS, endpoint, SERVER_CALLERS } from '../endpoint';
import { noQuery, successResponse } from '../wire/common';
import { configOverrideSetBody, configOverrideUpdateBody, configResetKeysBody, configSourceResponse, configStringResponse } from '../wire/config';

const OVERRIDE = '/internal/config/override/:level';

export const configEndpoints = {
  /** The rendered tree. */
  get: endpoint({ method: 'GET', path: '/internal/config', access: ADMIN_CALLERS, query: noQuery, answer: configStringResponse }),
  /** A level's override as stored. */
  getOverride: endpoint({ method: 'GET', path: OVERRIDE, access: SERVER_CALLERS, query: noQuery, answer: configStringResponse }),
  /** Merges dot-notation keys into the level: each replaces its subtree, null removes it. */
  updateOverride: endpoint({ method: 'PATCH', path: OVERRIDE, access: SERVER_CALLERS, query: noQuery, body: configOverrideUpdateBody, answer: successResponse }),
  /** Replaces the level (`source` is required for `branch`). */
  setOverride: endpoint({ method: 'PUT', path: OVERRIDE, access: SERVER_CALLERS, query: noQuery, body: configOverrideSetBody, answer: successResponse }),
  /** Removes the keys and their descendants (branch and environment levels). */
  resetKeys: endpoint({ method: 'POST', path: `${OVERRIDE}/reset-keys`, access: ADMIN_CALLERS, query: noQuery, body: configResetKeysBody, answer: successResponse }),
  /** Where the branch config was pushed from. */
  getSource: endpoint({ method: 'GET', path: '/internal/config/source', access: ADMIN_CALLERS, query: noQuery, answer: configSourceResponse }),
  /** The branch config becomes `unlinked`. */
  unlinkSource: endpoint({ method: 'DELETE', path: '/internal/config/source', access: ADMIN_CALLERS, query: noQuery, answer: successResponse }),
};
