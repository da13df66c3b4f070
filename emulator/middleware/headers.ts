// Reads an x-stack-* request header, also accepted as x-hexclave-* (PROTOCOL.md §9).
import { HEADER_PREFIX, HEADER_PREFIX_HEXCLAVE } from '../../src/protocol/headers';

/** `suffix` is the part after the prefix, e.g. `access-type`. Empty values count as absent. */
export function stackHeader(request: Request, suffix: string): string | undefined {
  const value = request.headers.get(HEADER_PREFIX + suffix) ?? request.headers.get(HEADER_PREFIX_HEXCLAVE + suffix);
  return value === null || value === '' ? undefined : value;
}
