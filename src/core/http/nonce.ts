// The x-stack-random-nonce header: a cache-buster the server ignores (PROTOCOL.md §2.1).

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
