// The 'passkey-list' extension (docs/emulator.md "Extensions"): the signed-in user's passkeys listed, one more
// added beside the others, renamed, removed. Every statement reads the session's own user: another user's
// passkey id is "not found", never theirs to see or change.
import type { AuthInfo } from '../context';
import { json, StatusError, success } from '../http';
import { route, type RouteDef } from '../routing';
import { addPasskey, listPasskeys, removePasskey, renamePasskey, type PasskeyRecord } from '../users/passkeys';
import { passkeyListEndpoints as e } from '../../src/protocol/endpoints/passkey-list';
import type { PasskeyListItemWire } from '../../src/protocol/wire/passkey-list';
import { verifiedRegistration } from './auth-passkey';

function view(passkey: PasskeyRecord): PasskeyListItemWire {
  return { id: passkey.id, name: passkey.name, created_at_millis: passkey.created_at_millis, last_used_at_millis: passkey.last_used_at_millis };
}

/** The session's user and project (requireUser lets no request without a user through). */
function owner(auth: AuthInfo): { projectId: string; userId: string } {
  if (!auth.user) throw new Error('requireUser let a request without a user through');
  return { projectId: auth.project.id, userId: auth.user.id };
}

const notFound = (): StatusError => new StatusError(404, 'Passkey not found.');

export const passkeyListRoutes: RouteDef[] = [
  route(e.list, async (c, { auth }) => {
    const { projectId, userId } = owner(auth);
    const items = (await listPasskeys(c.var.ctx.db, projectId, userId)).map(view);
    return json(c, { items, is_paginated: false });
  }),

  route(e.add, async (c, { auth, body }) => {
    const passkey = await verifiedRegistration(c, auth, body);
    const added = await addPasskey(c.var.ctx.db, { ...passkey, ...(body.name === undefined ? {} : { name: body.name.trim() || 'Passkey' }) }, c.var.ctx.clock.now());
    return json(c, view(added));
  }),

  route(e.rename, async (c, { auth, body }) => {
    const { projectId, userId } = owner(auth);
    const renamed = await renamePasskey(c.var.ctx.db, projectId, userId, c.req.param('passkey_id') ?? '', body.name.trim() || 'Passkey');
    if (!renamed) throw notFound();
    return json(c, view(renamed));
  }),

  route(e.remove, async (c, { auth }) => {
    const { projectId, userId } = owner(auth);
    if (!(await removePasskey(c.var.ctx.db, projectId, userId, c.req.param('passkey_id') ?? ''))) throw notFound();
    return success(c);
  }),
];
