// Starting the emulator: database, migrations, seed, HTTP server.
import { serve, type ServerType } from '@hono/node-server';
import { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { systemClock, type Clock } from '../src/protocol/clock';
import { resolveAttemptLimits, type AttemptLimitsOption } from './abuse/policy';
import { createEmulatorApp } from './app';
import type { EmulatorContext } from './context';
import type { Database } from './db/database';
import { openDatabase } from './db/open';
import { listMailbox, type MailboxEntry } from './mail/mailbox';
import { startSmtpSinkFor, type SmtpSink } from './mail/smtp-sink';
import { startImageStorageFor, type RunningImageStorage } from './storage/server';
import { renderPool } from './email/render-pool';
import { createProject, type ProjectKeys } from './projects/create';
import { DEFAULT_PROJECT, seed, type KeyOverrides, type SeedSettings } from './projects/seed';
import { DEFAULT_OWNER_EMAIL, type OwnerCredentials } from './projects/seed-owner';
import { PASSWORD_MIN_LENGTH } from '../src/protocol/constants';
import { MOCK_PORT_OFFSET, startMockOAuthProvider } from './oauth-mock/provider';
import type { ProviderEndpointOverrides } from './oauth/inner-client';
import type { ResponseMismatch } from './response-check';
import { resumeWebhookDelivery, stopWebhookDelivery } from './webhooks/dispatcher';
import { guardServer } from './server-guards';
import { isLoopbackListenHost } from './middleware/local-process';

export interface EmulatorOptions {
  /** Default 8102; 0 = a random free port (tests). */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** PGlite data folder, default '.stack-emulator'. */
  dataDir?: string;
  /** PGlite in memory. */
  inMemory?: boolean;
  /**
   * Accept Stack Auth's published development keys for the `internal` project from local processes (not
   * browsers), as Stack's own dev backend does (projects/stack-dev-keys.ts). Default: on for an in-memory
   * database on a loopback host in development mode; never otherwise.
   */
  stackDevKeys?: boolean;
  /** PostgreSQL through `pg` (default from env STACK_DATABASE_URL). */
  databaseUrl?: string;
  /** All time (token iat/exp, expiry checks, created_at) comes from it. */
  clock?: Clock;
  /** Default 600000 (10 min). */
  accessTokenLifetimeMs?: number;
  /**
   * The demo project. Default from env STACK_PROJECT_ID / STACK_PUBLISHABLE_CLIENT_KEY / STACK_SECRET_SERVER_KEY /
   * STACK_SUPER_SECRET_ADMIN_KEY, else the constant id and publishable key (seed.ts DEFAULT_PROJECT) and
   * secret keys generated once per database (projects/local-secrets.ts).
   */
  defaultProject?: { id?: string; publishableClientKey?: string; secretServerKey?: string; superSecretAdminKey?: string };
  /**
   * The `internal` project's keys. Default from env STACK_INTERNAL_PROJECT_CLIENT_KEY / STACK_INTERNAL_PROJECT_SERVER_KEY /
   * STACK_INTERNAL_PROJECT_ADMIN_KEY (the names of Stack's own e2e environment), else the well-known
   * publishable key and secret keys generated once per database.
   */
  internalProject?: KeyOverrides;
  /**
   * The local owner seeded on the internal project, whose team owns the default project (the dashboard
   * at GET / signs in as them); development mode only. Default from env STACK_EMULATOR_OWNER_EMAIL /
   * STACK_EMULATOR_OWNER_PASSWORD, else owner@localhost.test and a password generated once per database.
   */
  owner?: { email?: string; password?: string };
  log?: (line: string) => void;
  /**
   * For tests and self-hosting: replaces the endpoints of *standard* OAuth providers by type
   * (e.g. `{ github: { authorizationEndpoint, tokenEndpoint, userinfoEndpoint, emailsEndpoint } }`,
   * or a GitHub Enterprise / self-hosted GitLab). Shared providers always use the built-in mock.
   */
  oauthProviderEndpoints?: ProviderEndpointOverrides;
  /**
   * For tests: every JSON success answer of a route that declares a response schema is validated;
   * a mismatch is logged and answered with a 500 naming the route and the schema's messages.
   */
  checkResponses?: boolean;
  /**
   * Time limit of one e-mail render in a worker thread (default 5000 ms, or STACK_EMAIL_RENDER_TIMEOUT_MS);
   * a template over it is stopped and answers EMAIL_RENDERING_ERROR.
   */
  emailRenderTimeoutMs?: number;
  /**
   * Limits on failed password, verification-code and TOTP tries per account and per client address
   * (emulator/abuse/policy.ts DEFAULT_ATTEMPT_LIMITS); a throttled try answers 429 with Retry-After.
   * On by default; false (or env STACK_EMULATOR_ATTEMPT_LIMITS=off when this is not given) turns them off.
   */
  attemptLimits?: AttemptLimitsOption;
  /**
   * Production mode, for running the emulator as a small self-hosted backend (default: env
   * STACK_EMULATOR_MODE=production, else development). See EmulatorContext.production.
   */
  production?: boolean;
  /**
   * The built-in mock OAuth provider's port (development mode). Default: the API port + 12 (Stack's layout:
   * 8102 -> 8114), or a random free port when that one is taken or the API port is random (0); 0 = random.
   */
  mockOAuthPort?: number;
  /**
   * The SMTP sink (development mode only, on loopback): every mail it receives goes to the dev mailbox.
   * Default: the API port + 27 (Stack's layout), off when the API port is random or that port is taken;
   * a number chooses the port (0 any free one), null turns it off.
   */
  smtpSinkPort?: number | null;
  /**
   * The image store serving uploaded images (emulator/storage; both modes). Default: the API port + 19
   * (Stack's S3 mock layout), off when the API port is random or that port is taken; a number chooses the
   * port (0 any free one), null turns it off. Off: uploaded images keep their data: URL.
   */
  storagePort?: number | null;
  /**
   * For tests: passkey challenges are base64url("MOCK"), so canned WebAuthn answers verify (Stack's
   * STACK_ENABLE_HARDCODED_PASSKEY_CHALLENGE_FOR_TESTING, the default when not given). true: for every request
   * (refused in production); false: never; absent: for local processes only (no browser marks) on an
   * in-memory emulator on loopback in development mode, like Stack's published development keys.
   */
  testPasskeyChallenge?: boolean;
  /** For tests and benches: wraps the opened database, e.g. to count statements (emulator/db/counting.ts). */
  wrapDatabase?: (db: Database) => Database;
}

export interface RunningEmulator {
  /** e.g. 'http://127.0.0.1:8102' (the API is under `${url}/api/v1`). */
  url: string;
  port: number;
  defaultProject: ProjectKeys;
  /** The `internal` project's keys (printed by the CLI); its admin key also authorizes POST /emulator/projects. */
  internalProject: ProjectKeys;
  /**
   * The seeded owner's sign-in (printed by the CLI; the password is reset to it on every start); null in
   * production mode, which seeds no owner.
   */
  owner: OwnerCredentials | null;
  /** The SMTP sink's port, null when none runs (EmulatorOptions.smtpSinkPort). */
  smtpSinkPort: number | null;
  /** The image store's port, null when none runs (EmulatorOptions.storagePort). */
  storagePort: number | null;
  /** Whether Stack's published development keys of the internal project are accepted from local processes. */
  stackDevKeys: boolean;
  /** The local dashboard: the owner console of the default project (`${url}/`). */
  dashboardUrl: string;
  /** Creates an isolated project with the §6.1 defaults merged with `config` overrides (legacy snake_case keys). */
  createProject(options?: { displayName?: string; config?: Record<string, unknown> }): Promise<ProjectKeys>;
  /** The dev mailbox: mails sent to an address, oldest first. */
  mailbox(email: string): Promise<MailboxEntry[]>;
  /** With checkResponses: the answers that did not match their schemas so far. */
  responseMismatches(): readonly ResponseMismatch[];
  close(): Promise<void>;
}

export const DEFAULT_PORT = 8102;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_ACCESS_TOKEN_LIFETIME_MS = 600_000;

/** An environment variable, with an empty value read as unset (an empty key or password is never meant). */
function envValue(name: string): string | undefined {
  const value = process.env[name];
  return value === '' ? undefined : value;
}

function resolveDefaultProject(given: EmulatorOptions['defaultProject'] = {}): SeedSettings['defaultProject'] {
  return {
    id: given.id ?? envValue('STACK_PROJECT_ID') ?? DEFAULT_PROJECT.id,
    publishableClientKey: given.publishableClientKey ?? envValue('STACK_PUBLISHABLE_CLIENT_KEY') ?? DEFAULT_PROJECT.publishableClientKey,
    secretServerKey: given.secretServerKey ?? envValue('STACK_SECRET_SERVER_KEY'),
    superSecretAdminKey: given.superSecretAdminKey ?? envValue('STACK_SUPER_SECRET_ADMIN_KEY'),
  };
}

function resolveInternalProject(given: KeyOverrides = {}): KeyOverrides {
  return {
    publishableClientKey: given.publishableClientKey ?? envValue('STACK_INTERNAL_PROJECT_CLIENT_KEY'),
    secretServerKey: given.secretServerKey ?? envValue('STACK_INTERNAL_PROJECT_SERVER_KEY'),
    superSecretAdminKey: given.superSecretAdminKey ?? envValue('STACK_INTERNAL_PROJECT_ADMIN_KEY'),
  };
}

/** The owner to seed; null in production mode (no owner, whatever env or options say). */
function resolveOwner(given: EmulatorOptions['owner'] = {}, production: boolean): SeedSettings['owner'] {
  if (production) return null;
  const owner = {
    email: given.email ?? envValue('STACK_EMULATOR_OWNER_EMAIL') ?? DEFAULT_OWNER_EMAIL,
    password: given.password ?? envValue('STACK_EMULATOR_OWNER_PASSWORD'),
  };
  // Checked here: a seeded password the sign-in form would refuse is a setup mistake to say at start.
  if (!/^[^@\s]+@[^@\s]+$/.test(owner.email)) throw new Error(`The owner e-mail "${owner.email}" is not an e-mail address (STACK_EMULATOR_OWNER_EMAIL).`);
  if (owner.password !== undefined && owner.password.length < PASSWORD_MIN_LENGTH) {
    throw new Error(`The owner password must have at least ${PASSWORD_MIN_LENGTH} characters (STACK_EMULATOR_OWNER_PASSWORD).`);
  }
  return owner;
}

/** STACK_EMULATOR_MODE: 'production' or 'development' (default); anything else is a setup mistake. */
export function isProductionModeEnv(env: NodeJS.ProcessEnv): boolean {
  const mode = env.STACK_EMULATOR_MODE;
  if (mode === undefined || mode === '' || mode === 'development') return false;
  if (mode === 'production') return true;
  throw new Error(`STACK_EMULATOR_MODE must be "production" or "development", not "${mode}".`);
}

/** STACK_ENABLE_HARDCODED_PASSKEY_CHALLENGE_FOR_TESTING: true/yes/1, false/no/0, or unset (undefined); anything else is a setup mistake. */
export function testPasskeyChallengeEnv(env: NodeJS.ProcessEnv): boolean | undefined {
  const value = (env.STACK_ENABLE_HARDCODED_PASSKEY_CHALLENGE_FOR_TESTING ?? '').toLowerCase();
  if (value === '') return undefined;
  if (['false', 'no', '0'].includes(value)) return false;
  if (['true', 'yes', '1'].includes(value)) return true;
  throw new Error(`STACK_ENABLE_HARDCODED_PASSKEY_CHALLENGE_FOR_TESTING must be "true" or "false", not "${value}".`);
}

/**
 * Stack's test conveniences (projects/stack-dev-keys.ts, the fixed passkey challenge): offered by default to
 * local processes (middleware/local-process.ts) of an in-memory emulator on loopback in development mode; an
 * explicit `testPasskeyChallenge: true` (or Stack's env switch) fixes the challenge for every request.
 */
function testConveniences(
  options: EmulatorOptions,
  { production, host, testPasskeyChallenge }: { production: boolean; host: string; testPasskeyChallenge: boolean | undefined },
): Pick<EmulatorContext, 'stackDevKeys' | 'testPasskeyChallenge'> {
  const local = options.inMemory === true && !production && isLoopbackListenHost(host);
  return {
    stackDevKeys: (options.stackDevKeys ?? true) && local,
    testPasskeyChallenge: testPasskeyChallenge === true ? 'always' : testPasskeyChallenge === undefined && local ? 'local-processes' : false,
  };
}

function envMillis(value: string | undefined): number | undefined {
  const n = value === undefined ? NaN : Number(value);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const clock = options.clock ?? systemClock;
  const log = options.log ?? (() => undefined);
  const host = options.host ?? DEFAULT_HOST;
  const databaseUrl = options.databaseUrl ?? (options.inMemory || options.dataDir ? undefined : process.env.STACK_DATABASE_URL);
  const production = options.production ?? isProductionModeEnv(process.env);
  // Resolved before the database opens: a wrong figure is a setup mistake to say at start.
  const settings: SeedSettings = {
    internalProject: resolveInternalProject(options.internalProject),
    defaultProject: resolveDefaultProject(options.defaultProject),
    owner: resolveOwner(options.owner, production),
  };
  const attemptLimits = resolveAttemptLimits(options.attemptLimits, process.env);
  const testPasskeyChallenge = options.testPasskeyChallenge ?? testPasskeyChallengeEnv(process.env);
  // A known challenge lets anyone replay a recorded passkey answer: never on a real backend.
  if (testPasskeyChallenge === true && production) {
    throw new Error('The fixed passkey test challenge (STACK_ENABLE_HARDCODED_PASSKEY_CHALLENGE_FOR_TESTING, --test-passkey-challenge) is refused in production mode.');
  }
  const opened = await openDatabase({ databaseUrl, dataDir: options.dataDir, inMemory: options.inMemory });
  const db = options.wrapDatabase ? options.wrapDatabase(opened) : opened;
  // A failed seed must not leave the pool's connections open behind a failed start.
  const { internalProject, defaultProject, owner } = await seed(db, clock.now(), settings).catch(async (error: unknown) => {
    await db.close();
    throw error;
  });

  const ctx: EmulatorContext = {
    db,
    clock,
    log,
    accessTokenLifetimeMs: options.accessTokenLifetimeMs ?? DEFAULT_ACCESS_TOKEN_LIFETIME_MS,
    defaultProjectId: defaultProject.id,
    oauthProviderEndpoints: options.oauthProviderEndpoints,
    ...(options.checkResponses ? { checkResponses: true, responseMismatches: [] } : {}),
    emailRenderTimeoutMs: options.emailRenderTimeoutMs ?? envMillis(process.env.STACK_EMAIL_RENDER_TIMEOUT_MS),
    attemptLimits,
    production,
    // Stack's test conveniences for local processes: on an in-memory emulator on loopback in development mode.
    ...testConveniences(options, { production, host, testPasskeyChallenge }),
  };
  // The first mail should not wait for React and React Email to load in the render worker.
  renderPool().warm();
  const app = createEmulatorApp(ctx);

  let server: ServerType | undefined;
  const port = await new Promise<number>((resolve, reject) => {
    server = serve({ fetch: app.fetch, port: options.port ?? DEFAULT_PORT, hostname: host }, (info: AddressInfo) => resolve(info.port));
    server.once('error', reject);
    // Parser errors, CONNECT and odd Expect headers get a clear answer, not a dropped connection.
    if (server instanceof HttpServer) guardServer(server);
  }).catch(async (error: unknown) => {
    await db.close();
    throw error;
  });
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  ctx.publicUrl = url;
  // Shared OAuth providers sign in through the built-in mock OpenID provider (offline); not in production,
  // where they answer INVALID_SHARED_OAUTH_PROVIDER_ID (emulator/oauth/inner-client.ts).
  // An explicit port must be had; the default one (API port + 12) gives way to a random port when taken.
  const defaultMockPort = options.port === 0 || port + MOCK_PORT_OFFSET > 65535 ? 0 : port + MOCK_PORT_OFFSET;
  const mockOAuth = production
    ? null
    : await startMockOAuthProvider({ host, emulatorUrl: url, port: options.mockOAuthPort ?? defaultMockPort, fallbackToRandomPort: options.mockOAuthPort === undefined }).catch(
        async (error: unknown) => {
          await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
          await db.close();
          throw error;
        },
      );
  ctx.oauthMockIssuer = mockOAuth?.issuer;
  log(`Stack emulator listening on ${url} (${production ? 'production' : 'development'} mode)`);
  if (ctx.testPasskeyChallenge === 'always') log('Passkey challenges are fixed for tests (base64url "MOCK"): canned WebAuthn answers verify');
  if (mockOAuth) log(`Mock OAuth provider (for shared OAuth providers) on ${mockOAuth.issuer}`);
  const smtpSink: SmtpSink | null = await startSmtpSinkFor(ctx, { apiPort: options.port ?? DEFAULT_PORT, port, given: options.smtpSinkPort });
  const storage: RunningImageStorage | null = await startImageStorageFor(ctx, { host, apiPort: options.port ?? DEFAULT_PORT, port, given: options.storagePort });
  if (storage) ctx.imageStorage = { origin: storage.origin };
  await resumeWebhookDelivery(ctx);

  return {
    url,
    port,
    defaultProject,
    internalProject,
    owner,
    smtpSinkPort: smtpSink?.port ?? null,
    storagePort: storage?.port ?? null,
    stackDevKeys: ctx.stackDevKeys === true,
    dashboardUrl: `${url}/`,
    createProject: (projectOptions) => createProject(db, clock.now(), projectOptions),
    mailbox: (email) => listMailbox(db, email),
    responseMismatches: () => ctx.responseMismatches ?? [],
    async close() {
      stopWebhookDelivery(ctx);
      await new Promise<void>((resolve) => {
        if (!server) return resolve();
        // Idle keep-alive connections would otherwise hold the server open.
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
        server.close(() => resolve());
      });
      await mockOAuth?.close();
      await smtpSink?.close();
      await storage?.close();
      await db.close();
    },
  };
}
