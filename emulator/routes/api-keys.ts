// User and team API keys (PROTOCOL.md §4.8, §5.17): one implementation, parametrised by key type.
import { randomUUID } from 'node:crypto';
import { KnownErrors } from '../../src/protocol/errors';
import { apiKeyEndpointsByType } from '../../src/protocol/endpoints/api-keys';
import type { Endpoint } from '../../src/protocol/endpoint';
import type { ApiKeyCheckBody, ApiKeyTypeWire, ApiKeyUpdateBody } from '../../src/protocol/wire/api-keys';
import { createApiKeySecret, parseApiKeySecret } from '../api-keys/secret';
import { findApiKey, findApiKeyBySecretHash, insertApiKey, listApiKeys, updateApiKey, type ApiKeyRow } from '../api-keys/store';
import type { AppContext, AuthInfo } from '../context';
import { sha256Hex } from '../crypto/hash';
import type { Queryable } from '../db/database';
import { json, StatusError } from '../http';
import { resolveUserId, route, type RouteDef } from '../routing';
import { getTeam } from '../teams/store';
import { hasTeamPermission } from '../permissions';
import { getUser } from '../users/store';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The owner ids of a query or body; the other family's id is accepted only to report "both" (SPEC §5). */
interface OwnerIds {
  user_id?: string | undefined;
  team_id?: string | undefined;
}
interface CreateInput extends OwnerIds {
  description: string;
  expires_at_millis: number | null;
  is_public?: boolean | undefined;
}

/** Either family's endpoints as the handlers read them: both owner ids optional (resolveOwner checks them). */
interface KeyFamily {
  check: Endpoint<string, undefined, ApiKeyCheckBody>;
  create: Endpoint<string, undefined, CreateInput>;
  list: Endpoint<string, OwnerIds>;
  get: Endpoint<string, OwnerIds>;
  update: Endpoint<string, OwnerIds, ApiKeyUpdateBody>;
}

const DISABLED_TEXT: Record<ApiKeyTypeWire, string> = {
  user: 'User API keys are not enabled for this project.',
  team: 'Team API keys are not enabled for this project.',
};

function schemaError(message: string): never {
  throw new KnownErrors.SchemaError({ message }, message);
}

function requireEnabled(auth: AuthInfo, type: ApiKeyTypeWire): void {
  const enabled = type === 'user' ? auth.project.config.allow_user_api_keys : auth.project.config.allow_team_api_keys;
  if (!enabled) throw new StatusError(400, DISABLED_TEXT[type]);
}

/** The owner (user or team id) the request names, after the access rules of §5.17. */
async function resolveOwner(
  db: Queryable,
  auth: AuthInfo,
  type: ApiKeyTypeWire,
  ids: { user_id?: string | undefined; team_id?: string | undefined },
): Promise<string> {
  if (ids.user_id !== undefined && ids.team_id !== undefined) schemaError('Cannot specify both user_id and team_id');
  if (auth.type === 'client' && !auth.user) throw new KnownErrors.UserAuthenticationRequired();
  if (type === 'user') {
    if (ids.user_id === undefined) schemaError('user_id is required for user API keys');
    const userId = resolveUserId(auth, ids.user_id);
    if (auth.type === 'client') {
      if (userId !== auth.user!.id) throw new StatusError(403, 'Client can only manage their own api keys');
      return userId;
    }
    if (!(await getUser(db, auth.project.id, userId))) throw new KnownErrors.UserIdDoesNotExist({ user_id: userId });
    return userId;
  }
  if (ids.team_id === undefined) schemaError('team_id is required for team API keys');
  const teamId = ids.team_id;
  if (!UUID_RE.test(teamId)) schemaError('team_id is required for team API keys');
  if (auth.type === 'client') {
    // Without $manage_api_keys it reads as "no such key", so a team's existence does not leak (PROTOCOL.md §5.17).
    if (!(await hasTeamPermission(db, auth.project.id, teamId, auth.user!.id, '$manage_api_keys'))) throw new KnownErrors.ApiKeyNotFound();
    return teamId;
  }
  if (!(await getTeam(db, auth.project.id, teamId))) throw new KnownErrors.TeamNotFound({ team_id: teamId });
  return teamId;
}

const millis = (v: string | number | null): number | undefined => (v === null ? undefined : Number(v));

/** The read view (§4.8): optional timestamps are omitted, never null. */
function readView(row: ApiKeyRow) {
  const expires = millis(row.expires_at_millis);
  const revoked = millis(row.manually_revoked_at_millis);
  return {
    id: row.id,
    description: row.description,
    ...(expires === undefined ? {} : { expires_at_millis: expires }),
    ...(revoked === undefined ? {} : { manually_revoked_at_millis: revoked }),
    created_at_millis: Number(row.created_at_millis),
    is_public: row.is_public,
    type: row.type,
    ...(row.type === 'user' ? { user_id: row.user_id } : { team_id: row.team_id }),
    value: { last_four: row.last_four },
  };
}

/**
 * One key by its id, then the client rules on the key's own owner (as the real API does): another
 * user's key is the text 403, a team key without $manage_api_keys is API_KEY_NOT_FOUND. The query's
 * owner id is not consulted.
 */
async function findForCaller(db: Queryable, auth: AuthInfo, type: ApiKeyTypeWire, keyId: string): Promise<ApiKeyRow> {
  const row = UUID_RE.test(keyId) ? await findApiKey(db, auth.project.id, type, keyId) : null;
  if (!row) throw new KnownErrors.ApiKeyNotFound();
  if (auth.type !== 'client') return row;
  if (!auth.user) throw new KnownErrors.UserAuthenticationRequired();
  if (type === 'user') {
    if (row.user_id !== auth.user.id) throw new StatusError(403, 'Client can only manage their own api keys');
  } else if (!row.team_id || !(await hasTeamPermission(db, auth.project.id, row.team_id, auth.user.id, '$manage_api_keys'))) {
    throw new KnownErrors.ApiKeyNotFound();
  }
  return row;
}

function requestHost(c: AppContext): string {
  return new URL(c.req.url).hostname;
}

export function apiKeyRoutesFor(type: ApiKeyTypeWire): RouteDef[] {
  const e: KeyFamily = apiKeyEndpointsByType[type];
  return [
    route(e.check, async (c, { auth, body }) => {
      requireEnabled(auth, type);
      const parsed = parseApiKeySecret(body.api_key);
      if (!parsed) throw new KnownErrors.ApiKeyNotFound();
      const row = await findApiKeyBySecretHash(c.var.ctx.db, auth.project.id, sha256Hex(body.api_key));
      if (!row) throw new KnownErrors.ApiKeyNotFound();
      if (row.type !== type) throw new KnownErrors.WrongApiKeyType({ expected_type: type, actual_type: row.type });
      // Revocation is reported before expiry, as whyInvalid does (SPEC.md §4 "API key").
      if (row.manually_revoked_at_millis !== null) throw new KnownErrors.ApiKeyRevoked();
      const expires = millis(row.expires_at_millis);
      if (expires !== undefined && expires <= c.var.ctx.clock.now()) throw new KnownErrors.ApiKeyExpired();
      return json(c, readView(row));
    }),

    route(e.create, async (c, { auth, body }) => {
      requireEnabled(auth, type);
      const { db, clock } = c.var.ctx;
      const ownerId = await resolveOwner(db, auth, type, body);
      const id = randomUUID();
      const isPublic = body.is_public ?? false;
      const secret = createApiKeySecret({ id, type, isPublic, host: requestHost(c) });
      const now = clock.now();
      const row = await insertApiKey(db, {
        id,
        projectId: auth.project.id,
        type,
        ownerId,
        description: body.description,
        isPublic,
        secretHash: sha256Hex(secret),
        lastFour: secret.slice(-4),
        now,
        expiresAtMillis: body.expires_at_millis,
      });
      return json(c, { ...readView(row), value: secret });
    }),

    route(e.list, async (c, { auth, query }) => {
      requireEnabled(auth, type);
      const { db } = c.var.ctx;
      const ownerId = await resolveOwner(db, auth, type, query);
      const rows = await listApiKeys(db, auth.project.id, type, ownerId);
      return json(c, { items: rows.map(readView), is_paginated: false });
    }),

    route(e.get, async (c, { auth }) => {
      requireEnabled(auth, type);
      return json(c, readView(await findForCaller(c.var.ctx.db, auth, type, c.req.param('api_key_id') ?? '')));
    }),

    route(e.update, async (c, { auth, body }) => {
      requireEnabled(auth, type);
      const { db, clock } = c.var.ctx;
      const key = await findForCaller(db, auth, type, c.req.param('api_key_id') ?? '');
      const row = await updateApiKey(db, key.id, { description: body.description ?? null, revoke: body.revoked === true }, clock.now());
      return json(c, readView(row));
    }),
  ];
}

export const apiKeyRoutes: RouteDef[] = [...apiKeyRoutesFor('user'), ...apiKeyRoutesFor('team')];
