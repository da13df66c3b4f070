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

import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { init, parse } from 'es-module-lexer';
import MagicString from 'magic-string';
import { minifySync } from 'rolldown/experimental';
import type { Plugin } from 'vite';
import type { OutputChunk } from 'rolldown';
import { CHUNK_GLOBAL, INTEGRITY_ENTRY } from '../widget/chunk-protocol.ts';

// Replaced by the parts' hashes once they are minified (the entry is written last).
const INTEGRITY_PLACEHOLDER = '__stack_parts_integrity__';

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
    if (!deps.includes(target)) deps.push(target);
    const statement = code.slice(entry.ss, entry.se);
    // `import "./x.js"` (Rolldown's way to run a chunk first): the dependency alone does it.
    if (/^import\s*["'`]/.test(statement)) {
      out.remove(entry.ss, entry.se);
      continue;
    }
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

/**
 * The entry: runs at once. The chunks it imports from statically (Rolldown makes common chunks of modules the
 * entry shares with the on-demand parts) are inlined before it and run first, in dependency order; their
 * exports and the entry's go on the queue for the chunks that load later.
 */
function entryScript(name: string, body: string, inlined: readonly { name: string; body: string }[]): string {
  const queue = `self.${CHUNK_GLOBAL}`;
  const runs = inlined.map((chunk) => `m[${JSON.stringify(chunk.name)}]=(function(__r,__l){"use strict";${chunk.body}\n})(__r,__l);`).join('');
  return `(function(){"use strict";var m={},__l=function(n){return ${queue}.load(n)},__r=function(n){return m[n]};${runs}` +
    `m[${JSON.stringify(name)}]=(function(){${body}\n})();var q=${queue}=${queue}||[];for(var n in m)q.push([n,m[n]]);` +
    `q.push([${JSON.stringify(INTEGRITY_ENTRY)},${JSON.stringify(INTEGRITY_PLACEHOLDER)}]);})();`;
}

/** Another chunk: a factory the loader calls once its dependencies have run. */
function partScript(name: string, deps: string[], body: string): string {
  const queue = `self.${CHUNK_GLOBAL}`;
  return `(${queue}=${queue}||[]).push([${JSON.stringify(name)},function(__r,__l){"use strict";${body}\n},${JSON.stringify(deps)}]);`;
}

/** An ES chunk of the build, as Rolldown wrote it. */
export interface EsChunk {
  fileName: string;
  code: string;
}

/**
 * Turns the ES chunks into classic scripts (unminified): fileName -> script, or null for a chunk inlined
 * into the entry (its file is not written).
 */
export async function convertChunks(chunks: readonly EsChunk[], entryFileName: string): Promise<Map<string, string | null>> {
  await init;
  const converted = new Map<string, Converted & { fileName: string }>();
  for (const chunk of chunks) converted.set(chunkName(chunk.fileName), { ...convertChunk(chunk.fileName, chunk.code), fileName: chunk.fileName });
  const entryName = chunkName(entryFileName);
  const entry = converted.get(entryName);
  if (!entry) throw new Error(`script-parts: no chunk ${entryFileName}`);
  // The entry's static dependencies, dependencies first: they run inside the entry's file.
  const order: string[] = [];
  const visiting = new Set<string>();
  const visit = (name: string): void => {
    if (order.includes(name)) return;
    if (visiting.has(name)) throw new Error(`script-parts: chunks import each other in a circle through ${name}`);
    visiting.add(name);
    for (const dep of converted.get(name)?.deps ?? []) visit(dep);
    visiting.delete(name);
    order.push(name);
  };
  entry.deps.forEach(visit);
  const inlined = new Set(order);
  const scripts = new Map<string, string | null>();
  for (const [name, chunk] of converted) {
    if (name === entryName) scripts.set(chunk.fileName, entryScript(name, chunk.code, order.map((dep) => ({ name: dep, body: converted.get(dep)!.code }))));
    else scripts.set(chunk.fileName, inlined.has(name) ? null : partScript(name, chunk.deps, chunk.code));
  }
  return scripts;
}

/** The Vite plugin of the end-user build: ES chunks in, classic scripts out (then minified). */
export function scriptParts(entryFileName: string): Plugin {
  return {
    name: 'stack-script-parts',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
      if (process.env.STACK_PARTS_MODULES) {
        // A look inside (not used by the build): each chunk's modules and their rendered sizes.
        // Each line: minified gzip bytes of the module alone (a ranking, not a share), rendered length, id.
        for (const chunk of chunks) writeFileSync(`${process.env.STACK_PARTS_MODULES}/${chunkName(chunk.fileName).replace('/', '_')}.txt`, Object.entries(chunk.modules).map(([id, m]) => {
          const alone = m.code ? minifySync('m.js', m.code, { compress: { target: 'es2020' }, mangle: false }).code : '';
          return `${gzipSync(alone, { level: 9 }).length} ${m.renderedLength} ${id}`;
        }).join('\n'));
      }
      // A look inside (not used by the build): the ES chunks with their modules, for bench/script-contents.ts.
      if (process.env.STACK_PARTS_DUMP) {
        writeFileSync(process.env.STACK_PARTS_DUMP, JSON.stringify({ entry: entryFileName, chunks: chunks.map((chunk) => ({
          fileName: chunk.fileName, code: chunk.code, modules: Object.entries(chunk.modules).map(([id, m]) => ({ id, code: m.code ?? '' })),
        })) }));
      }
      const scripts = await convertChunks(chunks, entryFileName);
      const integrity: Record<string, string> = {};
      // Parts first, the entry last: it carries their hashes.
      for (const chunk of [...chunks].sort((a, b) => Number(a.fileName === entryFileName) - Number(b.fileName === entryFileName))) {
        const script = scripts.get(chunk.fileName);
        if (script === null || script === undefined) {
          delete bundle[chunk.fileName];
          continue;
        }
        const result = minifySync(chunk.fileName, script, { compress: { target: 'es2022' }, mangle: true });
        if (result.errors.length > 0) throw new Error(`script-parts: minifying ${chunk.fileName}: ${result.errors.map((e) => e.message).join('; ')}`);
        if (chunk.fileName !== entryFileName) {
          chunk.code = result.code;
          integrity[chunkName(chunk.fileName)] = `sha384-${createHash('sha384').update(result.code).digest('base64')}`;
          continue;
        }
        // The minifier may quote the placeholder with any of the three quotes.
        const placeholder = new RegExp(`(["'\`])${INTEGRITY_PLACEHOLDER}\\1`, 'g');
        if ((result.code.match(placeholder) ?? []).length !== 1) throw new Error('script-parts: the entry lost its integrity placeholder');
        chunk.code = result.code.replace(placeholder, () => JSON.stringify(integrity));
      }
    },
  };
}
