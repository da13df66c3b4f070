// Issue 29: production mode (EmulatorOptions.production, `--production`, STACK_EMULATOR_MODE=production)
// turns off the development conveniences: the dev mailbox and POST /emulator/projects answer 404, the
// mock OAuth provider does not run (shared providers answer a known error), and there is no seeded owner
// to sign in as. The webhook-endpoint routes stay (admin credentials); the banner names the mode.
import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { killNodeChildren, startNodeChild } from '../support/node-child';
import { startEmulator, type RunningEmulator } from '../../emulator/server';
import { adminHeaders, call, clientHeaders, expectKnownError, serverHeaders, type Keys } from '../integration/emulator/helpers';

const OLD_OWNER = { email: 'owner@localhost.test', password: 'local-owner-password' };
// The CLI is a child process started through tsx: generous, it only bounds a start that never ends.
const CLI_TIMEOUT_MS = 120_000;

let emu: RunningEmulator | undefined;
afterAll(async () => {
  killNodeChildren();
  await emu?.close();
});

/** What a production emulator must not offer, checked over HTTP with the keys it printed or returned. */
async function expectProductionSurface(target: { url: string }, internal: Keys, demo: Keys): Promise<void> {
  const mailbox = await fetch(`${target.url}/emulator/mailbox/${encodeURIComponent(OLD_OWNER.email)}`);
  expect(mailbox.status).toBe(404);
  const created = await fetch(`${target.url}/emulator/projects`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-stack-super-secret-admin-key': internal.superSecretAdminKey },
    body: JSON.stringify({ display_name: 'Should not exist' }),
  });
  expect(created.status).toBe(404);
  // No owner: the internal project has no user at all, so no printed or old password signs anyone in.
  const users = await call(target, '/users', { headers: serverHeaders(internal) });
  expect(users.status).toBe(200);
  expect(users.json.items).toEqual([]);
  expect((await call(target, '/auth/password/sign-in', { headers: clientHeaders(internal), body: OLD_OWNER })).status).toBe(400);
  // The webhook registry stays: it needs the project's admin credentials.
  const endpoints = await fetch(`${target.url}/emulator/projects/${demo.id}/webhook-endpoints`, { headers: adminHeaders(demo) });
  expect(endpoints.status).toBe(200);
}

describe('startEmulator({ production: true })', () => {
  it('has no mailbox, no POST /emulator/projects, no owner, and no mock OAuth provider', async () => {
    emu = await startEmulator({ port: 0, inMemory: true, production: true });
    expect(emu.owner ?? null).toBeNull();
    await expectProductionSurface(emu, emu.internalProject, emu.defaultProject);
    // A shared OAuth provider (the demo project has github) has nothing to sign in through.
    const authorize = new URL(`${emu.url}/api/v1/auth/oauth/authorize/github`);
    for (const [name, value] of Object.entries({
      client_id: emu.defaultProject.id,
      client_secret: emu.defaultProject.publishableClientKey,
      redirect_uri: 'http://localhost:3000/handler/oauth-callback',
      scope: 'legacy',
      state: 'state-1',
      grant_type: 'authorization_code',
      code_challenge: 'x'.repeat(43),
      code_challenge_method: 'S256',
      response_type: 'code',
      type: 'authenticate',
      error_redirect_url: 'http://localhost:3000/error',
    })) authorize.searchParams.set(name, value);
    const res = await fetch(authorize, { redirect: 'manual' });
    const body = await res.text();
    expect(res.status, body).toBe(400);
    expect(res.headers.get('x-stack-known-error')).toBe('INVALID_SHARED_OAUTH_PROVIDER_ID');
  });
});

/** Starts `emulator/cli.ts` in a process of its own and reads its banner (it ends with the AI line). */
async function startCli(args: string[]): Promise<{ child: ChildProcess; banner: string }> {
  const { child, ready } = await startNodeChild(['emulator/cli.ts', ...args], (out) => (/^AI features:/m.test(out) ? out : undefined), {
    ...process.env,
    STACK_EMULATOR_MODE: '',
  });
  return { child, banner: ready };
}

/** A `label: value` line of the banner. */
function bannerValue(banner: string, label: string): string {
  const value = new RegExp(`${label}:\\s+(\\S+)`).exec(banner)?.[1];
  if (!value) throw new Error(`the banner has no "${label}":\n${banner}`);
  return value;
}

describe('the CLI with --production', () => {
  it('names the mode, prints no owner password, and serves none of the development extras', { timeout: CLI_TIMEOUT_MS }, async () => {
    const { child, banner } = await startCli(['--production', '--in-memory', '--port', '0']);
    const first = banner.split('\n').find((line) => line.startsWith('Stack Auth emulator'));
    expect(first).toMatch(/running at http:\/\/\S+ in production mode/);
    expect(banner).toMatch(/off in production mode/i);
    expect(banner).not.toMatch(/password/i);
    const url = /running at (http:\/\/\S+)/.exec(first ?? '')![1]!;
    const internal: Keys = {
      id: 'internal',
      publishableClientKey: bannerValue(banner, 'Internal publishable client key'),
      secretServerKey: bannerValue(banner, 'Internal secret server key'),
      superSecretAdminKey: bannerValue(banner, 'Internal super secret admin key'),
    };
    const demo: Keys = {
      id: bannerValue(banner, 'Project ID'),
      publishableClientKey: bannerValue(banner, 'Publishable client key'),
      secretServerKey: bannerValue(banner, 'Secret server key'),
      superSecretAdminKey: bannerValue(banner, 'Super secret admin key'),
    };
    expectKnownError(await call({ url }, '/users', { headers: serverHeaders({ ...internal, secretServerKey: 'wrong' }) }), 'INVALID_SECRET_SERVER_KEY', 401);
    await expectProductionSurface({ url }, internal, demo);
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  });

  it('says development mode in its first line without the flag', { timeout: CLI_TIMEOUT_MS }, async () => {
    const { child, banner } = await startCli(['--in-memory', '--port', '0']);
    expect(banner.split('\n').find((line) => line.startsWith('Stack Auth emulator'))).toMatch(/running at http:\/\/\S+ in development mode/);
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  });
});
