// Emulator extension 'mfa-recovery-codes' over real HTTP: a set is made only with two-factor on, shown once,
// stored as digests, each code single-use at the MFA step, a new set ends the old one, turning two-factor off
// deletes them, wrong codes count against the TOTP limits, and one user's codes never finish another's sign-in.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../emulator/db/database';
import { ManualClock } from '../../../src/protocol/clock';
import { useEmulator } from '../../support/emulator';
import { call, clientHeaders, expectKnownError, signUp } from './helpers';

const clock = new ManualClock(Date.now());
let db: Database | undefined;
const emu = useEmulator({ clock, wrapDatabase: (opened) => (db = opened) });
// Low limits so the throttle is reached in a few tries.
const strict = useEmulator({ clock, attemptLimits: { totp: { perAccount: 3, perAddress: 50 } } });

type Emu = typeof emu;
const me = (on: Emu, accessToken: string) => clientHeaders(on.project, { 'x-stack-access-token': accessToken });

async function userWithTotp(on: Emu = emu) {
  const user = await signUp(on, on.project);
  const patch = await call(on, '/users/me', { method: 'PATCH', headers: me(on, user.access_token), body: { totp_secret_base64: randomBytes(20).toString('base64') } });
  expect(patch.status).toBe(200);
  return user;
}

async function newCodes(on: Emu, accessToken: string): Promise<string[]> {
  const res = await call(on, '/extensions/mfa/recovery-codes', { method: 'POST', headers: me(on, accessToken), body: {} });
  expect(res.status, res.text).toBe(200);
  return res.json.codes as string[];
}

async function attemptCode(on: Emu, email: string, password: string): Promise<string> {
  const res = await call(on, '/auth/password/sign-in', { headers: clientHeaders(on.project), body: { email, password } });
  return expectKnownError(res, 'MULTI_FACTOR_AUTHENTICATION_REQUIRED', 400).details.attempt_code as string;
}

const recoverySignIn = (on: Emu, code: string, recoveryCode: string) =>
  call(on, '/extensions/mfa/recovery-code-sign-in', { headers: clientHeaders(on.project), body: { code, recovery_code: recoveryCode } });

const status = async (on: Emu, accessToken: string) => (await call(on, '/extensions/mfa/recovery-codes', { headers: me(on, accessToken) })).json;

async function storedRows(userId: string) {
  return db!.query<{ code_hash: string; used_at_millis: string | number | null }>('SELECT code_hash, used_at_millis FROM mfa_recovery_codes WHERE user_id = $1', [userId]);
}

describe('mfa recovery codes extension', () => {
  it('is announced at GET /emulator/features, readable from any origin', async () => {
    // Read by the elements from the site's own origin, so any origin may read it (it names features, no data).
    const res = await fetch(`${emu.url}/emulator/features`, { headers: { origin: 'https://shop.example', 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect((await res.json()).features).toContain('mfa-recovery-codes');
  });

  it('needs a signed-in user, and two-factor on to make a set', async () => {
    const anon = await call(emu, '/extensions/mfa/recovery-codes', { headers: clientHeaders(emu.project) });
    expect(anon.status).toBe(400);
    expect(anon.text).toContain('auth.user must be defined');
    const user = await signUp(emu, emu.project);
    expect(await status(emu, user.access_token)).toEqual({ totp_enabled: false, total: 0, remaining: 0, created_at_millis: null });
    const res = await call(emu, '/extensions/mfa/recovery-codes', { method: 'POST', headers: me(emu, user.access_token), body: {} });
    expectKnownError(res, 'MFA_NOT_ENABLED', 400);
  });

  it('answers 10 distinct codes once; the database keeps only salted digests; GET tells the count, never the codes', async () => {
    const user = await userWithTotp();
    const codes = await newCodes(emu, user.access_token);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
    const state = await status(emu, user.access_token);
    expect(state).toEqual({ totp_enabled: true, total: 10, remaining: 10, created_at_millis: clock.now() });
    expect(JSON.stringify(state)).not.toContain(codes[0]);
    const rows = await storedRows(user.user_id);
    expect(rows).toHaveLength(10);
    const stored = JSON.stringify(rows);
    for (const code of codes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace('-', ''));
    }
    for (const row of rows) expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a code finishes the MFA step with tokens, once; a wrong code leaves the attempt usable', async () => {
    const user = await userWithTotp();
    const codes = await newCodes(emu, user.access_token);
    const attempt = await attemptCode(emu, user.email, user.password);
    expectKnownError(await recoverySignIn(emu, attempt, 'aaaaa-aaaaa'), 'INVALID_MFA_RECOVERY_CODE', 400);
    expectKnownError(await recoverySignIn(emu, attempt, 'not a code at all'), 'INVALID_MFA_RECOVERY_CODE', 400);
    // Typed loosely: capitals, no dash, spaces.
    const typed = ` ${codes[3]!.replace('-', ' ').toUpperCase()} `;
    const ok = await recoverySignIn(emu, attempt, typed);
    expect(ok.status, ok.text).toBe(200);
    expect(ok.json).toMatchObject({ user_id: user.user_id, is_new_user: false });
    expect(typeof ok.json.access_token).toBe('string');
    expect(typeof ok.json.refresh_token).toBe('string');
    const signedIn = await call(emu, '/users/me', { headers: me(emu, ok.json.access_token) });
    expect(signedIn.json.id).toBe(user.user_id);
    // The attempt code is spent, and so is the recovery code.
    expectKnownError(await recoverySignIn(emu, attempt, codes[4]!), 'VERIFICATION_CODE_ALREADY_USED', 409);
    const again = await attemptCode(emu, user.email, user.password);
    expectKnownError(await recoverySignIn(emu, again, codes[3]!), 'INVALID_MFA_RECOVERY_CODE', 400);
    expect(await status(emu, user.access_token)).toMatchObject({ total: 10, remaining: 9 });
    expect((await storedRows(user.user_id)).filter((row) => row.used_at_millis !== null)).toHaveLength(1);
    expect((await recoverySignIn(emu, again, codes[5]!)).status).toBe(200);
  });

  it('a new set ends the old one', async () => {
    const user = await userWithTotp();
    const old = await newCodes(emu, user.access_token);
    const fresh = await newCodes(emu, user.access_token);
    expect(fresh.some((code) => old.includes(code))).toBe(false);
    expect(await storedRows(user.user_id)).toHaveLength(10);
    const attempt = await attemptCode(emu, user.email, user.password);
    expectKnownError(await recoverySignIn(emu, attempt, old[0]!), 'INVALID_MFA_RECOVERY_CODE', 400);
    expect((await recoverySignIn(emu, attempt, fresh[0]!)).status).toBe(200);
  });

  it('turning two-factor off deletes the codes', async () => {
    const user = await userWithTotp();
    await newCodes(emu, user.access_token);
    const off = await call(emu, '/users/me', { method: 'PATCH', headers: me(emu, user.access_token), body: { totp_secret_base64: null } });
    expect(off.status).toBe(200);
    expect(await storedRows(user.user_id)).toHaveLength(0);
    expect(await status(emu, user.access_token)).toEqual({ totp_enabled: false, total: 0, remaining: 0, created_at_millis: null });
  });

  it("another user's codes do not finish a sign-in", async () => {
    const alice = await userWithTotp();
    const mallory = await userWithTotp();
    await newCodes(emu, alice.access_token);
    const mallorysCodes = await newCodes(emu, mallory.access_token);
    const attempt = await attemptCode(emu, alice.email, alice.password);
    for (const code of mallorysCodes.slice(0, 3)) expectKnownError(await recoverySignIn(emu, attempt, code), 'INVALID_MFA_RECOVERY_CODE', 400);
    expect(await status(emu, mallory.access_token)).toMatchObject({ remaining: 10 });
  });

  it('wrong codes count against the TOTP limits: 429 with Retry-After, the right code too', async () => {
    const user = await userWithTotp(strict);
    const codes = await newCodes(strict, user.access_token);
    const attempt = await attemptCode(strict, user.email, user.password);
    for (let i = 0; i < 3; i++) expectKnownError(await recoverySignIn(strict, attempt, 'zzzzz-zzzzz'), 'INVALID_MFA_RECOVERY_CODE', 400);
    const throttled = await recoverySignIn(strict, attempt, codes[0]!);
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toBe('1');
    // The TOTP route shares the count: it waits too.
    const totp = await call(strict, '/auth/mfa/sign-in', { headers: clientHeaders(strict.project), body: { type: 'totp', totp: '000000', code: attempt } });
    expect(totp.status).toBe(429);
    await clock.advance(1000);
    expect((await recoverySignIn(strict, attempt, codes[0]!)).status).toBe(200);
  });
});
