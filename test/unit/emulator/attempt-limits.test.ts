// The counting of the emulator's abuse limits (emulator/abuse/policy.ts): windows, the growing delay, options.
import { describe, expect, it } from 'vitest';
import { afterFailure, DEFAULT_ATTEMPT_LIMITS, resolveAttemptLimits, waitMs, type AttemptState } from '../../../emulator/abuse/policy';

const LIMITS = { windowMs: 60_000, baseDelayMs: 1000, maxDelayMs: 8000 };

/** `n` failures one second apart from `start`, for a limit of `limit`. */
function fail(n: number, limit: number, start = 0, from: AttemptState | null = null): AttemptState | null {
  let state = from;
  for (let i = 0; i < n; i++) state = afterFailure(state, start + i * 1000, limit, LIMITS);
  return state;
}

describe('afterFailure / waitMs', () => {
  it('no wait below the limit; the failure that reaches it waits baseDelayMs', () => {
    const below = fail(2, 3);
    expect(below).toEqual({ failures: 2, windowStartedAt: 0, blockedUntil: 0 });
    expect(waitMs(below, 1000)).toBe(0);
    const reached = afterFailure(below, 5000, 3, LIMITS);
    expect(reached).toEqual({ failures: 3, windowStartedAt: 0, blockedUntil: 6000 });
    expect(waitMs(reached, 5000)).toBe(1000);
    expect(waitMs(reached, 5999)).toBe(1);
    expect(waitMs(reached, 6000)).toBe(0);
  });

  it('each further failure doubles the wait, up to maxDelayMs', () => {
    let state = fail(3, 3);
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      const now = 10_000 + i * 100;
      state = afterFailure(state, now, 3, LIMITS);
      waits.push(waitMs(state, now));
    }
    expect(waits).toEqual([2000, 4000, 8000, 8000, 8000, 8000]);
  });

  it('a failure after the window starts a new one: the count is 1 and no wait', () => {
    const full = fail(5, 3);
    const later = afterFailure(full, 60_000, 3, LIMITS);
    expect(later).toEqual({ failures: 1, windowStartedAt: 60_000, blockedUntil: 0 });
    // Just inside the window, it still counts.
    expect(afterFailure(full, 59_999, 3, LIMITS).failures).toBe(6);
  });

  it('no state, no wait; a limit of 1 waits from the first failure', () => {
    expect(waitMs(null, 0)).toBe(0);
    expect(afterFailure(null, 0, 1, LIMITS)).toEqual({ failures: 1, windowStartedAt: 0, blockedUntil: 1000 });
  });
});

describe('resolveAttemptLimits', () => {
  it('defaults, overrides, and the off switches (option false, env STACK_EMULATOR_ATTEMPT_LIMITS=off)', () => {
    expect(resolveAttemptLimits(undefined, {})).toEqual(DEFAULT_ATTEMPT_LIMITS);
    expect(resolveAttemptLimits(false, {})).toBeNull();
    for (const value of ['off', 'OFF', 'false', '0', 'no']) expect(resolveAttemptLimits(undefined, { STACK_EMULATOR_ATTEMPT_LIMITS: value })).toBeNull();
    expect(resolveAttemptLimits(undefined, { STACK_EMULATOR_ATTEMPT_LIMITS: 'on' })).toEqual(DEFAULT_ATTEMPT_LIMITS);
    // Options given in code win over the environment.
    const custom = resolveAttemptLimits({ password: { perAccount: 3 }, windowMs: 1000 }, { STACK_EMULATOR_ATTEMPT_LIMITS: 'off' });
    expect(custom).toEqual({ ...DEFAULT_ATTEMPT_LIMITS, password: { perAccount: 3, perAddress: 50 }, windowMs: 1000 });
  });

  it('refuses figures that make no sense', () => {
    expect(() => resolveAttemptLimits({ totp: { perAccount: 0 } }, {})).toThrow(/totp/);
    expect(() => resolveAttemptLimits({ windowMs: 0 }, {})).toThrow(/windowMs/);
    expect(() => resolveAttemptLimits({ baseDelayMs: 5000, maxDelayMs: 1000 }, {})).toThrow(/maxDelayMs/);
  });

  it('defaults as documented: 10 / 50 passwords, 30 / 100 codes and TOTPs per 15 min, 1 s doubling to 30 s', () => {
    expect(DEFAULT_ATTEMPT_LIMITS).toEqual({
      password: { perAccount: 10, perAddress: 50 },
      code: { perAccount: 30, perAddress: 100 },
      totp: { perAccount: 30, perAddress: 100 },
      windowMs: 900_000,
      baseDelayMs: 1000,
      maxDelayMs: 30_000,
    });
  });
});
