// The 'passkey-list' extension on the wire: announced at /emulator/features; several passkeys per user, each
// named with its creation and last use; sign-in with any of them; rename and remove one; another user can
// neither see, rename nor remove mine; the API's own /auth/passkey/register still replaces them all.
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/protocol/clock';
import { useEmulator } from '../../support/emulator';
import { SoftwareAuthenticator } from '../../support/software-authenticator';
import { call, clientHeaders, expectKnownError, signUp, type Keys } from './helpers';

const ORIGIN = 'http://localhost:3000';
const clock = new ManualClock(Date.UTC(2026, 0, 5, 12));
const emu = useEmulator({ clock, testPasskeyChallenge: false, project: { displayName: 'Passkey List', config: { passkey_enabled: true } } });

interface Item {
  id: string;
  name: string;
  created_at_millis: number;
  last_used_at_millis: number | null;
}

const authed = (p: Keys, token: string): Record<string, string> => clientHeaders(p, { 'x-stack-access-token': token });

async function addPasskey(p: Keys, token: string, authenticator: SoftwareAuthenticator, name?: string, path = '/extensions/passkeys') {
  const init = await call(emu, '/auth/passkey/initiate-passkey-registration', { headers: authed(p, token), body: {} });
  expect(init.status, init.text).toBe(200);
  const { code, options_json } = init.json as { code: string; options_json: { challenge: string } };
  const credential = authenticator.register(options_json.challenge, { origin: ORIGIN });
  return call(emu, path, { headers: authed(p, token), body: { code, credential, ...(name === undefined ? {} : { name }) } });
}

async function list(p: Keys, token: string): Promise<Item[]> {
  const res = await call(emu, '/extensions/passkeys', { method: 'GET', headers: authed(p, token) });
  expect(res.status, res.text).toBe(200);
  return (res.json as { items: Item[] }).items;
}

async function signInWith(p: Keys, authenticator: SoftwareAuthenticator) {
  const init = await call(emu, '/auth/passkey/initiate-passkey-authentication', { headers: clientHeaders(p), body: {} });
  const { code, options_json } = init.json as { code: string; options_json: { challenge: string } };
  return call(emu, '/auth/passkey/sign-in', { headers: clientHeaders(p), body: { code, authentication_response: authenticator.authenticate(options_json.challenge, { origin: ORIGIN }) } });
}

describe('passkey-list extension', () => {
  it('is announced at /emulator/features, readable by the pages of any site (the elements run there)', async () => {
    const res = await fetch(new URL('/emulator/features', emu.url), { headers: { origin: 'https://shop.example', 'sec-fetch-site': 'cross-site' } });
    expect([res.status, res.headers.get('access-control-allow-origin')]).toEqual([200, '*']);
    expect(((await res.json()) as { features: string[] }).features).toContain('passkey-list');
  });

  it('keeps several passkeys with names and dates; any of them signs in and records its use', async () => {
    const p = emu.project;
    const user = await signUp(emu, p);
    const laptop = new SoftwareAuthenticator();
    const phone = new SoftwareAuthenticator();
    const first = await addPasskey(p, user.access_token, laptop, 'Laptop');
    expect(first.status, first.text).toBe(200);
    clock.advance(60_000);
    const second = await addPasskey(p, user.access_token, phone);
    expect(second.status, second.text).toBe(200);
    const created = clock.now() - 60_000;
    expect(await list(p, user.access_token)).toEqual([
      { id: (first.json as Item).id, name: 'Laptop', created_at_millis: created, last_used_at_millis: null },
      { id: (second.json as Item).id, name: 'Passkey 2', created_at_millis: clock.now(), last_used_at_millis: null },
    ]);

    clock.advance(60_000);
    const signedIn = await signInWith(p, phone);
    expect(signedIn.status, signedIn.text).toBe(200);
    expect(signedIn.json.user_id).toBe(user.user_id);
    expect((await list(p, user.access_token)).map((item) => [item.name, item.last_used_at_millis])).toEqual([
      ['Laptop', null],
      ['Passkey 2', clock.now()],
    ]);
    expect((await signInWith(p, laptop)).status).toBe(200);
    const me = await call(emu, '/users/me', { method: 'GET', headers: authed(p, user.access_token) });
    expect(me.json.passkey_auth_enabled).toBe(true);
  });

  it('renames and removes one; sign-in stays on with the other, and the removed one no longer signs in', async () => {
    const p = emu.project;
    const user = await signUp(emu, p);
    const laptop = new SoftwareAuthenticator();
    const phone = new SoftwareAuthenticator();
    const kept = (await addPasskey(p, user.access_token, laptop)).json as Item;
    const gone = (await addPasskey(p, user.access_token, phone)).json as Item;
    const renamed = await call(emu, `/extensions/passkeys/${kept.id}`, { method: 'PATCH', headers: authed(p, user.access_token), body: { name: '  Work laptop ' } });
    expect(renamed.status, renamed.text).toBe(200);
    expect((renamed.json as Item).name).toBe('Work laptop');
    const removed = await call(emu, `/extensions/passkeys/${gone.id}`, { method: 'DELETE', headers: authed(p, user.access_token) });
    expect([removed.status, removed.json]).toEqual([200, { success: true }]);
    expect((await list(p, user.access_token)).map((item) => item.name)).toEqual(['Work laptop']);
    expectKnownError(await signInWith(p, phone), 'PASSKEY_AUTHENTICATION_FAILED', 400);
    expect((await signInWith(p, laptop)).status).toBe(200);
  });

  it('lets another user neither see, rename nor remove my passkeys', async () => {
    const p = emu.project;
    const me = await signUp(emu, p);
    const other = await signUp(emu, p);
    const mine = (await addPasskey(p, me.access_token, new SoftwareAuthenticator(), 'Mine')).json as Item;
    expect(await list(p, other.access_token)).toEqual([]);
    const rename = await call(emu, `/extensions/passkeys/${mine.id}`, { method: 'PATCH', headers: authed(p, other.access_token), body: { name: 'Stolen' } });
    const remove = await call(emu, `/extensions/passkeys/${mine.id}`, { method: 'DELETE', headers: authed(p, other.access_token) });
    expect([rename.status, remove.status]).toEqual([404, 404]);
    expect(await list(p, me.access_token)).toEqual([mine]);
  });

  it('refuses bad input with the protocol errors, never a 500', async () => {
    const p = emu.project;
    const user = await signUp(emu, p);
    const badId = await call(emu, '/extensions/passkeys/not-a-uuid', { method: 'PATCH', headers: authed(p, user.access_token), body: { name: 'x' } });
    expectKnownError(badId, 'SCHEMA_ERROR', 400);
    const item = (await addPasskey(p, user.access_token, new SoftwareAuthenticator())).json as Item;
    const tooLong = await call(emu, `/extensions/passkeys/${item.id}`, { method: 'PATCH', headers: authed(p, user.access_token), body: { name: 'x'.repeat(65) } });
    expectKnownError(tooLong, 'SCHEMA_ERROR', 400);
    const signedOut = await call(emu, '/extensions/passkeys', { method: 'GET', headers: clientHeaders(p) });
    expect(signedOut.status).toBeGreaterThanOrEqual(400);
    expect(signedOut.status).toBeLessThan(500);
  });

  it('leaves /auth/passkey/register replacing every passkey, as the API does', async () => {
    const p = emu.project;
    const user = await signUp(emu, p);
    await addPasskey(p, user.access_token, new SoftwareAuthenticator(), 'One');
    await addPasskey(p, user.access_token, new SoftwareAuthenticator(), 'Two');
    const replaced = await addPasskey(p, user.access_token, new SoftwareAuthenticator(), undefined, '/auth/passkey/register');
    expect(replaced.status, replaced.text).toBe(200);
    expect((await list(p, user.access_token)).map((item) => item.name)).toEqual(['Passkey']);
  });
});
