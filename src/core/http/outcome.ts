// Whether a failed write may nevertheless have happened on the server (a reset or a 5xx after it acted).
// Callers must then read before offering a retry, or resend with the same idempotency key.

import { RequestTimeoutError, StackConnectionError, StackHttpError, StackProtocolError } from './errors';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** True for a method that may change something on the server. */
export function isWriteMethod(method: string): boolean {
  return !READ_METHODS.has(method.toUpperCase());
}

/**
 * True when `error` ended a write whose outcome is unknown: the connection failed or was cut
 * (StackConnectionError), the server answered 5xx (it may have acted first), the time limit ran out,
 * or the answer could not be read (StackProtocolError). Known errors (4xx) and 429 change nothing: false.
 */
export function isOutcomeUnknown(error: unknown): boolean {
  if (error instanceof StackConnectionError || error instanceof RequestTimeoutError || error instanceof StackProtocolError) {
    return isWriteMethod(error.method);
  }
  if (error instanceof StackHttpError) return error.status >= 500 && error.status !== 508 && isWriteMethod(error.method);
  return false;
}

/** Options of an SDK write that a caller may resend as the same logical write ("Try again"). */
export interface IdempotentWriteOptions {
  /**
   * Sent as x-stack-random-nonce (see createIdempotencyKey); the same key on a resend lets a server
   * that honours it (the emulator) answer the first outcome instead of acting twice. Hosted ignores it.
   */
  idempotencyKey?: string;
}

/** The pipeline option for a write's key, left out when there is none. */
export function withIdempotencyKey(key: string | undefined): { idempotencyKey?: string } {
  return key === undefined ? {} : { idempotencyKey: key };
}

/**
 * A write whose outcome stayed unknown after the caller looked for its effect and did not find it:
 * trying again with the same key is the way on. `cause` is the failure that made it unknown.
 */
export class WriteOutcomeUnknownError extends Error {
  constructor(override readonly cause: unknown) {
    super('The write may or may not have happened: its answer was lost, and its effect was not found.', { cause });
    this.name = 'WriteOutcomeUnknownError';
  }
}
