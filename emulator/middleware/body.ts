// Body parsing by Content-Type (PROTOCOL.md §1.1); GET bodies are ignored.
import type { MiddlewareHandler } from 'hono';
import { KnownErrors } from '../../src/protocol/errors';
import type { AppEnv } from '../context';

export async function parseBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === '') return undefined;
  const bytes = new Uint8Array(await request.arrayBuffer());
  // An empty body carries nothing, whatever its declared type (the SDK sends none on some calls).
  if (bytes.length === 0) return undefined;
  switch (type) {
    case 'application/json':
      try {
        return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
      } catch {
        throw new KnownErrors.BodyParsingError(undefined, 'Invalid JSON in request body');
      }
    case 'application/x-www-form-urlencoded':
      try {
        const out: Record<string, string> = {};
        for (const [key, value] of new URLSearchParams(new TextDecoder('utf-8', { fatal: true }).decode(bytes))) out[key] = value;
        return out;
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
