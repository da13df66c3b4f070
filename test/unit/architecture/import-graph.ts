// Reads the import graph of the house's source folders with the TypeScript parser (so strings and
// comments never count), and states the layer rules of docs/architecture.md over it as plain data.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

export const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../../..');

/** The layers, outermost first; a folder belongs to the first layer whose prefix it has. */
export const LAYERS = ['widget', 'src/console', 'src/react', 'src/core', 'src/protocol', 'emulator'] as const;
export type Layer = (typeof LAYERS)[number];

/** What each layer may import from the house (its own folder always): `widget -> (console ->) react -> core -> protocol`, `emulator -> protocol`. */
export const ALLOWED: Record<Layer, readonly Layer[]> = {
  widget: ['src/console', 'src/react', 'src/core', 'src/protocol'],
  'src/console': ['src/react', 'src/core', 'src/protocol'],
  'src/react': ['src/core', 'src/protocol'],
  'src/core': ['src/protocol'],
  'src/protocol': [],
  emulator: ['src/protocol'],
};

/** Packages that render or need a DOM: never in the SSR-safe core, nor below it. */
const UI_PACKAGES = [/^react($|\/)/, /^react-dom($|\/)/, /^@r2wc\//, /^preact($|\/)/, /^@testing-library\//, /^happy-dom($|\/)/, /^jsdom($|\/)/];
const UI_FREE_LAYERS: readonly Layer[] = ['src/core', 'src/protocol'];

/** Folders that may not reach a folder their layer allows: the console and the blocks it shares with the screens never import end-user screens. */
const FORBIDDEN: readonly { from: string; to: string }[] = [
  { from: 'src/console', to: 'src/react/components' },
  { from: 'src/react/shared', to: 'src/react/components' },
];

/** The only folder of its layer that may import the console (the admin script's element). */
const CONSOLE_IMPORTER = 'widget/admin';

const SOURCE_EXTENSIONS = /\.(ts|tsx|mts|cts|js|jsx|mjs)$/;

export interface ImportEdge {
  /** The importing file, relative to the repository root with forward slashes. */
  file: string;
  /** The specifier as written. */
  specifier: string;
  line: number;
}

export interface SourceFacts {
  imports: ImportEdge[];
  /** Lines where the file calls `customElements.define` (or `window.`/`globalThis.customElements.define`). */
  defines: number[];
}

export function layerOf(file: string): Layer | null {
  return LAYERS.find((layer) => file === layer || file.startsWith(`${layer}/`)) ?? null;
}

export function listSources(folder: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) walk(path);
      } else if (SOURCE_EXTENSIONS.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        out.push(relative(ROOT, path).split(sep).join('/'));
      }
    }
  };
  walk(join(ROOT, folder));
  return out.sort();
}

/** Static imports, `export ... from`, `import()` with a string literal and `require()`, plus custom-element definitions. */
export function readFacts(file: string, source = readFileSync(join(ROOT, file), 'utf8')): SourceFacts {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const imports: ImportEdge[] = [];
  const defines: number[] = [];
  const lineOf = (node: ts.Node) => sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
  const add = (node: ts.Node, literal: ts.Expression | undefined) => {
    if (literal && ts.isStringLiteralLike(literal)) imports.push({ file, specifier: literal.text, line: lineOf(node) });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) add(node, node.moduleSpecifier);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) add(node, node.moduleReference.expression);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node, node.argument.literal as ts.Expression);
    else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (callee.kind === ts.SyntaxKind.ImportKeyword) add(node, node.arguments[0]);
      else if (ts.isIdentifier(callee) && callee.text === 'require') add(node, node.arguments[0]);
      else if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'define' && isCustomElements(callee.expression)) defines.push(lineOf(node));
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return { imports, defines };
}

function isCustomElements(node: ts.Expression): boolean {
  if (ts.isIdentifier(node)) return node.text === 'customElements';
  return ts.isPropertyAccessExpression(node) && node.name.text === 'customElements';
}

/** The repository-relative file a relative specifier points at (extension-less, as written). */
export function resolveSpecifier(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  return join(dirname(file), specifier).split(sep).join('/');
}

/** Every broken rule of one import, as a sentence naming the file, line, specifier and rule. */
export function checkImport(edge: ImportEdge): string[] {
  const from = layerOf(edge.file);
  if (from === null) return [];
  const where = `${edge.file}:${edge.line} imports '${edge.specifier}'`;
  const target = resolveSpecifier(edge.file, edge.specifier);
  if (target === null) {
    if (UI_FREE_LAYERS.includes(from) && UI_PACKAGES.some((re) => re.test(edge.specifier))) {
      return [`${where}: ${from} must import no React and no DOM library (it is loaded by servers, SSR-safe)`];
    }
    return [];
  }
  const to = layerOf(target);
  const inside = (path: string, folder: string): boolean => path === folder || path.startsWith(`${folder}/`);
  const forbidden = FORBIDDEN.find((rule) => inside(edge.file, rule.from) && inside(target, rule.to));
  if (forbidden) return [`${where}: ${forbidden.from} may not import ${forbidden.to} (what both sides need lives in src/react/shared or src/react/ui)`];
  if (to === from) return [];
  if (to === 'emulator') return [`${where}: nothing outside emulator/ may import the emulator`];
  if (to === null) {
    // The package manifest (the version) is data any layer may read; test/, demo/, bench/ are outside the product.
    if (target === 'package.json') return [];
    return [`${where}: ${from} may import only ${[from, ...ALLOWED[from]].join(', ')} (this points at ${target})`];
  }
  if (!ALLOWED[from].includes(to)) {
    return [`${where}: ${from} may import only ${[from, ...ALLOWED[from]].join(', ')}, not ${to}`];
  }
  if (to === 'src/console' && !edge.file.startsWith(`${CONSOLE_IMPORTER}/`)) {
    return [`${where}: only ${CONSOLE_IMPORTER} imports src/console`];
  }
  return [];
}

/** A custom-element definition outside widget/. */
export function checkDefines(file: string, defines: readonly number[]): string[] {
  if (layerOf(file) === 'widget') return [];
  return defines.map((line) => `${file}:${line} calls customElements.define: only widget/ defines custom elements`);
}
