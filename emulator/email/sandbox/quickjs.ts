// One QuickJS instance: a new WebAssembly instance of the QuickJS build (its own linear memory) with one
// runtime and one context, set up the same way every time, so the same setup gives the same pointers and a
// memory image taken after it (snapshot.ts) fits any later instance. Instances are never freed piecemeal:
// when a render is over, the whole instance (memory included) is dropped and garbage-collected.
import releaseSync from '@jitl/quickjs-wasmfile-release-sync';
import { newQuickJSWASMModuleFromVariant, newVariant, type QuickJSContext, type QuickJSRuntime, type QuickJSSyncVariant } from 'quickjs-emscripten-core';

/**
 * Memory a render may add to the image it starts from. The real cap is the instance's memory maximum: the
 * prebuilt QuickJS cannot count its heap (no malloc_usable_size under Emscripten), so the runtime's own
 * memory limit bounds single allocations only; a capped WebAssembly.Memory makes malloc fail instead, which
 * QuickJS turns into an "out of memory" error (typed arrays included).
 */
export const SANDBOX_MEMORY_BYTES = 128 * 1024 * 1024;
/** QuickJS's own stack limit, well inside the instance's WASM stack, so deep recursion is a clean RangeError. */
export const SANDBOX_STACK_BYTES = 512 * 1024;
/** A WebAssembly page. */
export const WASM_PAGE_BYTES = 65536;

/**
 * The build's variant object. Bundled into the CommonJS worker, the package's default export arrives as its
 * whole `exports` ({ default: variant }), which newVariant would spread and the loader then unwrap, dropping
 * our options (the memory among them).
 */
function releaseSyncVariant(): QuickJSSyncVariant {
  const inner: unknown = (releaseSync as { default?: unknown }).default;
  return (typeof inner === 'object' && inner !== null && 'importFFI' in inner ? inner : releaseSync) as QuickJSSyncVariant;
}

export interface QuickJSInstance {
  memory: WebAssembly.Memory;
  runtime: QuickJSRuntime;
  context: QuickJSContext;
  /** Code running after this time (ms since the epoch) is interrupted, uncatchably for the guest. */
  setDeadline(deadline: number): void;
}

/** A fresh instance of the compiled QuickJS build whose memory starts with `pages` pages and may grow to `maxPages`. */
export async function openQuickJS(wasm: WebAssembly.Module, pages: number, maxPages: number): Promise<QuickJSInstance> {
  const memory = new WebAssembly.Memory({ initial: pages, maximum: maxPages });
  const quickjs = await newQuickJSWASMModuleFromVariant(newVariant(releaseSyncVariant(), { wasmModule: wasm, wasmMemory: memory }));
  const runtime = quickjs.newRuntime();
  runtime.setMemoryLimit(SANDBOX_MEMORY_BYTES);
  runtime.setMaxStackSize(SANDBOX_STACK_BYTES);
  let deadline = 0;
  runtime.setInterruptHandler(() => Date.now() >= deadline);
  const context = runtime.newContext();
  // The runtime's structures are in the memory we gave; if the build made its own, an image would not reach it.
  if (!new Uint8Array(memory.buffer, 0, Math.min(memory.buffer.byteLength, 1 << 20)).some((byte) => byte !== 0)) {
    throw new Error('The QuickJS build did not take the memory it was given');
  }
  return {
    memory,
    runtime,
    context,
    setDeadline: (at) => (deadline = at),
  };
}
