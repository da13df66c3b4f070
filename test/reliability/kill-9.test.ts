// kill -9 of the emulator during concurrent sign-ups on a data folder: every sign-up it acknowledged
// (a 200 with tokens) must sign in with its password after a restart on the same folder.
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { killNodeChildren, startNodeChild } from '../support/node-child';

const SIGN_UPS = 40;
/** Acknowledged sign-ups to wait for before the kill, so it lands in the middle of the batch. */
const KILL_AFTER = 10;

interface Running {
  child: ChildProcess;
  url: string;
  projectId: string;
  clientKey: string;
}

let dataDir = '';

afterAll(async () => {
  killNodeChildren();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Starts `emulator/cli.ts` on a data folder, ready once its banner gave the URL and the default project. */
async function startEmulatorProcess(dir: string): Promise<Running> {
  const { child, ready } = await startNodeChild(['emulator/cli.ts', '--port', '0', '--host', '127.0.0.1', '--data-dir', dir], (out) => {
    const url = /emulator running at (http:\/\/\S+)/.exec(out)?.[1];
    const projectId = /Project ID:\s+(\S+)/.exec(out)?.[1];
    const clientKey = /Publishable client key:\s+(\S+)/.exec(out)?.[1];
    return url && projectId && clientKey ? { url, projectId, clientKey } : undefined;
  });
  return { child, ...ready };
}

function post(emu: Running, path: string, body: object): Promise<Response> {
  return fetch(`${emu.url}/api/v1${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-stack-project-id': emu.projectId,
      'x-stack-access-type': 'client',
      'x-stack-publishable-client-key': emu.clientKey,
    },
    body: JSON.stringify(body),
  });
}

it('every acknowledged sign-up signs in after kill -9 and a restart', async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'stack-kill9-'));
  const first = await startEmulatorProcess(dataDir);
  const acknowledged: { email: string; password: string }[] = [];
  let killed!: () => void;
  const killedNow = new Promise<void>((resolve) => (killed = resolve));
  const exited = new Promise<void>((resolve) => first.child.on('exit', () => resolve()));

  const attempts = Array.from({ length: SIGN_UPS }, async (_, index) => {
    const email = `kill9-${index}@example.test`;
    const password = `kill9-password-${index}`;
    try {
      const res = await post(first, '/auth/password/sign-up', { email, password });
      const json = (await res.json()) as { access_token?: unknown; refresh_token?: unknown };
      if (res.status === 200 && typeof json.access_token === 'string' && typeof json.refresh_token === 'string') {
        acknowledged.push({ email, password });
        if (acknowledged.length === KILL_AFTER) {
          first.child.kill('SIGKILL');
          killed();
        }
      }
    } catch {
      // Cut by the kill: not acknowledged, so nothing is promised for it.
    }
  });
  await Promise.race([killedNow, Promise.all(attempts)]);
  await exited;
  await Promise.all(attempts);
  expect(first.child.signalCode).toBe('SIGKILL');
  // The kill landed mid-batch: some sign-ups were acknowledged and some were not.
  expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
  expect(acknowledged.length).toBeLessThan(SIGN_UPS);
  const ackedAtKill = acknowledged.length;

  const second = await startEmulatorProcess(dataDir);
  const signIns = await Promise.all(acknowledged.map(async ({ email, password }) => (await post(second, '/auth/password/sign-in', { email, password })).status));
  const signedIn = signIns.filter((status) => status === 200).length;
  console.log(`kill -9: ${ackedAtKill} acknowledged, ${signedIn} sign in after restart`);
  second.child.kill('SIGTERM');
  expect(signIns).toEqual(acknowledged.map(() => 200));
}, 60_000);
