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
  const send = (message: WorkerMessage): void => port.postMessage(message);
  const wasm = await WebAssembly.compile(readFileSync(setup.wasmPath));
  let image: SandboxImage = setup.image ?? (await buildSandboxImage(wasm, setup.sandboxCode, false));
  // One job at a time (the pool sends the next only after this one's answer, and not while `preparing`).
  port.on('message', (request: WorkerRequest) => {
    void renderInSandbox({ wasm, image, job: request.job, timeoutMs: request.timeoutMs }).then(async (reply) => {
      // A render needed a module the image lacks (CodeBlock): later renders start from an image that has it.
      const fuller = reply.ok && reply.loadedLazyModules === true && !image.preloaded;
      if (fuller) send({ type: 'preparing' });
      send({ type: 'done', id: request.id, reply: toReply(reply) });
      if (!fuller) return;
      let made: SandboxImage | null = null;
      try {
        made = await buildSandboxImage(wasm, setup.sandboxCode, true);
        image = made;
      } catch {
        // The image without the module still works (a render loads the module itself).
      }
      send({ type: 'ready', image: made });
    });
  });
  send({ type: 'ready', image: setup.image ? null : image });
}

const port = parentPort;
if (!port) throw new Error('render-worker runs only as a worker thread');
// A failed start rejects unhandled, which ends the thread with that error; the pool then fails the queue.
void start(port, workerData as WorkerSetup);
