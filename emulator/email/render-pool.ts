// A small pool of warm render workers (node:worker_threads), where the QuickJS sandboxes run off the
// emulator's event loop. Each worker runs one job at a time; the sandbox stops a job at its time limit, and
// the pool ends (terminates) a worker whose job overruns that by a margin or that crashes, the job answering
// an error; the next job starts a fresh worker. The worker's TypeScript is bundled once with esbuild, its
// packages loaded from node_modules, so it runs the same under tsx, vitest and plain node. The first worker
// makes the sandbox's starting image (and a fuller one once a render needs it); the pool keeps the latest
// for the workers after it.
import { build, type Plugin } from 'esbuild';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { timeoutMessage, type RenderJob, type RenderReply, type SandboxImage, type WorkerMessage, type WorkerSetup } from './render-protocol';
import { bundledSandbox, quickjsWasmPath } from './sandbox/bundle';

const requireHere = createRequire(import.meta.url);

/** Bare package imports become absolute paths, so the eval'd worker finds them from anywhere. */
const absolutePackages: Plugin = {
  name: 'absolute-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:')) return { path: args.path, external: true };
      return { path: requireHere.resolve(args.path), external: true };
    });
  },
};

/** How long past its time limit a job may run before its worker is ended (the sandbox normally stops it first). */
const OVERRUN_GRACE_MS = 2000;

let workerCode: Promise<string> | undefined;

function bundledWorker(): Promise<string> {
  workerCode ??= build({
    entryPoints: [fileURLToPath(new URL('./render-worker.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    logLevel: 'silent',
    plugins: [absolutePackages],
  }).then((out) => out.outputFiles[0]?.text ?? '');
  return workerCode;
}

interface Pending {
  job: RenderJob;
  timeoutMs: number;
  resolve: (reply: RenderReply) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  /** Making a fuller sandbox image after a job: no job until it says `ready` again. */
  preparing: boolean;
  current: { id: number; pending: Pending; timer: NodeJS.Timeout } | null;
}

export class RenderPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  /** Workers being built or making their sandbox: one at a time, so a burst of jobs starts one worker. */
  private starting = 0;
  /** The sandbox's starting image, once the first worker made it. */
  private image: SandboxImage | null = null;

  constructor(private readonly maxWorkers: number) {}

  /** Renders a job; never rejects (failures, time-outs and crashes are `{ok: false}`). */
  run(job: RenderJob, timeoutMs: number): Promise<RenderReply> {
    return new Promise((resolve) => {
      this.queue.push({ job, timeoutMs, resolve });
      this.pump();
    });
  }

  /** Starts a worker ahead of the first mail, so it does not wait for the sandbox to be made. */
  warm(): void {
    if (this.slots.length === 0 && this.starting === 0) void this.spawn();
  }

  /** Ends every worker (queued jobs answer an error). */
  async close(): Promise<void> {
    for (const pending of this.queue.splice(0)) pending.resolve({ ok: false, error: 'The e-mail renderer was closed' });
    await Promise.all(this.slots.splice(0).map((slot) => slot.worker.terminate()));
  }

  private pump(): void {
    while (this.queue.length > 0) {
      const idle = this.slots.find((slot) => slot.ready && !slot.preparing && slot.current === null);
      if (!idle) {
        const loading = this.starting > 0 || this.slots.some((slot) => !slot.ready);
        if (this.slots.length < this.maxWorkers && !loading) void this.spawn();
        return;
      }
      this.assign(idle, this.queue.shift()!);
    }
  }

  private assign(slot: Slot, pending: Pending): void {
    const id = this.nextId++;
    const timer = setTimeout(() => this.retire(slot, timeoutMessage(pending.timeoutMs)), pending.timeoutMs + OVERRUN_GRACE_MS);
    slot.current = { id, pending, timer };
    slot.worker.postMessage({ id, job: pending.job, timeoutMs: pending.timeoutMs });
  }

  private async spawn(): Promise<void> {
    let code: string;
    let setup: WorkerSetup;
    this.starting++;
    try {
      const [workerScript, sandboxCode] = await Promise.all([bundledWorker(), bundledSandbox()]);
      code = workerScript;
      setup = { sandboxCode, wasmPath: quickjsWasmPath(), image: this.image };
    } catch (error) {
      workerCode = undefined;
      this.failQueue(`The e-mail renderer could not start: ${error instanceof Error ? error.message : String(error)}`);
      return;
    } finally {
      this.starting--;
    }
    const worker = new Worker(code, {
      eval: true,
      workerData: setup,
      // The worker runs only our code, and needs none of the emulator's environment.
      env: { NODE_ENV: 'production' },
      resourceLimits: { maxOldGenerationSizeMb: 256 },
      stdout: true,
      stderr: true,
    });
    // Idle workers must not keep the process alive; what QuickJS prints (crash messages) is dropped.
    worker.unref();
    worker.stdout.resume();
    worker.stderr.resume();
    const slot: Slot = { worker, ready: false, preparing: false, current: null };
    this.slots.push(slot);
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'ready') {
        slot.ready = true;
        slot.preparing = false;
        if (message.image) this.image = message.image;
      } else if (message.type === 'preparing') {
        slot.preparing = true;
      } else if (slot.current?.id === message.id) {
        clearTimeout(slot.current.timer);
        const { pending } = slot.current;
        slot.current = null;
        pending.resolve(message.reply);
      }
      this.pump();
    });
    worker.on('error', (error) => this.retire(slot, `The e-mail renderer crashed: ${error.message}`, !slot.ready));
    worker.on('exit', () => this.retire(slot, 'The e-mail renderer stopped unexpectedly', !slot.ready));
  }

  /** Ends a worker: its job (if any) answers `reason`; one that never got ready fails the queue too. */
  private retire(slot: Slot, reason: string, failedToStart = false): void {
    const index = this.slots.indexOf(slot);
    if (index === -1) return;
    this.slots.splice(index, 1);
    if (slot.current) {
      clearTimeout(slot.current.timer);
      slot.current.pending.resolve({ ok: false, error: reason });
      slot.current = null;
    }
    void slot.worker.terminate();
    if (failedToStart) this.failQueue(reason);
    else this.pump();
  }

  private failQueue(reason: string): void {
    for (const pending of this.queue.splice(0)) pending.resolve({ ok: false, error: reason });
  }
}

let shared: RenderPool | undefined;

/** The process's pool (two workers at most: the machine's cores are shared with everything else). */
export function renderPool(): RenderPool {
  shared ??= new RenderPool(2);
  return shared;
}
