// The project's own key sets (PROTOCOL.md §5.20): list, create (full keys once), read, describe, revoke.
import { KnownErrors } from '../../src/protocol/errors';
import { internalApiKeyEndpoints as e } from '../../src/protocol/endpoints/internal-api-keys';
import { json } from '../http';
import { createKeySet, getKeySet, listKeySets, updateKeySet } from '../projects/key-sets';
import { route, type RouteDef } from '../routing';

export const internalApiKeyRoutes: RouteDef[] = [
  route(e.list, async (c, { auth }) => {
    return json(c, { items: await listKeySets(c.var.ctx.db, auth.project.id), is_paginated: false });
  }),

  // 200, not 201 (§5.20).
  route(e.create, async (c, { auth, body }) => {
    return json(c, await createKeySet(c.var.ctx.db, auth.project.id, body, c.var.ctx.clock.now()));
  }),

  route(e.get, async (c, { auth }) => {
    const key = await getKeySet(c.var.ctx.db, auth.project.id, c.req.param('id') ?? '');
    if (!key) throw new KnownErrors.ApiKeyNotFound();
    return json(c, key);
  }),

  route(e.update, async (c, { auth, body }) => {
    const { db, clock } = c.var.ctx;
    const key = await updateKeySet(db, auth.project.id, c.req.param('id') ?? '', { description: body.description, revoke: body.revoked === true }, clock.now());
    if (!key) throw new KnownErrors.ApiKeyNotFound();
    return json(c, key);
  }),
];
