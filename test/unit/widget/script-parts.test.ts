// tools/script-parts.ts: ES chunks as Rolldown writes them become classic scripts that link through the chunk
// queue; run here in a fresh VM context, as a browser would run them one after another.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Script, createContext, runInContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { convertChunks } from '../../../tools/script-parts';

type Entry = [string, unknown, string[]?];

const CHUNKS = [
  {
    fileName: 'stack-elements.js',
    code: [
      'import { c as shared } from "./parts/common-1.js";',
      'const base = 40;',
      'function add(n) { return base + n + shared(); }',
      'const loadLater = () => import("./parts/later-2.js");',
      'self.result = { loadLater };',
      'export { add as a, base as b };',
    ].join('\n'),
  },
  { fileName: 'parts/common-1.js', code: 'function one() { return 1; }\nexport { one as c };' },
  {
    fileName: 'parts/later-2.js',
    code: 'import { a as add } from "../stack-elements.js";\nimport { c } from "./common-1.js";\nconst answer = add(c());\nexport { answer };\nexport { b as base } from "../stack-elements.js";',
  },
];

function run(context: object, script: string): void {
  runInContext(script, context);
}

describe('script parts (tools/script-parts.ts)', () => {
  it('the entry runs its inlined common chunk first, then puts every exports object on the queue', async () => {
    const scripts = await convertChunks(CHUNKS, 'stack-elements.js');
    expect(scripts.get('parts/common-1.js')).toBeNull();
    const context = createContext({ self: {} as Record<string, unknown> });
    (context as { self: Record<string, unknown> }).self = context;
    run(context, scripts.get('stack-elements.js')!);
    const queue = (context as unknown as { __stackElementsChunks: Entry[] }).__stackElementsChunks;
    const byName = new Map(queue.map(([name, value]) => [name, value]));
    // '#integrity' carries the parts' hashes (filled in when the build minifies them).
    expect([...byName.keys()].sort()).toEqual(['#integrity', 'parts/common-1', 'stack-elements']);
    const main = byName.get('stack-elements') as { a: (n: number) => number; b: number };
    expect(main.b).toBe(40);
    expect(main.a(1)).toBe(42);
  });

  it('a part pushes a factory with its dependencies; run with them, its imports and re-exports resolve', async () => {
    const scripts = await convertChunks(CHUNKS, 'stack-elements.js');
    const context = createContext({});
    (context as { self: unknown }).self = context;
    run(context, scripts.get('stack-elements.js')!);
    run(context, scripts.get('parts/later-2.js')!);
    const queue = (context as unknown as { __stackElementsChunks: Entry[] }).__stackElementsChunks;
    const exportsOf = new Map(queue.filter((entry) => entry.length === 2).map(([name, value]) => [name, value]));
    const later = queue.find(([name]) => name === 'parts/later-2')!;
    expect(later[2]).toEqual(['stack-elements', 'parts/common-1']);
    const factory = later[1] as (require: (name: string) => unknown, load: (name: string) => Promise<unknown>) => Record<string, unknown>;
    expect(factory((name) => exportsOf.get(name), () => Promise.reject(new Error('no load')))).toEqual({ answer: 42, base: 40 });
  });

  it('a dynamic import becomes a load of the chunk through the queue', async () => {
    const scripts = await convertChunks(CHUNKS, 'stack-elements.js');
    const loads: string[] = [];
    const context = createContext({});
    (context as { self: unknown }).self = context;
    run(context, scripts.get('stack-elements.js')!);
    (context as unknown as { __stackElementsChunks: { load(name: string): Promise<string> } }).__stackElementsChunks.load = (name) => {
      loads.push(name);
      return Promise.resolve(name);
    };
    const { loadLater } = (context as unknown as { result: { loadLater: () => Promise<string> } }).result;
    await expect(loadLater()).resolves.toBe('parts/later-2');
    expect(loads).toEqual(['parts/later-2']);
  });

  it('a bare import (Rolldown\'s "run this chunk first") becomes a dependency, not a statement', async () => {
    const chunks = [
      { fileName: 'stack-elements.js', code: 'const go = () => import("./parts/step-3.js");\nexport { go as g };' },
      { fileName: 'parts/first-4.js', code: 'self.order = ["first"];\nexport {};' },
      { fileName: 'parts/step-3.js', code: 'import "./first-4.js";\nself.order.push("step");\nconst done = true;\nexport { done };' },
    ];
    const scripts = await convertChunks(chunks, 'stack-elements.js');
    const step = scripts.get('parts/step-3.js')!;
    expect(step).not.toMatch(/\bimport\s*["']/);
    const context = createContext({});
    (context as { self: unknown }).self = context;
    run(context, scripts.get('parts/step-3.js')!);
    const queue = (context as unknown as { __stackElementsChunks: Entry[] }).__stackElementsChunks;
    expect(queue.find(([name]) => name === 'parts/step-3')![2]).toEqual(['parts/first-4']);
  });

  it('refuses what a classic script cannot do (import.meta) instead of writing a broken file', async () => {
    await expect(convertChunks([{ fileName: 'stack-elements.js', code: 'console.log(import.meta.url);' }], 'stack-elements.js')).rejects.toThrow(/import\.meta/);
  });

  it('the built files (npm test builds first) are classic scripts: no import or export statement', () => {
    const dist = fileURLToPath(new URL('../../../dist/', import.meta.url));
    const files = ['stack-elements.js', ...readdirSync(`${dist}parts`).map((file) => `parts/${file}`)];
    expect(files.length).toBeGreaterThan(2);
    for (const file of files) {
      const code = readFileSync(dist + file, 'utf8');
      // Compiling as a script (not a module) throws on import/export statements.
      expect(() => new Script(code, { filename: file }), file).not.toThrow();
      if (file !== 'stack-elements.js') expect(code.startsWith('(self.__stackElementsChunks=self.__stackElementsChunks||[]).push(['), file).toBe(true);
    }
  });
});
