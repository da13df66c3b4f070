// What the sandbox is made of: the QuickJS WebAssembly file, and the JavaScript that runs inside it
// (guest/entry.ts with React, React DOM's web-stream server renderer, React Email's components and our
// shims), built once per process with esbuild and kept in memory. The script is browser-flavoured: no
// Node built-in can be bundled in, and there would be nothing to call it with.
import { build, type Plugin } from 'esbuild';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LAZY_REGISTRY_KEY } from './guest/lazy';

const requireHere = createRequire(import.meta.url);
const PROJECT_DIR = fileURLToPath(new URL('../../..', import.meta.url));
const LAZY = 'email-sandbox-lazy';

/** The names @react-email/code-block exports (its themes and CodeBlock), read from the package by esbuild. */
async function codeBlockExports(): Promise<string[]> {
  const out = await build({
    stdin: { contents: `export * from '@react-email/code-block';`, resolveDir: PROJECT_DIR },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    metafile: true,
    outdir: 'out',
    external: ['react', 'react/*', 'prismjs'],
    logLevel: 'silent',
  });
  return Object.values(out.metafile.outputs)[0]?.exports ?? [];
}

/**
 * @react-email/code-block defines ~300 Prism grammars when it loads, which takes seconds in QuickJS; it is
 * loaded on first use instead (a CodeBlock rendered, a theme read), so the common image does not pay for it
 * (the worker makes an image with it loaded once a render needed it, guest/lazy.ts). CodeBlock keeps one
 * identity (Tailwind compares element types with it).
 */
function lazyCodeBlock(names: string[]): string {
  return `const { createElement } = require('react');
let real;
const load = () => (real ??= require('@react-email/code-block'));
(globalThis[Symbol.for(${JSON.stringify(LAZY_REGISTRY_KEY)})] ??= []).push({ load, loaded: () => real !== undefined });
function CodeBlock(props) { return createElement(load().CodeBlock, props); }
module.exports = { CodeBlock };
for (const name of ${JSON.stringify(names.filter((name) => name !== 'CodeBlock'))}) {
  Object.defineProperty(module.exports, name, { enumerable: true, get: () => load()[name] });
}
`;
}

/** Module swaps for the sandbox: our render for React Email's, React DOM's web-stream server build, a lazy code-block. */
function sandboxModules(codeBlockNames: string[]): Plugin {
  return {
    name: 'email-sandbox-modules',
    setup(b) {
      const reactDom = dirname(requireHere.resolve('react-dom/package.json'));
      b.onResolve({ filter: /^@react-email\/render$/ }, () => ({ path: fileURLToPath(new URL('./guest/render.ts', import.meta.url)) }));
      b.onResolve({ filter: /^react-dom\/server\.browser$/ }, () => ({ path: join(reactDom, 'cjs/react-dom-server.browser.production.js') }));
      // Imports of code-block go to the lazy stand-in, except the stand-in's own (resolved normally).
      b.onResolve({ filter: /^@react-email\/code-block$/ }, (args) => (args.namespace === LAZY ? undefined : { path: 'code-block', namespace: LAZY }));
      b.onLoad({ filter: /.*/, namespace: LAZY }, () => ({ contents: lazyCodeBlock(codeBlockNames), loader: 'js', resolveDir: PROJECT_DIR }));
      // Anything asking for a Node built-in fails the build rather than reaching for the host.
      b.onResolve({ filter: /^node:/ }, (args) => ({ errors: [{ text: `The e-mail sandbox cannot use ${args.path}` }] }));
    },
  };
}

/** The QuickJS WebAssembly file the sandbox instances are made from (each worker compiles it once). */
export function quickjsWasmPath(): string {
  return requireHere.resolve('@jitl/quickjs-wasmfile-release-sync/wasm');
}

let sandboxCode: Promise<string> | undefined;

async function buildSandbox(): Promise<string> {
  const out = await build({
    entryPoints: [fileURLToPath(new URL('./guest/entry.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
    plugins: [sandboxModules(await codeBlockExports())],
  });
  return out.outputFiles[0]?.text ?? '';
}

/** The sandbox's script (a classic script that defines `globalThis.renderJob`); a failed build is retried next time. */
export function bundledSandbox(): Promise<string> {
  sandboxCode ??= buildSandbox().catch((error: unknown) => {
    sandboxCode = undefined;
    throw error;
  });
  return sandboxCode;
}
