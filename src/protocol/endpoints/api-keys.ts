// User and team API keys (PROTOCOL.md §4.8, §5.17): the two families have the same five endpoints.
import { ALL_CALLERS, endpoint, SERVER_CALLERS } from '../endpoint';
import type { Schema } from '../schema';
import {
  apiKeyCheckBody,
  apiKeyUpdateBody,
  teamApiKey,
  teamApiKeyCreateRequest,
  teamApiKeyFirstView,
  teamApiKeyOwnerQuery,
  userApiKey,
  userApiKeyCreateRequest,
  userApiKeyFirstView,
  userApiKeyOwnerQuery,
} from '../wire/api-keys';
import { listEnvelope } from '../wire/common';

interface FamilySchemas<Q, C, K, F> {
  owner: Schema<Q>;
  create: Schema<C>;
  key: Schema<K>;
  firstView: Schema<F>;
}

/** The endpoints of one key family under `base`; the owner query is `user_id` or `team_id`. */
function keyEndpoints<const B extends string, Q, C, K, F>(base: B, schemas: FamilySchemas<Q, C, K, F>) {
  const one = `${base}/:api_key_id` as const;
  return {
    /** The read view of a presented key; API_KEY_NOT_FOUND, _EXPIRED, _REVOKED, WRONG_API_KEY_TYPE otherwise. */
    check: endpoint({ method: 'POST', path: `${base}/check` as const, access: SERVER_CALLERS, body: apiKeyCheckBody, answer: schemas.key }),
    /** A new key with its full secret, shown this once. */
    create: endpoint({ method: 'POST', path: base, access: ALL_CALLERS, body: schemas.create, answer: schemas.firstView }),
    /** The owner's keys, newest first (last four characters only). */
    list: endpoint({ method: 'GET', path: base, access: ALL_CALLERS, query: schemas.owner, answer: listEnvelope(schemas.key) }),
    /** One key of the owner. */
    get: endpoint({ method: 'GET', path: one, access: ALL_CALLERS, query: schemas.owner, answer: schemas.key }),
    /** Description and/or one-way revocation. */
    update: endpoint({ method: 'PATCH', path: one, access: ALL_CALLERS, query: schemas.owner, body: apiKeyUpdateBody, answer: schemas.key }),
  };
}

export const userApiKeyEndpoints = keyEndpoints('/user-api-keys', {
  owner: userApiKeyOwnerQuery,
  create: userApiKeyCreateRequest,
  key: userApiKey,
  firstView: userApiKeyFirstView,
});

export const teamApiKeyEndpoints = keyEndpoints('/team-api-keys', {
  owner: teamApiKeyOwnerQuery,
  create: teamApiKeyCreateRequest,
  key: teamApiKey,
  firstView: teamApiKeyFirstView,
});

/** Both families by key type, for code that serves or calls either. */
export const apiKeyEndpointsByType = { user: userApiKeyEndpoints, team: teamApiKeyEndpoints } as const;
