// Two session rules of the real API: refreshing a session that has ended, while sending that session's
// still-valid access token, answers REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED (the refresh token decides, not the
// access token's session); and DELETE /auth/sessions/{id} needs `user_id` from every v2.8.86 caller
// (SCHEMA_ERROR), while the 2.8.108 server SDK (x-hexclave-* headers) sends none and is served.
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/protocol/clock';
import { useEmulator } from '../../support/emulator';
import { call, clientHeaders, expectKnownError, serverHeaders, signUp } from './helpers';

const clock = new ManualClock(Date.UTC(2026, 0, 1));
const emu = useEmulator({ clock, project: { displayName: 'Sessions' } });

async function serverSession(userId: string, expiresInMillis?: number) {
  const res = await call(emu, '/auth/sessions', {
    headers: serverHeaders(emu.project),
    body: { user_id: userId, ...(expiresInMillis === undefined ? {} : { expires_in_millis: expiresInMillis }) },
  });
  expect(res.status, res.text).toBe(200);
  return res.json as { access_token: string; refresh_token: string };
}

describe('POST /auth/sessions/current/refresh', () => {
  it("answers REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED for an ended session, even with that session's unexpired access token", async () => {
    const user = await signUp(emu, emu.project);
    const session = await serverSession(user.user_id, 1000);
    await clock.advance(5000);
    const res = await call(emu, '/auth/sessions/current/refresh', {
      method: 'POST',
      headers: clientHeaders(emu.project, { 'x-stack-access-token': session.access_token, 'x-stack-refresh-token': session.refresh_token }),
    });
    expectKnownError(res, 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED', 401);
  });
});

describe("a session's location", () => {
  it('is what the IP-location headers of its last browser refresh say', async () => {
    const user = await signUp(emu, emu.project);
    const session = await serverSession(user.user_id);
    const location = {
      'user-agent': 'Mozilla/5.0 (Macintosh)',
      'x-forwarded-for': '203.0.113.9, 10.0.0.1',
      'x-vercel-ip-country': 'ca',
      'x-vercel-ip-country-region': 'ON',
      'x-vercel-ip-city': 'Toronto',
      'x-vercel-ip-latitude': '43.65',
      'x-vercel-ip-longitude': '-79.38',
      'x-vercel-ip-timezone': 'America/Toronto',
    };
    const refreshed = await call(emu, '/auth/sessions/current/refresh', { method: 'POST', headers: clientHeaders(emu.project, { 'x-stack-refresh-token': session.refresh_token, ...location }) });
    expect(refreshed.status, refreshed.text).toBe(200);
    const list = await call(emu, `/auth/sessions?user_id=${user.user_id}`, { headers: serverHeaders(emu.project) });
    const id = JSON.parse(Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString('utf8')).refresh_token_id as string;
    const item = (list.json.items as { id: string; last_used_at_end_user_ip_info?: unknown }[]).find((s) => s.id === id);
    expect(item?.last_used_at_end_user_ip_info).toEqual({
      ip: '203.0.113.9',
      countryCode: 'CA',
      regionCode: 'ON',
      cityName: 'Toronto',
      latitude: 43.65,
      longitude: -79.38,
      tzIdentifier: 'America/Toronto',
    });
  });
});

describe('DELETE /auth/sessions/{id} without user_id', () => {
  it('is a SCHEMA_ERROR for a v2.8.86 server', async () => {
    const user = await signUp(emu, emu.project);
    const other = await serverSession(user.user_id);
    const id = JSON.parse(Buffer.from(other.access_token.split('.')[1]!, 'base64url').toString('utf8')).refresh_token_id as string;
    const res = await call(emu, `/auth/sessions/${id}`, { method: 'DELETE', headers: serverHeaders(emu.project) });
    const body = expectKnownError(res, 'SCHEMA_ERROR', 400);
    expect(body.details.message).toBe(`Request validation failed on DELETE /api/v1/auth/sessions/${id}:\n  - query.user_id must be defined`);
    const withUser = await call(emu, `/auth/sessions/${id}?user_id=${user.user_id}`, { method: 'DELETE', headers: serverHeaders(emu.project) });
    expect(withUser.status, withUser.text).toBe(200);
  });

  it('is served for the 2.8.108 server SDK (x-hexclave-* headers), which sends none', async () => {
    const user = await signUp(emu, emu.project);
    const other = await serverSession(user.user_id);
    const id = JSON.parse(Buffer.from(other.access_token.split('.')[1]!, 'base64url').toString('utf8')).refresh_token_id as string;
    const p = emu.project;
    const headers = { 'x-hexclave-project-id': p.id, 'x-hexclave-access-type': 'server', 'x-hexclave-secret-server-key': p.secretServerKey };
    const res = await call(emu, `/auth/sessions/${id}`, { method: 'DELETE', headers });
    expect(res.status, res.text).toBe(200);
  });
});
