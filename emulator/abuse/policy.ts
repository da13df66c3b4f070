// The abuse limits' rules and their counting (pure): how many failures per account and per client
// address a window allows, and the growing delay once a limit is reached.

/** The secrets a caller can guess: a password, a verification code (OTP / magic link / other codes), a TOTP. */
export type AttemptKind = 'password' | 'code' | 'totp';
/** Who the failures are counted for: the account tried, or the address the tries come from. */
export type AttemptScope = 'account' | 'address';

export interface AttemptRule {
  /** Failures per account within a window before each further try must wait. */
  perAccount: number;
  /** Failures per client address (all accounts together) within a window before each further try must wait. */
  perAddress: number;
}

export interface AttemptLimits {
  password: AttemptRule;
  code: AttemptRule;
  totp: AttemptRule;
  /** Length of the counting window, from a subject's first failure (default 15 min). */
  windowMs: number;
  /** Wait after the failure that reaches a limit; it doubles with each failure after (default 1 s). */
  baseDelayMs: number;
  /** Longest wait; the SDK waits a 429's Retry-After before asking again, so this bounds its spinner (default 30 s). */
  maxDelayMs: number;
}

/** EmulatorOptions.attemptLimits: false turns them off; an object overrides some figures. */
export type AttemptLimitsOption = false | Partial<Omit<AttemptLimits, AttemptKind>> & Partial<Record<AttemptKind, Partial<AttemptRule>>>;

/**
 * Defaults a hosted service would use. Codes and TOTPs allow more than one code's 20 tries (PROTOCOL.md
 * §3.3) so that the protocol's VERIFICATION_CODE_MAX_ATTEMPTS_REACHED still comes first for one code.
 */
export const DEFAULT_ATTEMPT_LIMITS: AttemptLimits = {
  password: { perAccount: 10, perAddress: 50 },
  code: { perAccount: 30, perAddress: 100 },
  totp: { perAccount: 30, perAddress: 100 },
  windowMs: 15 * 60 * 1000,
  baseDelayMs: 1000,
  maxDelayMs: 30 * 1000,
};

/** A subject's counter as stored. */
export interface AttemptState {
  failures: number;
  windowStartedAt: number;
  blockedUntil: number;
}

/** Milliseconds the subject must still wait before its next try, 0 when it may try now. */
export function waitMs(state: AttemptState | null, now: number): number {
  return state ? Math.max(0, state.blockedUntil - now) : 0;
}

/** The counter after one more failure at `now`, for a limit of `limit` failures per window. */
export function afterFailure(state: AttemptState | null, now: number, limit: number, limits: Pick<AttemptLimits, 'windowMs' | 'baseDelayMs' | 'maxDelayMs'>): AttemptState {
  // A window that has passed starts over: its failures no longer count.
  const fresh = !state || now - state.windowStartedAt >= limits.windowMs;
  const failures = fresh ? 1 : state.failures + 1;
  const windowStartedAt = fresh ? now : state.windowStartedAt;
  if (failures < limit) return { failures, windowStartedAt, blockedUntil: 0 };
  // The failure that reaches the limit waits baseDelayMs; each one after doubles it, up to maxDelayMs.
  const delay = Math.min(limits.baseDelayMs * 2 ** Math.min(failures - limit, 30), limits.maxDelayMs);
  return { failures, windowStartedAt, blockedUntil: now + delay };
}

/** Options and environment merged; null when the limits are off. */
export function resolveAttemptLimits(option: AttemptLimitsOption | undefined, env: Record<string, string | undefined>): AttemptLimits | null {
  if (option === false) return null;
  const switchValue = (env.STACK_EMULATOR_ATTEMPT_LIMITS ?? '').trim().toLowerCase();
  if (option === undefined && ['off', 'false', '0', 'no'].includes(switchValue)) return null;
  const given = option ?? {};
  const rule = (kind: AttemptKind): AttemptRule => ({ ...DEFAULT_ATTEMPT_LIMITS[kind], ...given[kind] });
  const limits: AttemptLimits = {
    password: rule('password'),
    code: rule('code'),
    totp: rule('totp'),
    windowMs: given.windowMs ?? DEFAULT_ATTEMPT_LIMITS.windowMs,
    baseDelayMs: given.baseDelayMs ?? DEFAULT_ATTEMPT_LIMITS.baseDelayMs,
    maxDelayMs: given.maxDelayMs ?? DEFAULT_ATTEMPT_LIMITS.maxDelayMs,
  };
  for (const kind of ['password', 'code', 'totp'] as const) {
    const r = limits[kind];
    if (!(r.perAccount >= 1 && r.perAddress >= 1)) throw new Error(`attemptLimits.${kind}: perAccount and perAddress must be at least 1.`);
  }
  if (!(limits.windowMs > 0 && limits.baseDelayMs >= 0 && limits.maxDelayMs >= limits.baseDelayMs)) {
    throw new Error('attemptLimits: windowMs must be positive and 0 <= baseDelayMs <= maxDelayMs.');
  }
  return limits;
}
