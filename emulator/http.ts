// Response helpers shared by routes: JSON in the server's style, plain status errors (PROTOCOL.md §1.2, §1.3).
import type { AppContext } from './context';

/** A plain status error: no code, a text/plain body (PROTOCOL.md §1.3 B). */
export class StatusError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'StatusError';
  }
}

/** JSON, compact unless the caller's Accept mentions text/html (then indented by 2 spaces). */
export function json(c: AppContext, data: unknown, status = 200, headers: Record<string, string> = {}): Response {
  const pretty = (c.req.header('accept') ?? '').includes('text/html');
  return new Response(pretty ? JSON.stringify(data, null, 2) : JSON.stringify(data), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

export function text(body: string, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers } });
}

export const success = (c: AppContext): Response => json(c, { success: true });
