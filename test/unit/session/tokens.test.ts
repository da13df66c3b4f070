import { describe, expect, it } from 'vitest';
import { decodeProtectedHeader } from 'jose';
import { AccessToken, RefreshToken } from '../../../src/core/session';
import { signAccessToken } from './support';

const NOW = 1_700_000_000_000;

describe('AccessToken', () => {
  it('decodes exp (seconds) into expiresAtMillis and exposes the claims', async () => {
    const jwt = await signAccessToken({ expSeconds: 1_700_000_600, sub: 'user-1' });
    expect(decodeProtectedHeader(jwt)).toEqual({ alg: 'ES256', kid: 'abcdefghijkl' });
    const token = new AccessToken(jwt);
    expect(token.token).toBe(jwt);
    expect(token.expiresAtMillis).toBe(1_700_000_600_000);
    expect(token.payload.sub).toBe('user-1');
    expect(token.payload.project_id).toBe('proj-1');
    expect(token.payload.exp).toBe(1_700_000_600);
    expect(token.expiresInMillis(NOW)).toBe(600_000);
    expect(token.isExpired(NOW)).toBe(false);
  });

  it('never expires without an exp claim', async () => {
    const token = new AccessToken(await signAccessToken({}));
    expect(token.payload.exp).toBeUndefined();
    expect(token.expiresAtMillis).toBe(Infinity);
    expect(token.expiresInMillis(NOW)).toBe(Infinity);
    expect(token.isExpired(Number.MAX_SAFE_INTEGER)).toBe(false);
  });

  it('is expired exactly when the remaining time reaches zero', async () => {
    const token = new AccessToken(await signAccessToken({ expSeconds: 1_700_000_010 }));
    const exp = 1_700_000_010_000;
    expect(token.expiresInMillis(exp - 1)).toBe(1);
    expect(token.isExpired(exp - 1)).toBe(false);
    expect(token.expiresInMillis(exp)).toBe(0);
    expect(token.isExpired(exp)).toBe(true);
    expect(token.isExpired(exp + 1)).toBe(true);
  });

  it("rejects the literal 'undefined' and the empty string", () => {
    expect(() => new AccessToken('undefined')).toThrow(/'undefined'/);
    expect(() => new AccessToken('')).toThrow(/non-empty/);
  });

  it('keeps an undecodable token with empty claims (the server will reject it and trigger a refresh)', () => {
    const token = new AccessToken('not-a-jwt');
    expect(token.payload).toEqual({});
    expect(token.expiresAtMillis).toBe(Infinity);
  });

  it('reads a base64url payload with UTF-8 as jose does, and keeps empty claims for a bad payload, a JWE or a non-object', () => {
    const part = (value: string): string => Buffer.from(value, 'utf8').toString('base64url');
    // '~~~?' encodes to bytes that need '-' and '_' in base64url.
    const claims = { sub: 'ü-user', name: 'Zoë ~~~?', exp: 1_700_000_600 };
    const jwt = `${part('{"alg":"none"}')}.${part(JSON.stringify(claims))}.sig`;
    expect(jwt.split('.')[1]).toMatch(/[-_]/);
    expect(new AccessToken(jwt).payload).toEqual(claims);
    for (const bad of [`a.${part('[1]')}.c`, `a.${part('null')}.c`, 'a.%%%.c', `a.${Buffer.from([0xff, 0xfe]).toString('base64url')}.c`, `a.${part('{}')}.c.d.e`, 'a..c']) {
      expect(new AccessToken(bad).payload).toEqual({});
    }
  });
});

describe('RefreshToken', () => {
  it("holds the value and rejects the literal 'undefined' and the empty string", () => {
    expect(new RefreshToken('abc0123456789').token).toBe('abc0123456789');
    expect(() => new RefreshToken('undefined')).toThrow(/'undefined'/);
    expect(() => new RefreshToken('')).toThrow(/non-empty/);
  });
});
