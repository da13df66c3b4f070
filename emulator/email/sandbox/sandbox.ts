// The sandbox that runs admin-written TSX (templates and themes, the defaults too). Why this boundary:
// - Templates are code from any project admin, and anyone can become one. In Node they can do everything
//   Node can (child_process, fs, env, network) and, in a shared thread, patch globals later renders use.
// - node:vm is not a security boundary (its contexts share the process and leak host objects through
//   prototypes and errors), and Node 20's permission model restricts neither the network nor an already
//   running thread; a worker thread alone shares the process's privileges.
// - So the code runs in QuickJS compiled to WebAssembly (quickjs-emscripten, release-sync build). A WASM
//   instance can touch only its own linear memory and the functions the host imports into it; QuickJS
//   gets no `process`, `require`, file system, network or timers unless the host adds them, and we add
//   NOTHING: one string goes in (the job's JSON, holding the compiled template and theme) and one string
//   comes out (a SandboxReply's JSON). No host function is exposed to the guest.
// - Every render gets a new WASM instance (own memory, new QuickJS runtime and context) that starts from
//   a copy of the memory image taken once right after the library bundle (guest/, built by bundle.ts)
//   loaded and before any template ran (snapshot.ts); the instance is dropped after the render. Nothing
//   a template changes (globals, prototypes, module state) survives into another render or project; no
//   live context is ever shared. (Loading the bundle itself takes seconds in QuickJS, the copy ~10 ms.)
// - Bounds: the instance's WebAssembly.Memory has a maximum (the image plus SANDBOX_MEMORY_BYTES), so a
//   memory bomb ends in QuickJS's "out of memory" (the runtime's own memory limit cannot count bytes in
//   this build); QuickJS's stack limit; and an interrupt handler with the render's deadline (uncatchable
//   by the guest). The pool still ends a worker whose render overruns by a margin, as a last resort.
// - What QuickJS gets from the host build anyway: the clock (Date) and stdout/stderr for its own
//   crash messages, which the pool drops.
import type { QuickJSContext, QuickJSHandle, QuickJSRuntime } from 'quickjs-emscripten-core';
import { timeoutMessage, type RenderJob, type SandboxImage, type SandboxReply } from '../render-protocol';
import { openFromImage } from './snapshot';

/** The longest answer taken out of the sandbox (characters of JSON), so a huge mail cannot exhaust the worker. */
const MAX_REPLY_CHARS = 16 * 1024 * 1024;

export interface SandboxRun {
  /** The compiled QuickJS build (quickjs.ts). */
  wasm: WebAssembly.Module;
  image: SandboxImage;
  job: RenderJob;
  timeoutMs: number;
}

/** Runs one render in a fresh sandbox; never throws (every failure is `{ok: false}` with a reason). */
export async function renderInSandbox({ wasm, image, job, timeoutMs }: SandboxRun): Promise<SandboxReply> {
  const deadline = Date.now() + timeoutMs;
  try {
    const { runtime, context, setDeadline } = await openFromImage(wasm, image);
    setDeadline(deadline);
    const reply = run(context, runtime, JSON.stringify(job), deadline);
    return Date.now() >= deadline ? { ok: false, error: timeoutMessage(timeoutMs) } : reply;
  } catch (error) {
    // A trap or an exhausted WASM memory: the instance is dropped with everything in it.
    if (Date.now() >= deadline) return { ok: false, error: timeoutMessage(timeoutMs) };
    return { ok: false, error: `The e-mail renderer failed: ${error instanceof Error ? error.message : String(error)}` };
  }
}

function run(context: QuickJSContext, runtime: QuickJSRuntime, jobJson: string, deadline: number): SandboxReply {
  const entry = context.getProp(context.global, 'renderJob');
  if (context.typeof(entry) !== 'function') return { ok: false, error: 'The e-mail renderer could not start' };
  const input = context.newString(jobJson);
  const called = context.callFunction(entry, context.undefined, input);
  entry.dispose();
  input.dispose();
  if (called.error) return { ok: false, error: describe(context, called.error) };
  const promise = called.value;
  try {
    for (;;) {
      const state = context.getPromiseState(promise);
      if (state.type === 'fulfilled') {
        const isText = context.typeof(state.value) === 'string';
        const tooLong = isText && context.getProp(state.value, 'length').consume((length) => context.getNumber(length)) > MAX_REPLY_CHARS;
        const text = isText && !tooLong ? context.getString(state.value) : null;
        state.value.dispose();
        if (tooLong) return { ok: false, error: `The rendered e-mail is larger than ${MAX_REPLY_CHARS / (1024 * 1024)} MB` };
        return text === null ? { ok: false, error: 'The e-mail renderer gave no answer' } : parseReply(text);
      }
      if (state.type === 'rejected') return { ok: false, error: describe(context, state.error) };
      if (Date.now() >= deadline) return { ok: false, error: 'timed out' };
      if (!runtime.hasPendingJob()) return { ok: false, error: 'The template waits for something that never happens (nothing is left to run)' };
      const ran = runtime.executePendingJobs();
      if (ran.error) ran.error.dispose();
    }
  } finally {
    promise.dispose();
  }
}

/** A guest error as text: its message only, read as plain data (never a host-side stack). */
function describe(context: QuickJSContext, error: QuickJSHandle): string {
  try {
    const messageHandle = context.typeof(error) === 'object' ? context.getProp(error, 'message') : null;
    const source = messageHandle ?? error;
    const text = context.typeof(source) === 'string' ? context.getString(source) : null;
    messageHandle?.dispose();
    return text ?? 'The template failed with a value that is not an error';
  } catch {
    return 'The template failed';
  } finally {
    error.dispose();
  }
}

/** The guest's answer, checked field by field (it is text written by code the template could have changed). */
function parseReply(text: string): SandboxReply {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: 'The e-mail renderer gave an unreadable answer' };
  }
  const reply = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  if (reply.ok === false && typeof reply.error === 'string') return { ok: false, error: reply.error };
  const optional = (key: string): string | undefined => (typeof reply[key] === 'string' ? (reply[key] as string) : undefined);
  if (reply.ok !== true || typeof reply.html !== 'string') return { ok: false, error: 'The e-mail renderer gave an unreadable answer' };
  if ((reply.subject !== undefined && optional('subject') === undefined) || (reply.notificationCategory !== undefined && optional('notificationCategory') === undefined)) {
    return { ok: false, error: 'The e-mail renderer gave an unreadable answer' };
  }
  const subject = optional('subject');
  const notificationCategory = optional('notificationCategory');
  return {
    ok: true,
    html: reply.html,
    ...(subject === undefined ? {} : { subject }),
    ...(notificationCategory === undefined ? {} : { notificationCategory }),
    ...(reply.loadedLazyModules === true ? { loadedLazyModules: true as const } : {}),
  };
}
