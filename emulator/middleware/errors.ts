// Turning thrown errors into responses: known errors (§1.3 A), plain status errors (§1.3 B),
// anything else as a 500 (never crashing the process) whose body names no stack frame and no host
// path: the full detail (stack included) goes only to the log, under the request id the 500 shows.
import type { ErrorHandler, NotFoundHandler } from 'hono';
import { KnownError, knownErrorResponse } from '../../src/protocol/errors';
import { dialectOf } from '../../src/protocol/headers';
import { AttemptsThrottled } from '../abuse/guard';
import type { AppContext, AppEnv } from '../context';
import { StatusError, text } from '../http';

/** The most of an unexpected error's message a development 500 shows. */
const MAX_SHOWN_MESSAGE = 300;

/** Host paths an error message may quote (`/home/me/app/x.ts`, `file:///…`, `C:\…`, `node:internal/…`). */
const HOST_PATH = /file:\/\/\S+|node:internal\S*|(?<=^|[\s'"(=,[])(?:[A-Za-z]:\\|\\\\|~?\/)[^\s'"()<>,]*(?:[\\/][^\s'"()<>,]*)+/g;

/**
 * The development 500's line about the error (PROTOCOL.md §1.3: the real dev server shows the message):
 * name and message, first line only (a message may embed a stack), host paths and the working
 * directory replaced by `<path>`.
 */
export function publicErrorLine(error: unknown): string {
  const raw = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const firstLine = raw.split(/\r?\n/, 1)[0]!;
  return firstLine.replace(HOST_PATH, '<path>').split(process.cwd()).join('<path>').slice(0, MAX_SHOWN_MESSAGE);
}

/** The 500 of §1.3: the dev wording (the error's first line) or, in production mode, the production one. */
function internalErrorResponse(c: AppContext, error: unknown): Response {
  const requestId = c.var.requestId as string | undefined;
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  c.var.ctx?.log(`Unhandled error on ${c.req.method} ${new URL(c.req.url).pathname}${requestId ? ` (request ${requestId})` : ''}: ${detail}`);
  const reference = requestId ? `\n\nRequest ID: ${requestId}` : '';
  if (c.var.ctx?.production) return text(`Something went wrong. Please make sure the data you entered is correct.${reference}`, 500);
  return text(`Internal Server Error. The error message follows, but will be stripped in production.\n\n${publicErrorLine(error)}${reference}`, 500);
}

export const renderError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof KnownError) {
    const { status, headers, body } = knownErrorResponse(error, dialectOf(c.req.raw.headers));
    return new Response(body, { status, headers });
  }
  if (error instanceof StatusError) return text(error.message, error.status);
  if (error instanceof AttemptsThrottled) return error.toResponse(c);
  return internalErrorResponse(c, error);
};

export const renderNotFound: NotFoundHandler<AppEnv> = (c) =>
  text(
    "404 — this page does not exist in Stack Auth's API.\n\n" +
      'Please see the API documentation at https://docs.stack-auth.com, or visit the Stack Auth dashboard at https://app.stack-auth.com.\n\n' +
      `URL: ${c.req.url}`,
    404,
  );
