// Build step of the script tag (dist/stack-elements.js): Vite splits the end-user bundle as ES modules
// (rarely used screens behind dynamic imports), then this plugin turns every chunk into a classic script.
// The entry stays one plain <script> (no type="module"); each other chunk becomes dist/parts/<name>.js, a
// script that hands a factory to the entry through the chunk queue of widget/chunk-protocol.ts; the entry
// loads it beside itself (widget/sibling-script.ts), so it works from a CDN and under `script-src 'self'`.
//
// The rewrite is syntactic, on Rolldown's ES output, whose chunks link only through `import {a as b}
// from "./x.js"`, `export {a as b}` and `import("./x.js")` (es-module-lexer finds each). Imports become
// reads of the exporting chunk's exports object; a chunk's exports are read when it has run to its end,
// which holds because no module of ours exports a binding that is reassigned later (no `export let`).

import { init, parse } from 'es-module-lexer';
import MagicString from 'magic-string';
import { minifySync } from 'rolldown/experimental';
import type { Plugin } from 'vite';
import { CHUNK_GLOBAL } from '../widget/chunk-protocol.ts';

/** The folder of the on-demand chunks beside the script. */
export const PARTS_DIR = 'parts';

/** A chunk's name as the loader knows it: its path under dist/ without `.js` ('stack-elements', 'parts/screens-x1'). */
function chunkName(fileName: string): string {
  return fileName.replace(/\.js$/, '');
}

function resolveSibling(from: string, specifier: string): string {
  const base = new URL(from, 'file:///dist/');
  const target = new URL(specifier, base);
  if (!target.pathname.startsWith('/dist/')) throw new Error(`script-parts: ${from} imports ${specifier}, outside the build`);
  return chunkName(target.pathname.slice('/dist/'.length));
}

/** `{a as b, c}` (an import clause) -> `{a:b,c:c}` (a destructuring pattern). */
function importPattern(clause: string, where: string): string {
  const inner = /^\{([^}]*)\}$/.exec(clause.trim());
  if (!inner) throw new Error(`script-parts: unsupported import clause in ${where}: ${clause}`);
  const bindings = inner[1]!.split(',').map((part) => part.trim()).filter(Boolean);
  return `{${bindings.map((binding) => {
    const [imported, local = imported] = binding.split(/\s+as\s+/);
    return `${JSON.stringify(imported)}:${local}`;
  }).join(',')}}`;
}

interface Converted {
  code: string;
  deps: string[];
}

/** Rewrites one ES chunk into the body of a function `(__r, __l) => exports`. */
function convertChunk(fileName: string, code: string): Converted {
  const [imports, exports] = parse(code, fileName);
  const out = new MagicString(code);
  const deps: string[] = [];
  const exported: string[] = [];
  const reexportStatements = new Set<number>();
  for (const entry of imports) {
    if (entry.d === -2) throw new Error(`script-parts: ${fileName} uses import.meta, which a classic script has not`);
    if (entry.n === undefined) throw new Error(`script-parts: ${fileName} has a computed import()`);
    const target = resolveSibling(fileName, entry.n);
    if (entry.d > -1) {
      // A dynamic import: the loader fetches the chunk beside the script and resolves with its exports.
      out.overwrite(entry.ss, entry.se, `__l(${JSON.stringify(target)})`);
      continue;
    }
    deps.push(target);
    const statement = code.slice(entry.ss, entry.se);
    const clause = /^(import|export)\s*(.*?)\s*from\s*["'`]/s.exec(statement);
    if (!clause) throw new Error(`script-parts: unsupported import in ${fileName}: ${statement.slice(0, 80)}`);
    if (clause[1] === 'import') {
      out.overwrite(entry.ss, entry.se, clause[2] ? `var ${importPattern(clause[2], fileName)}=__r(${JSON.stringify(target)});` : '');
    } else {
      // `export {a as B} from "./x.js"`: re-exported from the other chunk's exports.
      const source = `__r(${JSON.stringify(target)})`;
      const pattern = importPattern(clause[2]!, fileName);
      for (const pair of pattern.slice(1, -1).split(',')) {
        const [imported, name] = pair.split(':');
        exported.push(`${JSON.stringify(name)}:${source}[${imported}]`);
      }
      out.remove(entry.ss, entry.se);
      reexportStatements.add(entry.ss);
    }
  }
  const statements = new Set<number>();
  for (const entry of exports) {
    if (entry.ln === undefined) {
      if (reexportStatements.has(entry.ss)) continue; // handled with the imports above
      throw new Error(`script-parts: ${fileName} exports ${entry.n} in a form this step does not know`);
    }
    exported.push(`${JSON.stringify(entry.n)}:${entry.ln}`);
    statements.add(entry.ss);
  }
  for (const start of statements) {
    const end = code.indexOf('}', start);
    const match = /^export\s*\{[^}]*\}\s*;?/.exec(code.slice(start, end + 2));
    if (!match) throw new Error(`script-parts: ${fileName} has an export form other than export {…}`);
    out.remove(start, start + match[0].length);
  }
  out.append(`\nreturn{${exported.join(',')}};`);
  return { code: out.toString(), deps };
}

/** The entry: runs at once and puts its exports on the queue for the chunks that load later. */
function entryScript(name: string, body: string): string {
  const queue = `self.${CHUNK_GLOBAL}`;
  return `(function(){"use strict";var __l=function(n){return ${queue}.load(n)},__r=function(){throw new Error("The entry of Stack Elements imports nothing")};` +
    `var __e=(function(){${body}\n})();(${queue}=${queue}||[]).push([${JSON.stringify(name)},__e]);})();`;
}

/** Another chunk: a factory the loader calls once its dependencies have run. */
function partScript(name: string, deps: string[], body: string): string {
  const queue = `self.${CHUNK_GLOBAL}`;
  return `(${queue}=${queue}||[]).push([${JSON.stringify(name)},function(__r,__l){"use strict";${body}\n},${JSON.stringify(deps)}]);`;
}

/** The Vite plugin of the end-user build: ES chunks in, classic scripts out (then minified). */
export function scriptParts(entryFileName: string): Plugin {
  return {
    name: 'stack-script-parts',
    apply: 'build',
    async generateBundle(_options, bundle) {
      await init;
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        const name = chunkName(file.fileName);
        const { code, deps } = convertChunk(file.fileName, file.code);
        const isEntry = file.fileName === entryFileName;
        if (isEntry && deps.length > 0) throw new Error(`script-parts: the entry must hold every module it needs, but it imports ${deps.join(', ')}`);
        const script = isEntry ? entryScript(name, code) : partScript(name, deps, code);
        const result = minifySync(file.fileName, script, { compress: { target: 'es2020' }, mangle: true });
        if (result.errors.length > 0) throw new Error(`script-parts: minifying ${file.fileName}: ${result.errors.map((e) => e.message).join('; ')}`);
        file.code = result.code;
      }
    },
  };
}
