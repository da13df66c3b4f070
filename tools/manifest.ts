// `npm run manifest`: writes custom-elements.json, the attribute and event tables of docs/elements.md and the
// typings in widget/types/ from widget/definitions. `npm run manifest -- --check` writes nothing and
// exits 1 when a committed file differs from what the definitions give.

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { detailDeclarations, ROOT } from './manifest-docs';
import { buildManifest, detailTypeNames } from './manifest-model';
import { elementsTypings, htmlElementsTypings, reactTypings, readmeAttributesTable, readmeEventsTable, svelteTypings, vueTypings } from './manifest-outputs';

export const DETAIL_MODULES = ['widget/events.ts', 'widget/admin/events.ts'] as const;
export const README_BLOCKS = ['elements:attributes', 'elements:events'] as const;
/** The page holding those tables (the README links to it). */
export const ELEMENTS_DOC = 'docs/elements.md';

/** Replaces the text between `<!-- name -->` and `<!-- /name -->`; the markers must exist. */
export function replaceBlock(text: string, name: string, content: string): string {
  const open = `<!-- ${name} -->`;
  const close = `<!-- /${name} -->`;
  const start = text.indexOf(open);
  const end = text.indexOf(close);
  if (start < 0 || end < start) throw new Error(`${ELEMENTS_DOC} has no ${open} … ${close} block`);
  return `${text.slice(0, start + open.length)}\n${content}\n${text.slice(end)}`;
}

/** Every generated file: path (from the repository root) -> content. */
export function generateAll(readme = readFileSync(join(ROOT, ELEMENTS_DOC), 'utf8')): Map<string, string> {
  const manifest = buildManifest();
  const details = detailDeclarations(DETAIL_MODULES, detailTypeNames(manifest));
  let nextReadme = replaceBlock(readme, 'elements:attributes', readmeAttributesTable(manifest));
  nextReadme = replaceBlock(nextReadme, 'elements:events', readmeEventsTable(manifest));
  return new Map([
    ['custom-elements.json', `${JSON.stringify(manifest, null, 2)}\n`],
    [ELEMENTS_DOC, nextReadme],
    ['widget/types/stack-elements.d.ts', elementsTypings(manifest, details)],
    ['widget/types/html-elements.d.ts', htmlElementsTypings()],
    ['widget/types/react-jsx.d.ts', reactTypings(manifest)],
    ['widget/types/vue.d.ts', vueTypings(manifest)],
    ['widget/types/svelte.d.ts', svelteTypings(manifest)],
  ]);
}

function readOrEmpty(path: string): string {
  try {
    return readFileSync(join(ROOT, path), 'utf8');
  } catch {
    return '';
  }
}

/** The generated files whose committed copy differs (empty: all up to date). */
export function staleFiles(): string[] {
  return [...generateAll()].filter(([path, content]) => readOrEmpty(path) !== content).map(([path]) => path);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--check')) {
    const stale = staleFiles();
    process.stdout.write(stale.length ? `Out of date (run npm run manifest): ${stale.join(', ')}\n` : 'custom-elements.json, the docs/elements.md tables and widget/types are up to date.\n');
    process.exit(stale.length ? 1 : 0);
  }
  for (const [path, content] of generateAll()) writeFileSync(join(ROOT, path), content);
  process.stdout.write('Wrote custom-elements.json, the docs/elements.md tables and widget/types/.\n');
}
