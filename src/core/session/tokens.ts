// Access and refresh tokens (SPEC.md §3 "Access token", §5; PROTOCOL.md §3.1, §3.2).
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

/**
 * The claims of a compact JWS, unverified (the server checks the signature; the client only reads expiry and
 * ids). Our own few lines rather than jose's decodeJwt, whose error classes weighed ~1.5 KB gzip in the script.
 * Throws, as decodeJwt does, on anything but three parts with a base64url, UTF-8, JSON object payload.
 */
function decodeJwtPayload(token: string): unknown {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) throw new Error('Invalid JWT');
  const binary = atob(parts[1].replace(/-/g, '+').replace(/_/g, '/'));
  const claims: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) throw new Error('Invalid JWT Claims Set');
  return claims;
}

function decodeClaims(token: string): Partial<AccessTokenClaims> {
  try {
    return decodeJwtPayload(token) as Partial<AccessTokenClaims>;
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
