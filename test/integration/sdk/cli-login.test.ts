// The SDK's CLI login against the emulator over HTTP: startCliLogin + pollCliLogin on one ManualClock
// shared with the emulator (so polls and expiry move together), app.confirmCliLogin as the browser.
import { describe, expect, it, vi } from 'vitest';
import {
  CLI_AUTH_EXPIRED_MESSAGE,
  CLI_AUTH_TIMEOUT_MESSAGE,
  CLI_AUTH_USED_MESSAGE,
  cliAuthConfirmUrl,
  pollCliLogin,
  startCliLogin,
} from '../../../src/core/auth/cli-login';
import { StackClientApp } from '../../../src/core/apps/client-app';
import { ManualClock } from '../../../src/protocol/clock';
import { ClientInterface } from '../../../src/core/interface/client-interface';
import { KnownErrors } from '../../../src/protocol/errors';
import { useEmulator } from '../../support/emulator';
import { makeApp, PASSWORD, recordingFetch, uniqueEmail } from './helpers';

const clock = new ManualClock(Date.UTC(2030, 0, 1));
const emu = useEmulator({ clock });
const APP_URL = 'http://localhost:8080';

function cliApi(fetchImpl?: typeof fetch): ClientInterface {
  return new ClientInterface({
    baseUrl: emu.url,
    projectId: emu.project.id,
    publishableClientKey: emu.project.publishableClientKey,
    clock,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
}

/** A browser-side app with a freshly signed-up user. */
async function signedInBrowser(): Promise<{ app: StackClientApp; email: string }> {
  const app = makeApp(emu, { clock });
  const email = uniqueEmail('cli');
  const result = await app.signUpWithCredential({ email, password: PASSWORD, noRedirect: true });
  expect(result.status).toBe('ok');
  return { app, email };
}

/** Waits (real time, no clock movement) until the poll loop is asleep on the clock. */
async function untilSleeping(): Promise<void> {
  await vi.waitFor(() => expect(clock.pendingSleeps).toBe(1), { timeout: 5000, interval: 2 });
}

const pollCount = (rec: ReturnType<typeof recordingFetch>): number => rec.paths().filter((p) => p === 'POST /auth/cli/poll').length;

/** Collects the outcome without leaving a rejection unhandled meanwhile. */
function settle<T>(promise: Promise<T>): { done: () => boolean; outcome: Promise<{ value?: T; error?: unknown }> } {
  let finished = false;
  const outcome = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  void outcome.then(() => (finished = true));
  return { done: () => finished, outcome };
}

describe('startCliLogin', () => {
  it('answers both codes and the confirmation URL under appUrl', async () => {
    const attempt = await startCliLogin({ api: cliApi(), appUrl: APP_URL });
    expect(attempt.loginCode).toMatch(/^[0-9a-z]{45}$/);
    expect(attempt.pollingCode).toMatch(/^[0-9a-z]{45}$/);
    expect(attempt.confirmUrl).toBe(`${APP_URL}/handler/cli-auth-confirm?login_code=${attempt.loginCode}`);
    expect(attempt.expiresAt.getTime()).toBe(clock.now() + 7_200_000);
  });

  it('builds its own interface from connection options and sends expires_in_millis', async () => {
    const rec = recordingFetch();
    const attempt = await startCliLogin({
      baseUrl: emu.url,
      projectId: emu.project.id,
      fetch: rec.fetch,
      appUrl: `${APP_URL}/shop/`,
      expiresInMillis: 60_000,
    });
    expect(rec.requests.map((r) => [r.method, r.path, r.body])).toEqual([['POST', '/auth/cli', '{"expires_in_millis":60000}']]);
    expect(attempt.confirmUrl).toBe(`${APP_URL}/shop/handler/cli-auth-confirm?login_code=${attempt.loginCode}`);
    expect(attempt.expiresAt.getTime()).toBe(clock.now() + 60_000);
  });

  it("a refused start (bad anon token) is CliAuthError 'Failed to initiate CLI auth: 400 …'", async () => {
    const error = await startCliLogin({ api: cliApi(), appUrl: APP_URL, anonRefreshToken: 'bogus' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KnownErrors.CliAuthError);
    expect((error as Error).message).toBe('Failed to initiate CLI auth: 400 Invalid anon refresh token');
  });

  it('cliAuthConfirmUrl encodes the code and takes an absolute confirm URL as is', () => {
    expect(cliAuthConfirmUrl('https://app.example', 'a b')).toBe('https://app.example/handler/cli-auth-confirm?login_code=a+b');
    expect(cliAuthConfirmUrl('https://app.example', 'c', 'https://auth.example/cli?x=1')).toBe('https://auth.example/cli?x=1&login_code=c');
  });
});

describe('pollCliLogin', () => {
  it('polls every 2000 ms while waiting, then resolves with the confirming session refresh token', async () => {
    const rec = recordingFetch();
    const api = cliApi(rec.fetch);
    const attempt = await startCliLogin({ api, appUrl: APP_URL });
    const polling = settle(pollCliLogin({ api, pollingCode: attempt.pollingCode, clock }));

    await untilSleeping();
    expect(pollCount(rec)).toBe(1);
    // Not a poll before the interval has fully passed.
    await clock.advance(1999);
    expect(clock.pendingSleeps).toBe(1);
    expect(pollCount(rec)).toBe(1);
    await clock.advance(1);
    await untilSleeping();
    expect(pollCount(rec)).toBe(2);
    await clock.advance(2000);
    await untilSleeping();
    expect(pollCount(rec)).toBe(3);

    const { app, email } = await signedInBrowser();
    expect(await app.confirmCliLogin(attempt.loginCode)).toEqual({ status: 'ok', data: undefined });
    expect(polling.done()).toBe(false);
    await clock.advance(2000);
    const { value: refreshToken, error } = await polling.outcome;
    expect(error).toBeUndefined();
    expect(pollCount(rec)).toBe(4);
    expect(refreshToken).toBe((await app.getAuthJson()).refreshToken);

    // The token signs the CLI in as that person (GET /users/me through the SDK).
    const cliApp = new StackClientApp({
      projectId: emu.project.id,
      baseUrl: emu.url,
      tokenStore: { headers: { 'x-stack-auth': JSON.stringify({ refreshToken }) } },
      redirectMethod: 'none',
      clock,
    });
    expect((await cliApp.getUser())?.primaryEmail).toBe(email);
  });

  it('honours intervalMs', async () => {
    const rec = recordingFetch();
    const api = cliApi(rec.fetch);
    const attempt = await startCliLogin({ api, appUrl: APP_URL });
    const polling = settle(pollCliLogin({ api, pollingCode: attempt.pollingCode, clock, intervalMs: 500, maxAttempts: 2 }));
    await untilSleeping();
    await clock.advance(499);
    expect(pollCount(rec)).toBe(1);
    await clock.advance(1);
    const { error } = await polling.outcome;
    expect(pollCount(rec)).toBe(2);
    expect((error as Error).message).toBe(CLI_AUTH_TIMEOUT_MESSAGE);
  });

  it('an attempt that expires while waiting is CliAuthExpiredError with the SPEC message', async () => {
    const api = cliApi();
    const attempt = await startCliLogin({ api, appUrl: APP_URL, expiresInMillis: 3000 });
    const polling = settle(pollCliLogin({ api, pollingCode: attempt.pollingCode, clock }));
    await untilSleeping();
    await clock.advance(2000);
    await untilSleeping();
    await clock.advance(2000);
    const { error } = await polling.outcome;
    expect(error).toBeInstanceOf(KnownErrors.CliAuthExpiredError);
    expect((error as Error).message).toBe(CLI_AUTH_EXPIRED_MESSAGE);
    expect(CLI_AUTH_EXPIRED_MESSAGE).toBe('CLI authentication request expired. Please try again.');
  });

  it('a code already delivered is CliAuthUsedError with the SPEC message', async () => {
    const api = cliApi();
    const attempt = await startCliLogin({ api, appUrl: APP_URL });
    const { app } = await signedInBrowser();
    expect((await app.confirmCliLogin(attempt.loginCode)).status).toBe('ok');
    expect(typeof (await pollCliLogin({ api, pollingCode: attempt.pollingCode, clock }))).toBe('string');
    const error = await pollCliLogin({ api, pollingCode: attempt.pollingCode, clock }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KnownErrors.CliAuthUsedError);
    expect((error as Error).message).toBe('This authentication token has already been used.');
    expect(CLI_AUTH_USED_MESSAGE).toBe((error as Error).message);
  });

  it('gives up after maxAttempts polls with CliAuthError, without a wait after the last one', async () => {
    const rec = recordingFetch();
    const api = cliApi(rec.fetch);
    const attempt = await startCliLogin({ api, appUrl: APP_URL });
    const polling = settle(pollCliLogin({ api, pollingCode: attempt.pollingCode, clock, maxAttempts: 3 }));
    await untilSleeping();
    await clock.advance(2000);
    await untilSleeping();
    await clock.advance(2000);
    const { error } = await polling.outcome;
    expect(pollCount(rec)).toBe(3);
    expect(clock.pendingSleeps).toBe(0);
    expect(error).toBeInstanceOf(KnownErrors.CliAuthError);
    expect((error as Error).message).toBe('Timed out waiting for CLI authentication.');
  });

  it('an unknown polling code surfaces INVALID_POLLING_CODE', async () => {
    const error = await pollCliLogin({ api: cliApi(), pollingCode: 'nope', clock }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KnownErrors.InvalidPollingCode);
  });

  it('stops waiting when its signal aborts', async () => {
    const rec = recordingFetch();
    const api = cliApi(rec.fetch);
    const attempt = await startCliLogin({ api, appUrl: APP_URL });
    const controller = new AbortController();
    const polling = settle(pollCliLogin({ api, pollingCode: attempt.pollingCode, clock, signal: controller.signal }));
    await untilSleeping();
    controller.abort(new Error('user pressed Ctrl-C'));
    const { error } = await polling.outcome;
    expect((error as Error).message).toBe('user pressed Ctrl-C');
    expect(pollCount(rec)).toBe(1);
    await clock.advance(2000); // wake the orphaned sleeper so later tests see a clean clock
    expect(pollCount(rec)).toBe(1);
  });
});

describe('app.confirmCliLogin and app.promptCliLogin', () => {
  it('confirming without a signed-in user is an error result and completes nothing', async () => {
    const app = makeApp(emu, { clock });
    const attempt = await startCliLogin({ api: cliApi(), appUrl: APP_URL });
    const result = await app.confirmCliLogin(attempt.loginCode);
    expect(result.status).toBe('error');
    expect(result.status === 'error' && result.error).toBeInstanceOf(KnownErrors.CliAuthError);
    const poll = await cliApi().cli.poll(attempt.pollingCode);
    expect(poll).toEqual({ httpStatus: 200, body: { status: 'waiting' } });
  });

  it("an unknown login code comes back as CliAuthError with the server's sentence", async () => {
    const { app } = await signedInBrowser();
    const result = await app.confirmCliLogin('unknown-code');
    expect(result.status === 'error' && result.error.message).toBe('Invalid login code or the code has expired');
  });

  it('promptCliLogin (as @stackframe/js) prompts with the URL and resolves ok with the refresh token', async () => {
    const cli = makeApp(emu, { clock });
    const { app } = await signedInBrowser();
    const prompted: { url: string; code: string }[] = [];
    let confirmation: Promise<unknown> | null = null;
    const prompting = settle(
      cli.promptCliLogin({
        appUrl: APP_URL,
        promptLink: (url, code) => {
          prompted.push({ url, code });
          confirmation = app.confirmCliLogin(code);
        },
      }),
    );
    await vi.waitFor(() => expect(confirmation).not.toBeNull());
    await confirmation;
    // The first poll may have come before the confirmation landed: then one interval passes.
    while (!prompting.done()) {
      await vi.waitFor(() => expect(prompting.done() || clock.pendingSleeps === 1).toBe(true), { interval: 2 });
      if (!prompting.done()) await clock.advance(2000);
    }
    const { value: result } = await prompting.outcome;
    expect(prompted).toHaveLength(1);
    expect(prompted[0]!.url).toBe(`${APP_URL}/handler/cli-auth-confirm?login_code=${prompted[0]!.code}`);
    expect(result).toEqual({ status: 'ok', data: (await app.getAuthJson()).refreshToken });
  });
});
