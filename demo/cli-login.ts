// A command-line tool signing in through the browser (CLI login, PROTOCOL.md §5.8):
//   npx tsx demo/cli-login.ts [--base-url http://127.0.0.1:8102] [--project-id …]
//                             [--publishable-client-key …] [--app-url http://localhost:8080]
// Prints the confirmation URL, waits until you confirm it in the browser (with `npm start` running),
// then prints who the tool is signed in as. Defaults are the emulator's default project.

import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { StackClientApp } from '../src/core/apps/client-app';
import { pollCliLogin, startCliLogin, type CliLoginAttempt } from '../src/core/auth/cli-login';
import type { Clock } from '../src/protocol/clock';
import { ClientInterface } from '../src/core/interface/client-interface';
import { DEFAULT_PROJECT } from '../emulator/projects/seed';

export interface CliLoginDemoOptions {
  baseUrl: string;
  projectId: string;
  publishableClientKey?: string;
  appUrl: string;
  /** Told the confirmation URL as soon as it is known. */
  onConfirmUrl(attempt: CliLoginAttempt): void;
  clock?: Clock;
  signal?: AbortSignal;
}

export interface CliLoginDemoResult {
  refreshToken: string;
  email: string | null;
  userId: string;
}

/** The whole tool: start, show the URL, poll, then GET /users/me with the refresh token it got. */
export async function runCliLogin(options: CliLoginDemoOptions): Promise<CliLoginDemoResult> {
  const connection = {
    baseUrl: options.baseUrl,
    projectId: options.projectId,
    ...(options.publishableClientKey ? { publishableClientKey: options.publishableClientKey } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  };
  const api = new ClientInterface(connection);
  const attempt = await startCliLogin({ api, appUrl: options.appUrl });
  options.onConfirmUrl(attempt);
  const refreshToken = await pollCliLogin({
    api,
    pollingCode: attempt.pollingCode,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  // A tool keeps the refresh token (e.g. in a config file) and hands it to the SDK like this.
  const app = new StackClientApp({
    ...connection,
    tokenStore: { headers: { 'x-stack-auth': JSON.stringify({ refreshToken }) } },
    redirectMethod: 'none',
  });
  const user = await app.getUser({ or: 'throw' });
  return { refreshToken, email: user!.primaryEmail, userId: user!.id };
}

const runAsScript = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (runAsScript) {
  const { values } = parseArgs({
    options: {
      'base-url': { type: 'string', default: 'http://127.0.0.1:8102' },
      'project-id': { type: 'string', default: DEFAULT_PROJECT.id },
      'publishable-client-key': { type: 'string', default: DEFAULT_PROJECT.publishableClientKey },
      'app-url': { type: 'string', default: 'http://localhost:8080' },
    },
  });
  const controller = new AbortController();
  process.once('SIGINT', () => controller.abort(new Error('Cancelled.')));
  try {
    const result = await runCliLogin({
      baseUrl: values['base-url'],
      projectId: values['project-id'],
      publishableClientKey: values['publishable-client-key'],
      appUrl: values['app-url'],
      signal: controller.signal,
      onConfirmUrl: (attempt) => {
        process.stdout.write(`Open this URL in your browser to sign the tool in:\n\n  ${attempt.confirmUrl}\n\nWaiting for confirmation…\n`);
      },
    });
    process.stdout.write(`Signed in as ${result.email ?? `(no e-mail) ${result.userId}`}\n`);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
