// Failures of the request pipeline that are not known errors of the API (SPEC.md §7).

/** What a connection failure knows about the request that failed. */
export interface StackConnectionErrorInfo {
  method: string;
  url: string;
  /** How many times the request was sent before giving up. */
  attempts: number;
  /** False when the method is not idempotent, so the pipeline did not dare to resend it. */
  retried: boolean;
  /** What `fetch` rejected with on the last attempt. */
  cause: unknown;
}

/** The server could not be reached (fetch rejected): DNS, refused connection, CORS, offline... */
export class StackConnectionError extends Error {
  readonly method: string;
  readonly url: string;
  readonly attempts: number;
  readonly retried: boolean;
  /** The underlying error's message, kept apart for diagnostics screens. */
  readonly causeMessage: string;
  readonly hint: string;

  constructor(info: StackConnectionErrorInfo) {
    const causeMessage = messageOf(info.cause);
    const hint = connectionHint(info.url);
    const times = `${info.attempts} attempt${info.attempts === 1 ? '' : 's'}`;
    const why = info.retried ? '' : ` (not retried: ${info.method} is not idempotent, so resending could repeat its effect)`;
    super(
      `Stack Auth is unable to connect to the server: ${info.method} ${info.url} failed after ${times}${why}.\n` +
        `Cause: ${causeMessage}\n` +
        `Hint: ${hint}`,
      { cause: info.cause },
    );
    this.name = 'StackConnectionError';
    this.method = info.method;
    this.url = info.url;
    this.attempts = info.attempts;
    this.retried = info.retried;
    this.causeMessage = causeMessage;
    this.hint = hint;
  }
}

/** A non-2xx answer that is not a known error (plain-text status errors, 5xx, exhausted 429/508 retries). */
export class StackHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    readonly url: string,
    readonly method: string,
  ) {
    super(`Failed to send request to ${method} ${url}: ${status} ${body}`);
    this.name = 'StackHttpError';
  }
}

/** The server's answer breaks the wire contract (PROTOCOL.md §1.3), e.g. header and body code differ. */
export class StackProtocolError extends Error {
  readonly url: string;
  readonly method: string;
  readonly status: number | undefined;
  readonly body: string | undefined;

  constructor(message: string, info: { url: string; method: string; status?: number; body?: string; cause?: unknown }) {
    super(`${message} (${info.method} ${info.url})`, info.cause === undefined ? undefined : { cause: info.cause });
    this.name = 'StackProtocolError';
    this.url = info.url;
    this.method = info.method;
    this.status = info.status;
    this.body = info.body;
  }
}

/**
 * A 2xx answer whose JSON does not have the fields the endpoint's descriptor names (a missing required
 * field, a wrong type): a clear error at the call instead of an `undefined` deep in a screen.
 */
export class UnexpectedAnswerError extends StackProtocolError {
  /** The endpoint as its descriptor names it, e.g. `GET /users/me`. */
  readonly endpoint: string;
  /** The schema's messages, each naming the field from `answer`, e.g. `answer.primary_email must be a string`. */
  readonly problems: readonly string[];

  constructor(endpoint: string, problems: readonly string[], info: { url: string; method: string; status: number; body: string }) {
    super(`The answer to ${endpoint} does not have the expected fields: ${problems.slice(0, 5).join('; ')}`, info);
    this.name = 'UnexpectedAnswerError';
    this.endpoint = endpoint;
    this.problems = problems;
  }
}

function messageOf(error: unknown): string {
  if (error instanceof Error) {
    // Node's fetch hides the real reason (ECONNREFUSED...) in `cause`.
    const inner = error.cause instanceof Error ? ` (${error.cause.message})` : '';
    return `${error.name}: ${error.message}${inner}`;
  }
  return String(error);
}

function connectionHint(url: string): string {
  const offline = (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine === false;
  if (offline) return 'The browser reports being offline (navigator.onLine is false); check the internet connection.';
  let origin = url;
  try {
    origin = new URL(url).origin;
  } catch {
    // Keep the raw URL when it does not parse.
  }
  return `Check that the API at ${origin} is running and reachable from here (base URL, network, CORS) and try again.`;
}

/**
 * The server did not answer within the request's time limit (a stalled server or connection). Never a
 * statement about the session: callers keep their tokens and may simply try again.
 */
export class RequestTimeoutError extends Error {
  readonly method: string;
  readonly url: string;
  /** The limit that ran out, in milliseconds. */
  readonly timeoutMs: number;

  constructor(info: { method: string; url: string; timeoutMs: number }) {
    super(`Stack Auth request timed out: ${info.method} ${info.url} got no complete answer within ${info.timeoutMs} ms.`);
    this.name = 'RequestTimeoutError';
    this.method = info.method;
    this.url = info.url;
    this.timeoutMs = info.timeoutMs;
  }
}
