// What every request handler can reach: the database, the clock and settings (no other state).
import type { Context } from 'hono';
import type { Clock } from '../src/protocol/clock';
import type { AccessType } from '../src/protocol/constants';
import type { AttemptLimits } from './abuse/policy';
import type { Database } from './db/database';
import type { ProviderEndpointOverrides } from './oauth/inner-client';
import type { ProjectRecord } from './projects/store';
import type { ResponseMismatch } from './response-mismatch';
import type { ImageStorage } from './storage/image-storage';
import type { UserRecord } from './users/store';
import type { UserState } from './users/views';

export interface EmulatorContext {
  db: Database;
  clock: Clock;
  accessTokenLifetimeMs: number;
  log: (line: string) => void;
  /** Public origin used in token issuers (e.g. http://127.0.0.1:8102); else the request's origin. */
  publicUrl?: string;
  /** Issuer of the built-in mock OpenID provider that shared OAuth providers use (emulator/oauth-mock). */
  oauthMockIssuer?: string;
  /** Endpoint overrides for standard OAuth providers (EmulatorOptions.oauthProviderEndpoints). */
  oauthProviderEndpoints?: ProviderEndpointOverrides;
  /** Validate JSON success answers against their routes' response schemas (EmulatorOptions.checkResponses). */
  checkResponses?: boolean;
  /** Every mismatch found while checking, oldest first. */
  responseMismatches?: ResponseMismatch[];
  /** The project the local dashboard (GET /) opens; without it the dashboard lists the owner's projects. */
  defaultProjectId?: string;
  /** Time limit of one e-mail render (EmulatorOptions.emailRenderTimeoutMs). */
  emailRenderTimeoutMs?: number;
  /** Failed-attempt limits of sign-in secrets (EmulatorOptions.attemptLimits); absent or null: off. */
  attemptLimits?: AttemptLimits | null;
  /**
   * Production mode (EmulatorOptions.production, `--production`, STACK_EMULATOR_MODE=production): no dev
   * mailbox, mock OAuth provider, /emulator/* extras or seeded owner; private addresses refused as
   * webhook and SMTP targets. Absent or false: development mode.
   */
  production?: boolean;
  /**
   * Passkey challenges are base64url("MOCK") (EmulatorOptions.testPasskeyChallenge): for every request, for
   * local processes only (middleware/local-process.ts), or never (absent/false). Never 'always' in production.
   */
  testPasskeyChallenge?: 'always' | 'local-processes' | false;
  /**
   * Accept Stack's published development keys for the `internal` project from local processes
   * (projects/stack-dev-keys.ts): on for an in-memory database on a loopback address in development mode.
   */
  stackDevKeys?: boolean;
  /** The image store uploaded images are hosted on (emulator/storage); absent: they keep their data: URL. */
  imageStorage?: ImageStorage;
}

/** The result of the header-processing algorithm (PROTOCOL.md §2.3) for an authenticated request. */
export interface AuthInfo {
  type: AccessType;
  project: ProjectRecord;
  /** The user of a valid access token, null when there is none or it was deleted. */
  user: UserRecord | null;
  /** That user's state (channels, passkey, OAuth accounts, selected team), read in the same statement. */
  userState: UserState | null;
  /** The session id (`refresh_token_id`) of the access token, when one was sent. */
  refreshTokenId: string | null;
}

export type AppEnv = {
  Variables: {
    ctx: EmulatorContext;
    requestId: string;
    body: unknown;
    auth: AuthInfo | null;
  };
};

export type AppContext = Context<AppEnv>;

/** The origin that token issuers and links are built from. */
export function publicOrigin(c: AppContext): string {
  return c.var.ctx.publicUrl ?? new URL(c.req.url).origin;
}
