// TOTP (RFC 6238, HMAC-SHA-1 over WebCrypto) to check a code against a new secret before saving it,
// plus the base32 and otpauth:// forms authenticator apps read. No dependency: the bundle is nearly full.

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** RFC 4226 recommends 160-bit secrets (the SHA-1 block output size). */
export const TOTP_SECRET_BYTES = 20;

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** A fresh random secret from the platform's CSPRNG. */
export function randomTotpSecret(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(TOTP_SECRET_BYTES));
}

/** RFC 4648 base32 without padding, as authenticator apps expect in otpauth URIs. */
export function base32Encode(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += BASE32_ALPHABET[(buffer >> bits) & 31];
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) out += BASE32_ALPHABET[(buffer << (5 - bits)) & 31];
  return out;
}

/** RFC 4226 HOTP: the `digits`-digit code for one counter value. */
export async function hotp(secret: Uint8Array, counter: number, digits: number = TOTP_DIGITS): Promise<string> {
  const message = new DataView(new ArrayBuffer(8));
  message.setUint32(0, Math.floor(counter / 2 ** 32));
  message.setUint32(4, counter >>> 0);
  const key = await crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-1' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, message.buffer));
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** RFC 6238 TOTP: the code for the 30-second step containing `timeMillis`. */
export function totp(secret: Uint8Array, timeMillis: number, digits: number = TOTP_DIGITS): Promise<string> {
  return hotp(secret, Math.floor(timeMillis / 1000 / TOTP_PERIOD_SECONDS), digits);
}

/** Whether `code` matches the current step or one step either side (clock drift). */
export async function verifyTotp(secret: Uint8Array, code: string, timeMillis: number): Promise<boolean> {
  const trimmed = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(trimmed)) return false;
  const step = Math.floor(timeMillis / 1000 / TOTP_PERIOD_SECONDS);
  for (const delta of [0, -1, 1]) {
    if ((await hotp(secret, step + delta)) === trimmed) return true;
  }
  return false;
}

/** The otpauth://totp URI an authenticator app imports (Key URI Format): label "<issuer>:<account>". */
export function otpauthUri(options: { issuer: string; account: string; secret: Uint8Array }): string {
  const label = `${encodeURIComponent(options.issuer)}:${encodeURIComponent(options.account)}`;
  const query = `secret=${base32Encode(options.secret)}&issuer=${encodeURIComponent(options.issuer)}`;
  return `otpauth://totp/${label}?${query}`;
}
