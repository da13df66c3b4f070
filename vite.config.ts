import { defineConfig } from 'vitest/config';
import { ESM_ENTRIES, isExternal } from './tools/build-entries';

// The two script entries: `vite build` makes the end-user script, `vite build --mode admin` the owner
// console (a separate IIFE: IIFE output cannot share chunks, and the end-user script must not carry it).
const ENTRIES = {
  elements: { entry: 'widget/index.ts', name: '__stackElementsBundle', file: 'stack-elements.js' },
  admin: { entry: 'widget/admin/index.ts', name: '__stackAdminBundle', file: 'stack-admin.js' },
} as const;

// One config for the widget bundles (vite build), the npm package's ESM entries (vite build --mode esm)
// and the test runner (vitest).
export default defineConfig(({ command, mode }) => {
  if (mode === 'esm') return esmConfig();
  const bundle = mode === 'admin' ? ENTRIES.admin : ENTRIES.elements;
  return {
  // Only the browser bundle needs NODE_ENV inlined (React's production build); vitest keeps its own.
  define: command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  oxc: { jsx: { runtime: 'automatic' } },
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
