import { defineConfig } from 'vitest/config';

// One config for the widget bundle (vite build) and the test runner (vitest).
export default defineConfig(({ command }) => ({
  // Only the browser bundle needs NODE_ENV inlined (React's production build); vitest keeps its own.
  define: command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2020',
    sourcemap: false,
    lib: {
      entry: 'widget/index.ts',
      // The entry exports nothing; this name must not be the global API, which IIFE output would overwrite.
      name: '__stackElementsBundle',
      formats: ['iife'],
      fileName: () => 'stack-elements.js',
    },
  },
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30000,
    hookTimeout: 60000,
    reporters: ['default', './test/support/summary-reporter.ts'],
  },
}));
