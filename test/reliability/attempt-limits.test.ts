// The emulator's abuse limits (emulator/abuse) over HTTP on 127.0.0.1: failed passwords, sign-in codes
// and TOTPs per account and per client address, the 429 answer, the growing delay, the window, the off
// switch, and what the SDK's pipeline makes of the 429 (it waits Retry-After, then ends in words).
import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { afterAll, describe, expect, it } from 'vitest';
import { THROTTLED_MESSAGE } from '../../emulator/abuse/guard';
import { DEFAULT_ATTEMPT_LIMITS } from '../../emulator/abuse/policy';
import type { ProjectKeys } from '../../emulator/projects/create';
import { RequestPipeline, StackHttpError } from '../../src/core/http';
import { ManualClock, type Clock } from '../../src/protocol/clock';
import { KnownErrors } from '../../src/protocol/errors';
import { describeFailure } from '../../src/react/errors';
import { en, translatorFor } from '../../src/react/i18n';
import { useEmulator } from '../support/emulator';
import { call, clientHeaders, expectKnownError, signUp, uniqueEmail, type CallResult } from '../integration/emulator/helpers';

// The emulator and the TOTP generator share this clock; windows pass by advancing it, never by sleeping.
const clock = new ManualClock(Date.now());
const emu = useEmulator({ clock });
const off = useEmulator({ clock, attemptLimits: false });
const WINDOW_MS = DEFAULT_ATTEMPT_LIMITS.windowMs;
const CALLBACK = 'http://localhost:3000/handler/magic-link-callback';
const figures: Record<string, number | string> = {};

const passwordSignIn = (p: ProjectKeys, email: string, password: string, on = emu) =>
  call(on, '/auth/password/sign-in', { headers: clientHeaders(p), body: { email, password } });
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
  console.log(`attempt limits: ${Object.entries(figures).map(([k, v]) => `${k} ${v}`).join(', ')}`);
});

describe('password sign-in', () => {
  it('10 wrong passwords for one account, then 429 with Retry-After; the right one too; the delay grows; the window lifts it', async () => {
    const p = await emu.createProject();
    const a = await signUp(emu, p);
    const b = await signUp(emu, p);
    const { failures, throttled } = await failuresUntilThrottled(() => passwordSignIn(p, a.email, 'wrong-password-1'), 'EMAIL_PASSWORD_MISMATCH', 400);
    figures['password per account'] = failures;
    expect(failures).toBe(10);
    expectThrottled(throttled, 1);
    // The right password is refused too while the account waits: a throttled try learns nothing.
    expectThrottled(await passwordSignIn(p, a.email, a.password), 1);
    // Another account from the same address is not concerned.
    expect((await passwordSignIn(p, b.email, b.password)).status).toBe(200);

    // Each failure past the limit doubles the wait: 1 s, 2 s, 4 s.
    const delays: number[] = [1];
    for (const wait of [1, 2]) {
      await clock.advance(wait * 1000);
      expectKnownError(await passwordSignIn(p, a.email, 'wrong-password-1'), 'EMAIL_PASSWORD_MISMATCH', 400);
      const next = await passwordSignIn(p, a.email, a.password);
      expect(next.status).toBe(429);
      delays.push(Number(next.headers.get('retry-after')));
    }
    expect(delays).toEqual([1, 2, 4]);
    figures['password delays (s)'] = delays.join('/');

    // Once the window has passed the failures no longer count: a wrong try is an ordinary mismatch again.
    await clock.advance(WINDOW_MS);
    expectKnownError(await passwordSignIn(p, a.email, 'wrong-password-1'), 'EMAIL_PASSWORD_MISMATCH', 400);
    expectKnownError(await passwordSignIn(p, a.email, 'wrong-password-1'), 'EMAIL_PASSWORD_MISMATCH', 400);
    expect((await passwordSignIn(p, a.email, a.password)).status).toBe(200);
  });

  it('a success clears the account: 9 wrong, the right one, then 10 wrong again before the limit', async () => {
    const p = await emu.createProject();
    const a = await signUp(emu, p);
    for (let i = 0; i < 9; i++) expectKnownError(await passwordSignIn(p, a.email, 'nope-nope-1'), 'EMAIL_PASSWORD_MISMATCH', 400);
    expect((await passwordSignIn(p, a.email, a.password)).status).toBe(200);
    const { failures } = await failuresUntilThrottled(() => passwordSignIn(p, a.email, 'nope-nope-1'), 'EMAIL_PASSWORD_MISMATCH', 400);
    expect(failures).toBe(10);
  });

  it('unknown e-mails count like known ones, and the address limit (50) stops every account from that address', async () => {
    const p = await emu.createProject();
    const a = await signUp(emu, p);
    const b = await signUp(emu, p);
    // 10 on one account (throttled), then one failure each on unknown addresses: no single account reaches 10.
    const first = await failuresUntilThrottled(() => passwordSignIn(p, a.email, 'wrong-password-1'), 'EMAIL_PASSWORD_MISMATCH', 400);
    let total = first.failures;
    for (; total < 49; total++) expectKnownError(await passwordSignIn(p, uniqueEmail(), 'wrong-password-1'), 'EMAIL_PASSWORD_MISMATCH', 400);
    // At 49 failures from this address, B still signs in (a success does not clear the address).
    expect((await passwordSignIn(p, b.email, b.password)).status).toBe(200);
    const rest = await failuresUntilThrottled(() => passwordSignIn(p, uniqueEmail(), 'wrong-password-1'), 'EMAIL_PASSWORD_MISMATCH', 400);
    total += rest.failures;
    figures['password per address'] = total;
    expect(total).toBe(50);
    expectThrottled(rest.throttled, 1);
    expectThrottled(await passwordSignIn(p, b.email, b.password), 1);
    // Another project is another tenant: its counters are its own.
    const other = await emu.createProject();
    const c = await signUp(emu, other);
    expect((await passwordSignIn(other, c.email, c.password)).status).toBe(200);
    await clock.advance(WINDOW_MS);
    expect((await passwordSignIn(p, b.email, b.password)).status).toBe(200);
  });
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

describe('the off switch', () => {
  it('attemptLimits: false: 12 wrong passwords (over the 10) are all EMAIL_PASSWORD_MISMATCH and the right one signs in', async () => {
    const a = await signUp(off, off.project);
    for (let i = 0; i < 12; i++) expectKnownError(await passwordSignIn(off.project, a.email, 'wrong-password-1', off), 'EMAIL_PASSWORD_MISMATCH', 400);
    expect((await passwordSignIn(off.project, a.email, a.password, off)).status).toBe(200);
    figures['off: throttled of 12'] = 0;
  });
});

describe('the SDK pipeline meets the limit', () => {
  const pipeline = (p: ProjectKeys, pipelineClock: Clock) =>
    new RequestPipeline({ baseUrl: emu.url, projectId: p.id, accessType: 'client', publishableClientKey: p.publishableClientKey, clock: pipelineClock, requestTimeoutMs: 0 });

  it('waits Retry-After and then gets the real answer (the wait is the delay, not a spinner)', async () => {
    const p = await emu.createProject();
    const a = await signUp(emu, p);
    for (let i = 0; i < 10; i++) expectKnownError(await passwordSignIn(p, a.email, 'wrong-password-1'), 'EMAIL_PASSWORD_MISMATCH', 400);
    const waits: number[] = [];
    // The SDK's waits move the emulator's time, as a real wait would.
    const sharedClock: Clock = { now: () => clock.now(), sleep: async (ms) => { waits.push(ms); await clock.advance(ms); } };
    const result = await pipeline(p, sharedClock).json<{ user_id: string }>('/auth/password/sign-in', { method: 'POST', body: { email: a.email, password: a.password } });
    expect(result.user_id).toBe(a.user_id);
    expect(waits).toEqual([1000]);
  });

  it('a wrong password after the wait is the known error at once (no more retries)', async () => {
    const p = await emu.createProject();
    const a = await signUp(emu, p);
    for (let i = 0; i < 10; i++) expectKnownError(await passwordSignIn(p, a.email, 'wrong-password-1'), 'EMAIL_PASSWORD_MISMATCH', 400);
    const waits: number[] = [];
    const sharedClock: Clock = { now: () => clock.now(), sleep: async (ms) => { waits.push(ms); await clock.advance(ms); } };
    const error = await pipeline(p, sharedClock).json('/auth/password/sign-in', { method: 'POST', body: { email: a.email, password: 'wrong-password-1' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KnownErrors.EmailPasswordMismatch);
    expect(waits).toEqual([1000]);
  });

  it('when the wait never ends (time frozen), it gives up after 5 tries and the widget says so in words', async () => {
    const p = await emu.createProject();
    const a = await signUp(emu, p);
    for (let i = 0; i < 10; i++) expectKnownError(await passwordSignIn(p, a.email, 'wrong-password-1'), 'EMAIL_PASSWORD_MISMATCH', 400);
    const waits: number[] = [];
    const frozen: Clock = { now: () => clock.now(), sleep: async (ms) => { waits.push(ms); } };
    const error = await pipeline(p, frozen).json('/auth/password/sign-in', { method: 'POST', body: { email: a.email, password: a.password } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StackHttpError);
    expect((error as StackHttpError).status).toBe(429);
    expect(waits).toEqual([1000, 1000, 1000, 1000]);
    const words = describeFailure(error, translatorFor('en'));
    expect(words).toEqual({ message: en['error.tooManyRequests'], code: 'HTTP_429' });
    figures['SDK tries before words'] = waits.length + 1;
  });
});
