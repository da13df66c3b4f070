// The emulator's abuse limits (emulator/abuse) over HTTP on 127.0.0.1 for codes: sign-in codes (OTP /
// magic link), password-reset codes and TOTPs in the MFA step, per account and per client address.
// (Passwords, the off switch and the SDK's handling of the 429 are in attempt-limits.test.ts.)
import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { afterAll, describe, expect, it } from 'vitest';
import { THROTTLED_MESSAGE } from '../../emulator/abuse/guard';
import { DEFAULT_ATTEMPT_LIMITS } from '../../emulator/abuse/policy';
import type { ProjectKeys } from '../../emulator/projects/create';
import { ManualClock } from '../../src/protocol/clock';
import { useEmulator } from '../support/emulator';
import { call, clientHeaders, expectKnownError, signUp, uniqueEmail, type CallResult } from '../integration/emulator/helpers';

// The emulator and the TOTP generator share this clock; windows pass by advancing it, never by sleeping.
const clock = new ManualClock(Date.now());
const emu = useEmulator({ clock });
const WINDOW_MS = DEFAULT_ATTEMPT_LIMITS.windowMs;
const CALLBACK = 'http://localhost:3000/handler/magic-link-callback';
const figures: Record<string, number | string> = {};

const passwordSignIn = (p: ProjectKeys, email: string, password: string) =>
  call(emu, '/auth/password/sign-in', { headers: clientHeaders(p), body: { email, password } });
const otpSignIn = (p: ProjectKeys, code: string) => call(emu, '/auth/otp/sign-in', { headers: clientHeaders(p), body: { code } });
const mfaSignIn = (p: ProjectKeys, code: string, totp: string) =>
  call(emu, '/auth/mfa/sign-in', { headers: clientHeaders(p), body: { type: 'totp', totp, code } });

/** Asserts the throttle answer: 429, the protocol's `{"message"}` body (no known error), Retry-After in seconds. */
function expectThrottled(res: CallResult, retryAfterSeconds: number): void {
  expect(res.status, res.text).toBe(429);
  expect(res.json).toEqual({ message: THROTTLED_MESSAGE });
  expect(res.headers.get('content-type')).toContain('application/json');
  expect(res.headers.get('retry-after')).toBe(String(retryAfterSeconds));
  expect(res.headers.get('x-stack-known-error')).toBeNull();
}

/** Sends tries until one is throttled; asserts every earlier one failed with `code`; returns how many failed. */
async function failuresUntilThrottled(attempt: (i: number) => Promise<CallResult>, code: string, status: number, max = 200): Promise<{ failures: number; throttled: CallResult }> {
  for (let i = 0; i < max; i++) {
    const res = await attempt(i);
    if (res.status === 429) return { failures: i, throttled: res };
    expectKnownError(res, code, status);
  }
  throw new Error(`no throttle after ${max} failures`);
}

async function sendCode(p: ProjectKeys, email: string): Promise<{ code: string; otp: string; nonce: string }> {
  const res = await call(emu, '/auth/otp/send-sign-in-code', { headers: clientHeaders(p), body: { email, callback_url: CALLBACK } });
  expect(res.status, res.text).toBe(200);
  const mails = await emu.mailbox(email);
  const link = /(http:\/\/localhost:3000\/handler\/magic-link-callback\?[^\s"<]+)/.exec(mails[mails.length - 1]!.text)?.[1];
  const code = new URL(link!).searchParams.get('code')!;
  return { code, otp: code.slice(0, 6).toUpperCase(), nonce: code.slice(6) };
}

function totpAt(secretBase64: string, atMillis: number): string {
  const bytes = Buffer.from(secretBase64, 'base64');
  const secret = new Secret({ buffer: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) });
  return TOTP.generate({ secret, algorithm: 'SHA1', digits: 6, period: 30, timestamp: atMillis });
}

/** A 6-digit code that none of the accepted periods (now and one either side) gives. */
function wrongTotp(secretBase64: string): string {
  const valid = new Set([-30_000, 0, 30_000].map((d) => totpAt(secretBase64, clock.now() + d)));
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, '0');
    if (!valid.has(candidate)) return candidate;
  }
}

async function userWithTotp(p: ProjectKeys) {
  const user = await signUp(emu, p);
  const secretBase64 = randomBytes(20).toString('base64');
  const patch = await call(emu, '/users/me', {
    method: 'PATCH',
    headers: clientHeaders(p, { 'x-stack-access-token': user.access_token }),
    body: { totp_secret_base64: secretBase64 },
  });
  expect(patch.status).toBe(200);
  return { ...user, secretBase64 };
}

async function attemptCode(p: ProjectKeys, email: string, password: string): Promise<string> {
  return expectKnownError(await passwordSignIn(p, email, password), 'MULTI_FACTOR_AUTHENTICATION_REQUIRED', 400).details.attempt_code as string;
}

afterAll(() => {
  console.log(`attempt limits (codes): ${Object.entries(figures).map(([k, v]) => `${k} ${v}`).join(', ')}`);
});

describe('sign-in codes (OTP / magic link)', () => {
  it('30 wrong codes for one e-mail, then 429 even for a fresh right code; other e-mails work; 100 per address; the window lifts it', async () => {
    const p = await emu.createProject({ config: { magic_link_enabled: true } });
    const email = uniqueEmail();
    const first = await sendCode(p, email);
    const wrongOtp = first.otp === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    // Over two codes of the same e-mail (one code alone is worn out after 20 tries, PROTOCOL.md §3.3).
    for (let i = 0; i < 20; i++) expectKnownError(await otpSignIn(p, wrongOtp + first.nonce), 'VERIFICATION_CODE_NOT_FOUND', 404);
    expectKnownError(await otpSignIn(p, first.code), 'VERIFICATION_CODE_MAX_ATTEMPTS_REACHED', 400);
    const second = await sendCode(p, email);
    const wrong2 = second.otp === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    const rest = await failuresUntilThrottled(() => otpSignIn(p, wrong2 + second.nonce), 'VERIFICATION_CODE_NOT_FOUND', 404);
    const perAccount = 20 + rest.failures;
    figures['code per account'] = perAccount;
    expect(perAccount).toBe(30);
    expectThrottled(rest.throttled, 1);
    // A fresh, right code of the same e-mail is refused while it waits (its own counter is untouched).
    const third = await sendCode(p, email);
    expectThrottled(await otpSignIn(p, third.code), 1);
    // Another e-mail from the same address signs in.
    const other = await sendCode(p, uniqueEmail());
    expect((await otpSignIn(p, other.code)).status).toBe(200);
    // Codes that match no nonce count for the address only, until it reaches 100 failures.
    const garbage = await failuresUntilThrottled((i) => otpSignIn(p, `${String(i).padStart(6, '0')}${'0'.repeat(39)}`), 'VERIFICATION_CODE_NOT_FOUND', 404);
    figures['code per address'] = perAccount + garbage.failures;
    expect(perAccount + garbage.failures).toBe(100);
    const another = await sendCode(p, uniqueEmail());
    expectThrottled(await otpSignIn(p, another.code), 1);

    await clock.advance(WINDOW_MS);
    expect((await otpSignIn(p, third.code)).status).toBe(200);
    expect((await otpSignIn(p, another.code)).status).toBe(200);
  });
});

describe('other verification codes (password reset)', () => {
  it('30 wrong reset codes for one user, then 429 even for a fresh right code; the window lifts it', async () => {
    const p = await emu.createProject();
    const user = await signUp(emu, p);
    const resetCode = async (): Promise<string> => {
      const res = await call(emu, '/auth/password/send-reset-code', { headers: clientHeaders(p), body: { email: user.email, callback_url: CALLBACK } });
      expect(res.status, res.text).toBe(200);
      const mail = (await emu.mailbox(user.email)).filter((m) => m.subject.startsWith('Reset your password')).at(-1)!;
      return new URL(/(http\S+code=[0-9a-z]{45})/.exec(mail.text)![1]!).searchParams.get('code')!;
    };
    const check = (code: string) => call(emu, '/auth/password/reset/check-code', { headers: clientHeaders(p), body: { code } });
    // Same nonce, another head: a guess aimed at this user's code (one code wears out after 20).
    const guess = (code: string, i: number) => `${String(i).padStart(6, 'z')}${code.slice(6)}`;
    const first = await resetCode();
    for (let i = 0; i < 20; i++) expectKnownError(await check(guess(first, i)), 'VERIFICATION_CODE_NOT_FOUND', 404);
    const second = await resetCode();
    const rest = await failuresUntilThrottled((i) => check(guess(second, i)), 'VERIFICATION_CODE_NOT_FOUND', 404);
    figures['reset code per account'] = 20 + rest.failures;
    expect(20 + rest.failures).toBe(30);
    const third = await resetCode();
    expectThrottled(await check(third), 1);
    await clock.advance(WINDOW_MS);
    expect((await check(third)).status).toBe(200);
  });
});

describe('TOTP (the MFA step)', () => {
  it('30 wrong TOTPs for one user, then 429 even for the right TOTP; another user works; the window lifts it', async () => {
    const p = await emu.createProject();
    const user = await userWithTotp(p);
    const otherUser = await userWithTotp(p);
    // Over two attempt codes (one is worn out after 20 tries).
    const firstCode = await attemptCode(p, user.email, user.password);
    for (let i = 0; i < 20; i++) expectKnownError(await mfaSignIn(p, firstCode, wrongTotp(user.secretBase64)), 'INVALID_TOTP_CODE', 400);
    const secondCode = await attemptCode(p, user.email, user.password);
    const rest = await failuresUntilThrottled(() => mfaSignIn(p, secondCode, wrongTotp(user.secretBase64)), 'INVALID_TOTP_CODE', 400);
    figures['totp per account'] = 20 + rest.failures;
    expect(20 + rest.failures).toBe(30);
    expectThrottled(rest.throttled, 1);
    expectThrottled(await mfaSignIn(p, secondCode, totpAt(user.secretBase64, clock.now())), 1);

    const otherCode = await attemptCode(p, otherUser.email, otherUser.password);
    expect((await mfaSignIn(p, otherCode, totpAt(otherUser.secretBase64, clock.now()))).status).toBe(200);

    // Attempt codes last 5 minutes, the window 15: after it, a new attempt code and the right TOTP pass.
    await clock.advance(WINDOW_MS);
    const freshCode = await attemptCode(p, user.email, user.password);
    expect((await mfaSignIn(p, freshCode, totpAt(user.secretBase64, clock.now()))).status).toBe(200);
  });
});

