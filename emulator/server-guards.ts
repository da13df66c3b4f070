// Answers for requests the app never sees: Node's HTTP parser refusing a request (malformed request
// line, invalid header characters, oversize headers, a body cut mid-way), CONNECT, and odd Expect
// headers. Without these, Node closes the connection or sends a bare status with no body.
//
// Shape (PROTOCOL.md says nothing about errors before routing): the §1.3 B plain status error form,
// `text/plain; charset=utf-8` with one short sentence, plus the CORS headers so a browser caller can
// read it, and `Connection: close` because the parser's state after such a request is unusable.
// It is not a known error: no route ran, and the SDK reads a text 4xx as a plain status error.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { CORS_HEADERS } from './middleware/cors';

/** The status and sentence for a parser error code (Node's own mapping, with words). */
function describeClientError(code: string | undefined): { status: number; reason: string; text: string } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, reason: 'Request Header Fields Too Large', text: 'Request header fields too large.' };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, reason: 'Payload Too Large', text: 'Chunk extensions too large.' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, reason: 'Request Timeout', text: 'Request timed out.' };
    case 'HPE_INVALID_EOF_STATE':
      return { status: 400, reason: 'Bad Request', text: 'Malformed HTTP request: the connection ended before the request was complete.' };
    default:
      return { status: 400, reason: 'Bad Request', text: 'Malformed HTTP request.' };
  }
}

/** A complete HTTP/1.1 response with a text body that closes the connection. */
export function rawTextResponse(status: number, reason: string, text: string): string {
  const body = Buffer.from(text, 'utf8');
  const headers = {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': String(body.length),
    'cache-control': 'no-store, max-age=0',
    ...CORS_HEADERS,
    connection: 'close',
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  return `HTTP/1.1 ${status} ${reason}\r\n${head}\r\n${text}`;
}

export function guardServer(server: Server): void {
  // The exchange in progress per connection, to decide how a parser error can still be answered.
  const current = new WeakMap<Duplex, { req: IncomingMessage; res: ServerResponse }>();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    current.set(req.socket, { req, res });
    res.once('close', () => {
      if (current.get(req.socket)?.res === res) current.delete(req.socket);
    });
  });

  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    const exchange = current.get(socket);
    if (error.code === 'ECONNRESET' || !socket.writable || exchange?.res.headersSent) {
      socket.destroy();
      return;
    }
    const answer = () => {
      const { status, reason, text } = describeClientError(error.code);
      if (socket.writable) socket.end(rawTextResponse(status, reason, text));
      else socket.destroy();
    };
    if (exchange && exchange.req.complete) {
      // A whole request came before the bad bytes (pipelining): its answer goes first, then ours.
      exchange.res.once('close', answer);
    } else {
      // The error cut the request in progress (its body): the handler can never finish it, so answer now.
      current.delete(socket);
      answer();
    }
  });

  // CONNECT (a proxy tunnel) is not a method the API has: the documented 405 (PROTOCOL.md §1.1).
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    socket.on('error', () => socket.destroy());
    socket.end(rawTextResponse(405, 'Method Not Allowed', 'Method not allowed'));
  });

  // An Expect other than 100-continue: Node's bare 417, with a sentence.
  server.on('checkExpectation', (_req: IncomingMessage, res: ServerResponse) => {
    const body = 'Expectation failed: only "Expect: 100-continue" is supported.';
    res.writeHead(417, { 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(body), connection: 'close', ...CORS_HEADERS });
    res.end(body);
  });
}
