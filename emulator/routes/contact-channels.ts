// Contact channels CRUD (PROTOCOL.md §5.10): create, list, read, update, delete. Sending and redeeming
// verification codes lives in contact-channel-verification.ts.
import { KnownErrors } from '../../src/protocol/errors';
import { contactChannelEndpoints as e } from '../../src/protocol/endpoints/contact-channels';
import type { ServerContactChannelCreateBody, ServerContactChannelUpdateBody } from '../../src/protocol/wire/contact-channels';
import type { AppContext, AuthInfo } from '../context';
import { json, StatusError, success } from '../http';
import { resolveUserId, route, type RouteDef } from '../routing';
import { findChannel, listProjectChannels } from '../contact-channels/store';
import { channelView, createChannel, deleteChannel, updateChannel } from '../users/contact-channels';
import { getUser } from '../users/store';


type Verb = 'read' | 'create' | 'update' | 'delete' | 'list';

/** `me` resolved; clients may only name themselves (a signed-out client has no self at all). */
function targetUserId(auth: AuthInfo, userId: string, verb: Verb): string {
  const resolved = resolveUserId(auth, userId);
  if (auth.type === 'client') {
    if (!auth.user) throw new KnownErrors.CannotGetOwnUserWithoutUser();
    if (resolved !== auth.user.id) throw new StatusError(403, `Client can only ${verb} contact channels for their own user.`);
  }
  return resolved;
}

function pathChannel(c: AppContext, auth: AuthInfo, verb: Verb): { userId: string; channelId: string } {
  return { userId: targetUserId(auth, c.req.param('user_id') ?? '', verb), channelId: c.req.param('contact_channel_id') ?? '' };
}

export const contactChannelRoutes: RouteDef[] = [
  route(
    e.create,
    async (c, { auth, body: raw }) => {
      const { db, clock } = c.var.ctx;
      const body = raw as ServerContactChannelCreateBody;
      const userId = targetUserId(auth, body.user_id, 'create');
      const user = await getUser(db, auth.project.id, userId);
      if (!user) throw new KnownErrors.UserIdDoesNotExist({ user_id: userId });
      const channel = await createChannel(
        db,
        auth.project.id,
        user.id,
        { value: body.value, usedForAuth: body.used_for_auth, isPrimary: body.is_primary ?? false, isVerified: body.is_verified ?? false },
        clock.now(),
      );
      return json(c, channelView(channel), 201);
    },
  ),

  route(e.list, async (c, { auth, query }) => {
    const { db } = c.var.ctx;
    // Only server callers may leave out user_id (then: every channel of the project).
    const userId = query.user_id === undefined && auth.type !== 'client' ? null : targetUserId(auth, query.user_id ?? '', 'list');
    let channels = await listProjectChannels(db, auth.project.id, userId);
    if (query.contact_channel_id !== undefined) channels = channels.filter((ch) => ch.id === query.contact_channel_id);
    return json(c, { items: channels.map(channelView), is_paginated: false });
  }),

  route(e.get, async (c, { auth }) => {
    const { userId, channelId } = pathChannel(c, auth, 'read');
    const channel = await findChannel(c.var.ctx.db, auth.project.id, userId, channelId);
    if (!channel) throw new StatusError(404, 'Contact channel not found.');
    return json(c, channelView(channel));
  }),

  route(
    e.update,
    async (c, { auth, body: raw }) => {
      const { db } = c.var.ctx;
      const body = raw as ServerContactChannelUpdateBody;
      const { userId, channelId } = pathChannel(c, auth, 'update');
      const channel = await findChannel(db, auth.project.id, userId, channelId);
      if (!channel) throw new StatusError(400, 'Contact channel not found');
      const updated = await updateChannel(db, channel, {
        value: body.value,
        usedForAuth: body.used_for_auth,
        isPrimary: body.is_primary,
        isVerified: body.is_verified,
      });
      return json(c, channelView(updated));
    },
  ),

  route(e.delete, async (c, { auth }) => {
    const { db } = c.var.ctx;
    const { userId, channelId } = pathChannel(c, auth, 'delete');
    const channel = await findChannel(db, auth.project.id, userId, channelId);
    if (!channel) throw new StatusError(400, 'Contact channel not found');
    await deleteChannel(db, channel);
    return success(c);
  }),
];
