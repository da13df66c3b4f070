// Raw HTTP/1.1 over a TCP socket for the malformed-request suite: send exact bytes (the client
// validates nothing), read until the server closes, and split what came back into whole responses.
import net from 'node:net';

export interface RawResponse {
  status: number;
  /** Lower-cased names; a repeated header keeps its last value. */
  headers: Map<string, string>;
  body: Buffer;
}

export interface RawExchange {
  responses: RawResponse[];
  /** Bytes after the last whole response (a cut answer), or a head that never ended. */
  trailing: number;
  /** The start of those bytes, for the report. */
  tail: string;
  /** The socket failed (reset) or the time limit passed before the server closed it. */
  error?: string;
}

/**
 * Sends `data` on a fresh connection and collects everything until the server closes it.
 * `halfClose` ends our side after writing (a body shorter than its Content-Length, then close).
 */
export function exchange(port: number, data: Buffer | string, options: { halfClose?: boolean; timeoutMs?: number; head?: boolean } = {}): Promise<RawExchange> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let error: string | undefined;
    const timer = setTimeout(() => {
      error = `no close within ${options.timeoutMs ?? 10_000} ms`;
      socket.destroy();
    }, options.timeoutMs ?? 10_000);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (e: Error) => {
      error ??= e.message;
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ ...parseResponses(Buffer.concat(chunks), options.head ?? false), ...(error ? { error } : {}) });
    });
    socket.write(data);
    if (options.halfClose) socket.end();
  });
}

/** Whole responses in `raw` (Content-Length or chunked bodies; none for HEAD, 1xx, 204, 304). */
export function parseResponses(raw: Buffer, head: boolean): { responses: RawResponse[]; trailing: number; tail: string } {
  const responses: RawResponse[] = [];
  let at = 0;
  for (;;) {
    const end = raw.indexOf('\r\n\r\n', at);
    if (end < 0) break;
    const lines = raw.subarray(at, end).toString('latin1').split('\r\n');
    const match = /^HTTP\/1\.[01] (\d{3})(?: .*)?$/.exec(lines[0] ?? '');
    if (!match) break;
    const status = Number(match[1]);
    const headers = new Map<string, string>();
    for (const line of lines.slice(1)) {
      const colon = line.indexOf(':');
      if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
    let next = end + 4;
    let body: Buffer = Buffer.alloc(0);
    // A HEAD answer has no body, except one written before the request was parsed, which then closes.
    const declared = Number(headers.get('content-length') ?? NaN);
    const headWithBody = head && declared > 0 && raw.length - (end + 4) === declared && headers.get('connection')?.toLowerCase() === 'close';
    const bodiless = (head && !headWithBody) || (status >= 100 && status < 200) || status === 204 || status === 304;
    if (!bodiless && headers.get('transfer-encoding')?.toLowerCase() === 'chunked') {
      const parts: Buffer[] = [];
      let complete = false;
      for (;;) {
        const lineEnd = raw.indexOf('\r\n', next);
        if (lineEnd < 0) break;
        const size = parseInt(raw.subarray(next, lineEnd).toString('latin1'), 16);
        if (Number.isNaN(size) || lineEnd + 2 + size + 2 > raw.length) break;
        next = lineEnd + 2 + size + 2;
        if (size === 0) {
          complete = true;
          break;
        }
        parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
      }
      if (!complete) break;
      body = Buffer.concat(parts);
    } else if (!bodiless) {
      const length = headers.has('content-length') ? Number(headers.get('content-length')) : raw.length - next;
      if (next + length > raw.length) break;
      body = raw.subarray(next, next + length);
      next += length;
    }
    responses.push({ status, headers, body });
    at = next;
  }
  return { responses, trailing: raw.length - at, tail: raw.subarray(at, at + 120).toString('latin1') };
}

/** A request's bytes with a correct Content-Length (when it has a body) and `Connection: close`. */
export function requestBytes(method: string, target: string, headers: readonly (readonly [string, string])[], body: Buffer | null): Buffer {
  const lines = [`${method} ${target} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close'];
  for (const [name, value] of headers) lines.push(`${name}: ${value}`);
  if (body) lines.push(`Content-Length: ${body.length}`);
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), body ?? Buffer.alloc(0)]);
}
