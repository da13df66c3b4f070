// `npm run demo:react` (or demo:vue, demo:svelte): the emulator plus Vite's dev server for one
// framework demo, with the emulator's default project handed to the app as Vite env variables.

import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { DEFAULT_PORT, startEmulator, type RunningEmulator } from '../emulator/server';
import { DEFAULT_PROJECT } from '../emulator/projects/seed';

const FRAMEWORKS = ['react', 'vue', 'svelte'] as const;
type Framework = (typeof FRAMEWORKS)[number];

const framework = process.argv[2] as Framework | undefined;
if (!framework || !FRAMEWORKS.includes(framework)) {
  process.stderr.write(`Usage: tsx demo/serve-framework.ts ${FRAMEWORKS.join(' | ')}\n`);
  process.exit(2);
}

const emulatorPort = process.env.EMULATOR_PORT ? Number(process.env.EMULATOR_PORT) : DEFAULT_PORT;
const emulatorUrl = `http://127.0.0.1:${emulatorPort}`;

/** True when something answers HTTP there: `npm start` (or `npm run emulator`) already runs one. */
async function answers(url: string): Promise<boolean> {
  return fetch(`${url}/api/v1`, { signal: AbortSignal.timeout(1000) }).then(
    () => true,
    () => false,
  );
}

// A project of your own (VITE_STACK_PROJECT_ID, VITE_STACK_BASE_URL in the environment) needs no emulator;
// a running emulator is reused (a second one could not share its data folder).
let emulator: RunningEmulator | undefined;
if (!process.env.VITE_STACK_PROJECT_ID) {
  if (emulatorPort !== 0 && (await answers(emulatorUrl))) {
    process.env.VITE_STACK_PROJECT_ID = process.env.STACK_PROJECT_ID ?? DEFAULT_PROJECT.id;
    process.env.VITE_STACK_BASE_URL = emulatorUrl;
    process.stdout.write(`Using the emulator already running at ${emulatorUrl}\n`);
  } else {
    emulator = await startEmulator({ port: emulatorPort });
    process.env.VITE_STACK_PROJECT_ID = emulator.defaultProject.id;
    process.env.VITE_STACK_BASE_URL = emulator.url;
  }
}

const vite = await createServer({
  configFile: fileURLToPath(new URL(`./${framework}/vite.config.ts`, import.meta.url)),
  // localhost: the emulator's default project trusts it.
  server: { host: 'localhost', port: process.env.DEMO_PORT ? Number(process.env.DEMO_PORT) : 5173 },
});
await vite.listen();
if (emulator) process.stdout.write(`Emulator: ${emulator.url}\n`);
process.stdout.write(`The ${framework} demo: ${vite.resolvedUrls?.local[0] ?? 'see above'}\n`);

const stop = (): void => {
  Promise.all([vite.close(), emulator?.close()]).then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
