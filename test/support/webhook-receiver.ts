// A real HTTP endpoint for webhook tests (node:http on a free port): it records every request and
// answers with the statuses it is told to, or holds requests open; tests await the next request.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: Record<string, string>;
  body: string;
  /** The status the receiver answered (null while held open). */
  status: number | null;
}

export interface WebhookReceiver {
  url: string;
  readonly received: ReceivedWebhook[];
  /** Statuses to answer, in order; once used up, 200. `'hold'` keeps the request open until release(). */
  answer(...statuses: (number | 'hold')[]): void;
  /** Resolves with the next request (already-received ones first). */
  next(): Promise<ReceivedWebhook>;
  /** Answers held requests with 200. */
  release(): void;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const plan: (number | 'hold')[] = [];
  const held: ServerResponse[] = [];
  const waiters: ((hook: ReceivedWebhook) => void)[] = [];
  let consumed = 0;

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const step = plan.shift() ?? 200;
      const hook: ReceivedWebhook = {
        headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')])),
        body: Buffer.concat(chunks).toString('utf8'),
        status: step === 'hold' ? null : step,
      };
      received.push(hook);
      if (step === 'hold') held.push(res);
      else res.writeHead(step, { 'content-type': 'text/plain' }).end(step >= 200 && step < 300 ? 'ok' : `failing with ${step}`);
      const waiter = waiters.shift();
      if (waiter) {
        consumed++;
        waiter(hook);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/webhooks`,
    received,
    answer: (...statuses) => plan.push(...statuses),
    next: () =>
      new Promise<ReceivedWebhook>((resolve) => {
        if (consumed < received.length) resolve(received[consumed++]!);
        else waiters.push(resolve);
      }),
    release() {
      for (const res of held.splice(0)) res.writeHead(200).end('ok');
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of held.splice(0)) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Awaits a condition that another process (the emulator's background delivery) makes true. */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}: last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
