// The one place every API call goes through: headers, status override, known errors, token retry,
// 429/508 and network retries (SPEC.md §7 "Handling of answers and failures", §9; PROTOCOL.md §1.3, §2.1, §8).

import { systemClock, type Clock } from '../../protocol/clock';
import {
  API_VERSION_PATH,
  CLIENT_VERSION,
  INFINITE_LOOP_MARKER,
  MIN_ACCESS_TOKEN_VALIDITY_MS,
  NETWORK_RETRY_ATTEMPTS,
  type AccessType,
} from '../../protocol/constants';
import { Headers as H, KNOWN_ERROR_HEADER, KNOWN_ERROR_HEADER_HEXCLAVE } from '../../protocol/headers';
import { KnownErrors, knownErrorFromWire, type KnownError } from '../../protocol/errors/client';
import { pathOf, type AnswerOf, type Endpoint } from '../../protocol/endpoint';
import { parseAnswerJson, readAnswer, type CallInput } from './endpoint-call';
import type { RequestOptions, SessionLike } from './request-options';

export type { HttpMethod, RequestOptions, SessionLike } from './request-options';
import { StackConnectionError, StackHttpError, StackProtocolError } from './errors';
import { createNonce, defaultRandomBytes, isValidIdempotencyKey } from './nonce';
import { backoffDelayMs, capWaitMs, isIdempotentMethod, retryAfterMs } from './retry';
import { DEFAULT_REQUEST_TIMEOUT_MS, startTimeLimit, type TimeLimit } from './time-limit';

export interface PipelineConfig {
  /** API origin, e.g. 'http://127.0.0.1:8102'; requests go to `${baseUrl}/api/v1${path}`. */
  baseUrl: string;
  projectId: string;
  accessType: AccessType;
  /** The path prefix after baseUrl, default API_VERSION_PATH ('/emulator' for the emulator's own routes). */
  apiPath?: string;
  publishableClientKey?: string;
  secretServerKey?: string;
  superSecretAdminKey?: string;
  getAdminAccessToken?: () => Promise<string | null>;
  /** Default CLIENT_VERSION. */
  clientVersion?: string;
  /** Default: globalThis.fetch, looked up at call time (so late polyfills and test stubs apply). */
  fetch?: typeof fetch;
  /** Default systemClock; every wait goes through clock.sleep. */
  clock?: Clock;
  /** Jitter source, default Math.random. */
  random?: () => number;
  /** Nonce source, default crypto.getRandomValues. */
  randomBytes?: (n: number) => Uint8Array;
  /**
   * Time limit of each request in ms, from sending to the last byte of the answer, measured on `clock`
   * (default DEFAULT_REQUEST_TIMEOUT_MS, 20 s; 0 or Infinity: none). On expiry the call rejects with
   * RequestTimeoutError and is not resent.
   */
  requestTimeoutMs?: number;
}


const ACTUAL_STATUS_HEADER_HEXCLAVE = 'x-hexclave-actual-status';
/** Statuses whose Response must not have a body (the Fetch standard throws otherwise). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

type Tokens = { accessToken: string | null; refreshToken: string | null };

/** How one attempt ended, when it did not end the request by throwing. */
type AttemptStep =
  | { kind: 'answer'; res: Response }
  /** The server refused the access token (INVALID_ACCESS_TOKEN family): one retry with a fresh token. */
  | { kind: 'rejectedToken'; error: KnownError }
  /** fetch rejected: DNS, refused connection, CORS, offline. */
  | { kind: 'unreachable'; cause: unknown }
  /** 429 or the 508 loop guard: wait and ask again. */
  | { kind: 'busy'; status: 429 | 508; text: string; retryAfter: string | null };

export class RequestPipeline {
  readonly config: PipelineConfig;

  constructor(config: PipelineConfig) {
    this.config = config;
  }

  /** Final Response (status restored from x-stack-actual-status) for a 2xx; throws otherwise. */
  async send(path: string, options: RequestOptions = {}): Promise<Response> {
    const method = options.method ?? 'GET';
    const url = this.urlFor(path);
    const authenticate = options.authenticate ?? true;
    const session = authenticate ? (options.session ?? null) : null;
    const payload = encodeBody(method, options);
    const clock = this.config.clock ?? systemClock;
    const random = this.config.random ?? Math.random;
    // One identity per call, reused by every attempt (429/508, network and fresh-token retries).
    const nonce = options.idempotencyKey ?? createNonce(this.config.randomBytes ?? defaultRandomBytes);
    if (!isValidIdempotencyKey(nonce)) throw new TypeError('RequestOptions: idempotencyKey must be 1-128 characters of A-Z, a-z, 0-9, - and _');

    // Attempts that ended in a retryable failure (network, 429, 508) share one budget.
    let failedAttempts = 0;
    let retriedWithFreshToken = false;

    for (;;) {
      // The token refresh is a request of its own with its own limit, so it is outside this attempt's.
      const tokens: Tokens | null = session ? await session.getTokens(MIN_ACCESS_TOKEN_VALIDITY_MS) : null;
      const c = this.config;
      const adminAccessToken = authenticate && c.getAdminAccessToken ? await c.getAdminAccessToken() : null;
      // Synchronous from here to fetch when nothing above awaited: a read started while the script still
      // evaluates leaves then, not after it (issue 16).
      const headers = this.headersFor(options, authenticate, tokens, adminAccessToken, payload?.contentType, nonce);
      const limit = startTimeLimit(clock, options.timeoutMs ?? this.config.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS, { method, url });
      const init: RequestInit = { method, headers, cache: 'no-store', credentials: 'omit', signal: limit.signal };
      if (payload) init.body = payload.body;

      let step: AttemptStep;
      try {
        step = await this.attempt(url, method, init, limit);
      } catch (error) {
        // Whatever the abort broke on the way (fetch, a body read), the person should hear "too long".
        throw limit.expired ?? error;
      } finally {
        limit.stop();
      }
      // A stalled server is not asked again: the person gets words within the limit and decides.
      // (A complete answer that raced the limit is still used.)
      if (limit.expired && step.kind !== 'answer') throw limit.expired;

      switch (step.kind) {
        case 'answer':
          return step.res;
        case 'rejectedToken': {
          const rejectedToken = tokens?.accessToken ?? null;
          if (session && rejectedToken !== null && !retriedWithFreshToken) {
            session.markAccessTokenExpired(rejectedToken);
            retriedWithFreshToken = true;
            continue;
          }
          throw step.error;
        }
        case 'unreachable': {
          failedAttempts++;
          const retryable = isIdempotentMethod(method);
          if (!retryable || failedAttempts >= NETWORK_RETRY_ATTEMPTS) {
            throw new StackConnectionError({ method, url, attempts: failedAttempts, retried: retryable, cause: step.cause });
          }
          await clock.sleep(backoffDelayMs(failedAttempts - 1, random));
          continue;
        }
        case 'busy': {
          failedAttempts++;
          if (failedAttempts >= NETWORK_RETRY_ATTEMPTS) throw new StackHttpError(step.status, step.text, url, method);
          const asked = step.status === 429 ? retryAfterMs(step.retryAfter, clock.now()) : null;
          await clock.sleep(capWaitMs(asked ?? backoffDelayMs(failedAttempts - 1, random)));
          continue;
        }
      }
    }
  }

  /** One send and its answer read to the end, within `limit`; what the loop in send() should do next. */
  private async attempt(url: string, method: string, init: RequestInit, limit: TimeLimit): Promise<AttemptStep> {
    // Unbound call: a browser's fetch throws "Illegal invocation" when called as a method of config.
    const doFetch = this.config.fetch ?? globalThis.fetch;
    let raw: Response;
    try {
      raw = await limit.guard(doFetch(url, init));
    } catch (cause) {
      if (isAbortError(cause) || limit.expired) throw cause;
      return { kind: 'unreachable', cause };
    }

    const res = restoreActualStatus(raw, url, method);
    const knownCode = res.headers.get(KNOWN_ERROR_HEADER) ?? res.headers.get(KNOWN_ERROR_HEADER_HEXCLAVE);
    if (knownCode !== null) {
      const error = await readKnownError(res, knownCode, url, method, limit);
      if (error instanceof KnownErrors.InvalidAccessToken) return { kind: 'rejectedToken', error };
      throw error;
    }

    // The body is read here, inside the limit: a server that stalls mid-answer is a stalled server too.
    if (res.ok) return { kind: 'answer', res: await bufferedResponse(res, limit, url, method) };

    const text = await safeText(res, limit);
    if (res.status === 429) return { kind: 'busy', status: 429, text, retryAfter: res.headers.get('retry-after') };
    if (res.status === 508 && text.includes(INFINITE_LOOP_MARKER)) return { kind: 'busy', status: 508, text, retryAfter: null };
    throw new StackHttpError(res.status, text, url, method);
  }

  /** send() then the parsed JSON body. */
  /** Calls an endpoint through its descriptor; the answer is checked against the descriptor's schema for this caller. */
  async call<E extends Endpoint>(d: E, input: CallInput<E>): Promise<AnswerOf<E>> {
    const path = pathOf(d, input.params ?? {}, input.query);
    const res = await this.sendTo(d, path, input);
    return readAnswer(d, this.config.accessType, await res.text(), { url: this.urlFor(path), status: res.status });
  }

  /** The 2xx Response of an endpoint whose answer is not JSON to check (a redirect, a file, an empty body). */
  callRaw<E extends Endpoint>(d: E, input: CallInput<E>): Promise<Response> {
    return this.sendTo(d, pathOf(d, input.params ?? {}, input.query), input);
  }

  private sendTo<E extends Endpoint>(d: E, path: string, input: CallInput<E>): Promise<Response> {
    // An emulator extra through the API pipeline (or the reverse) would reach a path that does not exist.
    if ((d.base === 'emulator') !== (this.config.apiPath === '/emulator')) throw new TypeError(`${d.method} ${d.path}: called through the wrong pipeline for base '${d.base ?? 'api'}'`);
    const { params: _params, query: _query, body, ...options } = input;
    return this.send(path, { ...options, method: d.method, ...(body === undefined ? {} : { body }) });
  }

  async json<T>(path: string, options?: RequestOptions): Promise<T> {
    const res = await this.send(path, options);
    return parseAnswerJson(await res.text(), { url: this.urlFor(path), method: options?.method ?? 'GET', status: res.status }) as T;
  }

  private urlFor(path: string): string {
    const base = this.config.baseUrl.replace(/\/+$/, '');
    return `${base}${this.config.apiPath ?? API_VERSION_PATH}${path.startsWith('/') ? path : `/${path}`}`;
  }

  private headersFor(
    options: RequestOptions,
    authenticate: boolean,
    tokens: Tokens | null,
    adminAccessToken: string | null,
    contentType: string | undefined,
    nonce: string,
  ): Record<string, string> {
    const c = this.config;
    const headers: Record<string, string> = {};
    if (contentType) headers['content-type'] = contentType;
    // Not auth headers: sent even to the OAuth token endpoint so errors stay 200 for the browser console.
    headers[H.overrideErrorStatus] = 'true';
    headers[H.clientVersion] = c.clientVersion ?? CLIENT_VERSION;
    headers[H.randomNonce] = nonce;
    if (authenticate) {
      headers[H.projectId] = c.projectId;
      headers[H.accessType] = c.accessType;
      headers[H.allowAnonymousUser] = 'true';
      if (c.publishableClientKey) headers[H.publishableClientKey] = c.publishableClientKey;
      if (c.secretServerKey) headers[H.secretServerKey] = c.secretServerKey;
      if (c.superSecretAdminKey) headers[H.superSecretAdminKey] = c.superSecretAdminKey;
      if (adminAccessToken) headers[H.adminAccessToken] = adminAccessToken;
      if (tokens?.accessToken) headers[H.accessToken] = tokens.accessToken;
      if (tokens?.refreshToken) headers[H.refreshToken] = tokens.refreshToken;
    }
    headers['ngrok-skip-browser-warning'] = 'true';
    for (const [name, value] of Object.entries(options.headers ?? {})) headers[name.toLowerCase()] = value;
    return headers;
  }
}

function encodeBody(method: string, options: RequestOptions): { body: string; contentType: string } | null {
  if (options.body !== undefined && options.form !== undefined) {
    throw new TypeError('RequestOptions: give either body (JSON) or form, not both');
  }
  const hasBody = options.body !== undefined || options.form !== undefined;
  if (hasBody && method === 'GET') throw new TypeError(`RequestOptions: a GET request cannot have a body`);
  if (options.form !== undefined) {
    return { body: new URLSearchParams(options.form).toString(), contentType: 'application/x-www-form-urlencoded' };
  }
  if (options.body !== undefined) return { body: JSON.stringify(options.body), contentType: 'application/json' };
  return null;
}

/** PROTOCOL.md §1.3: with x-stack-override-error-status, 4xx arrive as 200 plus the real status in a header. */
function restoreActualStatus(raw: Response, url: string, method: string): Response {
  const header = raw.headers.get(H.actualStatus) ?? raw.headers.get(ACTUAL_STATUS_HEADER_HEXCLAVE);
  if (header === null) return raw;
  const status = Number(header.trim());
  if (!Number.isInteger(status) || status < 200 || status > 599) {
    throw new StackProtocolError(`Invalid ${H.actualStatus} header: ${JSON.stringify(header)}`, { url, method, status: raw.status });
  }
  if (status === raw.status) return raw;
  return new Response(NULL_BODY_STATUSES.has(status) ? null : raw.body, {
    status,
    statusText: raw.statusText,
    headers: raw.headers,
  });
}

async function readKnownError(res: Response, headerCode: string, url: string, method: string, limit: TimeLimit): Promise<KnownError> {
  const text = await safeText(res, limit);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (cause) {
    throw new StackProtocolError(`Known error ${headerCode} has a body that is not JSON`, { url, method, status: res.status, body: text, cause });
  }
  const bodyCode = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
  if (bodyCode !== headerCode) {
    throw new StackProtocolError(
      `Mismatch between the ${KNOWN_ERROR_HEADER} header (${JSON.stringify(headerCode)}) and the error code in the body (${JSON.stringify(bodyCode)}); the server's response is invalid`,
      { url, method, status: res.status, body: text },
    );
  }
  try {
    return knownErrorFromWire(body);
  } catch (cause) {
    throw new StackProtocolError(`Malformed known-error body for ${headerCode}`, { url, method, status: res.status, body: text, cause });
  }
}

/** The body as text, '' when it cannot be read; a limit that runs out while reading still ends the attempt. */
async function safeText(res: Response, limit: TimeLimit): Promise<string> {
  try {
    return await limit.guard(res.text());
  } catch (error) {
    if (limit.expired) throw limit.expired;
    return '';
  }
}

/** The same answer with its body already read, so the caller's later read cannot stall. */
async function bufferedResponse(res: Response, limit: TimeLimit, url: string, method: string): Promise<Response> {
  if (NULL_BODY_STATUSES.has(res.status)) return res;
  let body: ArrayBuffer;
  try {
    body = await limit.guard(res.arrayBuffer());
  } catch (cause) {
    if (limit.expired || isAbortError(cause)) throw cause;
    // A connection lost mid-answer, after the server acted (it sent a success status): not resent here.
    throw new StackConnectionError({ method, url, attempts: 1, retried: false, cause });
  }
  return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
}

function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
