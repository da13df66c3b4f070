// Random opaque strings: refresh tokens, verification codes, keys (PROTOCOL.md §3.2, §3.3).
import { randomBytes } from 'node:crypto';
import { CODE_LENGTH, CROCKFORD_ALPHABET } from '../../src/protocol/constants';

/** `length` lower-case Crockford base32 characters (the alphabet has 32 symbols: 5 bits each). */
export function randomCrockford(length: number = CODE_LENGTH): string {
  const bytes = randomBytes(length);
  let out = '';
  for (let i = 0; i < length; i++) out += CROCKFORD_ALPHABET[bytes[i]! & 31];
  return out;
}

/** A 45-character code or token. */
export function randomCode(): string {
  return randomCrockford(CODE_LENGTH);
}

/** A random id of `length` URL-safe characters (request ids, key ids). */
export function randomId(length: number): string {
  return randomBytes(Math.ceil((length * 3) / 4) + 1)
    .toString('base64url')
    .slice(0, length);
}
