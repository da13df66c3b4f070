// Turning thrown errors into responses: known errors (§1.3 A), plain status errors (§1.3 B),
// anything else as the dev-format 500 (never crashing the process).
import type { ErrorHandler, NotFoundHandler } from 'hono';
import { KnownError } from '../../src/protocol/errors';
import { AttemptsThrottled } from '../abuse/guard';
import type { AppEnv } from '../context';
import { StatusError, text } from '../http';

export const renderError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof KnownError) {
    const { status, headers, body } = error.toResponse();
    return new Response(body, { status, headers });
  }
  if (error instanceof StatusError) return text(error.message, error.status);
  if (error instanceof AttemptsThrottled) return error.toResponse(c);
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  c.var.ctx?.log(`Unhandled error on ${c.req.method} ${new URL(c.req.url).pathname}: ${detail}`);
  return text(`Internal Server Error. The error message follows, but will be stripped in production.\n\n${detail}`, 500);
};

export const renderNotFound: NotFoundHandler<AppEnv> = (c) =>
  text(
    "404 — this page does not exist in Stack Auth's API.\n\n" +
      'Please see the API documentation at https://docs.stack-auth.com, or visit the Stack Auth dashboard at https://app.stack-auth.com.\n\n' +
      `URL: ${c.req.url}`,
    404,
  );
