// Test-time check of success bodies against each route's declared wire schema, so the SDK's types
// and the emulator's answers cannot drift apart unnoticed (EmulatorOptions.checkResponses).
import type { Schema } from '../src/protocol/schema';
import type { AppContext, AuthInfo } from './context';
import { text } from './http';
import type { ResponseMismatch } from './response-mismatch';

export type { ResponseMismatch } from './response-mismatch';

export type ResponseSchema = Schema<unknown> | ((auth: AuthInfo | null) => Schema<unknown>);

/** The schema's messages for a JSON body (empty when it matches). */
export function responseErrors(schema: Schema<unknown>, body: unknown): string[] {
  const errors: string[] = [];
  schema.check(body, 'response', errors);
  return errors;
}

/**
 * When the emulator checks responses, a JSON success answer of a route with a schema is validated;
 * a mismatch is logged, recorded, and replaces the answer by a 500 naming the route and the messages.
 */
export async function checkResponse(
  c: AppContext,
  route: string,
  schema: ResponseSchema | undefined,
  response: Response,
): Promise<Response> {
  const { ctx } = c.var;
  if (!ctx.checkResponses || schema === undefined) return response;
  if (response.status < 200 || response.status >= 300) return response;
  if (!(response.headers.get('content-type') ?? '').startsWith('application/json')) return response;
  const resolved = typeof schema === 'function' ? schema(c.var.auth) : schema;
  const errors = responseErrors(resolved, await response.clone().json());
  if (errors.length === 0) return response;
  const mismatch: ResponseMismatch = { route, request: `${c.req.method} ${new URL(c.req.url).pathname}`, errors };
  ctx.responseMismatches?.push(mismatch);
  const message = formatMismatch(mismatch);
  ctx.log(message);
  console.error(message);
  return text(message, 500);
}

export function formatMismatch(m: ResponseMismatch): string {
  return [`Response of ${m.route} (${m.request}) does not match its wire schema:`, ...m.errors.map((e) => `  - ${e}`)].join('\n');
}
