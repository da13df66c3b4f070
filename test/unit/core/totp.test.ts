import { describe, expect, it } from 'vitest';
import { TOTP } from 'otpauth';
import { base32Encode, hotp, otpauthUri, randomTotpSecret, totp, verifyTotp } from '../../../src/core/auth/totp';
import { userUpdateBody } from '../../../src/core/apps/current-user';

// RFC 6238 appendix B, SHA-1 column: the ASCII secret "12345678901234567890", 8 digits.
const RFC_SECRET = new TextEncoder().encode('12345678901234567890');
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238, SHA-1)', () => {
  it.each(RFC_VECTORS)('gives the RFC code at T=%i', async (seconds, code) => {
    expect(await totp(RFC_SECRET, seconds * 1000, 8)).toBe(code);
  });

  it('gives the RFC 4226 HOTP codes for counters 0..2', async () => {
    expect([await hotp(RFC_SECRET, 0), await hotp(RFC_SECRET, 1), await hotp(RFC_SECRET, 2)]).toEqual(['755224', '287082', '359152']);
  });

  it('accepts the current step and one step either side, nothing further', async () => {
    const now = 1_700_000_000_000;
    const at = (steps: number): Promise<string> => totp(RFC_SECRET, now + steps * 30_000);
    expect(await verifyTotp(RFC_SECRET, await at(0), now)).toBe(true);
    expect(await verifyTotp(RFC_SECRET, await at(-1), now)).toBe(true);
    expect(await verifyTotp(RFC_SECRET, await at(1), now)).toBe(true);
    expect(await verifyTotp(RFC_SECRET, await at(2), now)).toBe(false);
    expect(await verifyTotp(RFC_SECRET, await at(-2), now)).toBe(false);
    expect(await verifyTotp(RFC_SECRET, 'abcdef', now)).toBe(false);
  });

  it('agrees with the otpauth package on a random secret', async () => {
    const secret = randomTotpSecret();
    expect(secret).toHaveLength(20);
    const base32 = base32Encode(secret);
    const reference = new TOTP({ secret: base32, digits: 6, period: 30, algorithm: 'SHA1' });
    const now = Date.UTC(2030, 0, 1);
    expect(await totp(secret, now)).toBe(reference.generate({ timestamp: now }));
  });

  it('base32-encodes per RFC 4648 (no padding)', () => {
    const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);
    expect(['', 'f', 'fo', 'foo', 'foob', 'fooba', 'foobar'].map((x) => base32Encode(bytes(x)))).toEqual(['', 'MY', 'MZXQ', 'MZXW6', 'MZXW6YQ', 'MZXW6YTB', 'MZXW6YTBOI']);
  });

  it('builds the otpauth URI with label, secret and issuer', () => {
    const uri = otpauthUri({ issuer: 'My Shop', account: 'a@example.com', secret: RFC_SECRET });
    expect(uri).toBe('otpauth://totp/My%20Shop:a%40example.com?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=My%20Shop');
  });

  it('sends totpMultiFactorSecret as totp_secret_base64 on PATCH /users/me', () => {
    expect(userUpdateBody({ totpMultiFactorSecret: RFC_SECRET })).toEqual({ totp_secret_base64: 'MTIzNDU2Nzg5MDEyMzQ1Njc4OTA=' });
    expect(userUpdateBody({ totpMultiFactorSecret: null })).toEqual({ totp_secret_base64: null });
    expect(userUpdateBody({ displayName: 'x' })).toEqual({ display_name: 'x' });
  });
});
