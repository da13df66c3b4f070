// The x-stack-random-nonce header (PROTOCOL.md §2.1): hosted Stack Auth ignores it (a cache-buster); the
// SDK sends one per call, reused by every attempt, so the emulator can recognise a resent write by it.

import { RANDOM_NONCE_BITS } from '../../protocol/constants';

export type RandomBytes = (n: number) => Uint8Array;

export const defaultRandomBytes: RandomBytes = (n) => globalThis.crypto.getRandomValues(new Uint8Array(n));

/** RANDOM_NONCE_BITS (224) random bits as lower-case hex: 28 bytes, 56 characters. */
export function createNonce(randomBytes: RandomBytes = defaultRandomBytes): string {
  const bytes = randomBytes(Math.ceil(RANDOM_NONCE_BITS / 8));
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** A key for RequestOptions.idempotencyKey: the same shape as the pipeline's own nonces. */
export function createIdempotencyKey(randomBytes: RandomBytes = defaultRandomBytes): string {
  return createNonce(randomBytes);
}

/** Keys the pipeline accepts: short and header-safe (a CORS-allowed header's value). */
export function isValidIdempotencyKey(key: string): boolean {
  return /^[A-Za-z0-9_-]{1,128}$/.test(key);
}
