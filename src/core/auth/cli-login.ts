// CLI login for command-line tools (SPEC.md §4 "CLI login", PROTOCOL.md §5.8): start an attempt,
// show the confirmation URL, poll until the browser confirms. No DOM; all waits use the injected clock.

import { CLI_POLL_INTERVAL_MS, DEFAULT_HANDLER_BASE } from '../../protocol/constants';
import { KnownErrors } from '../../protocol/errors/client';
import { systemClock, type Clock } from '../../protocol/clock';
import { StackHttpError } from '../http/errors';
import { ClientBaseInterface, type ClientInterfaceOptions } from '../interface/client-base-interface';
import type { ClientCliEndpoints } from '../interface/client/cli';

export const CLI_AUTH_CONFIRM_PATH = `${DEFAULT_HANDLER_BASE}/cli-auth-confirm`;
export const CLI_LOGIN_CODE_PARAM = 'login_code';
export const CLI_AUTH_EXPIRED_MESSAGE = 'CLI authentication request expired. Please try again.';
export const CLI_AUTH_USED_MESSAGE = 'This authentication token has already been used.';
export const CLI_AUTH_TIMEOUT_MESSAGE = 'Timed out waiting for CLI authentication.';

/** The two calls the CLI side needs (a ClientInterface has them). */
export type CliLoginApi = { cli: Pick<ClientCliEndpoints, 'start' | 'poll'> };

/** Either a ready client interface or what it takes to build one. */
export type CliLoginConnection = { api: CliLoginApi } | ClientInterfaceOptions;

export interface StartCliLoginOptions {
  /** Origin (and optional base path) of the web app that hosts the confirmation page. */
  appUrl: string;
  /** Path of the confirmation page under appUrl (or an absolute URL); default /handler/cli-auth-confirm. */
  confirmPath?: string;
  /** Lifetime of the attempt; the server's default is 2 h, its maximum 24 h. */
  expiresInMillis?: number;
  /** Refresh token of an anonymous session the CLI already has. */
  anonRefreshToken?: string;
}

export interface CliLoginAttempt {
  loginCode: string;
  pollingCode: string;
  /** Where the person confirms: `${appUrl}${confirmPath}?login_code=…`. */
  confirmUrl: string;
  expiresAt: Date;
}

export interface PollCliLoginOptions {
  pollingCode: string;
  /** Wait between polls that answer `waiting`; default 2000 ms (SPEC.md §9). */
  intervalMs?: number;
  /** Polls before giving up; default unlimited. */
  maxAttempts?: number;
  clock?: Clock;
  signal?: AbortSignal;
}

function apiOf(connection: CliLoginConnection): CliLoginApi {
  return 'api' in connection ? connection.api : new ClientBaseInterface(connection);
}

/** `${appUrl}${confirmPath}` with login_code set; appUrl keeps its own path (e.g. an app under /shop). */
export function cliAuthConfirmUrl(appUrl: string, loginCode: string, confirmPath: string = CLI_AUTH_CONFIRM_PATH): string {
  // An absolute confirmPath (a handler on another origin) is used as it is.
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(confirmPath);
  const path = confirmPath.startsWith('/') ? confirmPath : `/${confirmPath}`;
  const url = new URL(absolute ? confirmPath : appUrl.replace(/\/+$/, '') + path);
  url.searchParams.set(CLI_LOGIN_CODE_PARAM, loginCode);
  return url.toString();
}

/** POST /auth/cli. A plain-text refusal (e.g. a bad anon token) becomes CliAuthError 'Failed to initiate CLI auth: …'. */
export async function startCliLogin(options: StartCliLoginOptions & CliLoginConnection): Promise<CliLoginAttempt> {
  const body: { expires_in_millis?: number; anon_refresh_token?: string } = {};
  if (options.expiresInMillis !== undefined) body.expires_in_millis = options.expiresInMillis;
  if (options.anonRefreshToken !== undefined) body.anon_refresh_token = options.anonRefreshToken;
  let response;
  try {
    response = await apiOf(options).cli.start(body);
  } catch (error) {
    if (error instanceof StackHttpError) {
      throw new KnownErrors.CliAuthError(undefined, `Failed to initiate CLI auth: ${error.status} ${error.body}`);
    }
    throw error;
  }
  return {
    loginCode: response.login_code,
    pollingCode: response.polling_code,
    confirmUrl: cliAuthConfirmUrl(options.appUrl, response.login_code, options.confirmPath),
    expiresAt: new Date(response.expires_at),
  };
}

/**
 * Polls POST /auth/cli/poll until the browser confirms; resolves with the refresh token.
 * Throws CliAuthExpiredError, CliAuthUsedError, or CliAuthError when maxAttempts polls all answered `waiting`.
 */
export async function pollCliLogin(options: PollCliLoginOptions & CliLoginConnection): Promise<string> {
  const api = apiOf(options);
  const clock = options.clock ?? systemClock;
  const intervalMs = options.intervalMs ?? CLI_POLL_INTERVAL_MS;
  const maxAttempts = options.maxAttempts ?? Infinity;
  const { signal } = options;
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    signal?.throwIfAborted();
    const { httpStatus, body } = await api.cli.poll(options.pollingCode);
    if (body.status === 'success' && httpStatus === 201) return body.refresh_token;
    if (body.status === 'expired') throw new KnownErrors.CliAuthExpiredError(undefined, CLI_AUTH_EXPIRED_MESSAGE);
    if (body.status === 'used') throw new KnownErrors.CliAuthUsedError(undefined, CLI_AUTH_USED_MESSAGE);
    if (body.status !== 'waiting') {
      throw new KnownErrors.CliAuthError(undefined, `Unexpected status from CLI auth polling: ${String(body.status)}`);
    }
    // No pointless wait after the last allowed poll.
    if (attempt < maxAttempts) await sleepUnlessAborted(clock, intervalMs, signal);
  }
  throw new KnownErrors.CliAuthError(undefined, CLI_AUTH_TIMEOUT_MESSAGE);
}

/** clock.sleep, cut short by the signal (then throws its reason). */
async function sleepUnlessAborted(clock: Clock, ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (!signal) return clock.sleep(ms);
  signal.throwIfAborted();
  let onAbort: (() => void) | undefined;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    await Promise.race([clock.sleep(ms), aborted]);
  } finally {
    signal.removeEventListener('abort', onAbort!);
  }
}

export interface PromptCliLoginOptions extends StartCliLoginOptions {
  /** Shown the URL and code; default prints them with console.log. */
  promptLink?: (url: string, loginCode: string) => void;
  maxAttempts?: number;
  /** Name used by @stackframe/js for the poll interval. */
  waitTimeMillis?: number;
  clock?: Clock;
  signal?: AbortSignal;
}

/** start + prompt + poll in one call, like @stackframe/js's app.promptCliLogin (which returns a Result). */
export async function promptCliLogin(options: PromptCliLoginOptions & CliLoginConnection): Promise<string> {
  const attempt = await startCliLogin(options);
  if (options.promptLink) options.promptLink(attempt.confirmUrl, attempt.loginCode);
  else {
    console.log(`Your verification code: ${attempt.loginCode}`);
    console.log(`Please visit the following URL to authenticate:\n${attempt.confirmUrl}`);
  }
  return pollCliLogin({
    ...options,
    pollingCode: attempt.pollingCode,
    ...(options.waitTimeMillis === undefined ? {} : { intervalMs: options.waitTimeMillis }),
  });
}
