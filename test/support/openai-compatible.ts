// A tiny OpenAI-compatible chat-completions server (node:http on a free port) for AI tests: it
// records what it was asked and answers with the text the test gives it, or with an error status.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CompletionRequest {
  path: string;
  authorization: string | undefined;
  body: { model: string; messages: { role: string; content: string }[] };
}

export interface FakeModelServer {
  /** The base URL to configure (`.../v1`). */
  baseUrl: string;
  readonly requests: CompletionRequest[];
  /** The next answers, in order: text, or `{ status, body }` for a failure. */
  reply(...answers: (string | { status: number; body: string })[]): void;
  close(): Promise<void>;
}

export async function startFakeModelServer(): Promise<FakeModelServer> {
  const requests: CompletionRequest[] = [];
  const answers: (string | { status: number; body: string })[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests.push({
        path: req.url ?? '',
        authorization: req.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as CompletionRequest['body'],
      });
      const answer = answers.shift() ?? 'no answer was scripted';
      if (typeof answer !== 'string') {
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: `chatcmpl-${requests.length}`,
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content: answer }, finish_reason: 'stop' }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    reply: (...next) => answers.push(...next),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
