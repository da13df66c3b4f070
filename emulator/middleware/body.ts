// Body parsing by Content-Type (PROTOCOL.md §1.1); GET bodies are ignored.
import type { MiddlewareHandler } from 'hono';
import { KnownErrors } from '../../src/protocol/errors';
import { formatSchemaErrors } from '../../src/protocol/schema';
import type { AppEnv } from '../context';
import { StatusError } from '../http';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from './json-depth';

/**
 * The largest request body read (10 MiB). Larger ones get a plain 413 (§1.3 B form; the protocol names
 * no limit), refused from Content-Length before reading, or as soon as a chunked body passes it.
 */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;
const TOO_LARGE = `Request body too large: the limit is ${MAX_BODY_BYTES} bytes.`;

/** The body's bytes, bounded; a body the client cut off mid-way is a 400, not an unhandled error. */
async function readBody(request: Request): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (declared > MAX_BODY_BYTES) throw new StatusError(413, TOO_LARGE);
  if (!request.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.length;
      if (total > MAX_BODY_BYTES) throw new StatusError(413, TOO_LARGE);
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof StatusError) throw error;
    throw new StatusError(400, 'The request body ended before it was complete.');
  } finally {
    reader.releaseLock();
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}

export async function parseBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === '') return undefined;
  const bytes = await readBody(request);
  // An empty body carries nothing, whatever its declared type (the SDK sends none on some calls).
  if (bytes.length === 0) return undefined;
  switch (type) {
    case 'application/json': {
      const text = new TextDecoder().decode(bytes);
      // Refused before parsing: whatever walks a value nested deeper would overflow the stack (a 500).
      if (jsonNestsDeeperThan(text)) {
        const message = formatSchemaErrors(request.method, new URL(request.url).pathname, [`body must not be nested more than ${MAX_JSON_DEPTH} levels deep`]);
        throw new KnownErrors.SchemaError({ message }, message);
      }
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new KnownErrors.BodyParsingError(undefined, 'Invalid JSON in request body');
      }
    }
    case 'application/x-www-form-urlencoded':
      try {
        // fromEntries defines own properties: a field named __proto__ stays a field, not the prototype.
        return Object.fromEntries(new URLSearchParams(new TextDecoder('utf-8', { fatal: true }).decode(bytes)));
      } catch {
        throw new KnownErrors.BodyParsingError(undefined, 'Invalid form data in request body');
      }
    case 'text/plain':
      try {
        return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      } catch {
        throw new KnownErrors.BodyParsingError(undefined, 'Request body cannot be parsed as UTF-8');
      }
    case 'application/octet-stream':
      return bytes;
    default:
      throw new KnownErrors.BodyParsingError(undefined, `Unknown content type in request body: ${type}`);
  }
}

export const bodyParsing: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('body', await parseBody(c.req.raw));
  await next();
};
