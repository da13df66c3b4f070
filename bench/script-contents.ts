// What the sign-in script (dist/stack-elements.js) is made of, in gzip bytes each module adds to it: the script is
// built again without that module's code (leave-one-out), so the figure counts what gzip shares with the rest,
// unlike the size of a module compressed alone. Not a bench with a budget: a look inside before moving code out.
//   STACK_PARTS_DUMP=/tmp/chunks.json npx vite build && npx tsx bench/script-contents.ts /tmp/chunks.json [top] [group-regex...]
// Each group regex (on module ids) is also left out as a whole: what moving those modules out would save.

import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { minifySync } from 'rolldown/experimental';
import { convertChunks, type EsChunk } from '../tools/script-parts.ts';

interface Dump {
  entry: string;
  chunks: (EsChunk & { modules: { id: string; code: string }[] })[];
}

const [dumpFile, topArg = '60', ...groups] = process.argv.slice(2);
if (!dumpFile) throw new Error('usage: script-contents.ts <dump.json> [top] [group-regex...]');
const dump = JSON.parse(readFileSync(dumpFile, 'utf8')) as Dump;

/** Gzip bytes of the entry script as the build writes it (converted, minified), with the given modules' code left out. */
async function entryGzip(without: ReadonlySet<string>): Promise<number> {
  const chunks = dump.chunks.map((chunk) => {
    let code = chunk.code;
    for (const module of chunk.modules) {
      if (!without.has(module.id) || module.code === '') continue;
      const at = code.indexOf(module.code);
      if (at >= 0) code = code.slice(0, at) + code.slice(at + module.code.length);
    }
    return { fileName: chunk.fileName, code };
  });
  const script = (await convertChunks(chunks, dump.entry)).get(dump.entry)!;
  const { code } = minifySync(dump.entry, script, { compress: { target: 'es2022' }, mangle: true });
  return gzipSync(code, { level: 9 }).length;
}

// The modules that run inside the entry's file: its own and those of the chunks it inlines.
const scripts = await convertChunks(dump.chunks, dump.entry);
const inEntry = dump.chunks.filter((chunk) => chunk.fileName === dump.entry || scripts.get(chunk.fileName) === null);
const modules = inEntry.flatMap((chunk) => chunk.modules).filter((module) => module.code !== '');
const short = (id: string): string => id.replace(process.cwd() + '/', '').replace(/^.*node_modules\//, '~');

const whole = await entryGzip(new Set());
console.log(`entry ${dump.entry}: ${whole} bytes gzip, ${modules.length} modules`);
const rows: { id: string; saved: number }[] = [];
for (const module of modules) rows.push({ id: module.id, saved: whole - (await entryGzip(new Set([module.id]))) });
rows.sort((a, b) => b.saved - a.saved);
for (const row of rows.slice(0, Number(topArg))) console.log(`${String(row.saved).padStart(6)}  ${short(row.id)}`);
for (const group of groups) {
  const pattern = new RegExp(group);
  const ids = modules.filter((module) => pattern.test(module.id)).map((module) => module.id);
  const saved = whole - (await entryGzip(new Set(ids)));
  console.log(`group /${group}/: ${ids.length} modules, ${saved} bytes gzip (sum alone ${rows.filter((row) => ids.includes(row.id)).reduce((sum, row) => sum + row.saved, 0)})`);
}
