// `npm run emulator [-- --port 8102 --host 127.0.0.1 --data-dir .stack-emulator --in-memory --production
//   --mock-oauth-port 8114 --smtp-sink-port <port|off> --storage-port <port|off> --test-passkey-challenge]`
// --mock-oauth-port: the mock OAuth provider's port (default: --port + 12, or a random one when that is taken).
// --production (or STACK_EMULATOR_MODE=production): no dev mailbox, mock OAuth provider, POST /emulator/projects
// or seeded owner, and private addresses refused as webhook and SMTP targets (EmulatorContext.production).
import { parseArgs } from 'node:util';
import { AI_ENV, aiSettingsFromEnv } from './ai/model';
import { isProductionModeEnv, startEmulator } from './server';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    'data-dir': { type: 'string' },
    'in-memory': { type: 'boolean' },
    production: { type: 'boolean' },
    'mock-oauth-port': { type: 'string' },
    'smtp-sink-port': { type: 'string' },
    'storage-port': { type: 'string' },
    'test-passkey-challenge': { type: 'boolean' },
  },
});

const port = values.port === undefined ? undefined : Number(values.port);
if (port !== undefined && (!Number.isInteger(port) || port < 0 || port > 65535)) {
  console.error(`Invalid --port: ${values.port}`);
  process.exit(1);
}

const mockOAuthPort = values['mock-oauth-port'] === undefined ? undefined : Number(values['mock-oauth-port']);
if (mockOAuthPort !== undefined && (!Number.isInteger(mockOAuthPort) || mockOAuthPort < 0 || mockOAuthPort > 65535)) {
  console.error(`Invalid --mock-oauth-port: ${values['mock-oauth-port']}`);
  process.exit(1);
}

// The SMTP sink's port: a number, or `off` (default: the API port + 27, server.ts).
const sinkArg = values['smtp-sink-port'];
const smtpSinkPort = sinkArg === undefined ? undefined : sinkArg === 'off' ? null : Number(sinkArg);
if (typeof smtpSinkPort === 'number' && (!Number.isInteger(smtpSinkPort) || smtpSinkPort < 0 || smtpSinkPort > 65535)) {
  console.error(`Invalid --smtp-sink-port: ${sinkArg} (a port number or "off")`);
  process.exit(1);
}

// The image store's port: a number, or `off` (default: the API port + 19, server.ts).
const storageArg = values['storage-port'];
const storagePort = storageArg === undefined ? undefined : storageArg === 'off' ? null : Number(storageArg);
if (typeof storagePort === 'number' && (!Number.isInteger(storagePort) || storagePort < 0 || storagePort > 65535)) {
  console.error(`Invalid --storage-port: ${storageArg} (a port number or "off")`);
  process.exit(1);
}

const production = values.production === true || isProductionModeEnv(process.env);
const emulator = await startEmulator({
  port,
  host: values.host,
  dataDir: values['data-dir'],
  inMemory: values['in-memory'],
  production,
  mockOAuthPort,
  smtpSinkPort,
  storagePort,
  // Absent: STACK_ENABLE_HARDCODED_PASSKEY_CHALLENGE_FOR_TESTING decides (server.ts).
  ...(values['test-passkey-challenge'] ? { testPasskeyChallenge: true } : {}),
  log: (line) => console.log(line),
});

function aiStatus(): string {
  const ai = aiSettingsFromEnv();
  return ai ? `model ${ai.model} at ${ai.baseUrl}` : `off (set ${AI_ENV.baseUrl} and ${AI_ENV.model} to enable)`;
}

/** What each mode offers beyond the API: the local developer's conveniences, or what production turns off. */
function modeLines(): string[] {
  if (production) {
    return [
      'Off in production mode: the dev mailbox, POST /emulator/projects, the mock OAuth provider (shared OAuth',
      '  providers answer INVALID_SHARED_OAUTH_PROVIDER_ID) and the seeded owner; private addresses are refused',
      '  as webhook and SMTP targets.',
      `Webhook endpoints: ${emulator.url}/emulator/projects/<project id>/webhook-endpoints (admin credentials)`,
    ];
  }
  const { owner } = emulator;
  return [
    `Local dashboard: ${emulator.dashboardUrl}`,
    ...(owner ? [`  Sign in as ${owner.email} with the password ${owner.password}`] : []),
    `  (kept in this database; set STACK_EMULATOR_OWNER_EMAIL and STACK_EMULATOR_OWNER_PASSWORD to choose them)`,
    '',
    `Dev mailbox: ${emulator.url}/emulator/mailbox/<email> (this machine's own pages and non-browser clients only)`,
    emulator.smtpSinkPort === null
      ? 'SMTP sink: off (--smtp-sink-port <port> starts it)'
      : `SMTP sink: 127.0.0.1:${emulator.smtpSinkPort} (any login; every mail goes to the dev mailbox)`,
    `Webhook endpoints: ${emulator.url}/emulator/projects/<project id>/webhook-endpoints`,
    `New projects: POST ${emulator.url}/emulator/projects with the internal super secret admin key in x-stack-super-secret-admin-key`,
  ];
}

const p = emulator.defaultProject;
const internal = emulator.internalProject;
console.log(
  [
    '',
    `Stack Auth emulator running at ${emulator.url} in ${production ? 'production' : 'development'} mode (API: ${emulator.url}/api/v1)`,
    '',
    ...modeLines(),
    '',
    'Default project:',
    `  Project ID:             ${p.id}`,
    `  Publishable client key: ${p.publishableClientKey}`,
    `  Secret server key:      ${p.secretServerKey}`,
    `  Super secret admin key: ${p.superSecretAdminKey}`,
    '',
    'Internal project (the dashboards\' own; secret keys kept in this database, or from STACK_INTERNAL_PROJECT_*):',
    `  Internal publishable client key: ${internal.publishableClientKey}`,
    `  Internal secret server key:      ${internal.secretServerKey}`,
    `  Internal super secret admin key: ${internal.superSecretAdminKey}`,
    ...(emulator.stackDevKeys
      ? [
          "  For this machine's processes (never a browser), as Stack's dev backend: Stack's published dev keys are",
          '  also accepted, and passkey challenges are fixed for canned test answers (in-memory database only)',
        ]
      : []),
    '',
    `AI features: ${aiStatus()}`,
    '',
  ].join('\n'),
);

const shutdown = () => {
  void emulator.close().then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
