import { defineConfig } from 'vitest/config';
import { localeFilesPlugin } from './tools/locale-files';

// The two script entries: `vite build` makes the end-user script, `vite build --mode admin` the owner
// console (a separate IIFE: IIFE output cannot share chunks, and the end-user script must not carry it).
const ENTRIES = {
  elements: { entry: 'widget/index.ts', name: '__stackElementsBundle', file: 'stack-elements.js' },
  admin: { entry: 'widget/admin/index.ts', name: '__stackAdminBundle', file: 'stack-admin.js' },
} as const;

// One config for the widget bundles (vite build) and the test runner (vitest).
export default defineConfig(({ command, mode }) => {
  const bundle = mode === 'admin' ? ENTRIES.admin : ENTRIES.elements;
  return {
  // Only the browser bundle needs NODE_ENV inlined (React's production build); vitest keeps its own.
  define: command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  oxc: { jsx: { runtime: 'automatic' } },
  // The end-user build also writes dist/locales/<code>.js, each table loaded beside the script on demand.
  plugins: mode === 'admin' ? [] : [localeFilesPlugin()],
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
