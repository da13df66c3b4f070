// Declarations of the npm entries: one bundled .d.ts per entry (dist/index.d.ts, react.d.ts, sdk.d.ts)
// with shared chunks, so a class declared once stays one type across entries, and no relative
// extension-less imports that Node16/NodeNext resolution could not follow. rollup-plugin-dts does
// the bundling; the element typings in widget/types/ are copied beside them and referenced.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';
import { ESM_ENTRIES, isExternal } from '../vite.config';

/**
 * The generated element typings (widget/types, copied to dist/types) each entry's declarations reference:
 * the DOM maps need nothing, the JSX ones need @types/react (there with /react). Vue and Svelte ones
 * are opt-in (`/// <reference types="stack-elements/types/vue" />`), as not every app has vue or svelte.
 */
const ENTRY_TYPINGS: Readonly<Partial<Record<keyof typeof ESM_ENTRIES, readonly string[]>>> = {
  index: ['html-elements.d.ts'],
  react: ['react-jsx.d.ts'],
};

const ROOT = new URL('..', import.meta.url).pathname;
const DIST = join(ROOT, 'dist');
const TYPES_SOURCE = join(ROOT, 'widget', 'types');

async function bundleDeclarations(): Promise<void> {
  const input = Object.fromEntries(Object.entries(ESM_ENTRIES).map(([name, file]) => [name, join(ROOT, file)]));
  const bundle = await rollup({
    input,
    external: isExternal,
    plugins: [dts({ tsconfig: join(ROOT, 'tsconfig.build.json') })],
  });
  await bundle.write({ dir: DIST, format: 'es', entryFileNames: '[name].d.ts', chunkFileNames: 'chunks/[name]-[hash].d.ts' });
  await bundle.close();
}

/** Copies widget/types/*.d.ts to dist/types and references each entry's typings from its declarations. */
function addElementTypings(): string[] {
  if (!existsSync(TYPES_SOURCE)) return [];
  const files = readdirSync(TYPES_SOURCE).filter((name) => name.endsWith('.d.ts')).sort();
  mkdirSync(join(DIST, 'types'), { recursive: true });
  for (const name of files) copyFileSync(join(TYPES_SOURCE, name), join(DIST, 'types', name));
  for (const [entry, typings] of Object.entries(ENTRY_TYPINGS)) {
    const present = (typings ?? []).filter((name) => files.includes(name));
    const path = join(DIST, `${entry}.d.ts`);
    const references = present.map((name) => `/// <reference path="./types/${name}" />\n`).join('');
    writeFileSync(path, references + readFileSync(path, 'utf8'));
  }
  return files;
}

const started = performance.now();
await bundleDeclarations();
const typings = addElementTypings();
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`declarations: dist/{${Object.keys(ESM_ENTRIES).join(',')}}.d.ts` + (typings.length ? ` + dist/types/ (${typings.join(', ')})` : '') + ` in ${seconds} s`);
