// Server side: the browser's tokens arrive in the x-stack-auth request header (SPEC.md §5).
import { Headers as StackHeaders } from '../../../protocol/headers';
import { Listeners } from '../listeners';
import { normalizeTokens, sameTokens, type TokenPair, type TokenStore } from './token-store';

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

export class RequestTokenStore implements TokenStore {
  /** Writes only live for this request object, so it cannot back user operations that persist a session. */
  readonly persistent = false;
  private tokens: TokenPair;
  private readonly listeners = new Listeners<TokenPair>();

  constructor(headers: RequestHeadersLike) {
    const value = readHeader(headers, StackHeaders.stackAuth);
    this.tokens = value === null ? { accessToken: null, refreshToken: null } : parseStackAuthHeader(value);
  }

  get(): TokenPair {
    return { ...this.tokens };
  }

  set(tokens: TokenPair): void {
    const next = normalizeTokens(tokens);
    if (sameTokens(next, this.tokens)) return;
    this.tokens = next;
    this.listeners.emit({ ...next });
  }

  subscribe(listener: (tokens: TokenPair) => void): () => void {
    return this.listeners.add(listener);
  }

  dispose(): void {
    this.listeners.clear();
  }
}
