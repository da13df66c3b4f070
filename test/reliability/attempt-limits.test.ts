// The emulator's abuse limits (emulator/abuse) over HTTP on 127.0.0.1: failed passwords per account and
// per client address, the 429 answer, the growing delay, the window, the off switch, and what the SDK's
// pipeline makes of the 429 (it waits Retry-After, then ends in words). Codes and TOTPs: attempt-limits-codes.
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

// The emulator and the SDK pipeline share this clock; windows pass by advancing it, never by sleeping.
const clock = new ManualClock(Date.now());
const emu = useEmulator({ clock });
const off = useEmulator({ clock, attemptLimits: false });
const WINDOW_MS = DEFAULT_ATTEMPT_LIMITS.windowMs;
const figures: Record<string, number | string> = {};

const passwordSignIn = (p: ProjectKeys, email: string, password: string, on = emu) =>
  call(on, '/auth/password/sign-in', { headers: clientHeaders(p), body: { email, password } });

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
    // A browser may read Retry-After (CORS exposes it), so the SDK in a page waits what it was told.
    const fromPage = await call(emu, '/auth/password/sign-in', { headers: clientHeaders(p, { origin: 'http://localhost:3000' }), body: { email: a.email, password: a.password } });
    expectThrottled(fromPage, 1);
    expect(fromPage.headers.get('access-control-expose-headers')).toContain('retry-after');
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
