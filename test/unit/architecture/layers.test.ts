// The layer rules of docs/architecture.md, checked over every import of the product's folders: a broken
// rule fails with the list of offending imports (file:line, specifier, rule).
import { describe, expect, it } from 'vitest';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { checkDefines, checkImport, LAYERS, listSources, readFacts, resolveSpecifier, ROOT, type ImportEdge } from './import-graph';

const files = LAYERS.flatMap((layer) => listSources(layer));
const facts = new Map(files.map((file) => [file, readFacts(file)]));

describe('layer rules (docs/architecture.md)', () => {
  it('reads the import graph of every layer', () => {
    for (const layer of LAYERS) expect(files.some((f) => f.startsWith(`${layer}/`)), layer).toBe(true);
    const edges = [...facts.values()].flatMap((f) => f.imports);
    // Static, re-export and dynamic imports are all seen (the emulator opens its database with import()).
    expect(edges.some((e) => e.file.startsWith('widget/') && e.specifier.includes('src/react'))).toBe(true);
    expect(edges.some((e) => e.file === 'emulator/db/open.ts' && e.specifier === './postgres')).toBe(true);
    expect(edges.some((e) => e.file === 'src/protocol/wire/index.ts' && e.specifier === './users')).toBe(true);
  });

  it('every import points down the layers: widget -> console -> react -> core -> protocol, emulator -> protocol', () => {
    const violations = [...facts.values()].flatMap((f) => f.imports.flatMap(checkImport));
    expect(violations).toEqual([]);
  });

  it('only the admin script imports the owner console (src/console, widget/admin)', () => {
    const isConsole = (path: string): boolean => /^(src\/console|widget\/admin)($|\/)/.test(path);
    const violations = [...facts.values()]
      .flatMap((f) => f.imports)
      .filter((edge) => !isConsole(edge.file))
      .filter((edge) => isConsole(resolveSpecifier(edge.file, edge.specifier) ?? ''))
      .map((edge) => `${edge.file}:${edge.line} imports '${edge.specifier}': the end-user code never imports the console`);
    expect(violations).toEqual([]);
  });

  it('React and the console reach the SDK through its one internal entry (src/core/internal.ts)', () => {
    const ENTRY = 'src/core/internal';
    const isScreens = (path: string): boolean => /^src\/(react|console)\//.test(path);
    const edges = [...facts.values()].flatMap((f) => f.imports).filter((edge) => isScreens(edge.file));
    const intoCore = edges.filter((edge) => (resolveSpecifier(edge.file, edge.specifier) ?? '').startsWith('src/core'));
    expect(intoCore.length).toBeGreaterThan(50);
    const violations = intoCore
      .filter((edge) => resolveSpecifier(edge.file, edge.specifier) !== ENTRY)
      .map((edge) => `${edge.file}:${edge.line} imports '${edge.specifier}': React and the console import the SDK from src/core/internal`);
    expect(violations).toEqual([]);
  });

  it('browser code imports the known errors without the server wording (src/protocol/errors/client)', () => {
    // The full entry words every message from details, which only the emulator and Node need (issue 16: size).
    const FULL = ['src/protocol/errors', 'src/protocol/errors/index', 'src/protocol/errors/messages'];
    const NODE_ENTRY = 'src/core/index.ts';
    const violations = [...facts.values()]
      .flatMap((f) => f.imports)
      .filter((edge) => (edge.file.startsWith('src/') || edge.file.startsWith('widget/')) && !edge.file.startsWith('src/protocol/errors/'))
      .filter((edge) => edge.file !== NODE_ENTRY && FULL.includes(resolveSpecifier(edge.file, edge.specifier) ?? ''))
      .map((edge) => `${edge.file}:${edge.line} imports '${edge.specifier}': browser code imports protocol/errors/client`);
    expect(violations).toEqual([]);
  });

  it('only widget/ defines custom elements', () => {
    const violations = [...facts.entries()].flatMap(([file, f]) => checkDefines(file, f.defines));
    expect(violations).toEqual([]);
  });

  it('core and protocol modules load without a DOM (SSR-safe at import time)', async () => {
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined');
    const failures: string[] = [];
    for (const file of files.filter((f) => f.startsWith('src/core/') || f.startsWith('src/protocol/'))) {
      try {
        await import(pathToFileURL(join(ROOT, file)).href);
      } catch (error) {
        failures.push(`${file}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('the rules catch what they must', () => {
  const edge = (file: string, specifier: string): ImportEdge => ({ file, specifier, line: 3 });

  it('flags upward and sideways imports with a readable sentence', () => {
    expect(checkImport(edge('src/core/apps/x.ts', '../../react/hooks'))).toEqual([
      "src/core/apps/x.ts:3 imports '../../react/hooks': src/core may import only src/core, src/protocol, not src/react",
    ]);
    expect(checkImport(edge('src/protocol/wire/x.ts', '../../core/result'))).toHaveLength(1);
    expect(checkImport(edge('src/react/x.tsx', '../../widget/config'))).toHaveLength(1);
    expect(checkImport(edge('emulator/routes/x.ts', '../../src/core/result'))).toHaveLength(1);
    expect(checkImport(edge('emulator/routes/x.ts', '../../src/react/hooks'))).toHaveLength(1);
    expect(checkImport(edge('emulator/routes/x.ts', '../../widget/config'))).toHaveLength(1);
    expect(checkImport(edge('emulator/x.ts', '../test/support/emulator'))).toHaveLength(1);
    expect(checkImport(edge('widget/index.ts', '../package.json'))).toEqual([]);
  });

  it('flags any import of the emulator from src/ or widget/', () => {
    expect(checkImport(edge('src/core/x.ts', '../../emulator/server'))).toEqual([
      "src/core/x.ts:3 imports '../../emulator/server': nothing outside emulator/ may import the emulator",
    ]);
    expect(checkImport(edge('src/protocol/x.ts', '../../emulator/http'))).toHaveLength(1);
    expect(checkImport(edge('widget/x.ts', '../emulator/http'))).toHaveLength(1);
  });

  it('flags React and DOM packages in core and protocol only', () => {
    expect(checkImport(edge('src/core/x.ts', 'react'))).toHaveLength(1);
    expect(checkImport(edge('src/core/x.ts', 'react-dom/client'))).toHaveLength(1);
    expect(checkImport(edge('src/core/x.ts', 'react/jsx-runtime'))).toHaveLength(1);
    expect(checkImport(edge('src/protocol/x.ts', '@r2wc/react-to-web-component'))).toHaveLength(1);
    expect(checkImport(edge('src/core/x.ts', 'jose'))).toEqual([]);
    expect(checkImport(edge('src/react/x.tsx', 'react'))).toEqual([]);
  });

  it('allows imports down the layers and within one', () => {
    expect(checkImport(edge('widget/x.ts', '../src/react/hooks'))).toEqual([]);
    expect(checkImport(edge('widget/x.ts', '../src/core/result'))).toEqual([]);
    expect(checkImport(edge('src/react/x.tsx', '../core/result'))).toEqual([]);
    expect(checkImport(edge('src/core/x.ts', '../protocol/errors'))).toEqual([]);
    expect(checkImport(edge('emulator/routes/x.ts', '../../src/protocol/wire'))).toEqual([]);
    expect(checkImport(edge('emulator/routes/x.ts', '../http'))).toEqual([]);
  });

  it('keeps the console its own layer: the kit and shared blocks, never end-user screens; only widget/admin imports it', () => {
    expect(checkImport(edge('src/console/pages/users/x.tsx', '../../../react/components/account-settings/use-action'))).toEqual([
      "src/console/pages/users/x.tsx:3 imports '../../../react/components/account-settings/use-action': src/console may not import src/react/components (what both sides need lives in src/react/shared or src/react/ui)",
    ]);
    expect(checkImport(edge('src/console/x.tsx', '../react/components'))).toHaveLength(1);
    expect(checkImport(edge('src/react/shared/x.tsx', '../components/account-settings/loaded'))).toEqual([
      "src/react/shared/x.tsx:3 imports '../components/account-settings/loaded': src/react/shared may not import src/react/components (what both sides need lives in src/react/shared or src/react/ui)",
    ]);
    expect(checkImport(edge('src/react/components/sign-in/x.tsx', '../../shared/use-action'))).toEqual([]);
    expect(checkImport(edge('src/react/components/sign-in/x.tsx', '../../../console/i18n'))).toEqual([
      "src/react/components/sign-in/x.tsx:3 imports '../../../console/i18n': src/react may import only src/react, src/core, src/protocol, not src/console",
    ]);
    expect(checkImport(edge('src/react/shared/x.tsx', '../../console'))).toHaveLength(1);
    expect(checkImport(edge('widget/elements.tsx', '../src/console'))).toEqual([
      "widget/elements.tsx:3 imports '../src/console': only widget/admin imports src/console",
    ]);
    expect(checkImport(edge('src/core/x.ts', '../console'))).toHaveLength(1);
    expect(checkImport(edge('widget/admin/x.tsx', '../../src/console'))).toEqual([]);
    expect(checkImport(edge('widget/admin/x.tsx', '../../src/react/components/sign-in'))).toEqual([]);
    expect(checkImport(edge('src/console/x.tsx', '../react/shared/use-action'))).toEqual([]);
    expect(checkImport(edge('src/console/x.tsx', '../react/ui'))).toEqual([]);
    expect(checkImport(edge('src/console/pages/x/y.tsx', '../../../core/apps/admin/admin-app'))).toEqual([]);
    expect(checkImport(edge('src/console/pages/x/y.tsx', '../../../protocol/errors/client'))).toEqual([]);
  });

  it('finds static, re-export, dynamic and type imports and custom-element definitions in source text', () => {
    const source = [
      "import a from 'a'; // import 'not-me'",
      "export { b } from './b';",
      "const c = await import('./c');",
      "type D = import('./d').D;",
      "const text = \"import x from 'in-a-string'\";",
      'customElements.define("x-y", class extends HTMLElement {});',
      'window.customElements.define("x-z", class extends HTMLElement {});',
    ].join('\n');
    const found = readFacts('src/core/sample.ts', source);
    expect(found.imports.map((i) => i.specifier)).toEqual(['a', './b', './c', './d']);
    expect(checkDefines('src/core/sample.ts', found.defines)).toEqual([
      'src/core/sample.ts:6 calls customElements.define: only widget/ defines custom elements',
      'src/core/sample.ts:7 calls customElements.define: only widget/ defines custom elements',
    ]);
    expect(checkDefines('widget/sample.ts', found.defines)).toEqual([]);
  });
});
