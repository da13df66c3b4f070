import { readFileSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { PARTS_DIR, scriptParts } from './tools/script-parts.ts';
import { englishSplit } from './tools/english-split.ts';
import { cssLiterals } from './tools/css-literals.ts';
import { clientOnlyDescriptors } from './tools/client-descriptors.ts';
import { passwordCheckFile } from './tools/password-check-file.ts';
import { classicChunkScript, classicFilesPlugin } from './tools/classic-chunk.ts';
import { SCRIPT_REACT_ALIAS } from './tools/script-react/location.ts';

// The two script entries: `vite build` makes the end-user script, `vite build --mode admin` the owner
// console (a separate IIFE; the end-user script must not carry it). The end-user script is built as ES
// chunks and turned into classic scripts by tools/script-parts.ts: the first file holds what the first
// screens need, the rarely used screens load on demand from dist/parts/ beside it.
const ENTRIES = {
  elements: { entry: 'widget/index.ts', name: '__stackElementsBundle', file: 'stack-elements.js' },
  admin: { entry: 'widget/admin/index.ts', name: '__stackAdminBundle', file: 'stack-admin.js' },
} as const;

// The npm package's ESM entries and what they leave to the app, shared with tools/build-types.ts.
/** Output name (dist/<name>.js and .d.ts) -> source entry; package.json "exports" points at these. */
export const ESM_ENTRIES = {
  index: 'widget/module.ts',
  react: 'src/react/index.ts',
  sdk: 'src/core/index.ts',
} as const;

interface PackageJson {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as PackageJson;

/** Packages the app installs with ours (dependencies and peers): imported, never bundled. */
export const EXTERNAL_PACKAGES: readonly string[] = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];

/** True for a bare import of an external package or one of its subpaths (react/jsx-runtime, react-dom/client). */
export function isExternal(id: string): boolean {
  return EXTERNAL_PACKAGES.some((name) => id === name || id.startsWith(`${name}/`));
}

// One config for the widget bundles (vite build), the npm package's ESM entries (vite build --mode esm)
// and the test runner (vitest).
const LOCALES_DIR = 'src/react/i18n/locales';

/**
 * The end-user build also writes dist/locales/<code>.js for each src/react/i18n/locales/<code>.ts: a small
 * classic script that hands its table to the script through widget/chunk-protocol.ts (loaded on demand).
 */
function localeFiles(): Plugin {
  return classicFilesPlugin('stack-locale-files', async (root, outDir) => {
    const source = resolve(root, LOCALES_DIR);
    const target = resolve(outDir, 'locales');
    await mkdir(target, { recursive: true });
    for (const file of (await readdir(source)).filter((name) => name.endsWith('.ts'))) {
      const code = file.slice(0, -'.ts'.length);
      const script = await classicChunkScript(root, `locales/${code}`, source, `./${code}`, 'default');
      await writeFile(resolve(target, `${code}.js`), script);
    }
  });
}

/**
 * Schema and descriptor builders have no side effects: a schema or descriptor the script never reads (request
 * bodies, the server's views) drops out of it instead of being built at start for nothing.
 */
const PURE_SCHEMA_BUILDERS = ['s.string', 's.number', 's.boolean', 's.json', 's.literal', 's.array', 's.object', 's.union', 'listEnvelope', 'refine', 'custom', 'taggedUnion', 'endpoint', 'perCaller'];

/**
 * Modules that do nothing at import, where no package.json says so: declared here, the script's on-demand parts can
 * take such a module alone (passkey registration, an icon) instead of it staying with the rest of its package or list.
 */
const SIDE_EFFECT_FREE_MODULES = [
  { test: /[\\/]node_modules[\\/]@simplewebauthn[\\/]browser[\\/]/, sideEffects: false },
  // The icon list re-exports one module per icon; the bundler may then skip it and place each icon where it is drawn.
  { test: /[\\/]src[\\/]react[\\/]ui[\\/]icons(\.ts|[\\/])/, sideEffects: false },
  // React's one entry into the SDK only re-exports: skipped, each module it names stays with the screens that use it.
  { test: /[\\/]src[\\/]core[\\/]internal\.ts$/, sideEffects: false },
];

/** On-demand parts whose English strings stay in the script's own table (a few each). */
const SCRIPT_TABLE_PARTS = ['widget/lazy/sign-up.ts', 'widget/lazy/user-button.ts', 'widget/lazy/team-switcher.ts'];
/** On-demand chunks of src/react with an English table of their own (filled by tools/english-split.ts). */
const PART_TABLES = [{ entry: 'src/react/components/sign-in/later-steps.ts', file: 'src/react/i18n/en-steps.ts', name: 'enSteps' }];

// One config for the widget bundles (vite build) and the test runner (vitest).
export default defineConfig(({ command, mode }) => {
  if (mode === 'esm') return esmConfig();
  const bundle = mode === 'admin' ? ENTRIES.admin : ENTRIES.elements;
  return {
  // Only the browser bundle needs NODE_ENV inlined (React's production build); vitest keeps its own.
  define: command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  oxc: { jsx: { runtime: 'automatic' } },
  // The end-user script bundles React 18.3 (tools/script-react): about 18 KB gzip less than 19, and nothing of
  // ours needs 19 there (its e2e tests run on it). The npm package and the owner console keep React 19.
  resolve: command === 'build' && mode !== 'admin' ? { alias: SCRIPT_REACT_ALIAS } : {},
  // The end-user build also writes dist/locales/<code>.js, each table loaded beside the script on demand.
  plugins: mode === 'admin' ? [cssLiterals()] : [cssLiterals(), clientOnlyDescriptors(), localeFiles(), passwordCheckFile(), englishSplit([bundle.entry, ...SCRIPT_TABLE_PARTS], PART_TABLES), scriptParts(bundle.file)],
  build: {
    outDir: 'dist',
    // The admin build runs second and keeps the end-user script beside it.
    emptyOutDir: mode !== 'admin',
    target: 'es2022',
    sourcemap: false,
    // bench/script-contents.ts reads each module's code inside its chunk, so the chunks stay readable until the last step.
    ...(process.env.STACK_PARTS_DUMP ? { minify: false } : {}),
    lib: {
      entry: bundle.entry,
      // The entry exports nothing; this name must not be the global API, which IIFE output would overwrite.
      name: bundle.name,
      formats: [mode === 'admin' ? 'iife' : 'es'],
      fileName: () => bundle.file,
    },
    // The end-user script: every module the entry reaches stays in the entry (one file for the first
    // screens); the on-demand chunks import from it.
    rolldownOptions: mode === 'admin' ? { treeshake: { moduleSideEffects: SIDE_EFFECT_FREE_MODULES } } : { preserveEntrySignatures: 'allow-extension', treeshake: { manualPureFunctions: PURE_SCHEMA_BUILDERS, moduleSideEffects: SIDE_EFFECT_FREE_MODULES }, output: { chunkFileNames: `${PARTS_DIR}/[name]-[hash].js` } },
  },
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30000,
    hookTimeout: 60000,
    reporters: ['default', './test/support/summary-reporter.ts'],
    // A React warning or error logged in a test fails it.
    setupFiles: ['./test/support/react-console-guard.ts'],
  },
  };
});

// The npm entries (stack-elements, /react, /sdk) as ES modules sharing chunks, so a class is one class
// across entries; React and the dependencies stay imports for the app's bundler (one React per app).
function esmConfig() {
  return {
    oxc: { jsx: { runtime: 'automatic' as const } },
    build: {
      outDir: 'dist',
      // Runs after the script builds and keeps their files.
      emptyOutDir: false,
      target: 'es2020',
      sourcemap: false,
      minify: false,
      lib: { entry: ESM_ENTRIES, formats: ['es' as const], fileName: (_format: string, name: string) => `${name}.js` },
      rolldownOptions: {
        external: isExternal,
        output: {
          chunkFileNames: 'chunks/[name]-[hash].js',
          // React Server Components frameworks (Next.js) need the component entries marked client-only; /sdk stays server-usable.
          banner: (chunk: { name: string; isEntry: boolean }) => (chunk.isEntry && chunk.name !== 'sdk' ? "'use client';" : ''),
        },
      },
    },
  };
}
