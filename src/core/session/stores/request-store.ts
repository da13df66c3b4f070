// Server side: the browser's tokens arrive in the x-stack-auth request header (SPEC.md §5).
import { Headers as StackHeaders } from '../../../protocol/headers';
import { HeldTokenStore } from './held-token-store';
import type { TokenPair } from './token-store';

export type RequestHeadersLike = { get(name: string): string | null } | Record<string, string | undefined>;

const NOT_AN_OBJECT = `The ${StackHeaders.stackAuth} header must be a JSON object like {"accessToken": "...", "refreshToken": "..."}.`;

function readHeader(headers: RequestHeadersLike, name: string): string | null {
  if (typeof headers.get === 'function') {
    return (headers as { get(name: string): string | null }).get(name);
  }
  // Plain records (e.g. Node's IncomingHttpHeaders) may use any casing.
  for (const [key, value] of Object.entries(headers as Record<string, string | undefined>)) {
    if (key.toLowerCase() === name && typeof value === 'string') return value;
  }
  return null;
}

/** Parses an x-stack-auth value; throws unless it is a JSON object. */
export function parseStackAuthHeader(value: string): TokenPair {
  let data: unknown;
  try {
    data = JSON.parse(value);
  } catch (cause) {
    throw new Error(`Invalid ${StackHeaders.stackAuth} header: not JSON. ${NOT_AN_OBJECT}`, { cause });
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new Error(`Invalid ${StackHeaders.stackAuth} header. ${NOT_AN_OBJECT}`);
  }
  const record = data as Record<string, unknown>;
  const pick = (key: string): string | null => (typeof record[key] === 'string' ? (record[key] as string) : null);
  return { accessToken: pick('accessToken'), refreshToken: pick('refreshToken') };
}

export class RequestTokenStore extends HeldTokenStore {
  /** Writes only live for this request object, so it cannot back user operations that persist a session. */
  readonly persistent = false;

  constructor(headers: RequestHeadersLike) {
    const value = readHeader(headers, StackHeaders.stackAuth);
    super(value === null ? { accessToken: null, refreshToken: null } : parseStackAuthHeader(value));
  }
}
