// Small HTTP helpers of the mock provider's own routes (everything else is oidc-provider's).
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Bodies of the mock's own routes are a few fields; anything larger is refused unread. */
const BODY_LIMIT = 16 * 1024;

export class BodyTooLarge extends Error {
  override readonly name = 'BodyTooLarge';
}

export async function readRawBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT) throw new BodyTooLarge('request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The fields of a form-encoded or JSON body (string values only), as Stack's mock server accepts both. */
export function bodyFields(req: IncomingMessage, raw: Buffer): Record<string, string> {
  const type = (req.headers['content-type'] ?? '').toLowerCase();
  const text = raw.toString('utf8');
  if (type.startsWith('application/json')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return {};
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  }
  return Object.fromEntries(new URLSearchParams(text));
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  // An answer already under way (a failed redirect) can only be ended.
  if (res.headersSent) return void res.end();
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  if (res.headersSent) return void res.end();
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

export function escapeText(value: string): string {
  return value.replace(/[<>&"']/g, '');
}
