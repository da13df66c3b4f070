// The emulator recognises a resent write by its x-stack-random-nonce (emulator/middleware/idempotency.ts):
// the same nonce with the same request gets the first answer and no second effect, even while the first
// still runs; another nonce or another body is a new write; an error answer is not remembered.
import { describe, expect, it } from 'vitest';
import { useEmulator } from '../support/emulator';
import { createIdempotencyKey } from '../../src/core/http';
import { call, clientHeaders, serverHeaders, signUp, uniqueEmail, type CallResult } from './emulator/helpers';

const emu = useEmulator({ project: { displayName: 'Idem Co', config: { client_team_creation_enabled: true } } });

const NONCE = 'x-stack-random-nonce';
const asUser = (token: string, extra: Record<string, string> = {}) => clientHeaders(emu.project, { 'x-stack-access-token': token, ...extra });

async function teamsOf(userId: string): Promise<{ id: string; display_name: string }[]> {
  const res = await call(emu, `/teams?user_id=${userId}`, { headers: serverHeaders(emu.project) });
  expect(res.status).toBe(200);
  return res.json.items;
}

function createTeam(token: string, nonce: string, name = 'Rockets'): Promise<CallResult> {
  return call(emu, '/teams', { headers: asUser(token, { [NONCE]: nonce }), body: { display_name: name, creator_user_id: 'me' } });
}

describe('writes resent with the same x-stack-random-nonce', () => {
  it('the same nonce twice: one team, and the second answer is the first one again', async () => {
    const user = await signUp(emu, emu.project);
    const nonce = createIdempotencyKey();
    const first = await createTeam(user.access_token, nonce);
    const second = await createTeam(user.access_token, nonce);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.text).toBe(first.text);
    expect(second.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect((await teamsOf(user.user_id)).map((t) => t.id)).toEqual([first.json.id]);
  });

  it('concurrent duplicates (a browser resending while the first runs): one effect, one answer', async () => {
    const user = await signUp(emu, emu.project);
    const nonce = createIdempotencyKey();
    const answers = await Promise.all(Array.from({ length: 5 }, () => createTeam(user.access_token, nonce)));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(await teamsOf(user.user_id)).toHaveLength(1);
  });

  it('a different nonce is a different write: two teams', async () => {
    const user = await signUp(emu, emu.project);
    const a = await createTeam(user.access_token, createIdempotencyKey());
    const b = await createTeam(user.access_token, createIdempotencyKey());
    expect(a.json.id).not.toBe(b.json.id);
    expect(await teamsOf(user.user_id)).toHaveLength(2);
  });

  it('a request without a nonce is never deduplicated', async () => {
    const user = await signUp(emu, emu.project);
    const body = { display_name: 'Plain', creator_user_id: 'me' };
    await call(emu, '/teams', { headers: asUser(user.access_token), body });
    await call(emu, '/teams', { headers: asUser(user.access_token), body });
    expect(await teamsOf(user.user_id)).toHaveLength(2);
  });

  it('a non-2xx first answer is not remembered: the resend acts', async () => {
    const user = await signUp(emu, emu.project);
    const nonce = createIdempotencyKey();
    const refused = await call(emu, '/teams', {
      headers: asUser('not-a-token', { [NONCE]: nonce, 'x-stack-override-error-status': 'true' }),
      body: { display_name: 'Rockets', creator_user_id: 'me' },
    });
    // Under the override the error arrives as 200 with the real status in a header: still not a success.
    expect(refused.status).toBe(200);
    expect(refused.headers.get('x-stack-actual-status')).toBe('401');
    const created = await createTeam(user.access_token, nonce);
    expect(created.status).toBe(201);
    expect(created.json.display_name).toBe('Rockets');
    expect(await teamsOf(user.user_id)).toHaveLength(1);
  });

  it('the same nonce with another body is not served the old answer', async () => {
    const user = await signUp(emu, emu.project);
    const nonce = createIdempotencyKey();
    const first = await createTeam(user.access_token, nonce, 'First');
    const other = await createTeam(user.access_token, nonce, 'Second');
    expect(other.status).toBe(201);
    expect(other.json.display_name).toBe('Second');
    expect(other.json.id).not.toBe(first.json.id);
    // The first answer is still the one replayed for the first request.
    expect((await createTeam(user.access_token, nonce, 'First')).text).toBe(first.text);
    expect(await teamsOf(user.user_id)).toHaveLength(2);
  });

  it('a sign-up resent with its nonce answers the same account, not "already exists"', async () => {
    const nonce = createIdempotencyKey();
    const body = { email: uniqueEmail(), password: 'correct-horse-1' };
    const first = await call(emu, '/auth/password/sign-up', { headers: clientHeaders(emu.project, { [NONCE]: nonce }), body });
    const again = await call(emu, '/auth/password/sign-up', { headers: clientHeaders(emu.project, { [NONCE]: nonce }), body });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.json.user_id).toBe(first.json.user_id);
    expect(again.headers.get('x-stack-known-error')).toBeNull();
    // A fresh nonce is a new sign-up, and the account exists.
    const fresh = await call(emu, '/auth/password/sign-up', { headers: clientHeaders(emu.project, { [NONCE]: createIdempotencyKey() }), body });
    expect(fresh.headers.get('x-stack-known-error')).toBe('USER_EMAIL_ALREADY_EXISTS');
  });

  it('GETs are not remembered: a read after a write with the same nonce sees the new state', async () => {
    const user = await signUp(emu, emu.project);
    const nonce = createIdempotencyKey();
    const before = await call(emu, '/teams?user_id=me', { headers: asUser(user.access_token, { [NONCE]: nonce }) });
    await createTeam(user.access_token, createIdempotencyKey());
    const after = await call(emu, '/teams?user_id=me', { headers: asUser(user.access_token, { [NONCE]: nonce }) });
    expect(before.json.items).toHaveLength(0);
    expect(after.json.items).toHaveLength(1);
  });
});
