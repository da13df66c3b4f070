// The render worker (a node:worker_threads thread). It runs only our host code: templates and themes run
// inside the QuickJS sandbox (sandbox/sandbox.ts), one fresh instance per render, so this thread keeps the
// emulator's event loop free and holds nothing a template can reach. The plain text is made here, from the
// sandbox's HTML (data, not code).
import { toPlainText } from '@react-email/render';
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import type { RenderReply, SandboxImage, SandboxReply, WorkerMessage, WorkerRequest, WorkerSetup } from './render-protocol';
import { renderInSandbox } from './sandbox/sandbox';
import { buildSandboxImage } from './sandbox/snapshot';

function toReply(reply: SandboxReply): RenderReply {
  if (!reply.ok) return reply;
  const { html, subject, notificationCategory } = reply;
  try {
    return { ok: true, output: { html, text: toPlainText(html), ...(subject === undefined ? {} : { subject }), ...(notificationCategory === undefined ? {} : { notificationCategory }) } };
  } catch (error) {
    return { ok: false, error: `The plain-text version could not be made: ${error instanceof Error ? error.message : String(error)}` };
  }
}

async function start(port: NonNullable<typeof parentPort>, setup: WorkerSetup): Promise<void> {
  const wasm = await WebAssembly.compile(readFileSync(setup.wasmPath));
  const image: SandboxImage = setup.image ?? (await buildSandboxImage(wasm, setup.sandboxCode));
  // One job at a time (the pool sends the next only after this one's answer).
  port.on('message', (request: WorkerRequest) => {
    void renderInSandbox({ wasm, image, job: request.job, timeoutMs: request.timeoutMs }).then((reply) =>
      port.postMessage({ type: 'done', id: request.id, reply: toReply(reply) } satisfies WorkerMessage),
    );
  });
  port.postMessage({ type: 'ready', image: setup.image ? null : image } satisfies WorkerMessage);
}

const port = parentPort;
if (!port) throw new Error('render-worker runs only as a worker thread');
// A failed start rejects unhandled, which ends the thread with that error; the pool then fails the queue.
void start(port, workerData as WorkerSetup);
