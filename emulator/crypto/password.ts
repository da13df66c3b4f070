// Password hashing with scrypt (memory-hard), stored in a Modular-Crypt-Format-like string:
// $scrypt$ln=<log2 N>,r=<r>,p=<p>$<salt b64>$<hash b64>. Imported bcrypt hashes are checked too.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { isBcryptHash, verifyBcrypt } from './bcrypt';

const LOG_N = 14;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { N: 2 ** LOG_N, r: R, p: P, maxmem: 64 * 1024 * 1024 });
  return `$scrypt$ln=${LOG_N},r=${R},p=${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

const HASH_RE = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

/** True when `hash` is a password hash this emulator can verify: its own scrypt form or bcrypt (a `password_hash` Stack Auth accepts). */
export function isSupportedPasswordHash(hash: string): boolean {
  if (isBcryptHash(hash)) return true;
  const m = HASH_RE.exec(hash);
  return m !== null && Number(m[1]) >= 1 && Number(m[1]) <= 20;
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  if (hash.startsWith('$2')) return verifyBcrypt(password, hash);
  const m = HASH_RE.exec(hash);
  if (!m) return false;
  const [, ln, r, p, saltB64, keyB64] = m as unknown as [string, string, string, string, string, string];
  const expected = Buffer.from(keyB64, 'base64');
  const actual = await scrypt(password, Buffer.from(saltB64, 'base64'), expected.length, {
    N: 2 ** Number(ln),
    r: Number(r),
    p: Number(p),
    maxmem: 256 * 1024 * 1024,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
