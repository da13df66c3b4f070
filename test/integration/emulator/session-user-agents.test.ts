// Extension 'session-user-agents' (docs/emulator.md "Extensions"): each session's User-Agent of its last
// sign-in or refresh, announced at /emulator/features, readable from any page, with the session list's access rules.
import { describe, expect, it } from 'vitest';
import { useEmulator } from '../../support/emulator';
import { call, clientHeaders, serverHeaders, uniqueEmail } from './helpers';

const emu = useEmulator();
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0';
const PATH = '/extensions/sessions/user-agents?user_id=me';

async function signUpWith(agent: string, email = uniqueEmail('ua')) {
  const res = await call(emu, '/auth/password/sign-up', { headers: clientHeaders(emu.project, { 'user-agent': agent }), body: { email, password: 'correct-horse-1' } });
  expect(res.status).toBe(200);
  return res.json as { access_token: string; refresh_token: string; user_id: string };
}

describe('extension session-user-agents', () => {
  it('is announced, and the announcement is readable from another origin', async () => {
    const res = await fetch(`${emu.url}/emulator/features`, { headers: { origin: 'https://shop.example.com', 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(((await res.json()) as { features: string[] }).features).toContain('session-user-agents');
  });

  it('answers the sign-in User-Agent per session, then the one of its latest refresh', async () => {
    const signedUp = await signUpWith(PHONE);
    const me = clientHeaders(emu.project, { 'x-stack-access-token': signedUp.access_token });
    const first = await call(emu, PATH, { headers: me });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ items: [{ id: expect.any(String), user_agent: PHONE }], is_paginated: false });

    const refreshed = await call(emu, '/auth/sessions/current/refresh', {
      method: 'POST',
      headers: clientHeaders(emu.project, { 'x-stack-refresh-token': signedUp.refresh_token, 'user-agent': DESKTOP }),
    });
    expect(refreshed.status).toBe(200);
    const after = await call(emu, PATH, { headers: me });
    expect(after.json.items).toEqual([{ id: first.json.items[0].id, user_agent: DESKTOP }]);
    // The ids are those of the session list.
    const list = await call(emu, '/auth/sessions?user_id=me', { headers: me });
    expect(list.json.items.map((s: { id: string }) => s.id)).toEqual([first.json.items[0].id]);
  });

  it('keeps a client to its own sessions and needs a user', async () => {
    const mine = await signUpWith(PHONE);
    const theirs = await signUpWith(DESKTOP);
    const other = await call(emu, `/extensions/sessions/user-agents?user_id=${theirs.user_id}`, { headers: clientHeaders(emu.project, { 'x-stack-access-token': mine.access_token }) });
    expect(other.status).toBe(403);
    expect(JSON.stringify(other.json ?? other.text)).not.toContain(DESKTOP);
    const anonymous = await call(emu, PATH, { headers: clientHeaders(emu.project) });
    expect(anonymous.status).toBe(400);
    // The server key reads any user's.
    const server = await call(emu, `/extensions/sessions/user-agents?user_id=${theirs.user_id}`, { headers: serverHeaders(emu.project) });
    expect(server.json.items.map((s: { user_agent: string }) => s.user_agent)).toEqual([DESKTOP]);
  });

  it('cuts a very long User-Agent and refuses a missing user_id with SCHEMA_ERROR', async () => {
    const long = `Mozilla/5.0 ${'x'.repeat(2000)}`;
    const signedUp = await signUpWith(long);
    const me = clientHeaders(emu.project, { 'x-stack-access-token': signedUp.access_token });
    const res = await call(emu, PATH, { headers: me });
    expect(res.json.items[0].user_agent).toBe(long.slice(0, 512));
    const bad = await call(emu, '/extensions/sessions/user-agents', { headers: me });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('x-stack-known-error')).toBe('SCHEMA_ERROR');
  });
});
