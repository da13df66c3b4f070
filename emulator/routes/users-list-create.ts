// POST /users and GET /users (PROTOCOL.md §5.9): creating and listing users, server and admin access only.
import { userEndpoints as e } from '../../src/protocol/endpoints/users';
import { json } from '../http';
import { route, type RouteDef } from '../routing';
import { createUser } from '../users/create';
import { listUsers } from '../users/list';
import { loadUserState, serverUserView } from '../users/views';

export const userListCreateRoutes: RouteDef[] = [
  route(e.create, async (c, { auth, body }) => {
    const view = await createUser(c.var.ctx.db, auth.project, body, {
      method: c.req.method,
      pathname: new URL(c.req.url).pathname,
      isClient: false,
      now: c.var.ctx.clock.now(),
      imageStorage: c.var.ctx.imageStorage,
    });
    return json(c, view, 201);
  }),

  route(e.list, async (c, { auth, query }) => {
    const { db } = c.var.ctx;
    const page = await listUsers(db, auth.project, query);
    const items = [];
    for (const user of page.users) items.push(await serverUserView(db, auth.project, await loadUserState(db, auth.project, user)));
    return json(c, { items, is_paginated: true, pagination: { next_cursor: page.nextCursor } });
  }),
];
