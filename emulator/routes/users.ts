// Users (PROTOCOL.md §5.9): /users/me for every access type, /users/{id} for server and admin.
import { KnownErrors } from '../../src/protocol/errors';
import { userEndpoints as e } from '../../src/protocol/endpoints/users';
import type { ServerUserUpdateBody } from '../../src/protocol/wire/users';
import type { AppContext, AuthInfo } from '../context';
import { json, StatusError, success } from '../http';
import { resolveUserId, route, type RouteDef } from '../routing';
import { deleteUser, getUser, type UserRecord } from '../users/store';
import { applyUserUpdate } from '../users/update';
import { clientUserView, loadUserStateById, serverUserView, type UserState } from '../users/views';
import { emitWebhookEvent } from '../webhooks/events';

/** The user's view; `known` is a state read earlier in this request (header auth's), else it is read now. */
async function view(c: AppContext, auth: AuthInfo, userId: string, known: UserState | null = null): Promise<Response> {
  const { db } = c.var.ctx;
  const state = known ?? (await loadUserStateById(db, auth.project, userId));
  if (!state) throw new KnownErrors.UserNotFound();
  return json(c, auth.type === 'client' ? await clientUserView(db, auth.project, state) : await serverUserView(db, auth.project, state));
}

function me(auth: AuthInfo): UserRecord {
  if (!auth.user) throw new KnownErrors.CannotGetOwnUserWithoutUser();
  return auth.user;
}

async function update(c: AppContext, auth: AuthInfo, user: UserRecord, body: ServerUserUpdateBody): Promise<Response> {
  await applyUserUpdate(c.var.ctx.db, auth.project, user, body, {
    method: c.req.method,
    pathname: new URL(c.req.url).pathname,
    isClient: auth.type === 'client',
    now: c.var.ctx.clock.now(),
    imageStorage: c.var.ctx.imageStorage,
  });
  await emitWebhookEvent(c.var.ctx.db, { type: 'user.updated', userId: user.id });
  return view(c, auth, user.id);
}

async function serverTarget(c: AppContext, auth: AuthInfo): Promise<UserRecord> {
  const userId = resolveUserId(auth, c.req.param('user_id') ?? '');
  const user = await getUser(c.var.ctx.db, auth.project.id, userId);
  if (!user) throw new KnownErrors.UserNotFound();
  return user;
}

export const userRoutes: RouteDef[] = [
  route(e.me, async (c, { auth }) =>
    view(c, auth, me(auth).id, auth.userState),
  ),

  route(e.updateMe, async (c, { auth, body }) => update(c, auth, me(auth), body as ServerUserUpdateBody)),

  route(e.deleteMe, async (c, { auth }) => {
    const user = me(auth);
    if (auth.type === 'client' && !auth.project.config.client_user_deletion_enabled) {
      throw new StatusError(400, 'Client user deletion is not enabled for this project');
    }
    await deleteUser(c.var.ctx.db, user.id);
    return success(c);
  }),

  route(e.get, async (c, { auth }) => view(c, auth, (await serverTarget(c, auth)).id)),

  route(e.update, async (c, { auth, body }) =>
    update(c, auth, await serverTarget(c, auth), body),
  ),

  route(e.delete, async (c, { auth }) => {
    await deleteUser(c.var.ctx.db, (await serverTarget(c, auth)).id);
    return success(c);
  }),
];
