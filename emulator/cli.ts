// `npm run emulator [-- --port 8102 --host 127.0.0.1 --data-dir .stack-emulator --in-memory]`
import { parseArgs } from 'node:util';
import { AI_ENV, aiSettingsFromEnv } from './ai/model';
import { startEmulator } from './server';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    'data-dir': { type: 'string' },
    'in-memory': { type: 'boolean' },
  },
});

const port = values.port === undefined ? undefined : Number(values.port);
if (port !== undefined && (!Number.isInteger(port) || port < 0 || port > 65535)) {
  console.error(`Invalid --port: ${values.port}`);
  process.exit(1);
}

const emulator = await startEmulator({
  port,
  host: values.host,
  dataDir: values['data-dir'],
  inMemory: values['in-memory'],
  log: (line) => console.log(line),
});

function aiStatus(): string {
  const ai = aiSettingsFromEnv();
  return ai ? `model ${ai.model} at ${ai.baseUrl}` : `off (set ${AI_ENV.baseUrl} and ${AI_ENV.model} to enable)`;
}

const p = emulator.defaultProject;
console.log(
  [
    '',
    `Stack Auth emulator running at ${emulator.url} (API: ${emulator.url}/api/v1)`,
    '',
    `Local dashboard: ${emulator.dashboardUrl}`,
    `  Sign in as ${emulator.owner.email} with the password ${emulator.owner.password}`,
    `  (set STACK_EMULATOR_OWNER_EMAIL and STACK_EMULATOR_OWNER_PASSWORD to change them)`,
    '',
    'Default project:',
    `  Project ID:             ${p.id}`,
    `  Publishable client key: ${p.publishableClientKey}`,
    `  Secret server key:      ${p.secretServerKey}`,
    `  Super secret admin key: ${p.superSecretAdminKey}`,
    '',
    `Dev mailbox: ${emulator.url}/emulator/mailbox/<email>`,
    `Webhook endpoints: ${emulator.url}/emulator/projects/<project id>/webhook-endpoints`,
    `AI features: ${aiStatus()}`,
    '',
  ].join('\n'),
);

const shutdown = () => {
  void emulator.close().then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
