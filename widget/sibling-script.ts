// Loads files that sit beside dist/stack-elements.js (locale tables, and the code parts of the split build) as
// <script> elements from the script's own URL, so they work from a CDN and under `script-src 'self'`.

import { CHUNK_GLOBAL, INTEGRITY_ENTRY, type ChunkEntry, type ChunkFactory } from './chunk-protocol';

/** A sibling file that does not answer in this time counts as failed (the caller falls back). */
export const SIBLING_TIMEOUT_MS = 15_000;

interface ScriptOrigin {
  /** The script's URL: siblings resolve against it. */
  src: string;
  nonce: string;
  crossOrigin: string | null;
}

// Must run while the bundle executes: document.currentScript is null afterwards.
let origin: ScriptOrigin | null = captureOrigin();
const delivered = new Map<string, unknown>();
const factories = new Map<string, { factory: ChunkFactory; deps: readonly string[] }>();
const evaluated = new Map<string, Promise<unknown>>();
const waiting = new Map<string, (value: unknown) => void>();
const requests = new Map<string, Promise<unknown>>();
let listening = false;

function captureOrigin(): ScriptOrigin | null {
  if (typeof document === 'undefined') return null;
  const script = (document.currentScript ?? document.querySelector('script[src*="stack-elements"]')) as HTMLScriptElement | null;
  if (!script?.src) return null;
  return { src: script.src, nonce: script.nonce ?? '', crossOrigin: script.getAttribute('crossorigin') };
}

/** Overrides where siblings load from (tests; a page that inlines the bundle). null: no siblings. */
export function setSiblingOrigin(src: string | null): void {
  origin = src ? { src, nonce: '', crossOrigin: null } : null;
}

/** The absolute URL of a sibling file, e.g. siblingUrl('locales/de') -> https://cdn…/dist/locales/de.js. */
export function siblingUrl(name: string): string | null {
  return origin ? new URL(`${name}.js`, origin.src).toString() : null;
}

function deliver(entry: ChunkEntry): void {
  const [name, value] = entry;
  // The first copy wins: a second copy of the script on the page must not swap the modules chunks link to.
  if (delivered.has(name)) return;
  if (entry.length === 3) factories.set(name, { factory: entry[1], deps: entry[2] });
  delivered.set(name, value);
  waiting.get(name)?.(value);
}

/** Takes over the global queue: entries pushed before (or by another copy) are read, later ones delivered at once. */
function listen(): void {
  if (listening) return;
  listening = true;
  const host = window as unknown as Record<string, unknown>;
  const earlier = host[CHUNK_GLOBAL];
  host[CHUNK_GLOBAL] = { push: (...entries: ChunkEntry[]) => entries.forEach(deliver), load: loadChunk };
  if (Array.isArray(earlier)) (earlier as ChunkEntry[]).forEach(deliver);
}

/**
 * The SRI hash the script carries for one of its parts (tools/script-parts.ts), so a script pinned by its own
 * `integrity` pins its parts too. Only where the browser can check it: on the page's origin, or from another
 * origin when the script tag asked for CORS (`crossorigin`); an opaque answer would always fail the check.
 */
function integrityFor(name: string, url: string): string | undefined {
  const hashes = delivered.get(INTEGRITY_ENTRY) as Record<string, string> | undefined;
  const hash = hashes?.[name];
  if (!hash) return undefined;
  const sameOrigin = new URL(url).origin === window.location.origin;
  return sameOrigin || (origin?.crossOrigin !== null && origin?.crossOrigin !== undefined) ? hash : undefined;
}

/** Starts reading the queue now: the script's own exports are on it before any code chunk can ask for them. */
export function listenForChunks(): void {
  if (typeof window !== 'undefined') listen();
}

/**
 * A dynamic import of the script tag's build (tools/script-parts.ts): loads the code chunk `<name>.js`
 * beside the script and the chunks it imports from, runs each once, and resolves with its exports.
 */
export function loadChunk(name: string): Promise<unknown> {
  let run = evaluated.get(name);
  if (!run) {
    run = (delivered.has(name) ? Promise.resolve(delivered.get(name)) : loadSibling(name)).then(async (value) => {
      const code = factories.get(name);
      if (!code) return value;
      const exportsOf = new Map<string, unknown>();
      await Promise.all(code.deps.map(async (dep) => exportsOf.set(dep, await loadChunk(dep))));
      return code.factory((dep) => exportsOf.get(dep), loadChunk);
    });
    // A failed load is forgotten, so a later attempt (the person's "Try again") fetches again.
    run.catch(() => evaluated.delete(name));
    evaluated.set(name, run);
  }
  return run;
}

/** Loads `<name>.js` beside the script once and resolves with the value it registers; rejects on failure. */
export function loadSibling(name: string): Promise<unknown> {
  if (delivered.has(name)) return Promise.resolve(delivered.get(name));
  const known = requests.get(name);
  if (known) return known;
  const url = siblingUrl(name);
  if (!url || typeof document === 'undefined') return Promise.reject(new Error(`No script URL to load ${name} from`));
  listen();
  const request = new Promise<unknown>((resolve, reject) => {
    const script = document.createElement('script');
    const finish = (error: Error | null): void => {
      clearTimeout(timer);
      waiting.delete(name);
      script.remove();
      if (error) {
        requests.delete(name);
        reject(error);
      } else resolve(delivered.get(name));
    };
    const timer = setTimeout(() => finish(new Error(`${url} did not load in time`)), SIBLING_TIMEOUT_MS);
    waiting.set(name, () => finish(null));
    // The load event comes after the file ran: no delivery by then means it is not ours.
    script.addEventListener('load', () => (delivered.has(name) ? finish(null) : finish(new Error(`${url} registered nothing`))));
    script.addEventListener('error', () => finish(new Error(`${url} could not be loaded`)));
    script.async = true;
    if (origin?.nonce) script.nonce = origin.nonce;
    if (origin?.crossOrigin !== null && origin?.crossOrigin !== undefined) script.crossOrigin = origin.crossOrigin;
    const integrity = integrityFor(name, url);
    if (integrity) script.integrity = integrity;
    script.src = url;
    document.head.appendChild(script);
  });
  requests.set(name, request);
  return request;
}
