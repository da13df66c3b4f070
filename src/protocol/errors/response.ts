// A known error as a server sends it (the emulator): kept out of the browser's catalogue (./client), which
// only reads known errors.
import { KNOWN_ERROR_HEADER, KNOWN_ERROR_HEADER_HEXCLAVE, type ApiDialect } from '../headers';
import type { KnownError, KnownErrorResponse } from './known-error';

/**
 * Status, headers and body exactly as the real API sends them (2-space JSON): v2.8.86 names the code in
 * `x-stack-known-error`; the 2.8.108+ servers also in `x-hexclave-known-error` (PROTOCOL.md §9).
 */
export function knownErrorResponse(error: KnownError, dialect: ApiDialect = 'stack'): KnownErrorResponse {
  return {
    status: error.status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      [KNOWN_ERROR_HEADER]: error.code,
      ...(dialect === 'hexclave' ? { [KNOWN_ERROR_HEADER_HEXCLAVE]: error.code } : {}),
    },
    body: JSON.stringify(error.toJSON(), null, 2),
  };
}
