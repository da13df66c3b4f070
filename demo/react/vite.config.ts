import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

// A React 19 app; Vite's built-in oxc compiles the JSX, so no React plugin is needed.
export default defineConfig({
  root: here('.'),
  // Relative asset URLs: the built app runs from any folder of any static host (routes are in the hash).
  base: './',
  // Each demo its own dependency cache, so two dev servers side by side do not invalidate each other's.
  cacheDir: here('../../node_modules/.vite/demo-react'),
  oxc: { jsx: { runtime: 'automatic' } },
  resolve: {
    // Inside this repository only: the package's entries from source. An app that installed
    // stack-elements from npm has no alias.
    alias: [{ find: /^stack-elements$/, replacement: here('../../widget/index.ts') }],
  },
});
