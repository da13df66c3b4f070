// Recovery codes of the 'mfa-recovery-codes' extension (pure): making a set, reading what a person typed,
// and the digest that is all the database keeps.
import { MFA_RECOVERY_CODE_COUNT, MFA_RECOVERY_CODE_RE } from '../../src/protocol/wire/mfa-recovery-codes';
import { randomCrockford } from '../crypto/codes';
import { sha256Hex } from '../crypto/hash';

/** A fresh set of codes as shown to the person ("x7k2p-9qmwd"). */
export function newRecoveryCodes(count: number = MFA_RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const raw = randomCrockford(10);
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
}

/**
 * The code as generated, from what was typed: any case, spaces or dashes anywhere, and the letters
 * Crockford base32 reads as digits (i, l -> 1; o -> 0). Null when it cannot be a recovery code.
 */
export function normalizeRecoveryCode(typed: string): string | null {
  const bare = typed.toLowerCase().replace(/[\s-]+/g, '').replace(/[il]/g, '1').replace(/o/g, '0');
  if (bare.length !== 10) return null;
  const code = `${bare.slice(0, 5)}-${bare.slice(5)}`;
  return MFA_RECOVERY_CODE_RE.test(code) ? code : null;
}

/** The stored digest; the user id salts it, so equal codes of two users never share a digest. */
export function recoveryCodeHash(userId: string, code: string): string {
  return sha256Hex(`mfa-recovery:${userId}:${code}`);
}
