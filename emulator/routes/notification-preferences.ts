// Notification preferences (PROTOCOL.md §5.22): two hard-coded categories; only overrides are stored.
import { KnownErrors } from '../../src/protocol/errors';
import { notificationPreferenceEndpoints as e } from '../../src/protocol/endpoints/notification-preferences';
import { NOTIFICATION_CATEGORIES, type NotificationPreferenceWire } from '../../src/protocol/wire/notification-preferences';
import type { AppContext, AuthInfo } from '../context';
import { json, StatusError, text } from '../http';
import { openRoute, resolveUserId, route, type RouteDef } from '../routing';
import { unsubscribeWithCode } from '../notification-preferences/unsubscribe';
import { listPreferenceOverrides, setPreference } from '../notification-preferences/store';
import { getUser } from '../users/store';

const CODE_LENGTH = 45;
const UNSUBSCRIBED = '<p>Successfully unsubscribed from notification group</p>';
const ALREADY_UNSUBSCRIBED = '<p>You have already unsubscribed from this notification group</p>';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `me` resolved; a client may only name itself (`verb` picks the 403 sentence). */
function targetUserId(c: AppContext, auth: AuthInfo, verb: 'view' | 'manage'): string {
  const userId = resolveUserId(auth, c.req.param('user_id') ?? '');
  if (auth.type === 'client' && userId !== auth.user?.id) throw new StatusError(403, `You can only ${verb} your own notification preferences`);
  return userId;
}

async function assertUserExists(c: AppContext, auth: AuthInfo, userId: string): Promise<void> {
  const user = UUID_RE.test(userId) ? await getUser(c.var.ctx.db, auth.project.id, userId) : null;
  if (!user) throw new KnownErrors.UserNotFound();
}

function preferenceView(category: (typeof NOTIFICATION_CATEGORIES)[number], enabled: boolean | undefined): NotificationPreferenceWire {
  return { notification_category_id: category.id, notification_category_name: category.name, enabled: enabled ?? true, can_disable: category.canDisable };
}

export const notificationPreferenceRoutes: RouteDef[] = [
  route(e.list, async (c, { auth }) => {
    const userId = targetUserId(c, auth, 'view');
    await assertUserExists(c, auth, userId);
    const stored = await listPreferenceOverrides(c.var.ctx.db, userId);
    return json(c, { items: NOTIFICATION_CATEGORIES.map((category) => preferenceView(category, stored.get(category.id))), is_paginated: false });
  }),

  route(
    e.set,
    async (c, { auth, body }) => {
      const { db } = c.var.ctx;
      const userId = targetUserId(c, auth, 'manage');
      const categoryId = (c.req.param('notification_category_id') ?? '').toLowerCase();
      const category = NOTIFICATION_CATEGORIES.find((candidate) => candidate.id === categoryId);
      if (!category) throw new StatusError(404, 'Notification category not found');
      await assertUserExists(c, auth, userId);
      // can_disable is advisory: the server stores a disabled Transactional category too (§5.22).
      await setPreference(db, auth.project.id, userId, category.id, body.enabled);
      return json(c, preferenceView(category, body.enabled));
    },
  ),

  openRoute(e.unsubscribe, async (c, { query }) => {
    const code = query.code ?? '';
    if (code.length !== CODE_LENGTH) return text('Invalid code', 400);
    const outcome = await unsubscribeWithCode(c.var.ctx.db, code, c.var.ctx.clock.now());
    if (outcome === 'not_found') throw new KnownErrors.VerificationCodeNotFound();
    if (outcome === 'expired') throw new KnownErrors.VerificationCodeExpired();
    const html = outcome === 'already' ? ALREADY_UNSUBSCRIBED : UNSUBSCRIBED;
    return text(html, 200, { 'content-type': 'text/html' });
  }),
];
