// Verifying bcrypt password hashes ($2a$, $2b$, $2y$), which Stack Auth accepts as `password_hash` for
// users moved from other systems. Only checking: the emulator hashes new passwords with scrypt. The
// Blowfish start state is the hexadecimal fraction of pi, computed once here instead of a table.
import { timingSafeEqual } from 'node:crypto';

const ALPHABET = './ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Stack Auth's bounds: a cost over 16 is refused (it would hold the process for minutes). */
const MIN_COST = 4;
const MAX_COST = 16;
const HASH_RE = /^\$2[aby]\$(\d\d)\$([./A-Za-z0-9]{22})([./A-Za-z0-9]{31})$/;
/** Rounds of the key schedule between yields, so one sign-in never blocks other requests for long. */
const ROUNDS_PER_SLICE = 32;

let initialState: Int32Array | null = null;

/** The first 18 + 4 * 256 32-bit words of pi's fraction (Blowfish's P-array, then its four S-boxes). */
function piWords(): Int32Array {
  if (initialState) return initialState;
  const words = 18 + 4 * 256;
  const bits = BigInt(words * 32 + 64);
  const one = 1n << bits;
  // Machin: pi = 16 atan(1/5) - 4 atan(1/239), in fixed point with 64 guard bits.
  const atanInverse = (x: bigint): bigint => {
    let sum = 0n;
    let power = one / x;
    const xx = x * x;
    for (let k = 0n; power !== 0n; k++) {
      const term = power / (2n * k + 1n);
      sum = k % 2n === 0n ? sum + term : sum - term;
      power /= xx;
    }
    return sum;
  };
  const pi = 16n * atanInverse(5n) - 4n * atanInverse(239n);
  let fraction = (pi - 3n * one) >> 64n;
  const out = new Int32Array(words);
  for (let i = words - 1; i >= 0; i--) {
    out[i] = Number(BigInt.asIntN(32, fraction));
    fraction >>= 32n;
  }
  initialState = out;
  return out;
}

function decode(text: string, bytes: number): Uint8Array {
  const out = new Uint8Array(bytes);
  let acc = 0;
  let held = 0;
  let n = 0;
  for (const char of text) {
    acc = (acc << 6) | ALPHABET.indexOf(char);
    held += 6;
    if (held >= 8 && n < bytes) {
      held -= 8;
      out[n++] = (acc >>> held) & 0xff;
    }
  }
  return out;
}

function encode(bytes: Uint8Array): string {
  let out = '';
  let acc = 0;
  let held = 0;
  for (const byte of bytes) {
    acc = ((acc << 8) | byte) & 0xffff;
    held += 8;
    while (held >= 6) {
      held -= 6;
      out += ALPHABET[(acc >>> held) & 63];
    }
  }
  if (held > 0) out += ALPHABET[(acc << (6 - held)) & 63];
  return out;
}

/** The next 4 bytes of `data` as a word, cycling; `at` is a one-element cursor. */
function streamWord(data: Uint8Array, at: Uint32Array): number {
  let w = 0;
  let i = at[0]!;
  for (let k = 0; k < 4; k++) {
    w = (w << 8) | data[i]!;
    i = i + 1 === data.length ? 0 : i + 1;
  }
  at[0] = i;
  return w;
}

class Blowfish {
  // Int32 words throughout: V8 keeps them unboxed (uint32 values above 2^31 would be doubles).
  readonly p: Int32Array;
  readonly s: Int32Array;
  constructor() {
    const pi = piWords();
    this.p = pi.slice(0, 18);
    this.s = pi.slice(18);
  }

  /** Enciphers the pair in place (block[at], block[at + 1]); the round function is inlined (the hot loop). */
  encipher(block: Int32Array, at: number): void {
    const p = this.p;
    const s = this.s;
    let left = block[at]! ^ p[0]!;
    let right = block[at + 1]!;
    for (let i = 1; i <= 16; i += 2) {
      right ^= ((((s[left >>> 24]! + s[256 | ((left >>> 16) & 255)]!) | 0) ^ s[512 | ((left >>> 8) & 255)]!) + s[768 | (left & 255)]!) ^ p[i]!;
      left ^= ((((s[right >>> 24]! + s[256 | ((right >>> 16) & 255)]!) | 0) ^ s[512 | ((right >>> 8) & 255)]!) + s[768 | (right & 255)]!) ^ p[i + 1]!;
    }
    block[at] = right ^ p[17]!;
    block[at + 1] = left;
  }

  /** Blowfish's key expansion, salted (bcrypt's ExpandKey); `salt` null is the unsalted form. Encipher is inlined: the hot loop. */
  expand(key: Uint8Array, salt: Uint8Array | null): void {
    const p = this.p;
    const s = this.s;
    const keyAt = new Uint32Array(1);
    for (let i = 0; i < 18; i++) p[i] = p[i]! ^ streamWord(key, keyAt);
    const saltAt = new Uint32Array(1);
    let left = 0;
    let right = 0;
    for (let n = 0; n < 18 + 1024; n += 2) {
      if (salt) {
        left ^= streamWord(salt, saltAt);
        right ^= streamWord(salt, saltAt);
      }
      left ^= p[0]!;
      for (let i = 1; i <= 16; i += 2) {
        right ^= ((((s[left >>> 24]! + s[256 | ((left >>> 16) & 255)]!) | 0) ^ s[512 | ((left >>> 8) & 255)]!) + s[768 | (left & 255)]!) ^ p[i]!;
        left ^= ((((s[right >>> 24]! + s[256 | ((right >>> 16) & 255)]!) | 0) ^ s[512 | ((right >>> 8) & 255)]!) + s[768 | (right & 255)]!) ^ p[i + 1]!;
      }
      const swapped = right ^ p[17]!;
      right = left;
      left = swapped;
      if (n < 18) {
        p[n] = left;
        p[n + 1] = right;
      } else {
        s[n - 18] = left;
        s[n - 17] = right;
      }
    }
  }
}

/** Whether `hash` is a bcrypt hash this emulator checks (Stack Auth's format and cost bounds). */
export function isBcryptHash(hash: string): boolean {
  const m = HASH_RE.exec(hash);
  return m !== null && Number(m[1]) >= MIN_COST && Number(m[1]) <= MAX_COST;
}

/** The 31 hash characters for the password under the given cost and 16-byte salt. */
async function digest(password: string, cost: number, salt: Uint8Array): Promise<string> {
  // The key is the UTF-8 password with its terminating NUL, at most 72 bytes.
  const key = new Uint8Array([...Buffer.from(password, 'utf8'), 0].slice(0, 72));
  const state = new Blowfish();
  state.expand(key, salt);
  const rounds = 2 ** cost;
  for (let i = 0; i < rounds; i++) {
    state.expand(key, null);
    state.expand(salt, null);
    if ((i + 1) % ROUNDS_PER_SLICE === 0) await new Promise<void>((resolve) => setImmediate(resolve));
  }
  const magic = Buffer.from('OrpheanBeholderScryDoubt', 'latin1');
  const text = Int32Array.from({ length: 6 }, (_, i) => magic.readInt32BE(i * 4));
  for (let i = 0; i < 64; i++) for (let j = 0; j < 6; j += 2) state.encipher(text, j);
  const out = Buffer.alloc(24);
  text.forEach((w, i) => out.writeInt32BE(w, i * 4));
  return encode(out.subarray(0, 23));
}

/** True when the password matches the bcrypt hash; false for any hash isBcryptHash refuses. */
export async function verifyBcrypt(password: string, hash: string): Promise<boolean> {
  const m = HASH_RE.exec(hash);
  if (!m || !isBcryptHash(hash)) return false;
  const expected = Buffer.from(m[3]!, 'latin1');
  const actual = Buffer.from(await digest(password, Number(m[1]), decode(m[2]!, 16)), 'latin1');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
