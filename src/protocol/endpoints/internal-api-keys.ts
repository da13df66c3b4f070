// The project's own key sets (PROTOCOL.md §5.20): list, create (full keys once), read, describe, revoke.
import { ADMIN_CALLERS, endpoint } from '../endpoint';
import { noQuery } from '../wire/common';
import { internalApiKeyCreateBody, internalApiKeyFirstViewWire, internalApiKeyList, internalApiKeyUpdateBody, internalApiKeyWire } from '../wire/internal-api-keys';

export const internalApiKeyEndpoints = {
  /** Newest first, last four characters only. */
  list: endpoint({ method: 'GET', path: '/internal/api-keys', access: ADMIN_CALLERS, query: noQuery, answer: internalApiKeyList }),
  /** 200, not 201 (§5.20): the only answer that carries the full keys. */
  create: endpoint({ method: 'POST', path: '/internal/api-keys', access: ADMIN_CALLERS, query: noQuery, body: internalApiKeyCreateBody, answer: internalApiKeyFirstViewWire }),
  /** API_KEY_NOT_FOUND when the project has none such. */
  get: endpoint({ method: 'GET', path: '/internal/api-keys/:id', access: ADMIN_CALLERS, query: noQuery, answer: internalApiKeyWire }),
  /** A new description and/or `revoked: true` (one-way). */
  update: endpoint({ method: 'PATCH', path: '/internal/api-keys/:id', access: ADMIN_CALLERS, query: noQuery, body: internalApiKeyUpdateBody, answer: internalApiKeyWire }),
};
