// Messages between the render pool (main thread), its worker threads, and the sandbox inside each worker.

export interface RenderJob {
  /** The template and theme as CommonJS from compile.ts; a null theme renders the template bare. */
  templateCode: string;
  themeCode: string | null;
  variables: Record<string, unknown>;
  user: { displayName: string | null };
  project: { displayName: string; logos?: Record<string, string | null> };
  unsubscribeLink?: string;
  /** Preview renders merge the template's `PreviewVariables` under the given variables. */
  previewMode: boolean;
}

export interface RenderOutput {
  html: string;
  text: string;
  subject?: string;
  notificationCategory?: string;
}

export type RenderReply = { ok: true; output: RenderOutput } | { ok: false; error: string };

/**
 * What the code inside the sandbox answers, as JSON text (the plain text is made outside, from the HTML).
 * `loadedLazyModules`: the render loaded a library module the image did not hold yet (sandbox/guest/lazy.ts).
 */
export type SandboxReply =
  | { ok: true; html: string; subject?: string; notificationCategory?: string; loadedLazyModules?: true }
  | { ok: false; error: string };

/** A sandbox's memory right after the library bundle loaded (sandbox/snapshot.ts): every render starts from a copy. */
export interface SandboxImage {
  bytes: Uint8Array;
  /** The instance's memory size in WebAssembly pages when the image was taken. */
  pages: number;
  /** Whether the lazily loaded library modules were loaded too. */
  preloaded: boolean;
}

/** Given to each worker when it starts: the sandbox's JavaScript (built once by the pool), and its image once one worker made it. */
export interface WorkerSetup {
  sandboxCode: string;
  /** The QuickJS WebAssembly file. */
  wasmPath: string;
  image: SandboxImage | null;
}

export type WorkerRequest = { id: number; job: RenderJob; timeoutMs: number };
/**
 * `ready` carries the image the worker made (when it was given none, or a fuller one), for the pool to hand
 * to later workers; `preparing` (sent before a `done`) says the worker is making a fuller image: no job until `ready`.
 */
export type WorkerMessage =
  | { type: 'ready'; image: SandboxImage | null }
  | { type: 'preparing' }
  | { type: 'done'; id: number; reply: RenderReply };

/** The answer to a render that ran out of time (the sandbox's deadline and the pool's backstop say the same). */
export function timeoutMessage(timeoutMs: number): string {
  return `Rendering took longer than ${timeoutMs} ms and was stopped`;
}
