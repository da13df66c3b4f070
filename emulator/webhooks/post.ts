// One webhook POST over node:http(s): to the checked addresses only (production mode: public ones, through
// a guarded `lookup`), no redirects followed, no pooled sockets, and at most an excerpt of the answer read.
// Failures come back in our own words; the system's detail goes to the emulator's log only.
import type { IncomingMessage } from 'node:http';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { errorForLog } from '../net/remote-text';
import { guardedLookup, literalTargetRefusal, NonPublicAddressError, type Resolver, type TargetPolicy } from '../net/public-address';
import { ExcerptCollector, isTextLike } from './response-excerpt';

export interface WebhookAnswer {
  status: number;
  /** A short text excerpt of the answer (response-excerpt.ts); null for a non-text answer. */
  excerpt: string | null;
}

/** A failed POST: `message` is ours, for the delivery log; `detail` is the system's, for the emulator log. */
export class WebhookPostError extends Error {
  constructor(
    message: string,
    readonly detail: string,
  ) {
    super(message);
    this.name = 'WebhookPostError';
  }
}

/** Resolves once the status and the excerpt are known (the rest of the answer is not read). */
function readAnswer(res: IncomingMessage): Promise<WebhookAnswer> {
  const status = res.statusCode ?? 0;
  if (!isTextLike(res.headers['content-type'])) {
    res.destroy();
    return Promise.resolve({ status, excerpt: null });
  }
  const collector = new ExcerptCollector();
  return new Promise((resolve) => {
    const done = () => {
      res.destroy();
      resolve({ status, excerpt: collector.excerpt() });
    };
    res.on('data', (chunk: Buffer) => {
      collector.push(chunk);
      if (collector.full) done();
    });
    res.on('end', done);
    // An answer cut short after its headers still has a status and what arrived.
    res.on('error', done);
    res.on('aborted', done);
  });
}

/** Our sentence for a failed connection or exchange (never text the remote side chose). */
function failureWords(error: unknown, timeoutMs: number): string {
  if (error instanceof NonPublicAddressError) return `Not sent: ${error.message}`;
  const { name, code } = (error ?? {}) as { name?: string; code?: string };
  if (name === 'TimeoutError' || name === 'AbortError') return `The endpoint did not answer within ${timeoutMs / 1000} s`;
  switch (code) {
    case 'ECONNREFUSED':
      return 'The endpoint refused the connection';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'The endpoint’s host name does not resolve';
    case 'ECONNRESET':
    case 'EPIPE':
      return 'The endpoint closed the connection without an answer';
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return 'The endpoint could not be reached';
  }
  if (typeof code === 'string' && code.startsWith('HPE_')) return 'The endpoint did not answer with HTTP';
  if (typeof code === 'string' && /CERT|TLS|SSL|SELF_SIGNED|UNABLE_TO/.test(code)) return `The TLS connection to the endpoint failed (${code})`;
  return 'The delivery failed';
}

/** POSTs `body` to `url`; rejects with a WebhookPostError when no HTTP answer came. `resolver` is for tests. */
export async function postWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  policy: TargetPolicy,
  timeoutMs: number,
  resolver?: Resolver,
): Promise<WebhookAnswer> {
  const target = new URL(url);
  try {
    const refusal = literalTargetRefusal(target.hostname, policy);
    if (refusal) throw refusal;
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    return await new Promise<WebhookAnswer>((resolve, reject) => {
      const req = send(target, {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        agent: false,
        signal: AbortSignal.timeout(timeoutMs),
        // IP literals never reach a lookup: literalTargetRefusal judged them above.
        ...(policy.publicOnly ? { lookup: guardedLookup(policy, resolver) } : {}),
      });
      req.on('response', (res) => void readAnswer(res).then(resolve));
      req.on('error', reject);
      req.end(body);
    });
  } catch (error) {
    throw new WebhookPostError(failureWords(error, timeoutMs), errorForLog(error));
  }
}
