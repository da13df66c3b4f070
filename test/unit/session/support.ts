// Test helpers for sessions: real ES256 JWTs and a fake document.cookie jar that records every write.
import { SignJWT, generateKeyPair } from 'jose';
import { AccessToken } from '../../../src/core/session';
import type { ManualClock } from '../../../src/protocol/clock';

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;
let keys: Promise<KeyPair> | null = null;

/** Signs an access token like the server's (PROTOCOL.md §3.1); `expSeconds` undefined = no exp claim. */
export async function signAccessToken(options: { expSeconds?: number; sub?: string; iatSeconds?: number } = {}): Promise<string> {
  keys ??= generateKeyPair('ES256');
  const { privateKey } = await keys;
  const jwt = new SignJWT({
    project_id: 'proj-1',
    branch_id: 'main',
    refresh_token_id: '7b6e2a0c-8f3c-4a5e-9d2b-1c2d3e4f5a6b',
    role: 'authenticated',
    name: null,
    email: 'a@example.com',
    email_verified: true,
    selected_team_id: null,
    signed_up_at: 1_690_000_000,
    is_anonymous: false,
    is_restricted: false,
    restricted_reason: null,
    requires_totp_mfa: false,
  })
    .setProtectedHeader({ alg: 'ES256', kid: 'abcdefghijkl' })
    .setSubject(options.sub ?? '0b7c6a5e-1d2c-4b3a-9f8e-7d6c5b4a3f2e')
    .setAudience('proj-1')
    .setIssuer('http://localhost:8102/api/v1/projects/proj-1')
    .setIssuedAt(options.iatSeconds ?? 1_700_000_000);
  if (options.expSeconds !== undefined) jwt.setExpirationTime(options.expSeconds);
  return jwt.sign(privateKey);
}

/** A token valid for `ms` more milliseconds on this clock (the clock must sit on a whole second). */
export async function tokenValidFor(clock: ManualClock, ms: number): Promise<string> {
  const expMillis = clock.now() + ms;
  if (expMillis % 1000 !== 0) throw new Error('exp is in whole seconds; pick a clock time and validity that make it one');
  return signAccessToken({ expSeconds: expMillis / 1000 });
}

export async function accessTokenValidFor(clock: ManualClock, ms: number): Promise<AccessToken> {
  return new AccessToken(await tokenValidFor(clock, ms));
}

/** A document.cookie look-alike: set parses `name=value; attrs` (Max-Age=0 deletes), get joins the jar. */
export class FakeCookieDocument {
  readonly writes: string[] = [];
  private readonly jar = new Map<string, string>();

  get cookie(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  set cookie(assignment: string) {
    this.writes.push(assignment);
    this.apply(assignment);
  }

  /** Another tab (or the server) writing a cookie; not recorded in `writes`. */
  external(assignment: string): void {
    this.apply(assignment);
  }

  has(name: string): boolean {
    return this.jar.has(name);
  }

  raw(name: string): string | undefined {
    return this.jar.get(name);
  }

  private apply(assignment: string): void {
    const [pair = '', ...attributes] = assignment.split(';').map((part) => part.trim());
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq);
    const value = pair.slice(eq + 1);
    const maxAge = attributes.find((a) => a.toLowerCase().startsWith('max-age='));
    if (maxAge !== undefined && Number(maxAge.slice('max-age='.length)) <= 0) this.jar.delete(name);
    else this.jar.set(name, value);
  }
}
