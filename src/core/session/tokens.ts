// Access and refresh tokens (SPEC.md §3 "Access token", §5; PROTOCOL.md §3.1, §3.2).
import { decodeJwt } from 'jose';
import { UNDEFINED_TOKEN_LITERAL } from '../../protocol/constants';
import type { AccessTokenClaims } from '../../protocol/wire/auth';

/** Rejects values that can only come from a bug upstream (SPEC.md §5). */
function assertUsableToken(kind: string, token: string): void {
  if (typeof token !== 'string' || token === '') {
    throw new Error(`${kind} must be a non-empty string.`);
  }
  if (token === UNDEFINED_TOKEN_LITERAL) {
    throw new Error(`${kind} must not be the literal string '${UNDEFINED_TOKEN_LITERAL}'; this is a bug in the code that produced it.`);
  }
}

function decodeClaims(token: string): Partial<AccessTokenClaims> {
  try {
    return decodeJwt(token) as Partial<AccessTokenClaims>;
  } catch {
    // An undecodable token is still sent: the server's INVALID_ACCESS_TOKEN answer triggers a refresh.
    return {};
  }
}

export class AccessToken {
  readonly token: string;
  readonly payload: AccessTokenClaims | Partial<AccessTokenClaims>;
  /** `exp` in milliseconds, or Infinity when the token has no `exp` (it never expires). */
  readonly expiresAtMillis: number;

  constructor(token: string) {
    assertUsableToken('Access token', token);
    this.token = token;
    this.payload = decodeClaims(token);
    const exp: unknown = this.payload.exp;
    this.expiresAtMillis = typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : Infinity;
  }

  expiresInMillis(nowMillis: number): number {
    return this.expiresAtMillis - nowMillis;
  }

  /** Expired as soon as the remaining time reaches zero. */
  isExpired(nowMillis: number): boolean {
    return this.expiresInMillis(nowMillis) <= 0;
  }
}

export class RefreshToken {
  readonly token: string;

  constructor(token: string) {
    assertUsableToken('Refresh token', token);
    this.token = token;
  }
}
