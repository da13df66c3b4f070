// Decoding a known-error body from the wire into its class; needs no wording, since the wire carries the message.

import { KnownErrorClasses } from './catalogue';
import { knownErrorClassFor, type KnownError, type KnownErrorDetails } from './known-error';

/**
 * Rebuilds the typed error from a known-error body `{code, details?, error}` (PROTOCOL.md §1.3).
 * An unregistered code becomes UNSUPPORTED_ERROR naming it; a body that is not such an object
 * throws a plain Error, since the response is then not a known error at all.
 */
export function knownErrorFromWire(body: unknown): KnownError {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new Error(`Malformed known-error body: expected a JSON object, got ${describe(body)}`);
  }
  const { code, details, error } = body as { code?: unknown; details?: unknown; error?: unknown };
  if (typeof code !== 'string' || code === '') {
    throw new Error(`Malformed known-error body: "code" must be a non-empty string, got ${describe(code)}`);
  }
  if (details !== undefined && (typeof details !== 'object' || details === null || Array.isArray(details))) {
    throw new Error(`Malformed known-error body for ${code}: "details" must be an object when present`);
  }
  const cls = knownErrorClassFor(code);
  if (!cls) return new KnownErrorClasses.UnsupportedError({ originalErrorCode: code });
  const wireMessage = typeof error === 'string' ? error : undefined;
  try {
    return new cls(details as KnownErrorDetails | undefined, wireMessage);
  } catch {
    // No wire message and details too incomplete to word one: fall back to the code itself.
    return new cls(details as KnownErrorDetails | undefined, code);
  }
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value;
}
