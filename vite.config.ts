import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { build as esbuild } from 'esbuild';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

// The two script entries: `vite build` makes the end-user script, `vite build --mode admin` the owner
// console (a separate IIFE: IIFE output cannot share chunks, and the end-user script must not carry it).
const ENTRIES = {
  elements: { entry: 'widget/index.ts', name: '__stackElementsBundle', file: 'stack-elements.js' },
  admin: { entry: 'widget/admin/index.ts', name: '__stackAdminBundle', file: 'stack-admin.js' },
} as const;

const LOCALES_DIR = 'src/react/i18n/locales';

/**
 * The end-user build also writes dist/locales/<code>.js for each src/react/i18n/locales/<code>.ts: a small
 * classic script that hands its table to the script through widget/chunk-protocol.ts (loaded on demand).
 */
function localeFiles(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  return {
    name: 'stack-locale-files',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const source = resolve(root, LOCALES_DIR);
      const target = resolve(root, outDir, 'locales');
      await mkdir(target, { recursive: true });
      for (const file of (await readdir(source)).filter((name) => name.endsWith('.ts'))) {
        const code = file.slice(0, -'.ts'.length);
        const result = await esbuild({
          stdin: {
            contents: `import table from './${code}';\nimport { registerChunk } from '${resolve(root, 'widget/chunk-protocol')}';\nregisterChunk('locales/${code}', table);`,
            resolveDir: source,
            loader: 'ts',
          },
          bundle: true,
          format: 'iife',
          minify: true,
          target: 'es2020',
          // ASCII escapes: the file reads right whatever charset a server or CDN declares for it.
          charset: 'ascii',
          write: false,
        });
        await writeFile(resolve(target, `${code}.js`), result.outputFiles[0]!.text);
      }
    },
  };
}

// One config for the widget bundles (vite build) and the test runner (vitest).
export default defineConfig(({ command, mode }) => {
  const bundle = mode === 'admin' ? ENTRIES.admin : ENTRIES.elements;
  return {
  // Only the browser bundle needs NODE_ENV inlined (React's production build); vitest keeps its own.
  define: command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  oxc: { jsx: { runtime: 'automatic' } },
  // The end-user build also writes dist/locales/<code>.js, each table loaded beside the script on demand.
  plugins: mode === 'admin' ? [] : [localeFiles()],
  build: {
    outDir: 'dist',
    // The admin build runs second and keeps the end-user script beside it.
    emptyOutDir: mode !== 'admin',
    target: 'es2020',
    sourcemap: false,
    lib: {
      entry: bundle.entry,
      // The entry exports nothing; this name must not be the global API, which IIFE output would overwrite.
      name: bundle.name,
      formats: ['iife'],
      fileName: () => bundle.file,
    },
  },
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30000,
    hookTimeout: 60000,
    reporters: ['default', './test/support/summary-reporter.ts'],
  },
  };
});
