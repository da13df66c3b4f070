// Retry timing of the pipeline (SPEC.md §9): jittered exponential backoff and Retry-After.

import { MAX_TIMER_WAIT_MS, NETWORK_RETRY_BASE_DELAY_MS } from '../../protocol/constants';

/** Methods that may be resent after a network failure without repeating an effect. */
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

export function isIdempotentMethod(method: string): boolean {
  return IDEMPOTENT_METHODS.has(method.toUpperCase());
}

/**
 * Delay before the next attempt after failed attempt number `attempt` (0-based):
 * `base * 2^attempt * jitter`, with `jitter = 0.5 + random()` in [0.5, 1.5), capped at MAX_TIMER_WAIT_MS.
 * So with base 1000 ms the waits are about 1 s, 2 s, 4 s, 8 s.
 */
export function backoffDelayMs(attempt: number, random: () => number, baseMs = NETWORK_RETRY_BASE_DELAY_MS): number {
  return capWaitMs(baseMs * 2 ** attempt * (0.5 + random()));
}

/**
 * Milliseconds a `Retry-After` header asks to wait: delta-seconds or an HTTP date (RFC 9110 §10.2.3).
 * Null when absent or unreadable, so the caller falls back to the backoff delay.
 */
export function retryAfterMs(header: string | null, nowMs: number): number | null {
  if (header === null) return null;
  const value = header.trim();
  if (value === '') return null;
  if (/^\d+(\.\d+)?$/.test(value)) return capWaitMs(Number(value) * 1000);
  const date = Date.parse(value);
  if (Number.isNaN(date)) return null;
  return capWaitMs(date - nowMs);
}

/** setTimeout cannot wait longer than MAX_TIMER_WAIT_MS; negative waits mean "now". */
export function capWaitMs(ms: number): number {
  if (!Number.isFinite(ms)) return ms > 0 ? MAX_TIMER_WAIT_MS : 0;
  return Math.min(Math.max(0, ms), MAX_TIMER_WAIT_MS);
}
