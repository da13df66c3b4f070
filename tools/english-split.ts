// Build step of the script tag: the English table (src/react/i18n/en.ts) is split in two. Strings that the
// given entries use (the static import graph of widget/index.ts, which excludes the on-demand parts behind
// import(), and of the small parts whose few strings are not worth a file of their own) stay in the script;
// the rest move into src/react/i18n/en-screens.ts, which only the rare screens' part imports
// (widget/lazy/screens.ts). Elsewhere (tests, the npm package) en.ts is whole.
// A string counts as used where its key, or the base of a counted key, appears quoted in the code.

import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

const EN_FILE = 'src/react/i18n/en.ts';
// The table's account-settings part, which en.ts spreads in: its lines are split the same way.
const EN_PART_FILES = [EN_FILE, 'src/react/i18n/en-settings.ts'];
const EN_SCREENS_FILE = 'src/react/i18n/en-screens.ts';
const ENTRY_LINE = /^\s*'([^']+)':/;
const STATIC_IMPORT = /^\s*(?:import|export)\b[^;]*?\bfrom\s*'(\.[^']+)'|^\s*import\s*'(\.[^']+)'/gm;
const PLURAL_SUFFIX = /\.(zero|one|two|few|many|other)$/;

function resolveSource(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** Every source file the entry reaches through static imports (type-only ones too: that only keeps more strings). */
export function staticGraph(entry: string): string[] {
  const seen = new Set<string>([entry]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const target = resolveSource(file, (match[1] ?? match[2])!);
      if (target && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return [...seen];
}

/** The English keys the files use, read from quoted strings. */
export function usedKeys(files: readonly string[], keys: readonly string[]): Set<string> {
  const tables = EN_PART_FILES.map((file) => `/${file}`);
  const text = files.filter((file) => !file.includes('/i18n/locales/') && !tables.some((table) => file.endsWith(table))).map((file) => readFileSync(file, 'utf8')).join('\n');
  const quoted = (key: string): boolean => text.includes(`'${key}'`) || text.includes(`"${key}"`) || text.includes(`\`${key}\``);
  return new Set(keys.filter((key) => quoted(key) || quoted(key.replace(PLURAL_SUFFIX, ''))));
}

/** An on-demand chunk with an English table of its own: the strings its static graph uses that the script's table lacks. */
export interface PartTable {
  /** The chunk's module (the target of its dynamic import). */
  entry: string;
  /** The table module it imports (empty in the source), and the name it exports. */
  file: string;
  name: string;
}

export function englishSplit(entries: readonly string[], partTables: readonly PartTable[] = []): Plugin {
  let root = process.cwd();
  let moved: string[] = [];
  let first = new Set<string>();
  const ownLines = new Map<string, { name: string; lines: string[] }>();
  return {
    name: 'stack-english-split',
    // Before the TypeScript transform: it reads en.ts line by line as written.
    enforce: 'pre',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      const lines = EN_PART_FILES.flatMap((file) => readFileSync(resolve(root, file), 'utf8').split('\n'));
      const keys = lines.map((line) => ENTRY_LINE.exec(line)?.[1]).filter((key): key is string => key !== undefined);
      first = usedKeys([...new Set(entries.flatMap((entry) => staticGraph(resolve(root, entry))))], keys);
      moved = lines.filter((line) => {
        const key = ENTRY_LINE.exec(line)?.[1];
        return key !== undefined && !first.has(key);
      });
      // A part's own strings stay in en-screens too: the screens part may show the same screens (the handler's MFA page).
      for (const part of partTables) {
        const used = usedKeys(staticGraph(resolve(root, part.entry)), keys);
        ownLines.set(resolve(root, part.file), { name: part.name, lines: moved.filter((line) => used.has(ENTRY_LINE.exec(line)![1]!)) });
      }
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (EN_PART_FILES.some((part) => file === resolve(root, part))) {
        return code.split('\n').filter((line) => {
          const key = ENTRY_LINE.exec(line)?.[1];
          return key === undefined || first.has(key);
        }).join('\n');
      }
      if (file === resolve(root, EN_SCREENS_FILE)) return `export const enScreens = {\n${moved.join('\n')}\n};\n`;
      const own = ownLines.get(file);
      if (own) return `export const ${own.name} = {\n${own.lines.join('\n')}\n};\n`;
      return null;
    },
  };
}
