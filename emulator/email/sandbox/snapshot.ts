// The sandbox's starting image: the linear memory of a QuickJS instance right after it evaluated the
// sandbox bundle (React, React Email, our guest code), before any template ran. Evaluating the bundle
// takes seconds in QuickJS; copying this image into a new instance takes milliseconds. Each render gets
// its own instance and its own copy, so renders start clean and already initialised, and share nothing.
import type { SandboxImage } from '../render-protocol';
import { openQuickJS, SANDBOX_MEMORY_BYTES, WASM_PAGE_BYTES, type QuickJSInstance } from './quickjs';

/** Memory an instance starts with before the bundle grows it (16 MB, the build's default). */
const INITIAL_PAGES = 256;
/** The bundle needs about 20 MB; a build that needs far more is broken. */
const INIT_MAX_PAGES = (256 * 1024 * 1024) / WASM_PAGE_BYTES;
/** Evaluating the bundle is our code, not a template's; the bound only stops a broken build. */
const INIT_TIME_LIMIT_MS = 120_000;

/** Evaluates the sandbox bundle (and, when `preload`, its lazy modules) in a new instance and returns its memory image. */
export async function buildSandboxImage(wasm: WebAssembly.Module, code: string, preload: boolean): Promise<SandboxImage> {
  const instance = await openQuickJS(wasm, INITIAL_PAGES, INIT_MAX_PAGES);
  instance.setDeadline(Date.now() + INIT_TIME_LIMIT_MS);
  const { context } = instance;
  const evaluate = (source: string, file: string): void => {
    const loaded = context.evalCode(source, file);
    if (loaded.error) {
      const reason = context.dump(loaded.error);
      loaded.error.dispose();
      throw new Error(`The e-mail sandbox failed to load (${file}): ${JSON.stringify(reason)}`);
    }
    loaded.value.dispose();
  };
  evaluate(code, 'email-sandbox.js');
  if (preload) evaluate('preloadLazyModules()', 'preload.js');
  const bytes = new Uint8Array(instance.memory.buffer);
  // A new instance's memory is zeroed, so the image stops at the last non-zero byte.
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0) end--;
  return { bytes: bytes.slice(0, end), pages: instance.memory.buffer.byteLength / WASM_PAGE_BYTES, preloaded: preload };
}

/** A new instance holding a copy of the image, ready for one render. */
export async function openFromImage(wasm: WebAssembly.Module, image: SandboxImage): Promise<QuickJSInstance> {
  const instance = await openQuickJS(wasm, image.pages, image.pages + SANDBOX_MEMORY_BYTES / WASM_PAGE_BYTES);
  // The same setup as when the image was taken, so every pointer the host holds is the same in the image.
  new Uint8Array(instance.memory.buffer).set(image.bytes);
  return instance;
}
