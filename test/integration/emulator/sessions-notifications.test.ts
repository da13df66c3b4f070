// PROTOCOL.md §4.4 + §5.7 session list/revoke, §5.22 notification preferences, §5.9 DELETE /users/me.
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/protocol/clock';
import { useEmulator } from '../../support/emulator';
import { adminHeaders, call, clientHeaders, expectKnownError, serverHeaders, signUp } from './helpers';

const clock = new ManualClock(Date.now());
const emu = useEmulator({ clock, project: { config: { client_user_deletion_enabled: true } } });

const TRANSACTIONAL = '7bb82d33-2f54-4a3d-9d23-82739e0d66ef';
const MARKETING = '4f6f8873-3d04-46bd-8bef-18338b1a1b4c';

const as = (accessToken: string) => clientHeaders(emu.project, { 'x-stack-access-token': accessToken });

async function signIn(email: string, password: string) {
  const res = await call(emu, '/auth/password/sign-in', { headers: clientHeaders(emu.project), body: { email, password } });
  expect(res.status).toBe(200);
  return res.json as { access_token: string; refresh_token: string; user_id: string };
}

function refreshGrant(refreshToken: string) {
  return fetch(`${emu.url}/api/v1/auth/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: emu.project.id, client_secret: emu.project.publishableClientKey }),
  });
}

const sessionIdOf = (accessToken: string): string => JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).refresh_token_id;

describe('GET /auth/sessions', () => {
  it('lists the sessions newest first with §4.4 keys (no _millis), the current one flagged', async () => {
    const first = await signUp(emu, emu.project);
    const createdFirst = clock.now();
    await clock.advance(5_000);
    const second = await signIn(first.email, first.password);
    const res = await call(emu, '/auth/sessions?user_id=me', { headers: as(first.access_token) });
    expect(res.status).toBe(200);
    expect(res.json.is_paginated).toBe(false);
    expect(res.json.pagination).toBeUndefined();
    expect(res.json.items).toHaveLength(2);
    const [newest, oldest] = res.json.items;
    expect(newest.id).toBe(sessionIdOf(second.access_token));
    expect(oldest).toEqual({
      id: sessionIdOf(first.access_token),
      user_id: first.user_id,
      created_at: createdFirst,
      last_used_at: createdFirst,
      is_impersonation: false,
      is_current_session: true,
      last_used_at_end_user_ip_info: { ip: '127.0.0.1', countryCode: null, regionCode: null, cityName: null, latitude: null, longitude: null, tzIdentifier: null },
    });
    expect(newest.is_current_session).toBe(false);
    expect(Object.keys(newest).some((key) => key.endsWith('_millis'))).toBe(false);
  });

  it('a refresh marks the session used (last_used_at moves, created_at stays)', async () => {
    const user = await signUp(emu, emu.project);
    const created = clock.now();
    await clock.advance(60_000);
    expect((await refreshGrant(user.refresh_token)).status).toBe(200);
    const res = await call(emu, '/auth/sessions?user_id=me', { headers: as(user.access_token) });
    expect(res.json.items[0]).toMatchObject({ created_at: created, last_used_at: created + 60_000 });
  });

  it('a client may not list another user: text 403; user_id is required', async () => {
    const a = await signUp(emu, emu.project);
    const b = await signUp(emu, emu.project);
    const res = await call(emu, `/auth/sessions?user_id=${b.user_id}`, { headers: as(a.access_token) });
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(res.text).toBe('Client can only list sessions for their own user.');
    const missing = await call(emu, '/auth/sessions', { headers: as(a.access_token) });
    expect(expectKnownError(missing, 'SCHEMA_ERROR', 400).error).toContain('query.user_id must be defined');
    const extra = await call(emu, '/auth/sessions?user_id=me&x=1', { headers: as(a.access_token) });
    expect(expectKnownError(extra, 'SCHEMA_ERROR', 400).error).toContain('query contains unknown properties: x');
    expectKnownError(await call(emu, '/auth/sessions?user_id=me', { headers: clientHeaders(emu.project) }), 'CANNOT_GET_OWN_USER_WITHOUT_USER', 400);
  });

  it('impersonation sessions are hidden from client and server callers, shown to admins', async () => {
    const user = await signUp(emu, emu.project);
    const imp = await call(emu, '/auth/sessions', { headers: serverHeaders(emu.project), body: { user_id: user.user_id, is_impersonation: true } });
    expect(imp.status).toBe(200);
    const client = await call(emu, '/auth/sessions?user_id=me', { headers: as(user.access_token) });
    expect(client.json.items).toHaveLength(1);
    const server = await call(emu, `/auth/sessions?user_id=${user.user_id}`, { headers: serverHeaders(emu.project) });
    expect(server.json.items).toHaveLength(1);
    const admin = await call(emu, `/auth/sessions?user_id=${user.user_id}`, { headers: adminHeaders(emu.project) });
    expect(admin.json.items.map((s: { is_impersonation: boolean }) => s.is_impersonation).sort()).toEqual([false, true]);
  });
});

describe('DELETE /auth/sessions/{id}', () => {
  it('ends another session: its refresh token fails at once with REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED', async () => {
    const a = await signUp(emu, emu.project);
    const b = await signIn(a.email, a.password);
    const res = await call(emu, `/auth/sessions/${sessionIdOf(b.access_token)}?user_id=me`, { method: 'DELETE', headers: as(a.access_token) });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true });
    const refresh = await refreshGrant(b.refresh_token);
    expect(refresh.status).toBe(401);
    expect(refresh.headers.get('x-stack-known-error')).toBe('REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
    const byHeader = await call(emu, '/auth/sessions/current/refresh', { method: 'POST', headers: clientHeaders(emu.project, { 'x-stack-refresh-token': b.refresh_token }) });
    expectKnownError(byHeader, 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED', 401);
    const list = await call(emu, '/auth/sessions?user_id=me', { headers: as(a.access_token) });
    expect(list.json.items.map((s: { id: string }) => s.id)).toEqual([sessionIdOf(a.access_token)]);
    expect((await refreshGrant(a.refresh_token)).status).toBe(200);
  });

  it('the current session: CANNOT_DELETE_CURRENT_SESSION 400', async () => {
    const a = await signUp(emu, emu.project);
    const res = await call(emu, `/auth/sessions/${sessionIdOf(a.access_token)}?user_id=me`, { method: 'DELETE', headers: as(a.access_token) });
    expect(expectKnownError(res, 'CANNOT_DELETE_CURRENT_SESSION', 400).error).toBe('Cannot delete the current session.');
  });

  it('unknown id, malformed id and (client) another user’s session: text 404 "Session not found."', async () => {
    const a = await signUp(emu, emu.project);
    const other = await signUp(emu, emu.project);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', sessionIdOf(other.access_token)]) {
      const res = await call(emu, `/auth/sessions/${id}?user_id=me`, { method: 'DELETE', headers: as(a.access_token) });
      expect(res.status).toBe(404);
      expect(res.text).toBe('Session not found.');
    }
    expect((await refreshGrant(other.refresh_token)).status).toBe(200);
    const missingQuery = await call(emu, `/auth/sessions/${sessionIdOf(other.access_token)}`, { method: 'DELETE', headers: as(a.access_token) });
    expect(expectKnownError(missingQuery, 'SCHEMA_ERROR', 400).error).toContain('query.user_id must be defined');
  });

  it('sign-out (DELETE /auth/sessions/current) still reaches its own route', async () => {
    const a = await signUp(emu, emu.project);
    const res = await call(emu, '/auth/sessions/current', { method: 'DELETE', headers: as(a.access_token), body: {} });
    expect(res.json).toEqual({ success: true });
    expect((await refreshGrant(a.refresh_token)).status).toBe(401);
  });
});

describe('notification preferences', () => {
  it('GET lists both categories in order, enabled by default', async () => {
    const a = await signUp(emu, emu.project);
    const res = await call(emu, '/emails/notification-preference/me', { headers: as(a.access_token) });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      items: [
        { notification_category_id: TRANSACTIONAL, notification_category_name: 'Transactional', enabled: true, can_disable: false },
        { notification_category_id: MARKETING, notification_category_name: 'Marketing', enabled: true, can_disable: true },
      ],
      is_paginated: false,
    });
  });

  it('PATCH stores the choice; GET reflects it; Transactional can be disabled too (advisory)', async () => {
    const a = await signUp(emu, emu.project);
    const off = await call(emu, `/emails/notification-preference/me/${MARKETING}`, { method: 'PATCH', headers: as(a.access_token), body: { enabled: false } });
    expect(off.status).toBe(200);
    expect(off.json).toEqual({ notification_category_id: MARKETING, notification_category_name: 'Marketing', enabled: false, can_disable: true });
    const tx = await call(emu, `/emails/notification-preference/${a.user_id}/${TRANSACTIONAL}`, { method: 'PATCH', headers: as(a.access_token), body: { enabled: false } });
    expect(tx.json.enabled).toBe(false);
    const list = await call(emu, `/emails/notification-preference/${a.user_id}`, { headers: serverHeaders(emu.project) });
    expect(list.json.items.map((p: { enabled: boolean }) => p.enabled)).toEqual([false, false]);
    const on = await call(emu, `/emails/notification-preference/me/${MARKETING}`, { method: 'PATCH', headers: as(a.access_token), body: { enabled: true } });
    expect(on.json.enabled).toBe(true);
    const again = await call(emu, '/emails/notification-preference/me', { headers: as(a.access_token) });
    expect(again.json.items.map((p: { enabled: boolean }) => p.enabled)).toEqual([false, true]);
  });

  it('errors: 403 texts for other users, 404 category, USER_NOT_FOUND, signed-out me, SCHEMA_ERROR', async () => {
    const a = await signUp(emu, emu.project);
    const b = await signUp(emu, emu.project);
    const view = await call(emu, `/emails/notification-preference/${b.user_id}`, { headers: as(a.access_token) });
    expect([view.status, view.text]).toEqual([403, 'You can only view your own notification preferences']);
    const manage = await call(emu, `/emails/notification-preference/${b.user_id}/${MARKETING}`, { method: 'PATCH', headers: as(a.access_token), body: { enabled: false } });
    expect([manage.status, manage.text]).toEqual([403, 'You can only manage your own notification preferences']);
    const category = await call(emu, '/emails/notification-preference/me/00000000-0000-4000-8000-000000000000', { method: 'PATCH', headers: as(a.access_token), body: { enabled: false } });
    expect([category.status, category.text]).toEqual([404, 'Notification category not found']);
    const ghost = '00000000-0000-4000-8000-000000000001';
    expectKnownError(await call(emu, `/emails/notification-preference/${ghost}`, { headers: serverHeaders(emu.project) }), 'USER_NOT_FOUND', 404);
    expectKnownError(
      await call(emu, `/emails/notification-preference/${ghost}/${MARKETING}`, { method: 'PATCH', headers: serverHeaders(emu.project), body: { enabled: true } }),
      'USER_NOT_FOUND',
      404,
    );
    expectKnownError(await call(emu, '/emails/notification-preference/me', { headers: clientHeaders(emu.project) }), 'CANNOT_GET_OWN_USER_WITHOUT_USER', 400);
    const noBody = await call(emu, `/emails/notification-preference/me/${MARKETING}`, { method: 'PATCH', headers: as(a.access_token), body: {} });
    expect(expectKnownError(noBody, 'SCHEMA_ERROR', 400).error).toContain('body.enabled must be defined');
  });
});

describe('DELETE /users/me', () => {
  it('deletes the user and every session of it', async () => {
    const a = await signUp(emu, emu.project);
    const b = await signIn(a.email, a.password);
    const res = await call(emu, '/users/me', { method: 'DELETE', headers: as(a.access_token) });
    expect(res.json).toEqual({ success: true });
    for (const token of [a.refresh_token, b.refresh_token]) {
      const refresh = await refreshGrant(token);
      expect(refresh.status).toBe(401);
      expect(refresh.headers.get('x-stack-known-error')).toBe('REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
    }
    const signInAgain = await call(emu, '/auth/password/sign-in', { headers: clientHeaders(emu.project), body: { email: a.email, password: a.password } });
    expectKnownError(signInAgain, 'EMAIL_PASSWORD_MISMATCH', 400);
  });

  it('a client of a project without client user deletion gets text 400', async () => {
    const closed = await emu.createProject();
    const user = await signUp(emu, closed);
    const res = await call(emu, '/users/me', { method: 'DELETE', headers: clientHeaders(closed, { 'x-stack-access-token': user.access_token }) });
    expect([res.status, res.text]).toEqual([400, 'Client user deletion is not enabled for this project']);
    const refresh = await call(emu, '/auth/sessions/current/refresh', { method: 'POST', headers: clientHeaders(closed, { 'x-stack-refresh-token': user.refresh_token }) });
    expect(refresh.status).toBe(200);
  });
});
