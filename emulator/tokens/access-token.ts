// Access tokens: ES256 JWTs with exactly the claims of PROTOCOL.md §3.1, minted from the
// current user state and verified against the keys of their audience.
import { SignJWT, jwtVerify, decodeJwt, decodeProtectedHeader, errors as joseErrors } from 'jose';
import { KnownErrors, type KnownError } from '../../src/protocol/errors';
import type { AccessTokenClaims } from '../../src/protocol/wire/auth';
import type { Queryable } from '../db/database';
import { API_VERSION_PATH } from '../../src/protocol/constants';
import { recordTokenUse, type SignInMethod } from '../metrics/activity';
import type { ProjectRecord } from '../projects/store';
import type { UserState } from '../users/views';
import { audienceFor, signingKeysFor, type UserKind } from './signing-keys';

const ISSUER_SEGMENT: Record<UserKind, string> = {
  normal: 'projects',
  restricted: 'projects-restricted-users',
  anon: 'projects-anonymous-users',
};

export function userKindOf(state: Pick<UserState, 'user' | 'restriction'>): UserKind {
  return state.user.is_anonymous ? 'anon' : state.restriction.is_restricted ? 'restricted' : 'normal';
}

export interface MintInput {
  project: ProjectRecord;
  state: UserState;
  sessionId: string;
  /** Public origin of the API, e.g. http://127.0.0.1:8102. */
  origin: string;
  now: number;
  lifetimeMs: number;
  /** The request's IP, recorded on the session (a refresh); absent: the session keeps its IP. */
  ip?: string | null;
  /** The token starts a sign-in with this method (metrics' login_methods). */
  signInMethod?: SignInMethod | null;
}

/** Signs a token and records the use on the session and the user (one statement). */
export async function mintAccessToken(db: Queryable, input: MintInput): Promise<string> {
  const { project, state, sessionId, origin, now, lifetimeMs } = input;
  const kind = userKindOf(state);
  const audience = audienceFor(project.id, kind);
  const [key] = await signingKeysFor(db, audience);
  if (!key) throw new Error(`No signing key for audience ${audience}`);
  const iat = Math.floor(now / 1000);
  const claims: Omit<AccessTokenClaims, 'iss' | 'aud' | 'sub' | 'iat' | 'exp'> = {
    project_id: project.id,
    branch_id: 'main',
    refresh_token_id: sessionId,
    role: 'authenticated',
    name: state.user.display_name,
    email: state.primary?.value ?? null,
    email_verified: state.primary?.is_verified ?? false,
    selected_team_id: state.user.selected_team_id,
    signed_up_at: Math.floor(state.user.signed_up_at_millis / 1000),
    is_anonymous: state.user.is_anonymous,
    is_restricted: state.restriction.is_restricted,
    restricted_reason: state.restriction.restricted_reason,
    requires_totp_mfa: state.user.totp_secret_base64 !== null,
  };
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', kid: key.kid })
    .setIssuer(`${origin}${API_VERSION_PATH}/${ISSUER_SEGMENT[kind]}/${project.id}`)
    .setAudience(audience)
    .setSubject(state.user.id)
    .setIssuedAt(iat)
    .setExpirationTime(Math.floor((now + lifetimeMs) / 1000))
    .sign(key.privateKey);
  await recordTokenUse(db, { projectId: project.id, userId: state.user.id, sessionId, now, ip: input.ip ?? null, signInMethod: input.signInMethod ?? null });
  return token;
}

/**
 * The answer to a valid token whose session was revoked or signed out: the family of errors that
 * makes SDKs refresh (PROTOCOL.md §8), and that refresh then fails, so the client ends signed out.
 * The token did not expire at a known time, so `expired_at_millis` is null.
 */
export function sessionEndedError(claims: AccessTokenClaims): KnownError {
  return new KnownErrors.AccessTokenExpired({
    expired_at_millis: null,
    project_id: claims.project_id,
    user_id: claims.sub,
    refresh_token_id: claims.refresh_token_id,
  });
}

export type VerifyResult =
  | { ok: true; claims: AccessTokenClaims; kind: UserKind }
  | { ok: false; reason: 'expired'; claims: Partial<AccessTokenClaims> }
  | { ok: false; reason: 'unparsable' };

const UNPARSABLE = { ok: false, reason: 'unparsable' } as const satisfies VerifyResult;

// A token's signature and claims are checked once per process: the result is kept by token (per database,
// as the keys are) and only the expiry, the one time-dependent check, is made again on later requests.
// Why: the ES256 verification through WebCrypto was the largest cost of a request after SQL. A key that
// disappeared (no longer in signingKeysFor) still fails the token, as it would without the cache.
const verified = new WeakMap<Queryable, Map<string, { claims: AccessTokenClaims; kind: UserKind; kid: string }>>();
/** Far more tokens than a test run or a local app makes; past it the map starts over rather than grow. */
const MAX_VERIFIED = 10_000;

/** Checks signature, expiry (on the emulator's clock) and the consistency rules of §3.1. */
export async function verifyAccessToken(db: Queryable, token: string, now: number): Promise<VerifyResult> {
  let cache = verified.get(db);
  if (!cache) verified.set(db, (cache = new Map()));
  const known = cache.get(token);
  if (known) {
    const keys = await signingKeysFor(db, known.claims.aud);
    if (!keys.some((k) => k.kid === known.kid)) return UNPARSABLE;
    // As jose: expired when `exp` is at or before the current second.
    if (typeof known.claims.exp === 'number' && known.claims.exp <= Math.floor(now / 1000)) return { ok: false, reason: 'expired', claims: known.claims };
    return { ok: true, claims: known.claims, kind: known.kind };
  }
  const result = await verifySigned(db, token, now);
  if (result.ok) {
    if (cache.size >= MAX_VERIFIED) cache.clear();
    cache.set(token, { claims: result.claims, kind: result.kind, kid: result.kid });
  }
  return result.ok ? { ok: true, claims: result.claims, kind: result.kind } : result;
}

async function verifySigned(db: Queryable, token: string, now: number): Promise<Exclude<VerifyResult, { ok: true }> | { ok: true; claims: AccessTokenClaims; kind: UserKind; kid: string }> {
  let unverified: Partial<AccessTokenClaims>;
  let kid: string | undefined;
  try {
    unverified = decodeJwt(token) as Partial<AccessTokenClaims>;
    kid = decodeProtectedHeader(token).kid;
  } catch {
    return UNPARSABLE;
  }
  if (typeof unverified.aud !== 'string') return UNPARSABLE;
  const keys = await signingKeysFor(db, unverified.aud);
  const key = keys.find((k) => k.kid === kid);
  if (!key) return UNPARSABLE;
  let claims: AccessTokenClaims;
  try {
    const result = await jwtVerify(token, key.publicKey, {
      algorithms: ['ES256'],
      audience: unverified.aud,
      currentDate: new Date(now),
      clockTolerance: 0,
    });
    claims = result.payload as unknown as AccessTokenClaims;
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) return { ok: false, reason: 'expired', claims: unverified };
    return UNPARSABLE;
  }
  const kind: UserKind = claims.aud.endsWith(':anon') ? 'anon' : claims.aud.endsWith(':restricted') ? 'restricted' : 'normal';
  const consistent =
    typeof claims.sub === 'string' &&
    typeof claims.project_id === 'string' &&
    audienceFor(claims.project_id, kind) === claims.aud &&
    claims.branch_id === 'main' &&
    typeof claims.refresh_token_id === 'string' &&
    typeof claims.iss === 'string' &&
    claims.iss.endsWith(`${API_VERSION_PATH}/${ISSUER_SEGMENT[kind]}/${claims.project_id}`) &&
    (!claims.is_anonymous || (claims.is_restricted && claims.restricted_reason?.type === 'anonymous')) &&
    claims.is_restricted === (claims.restricted_reason !== null && claims.restricted_reason !== undefined) &&
    (kind === 'anon') === claims.is_anonymous &&
    (kind === 'restricted') === (claims.is_restricted && !claims.is_anonymous);
  return consistent ? { ok: true, claims, kind, kid: key.kid } : UNPARSABLE;
}
