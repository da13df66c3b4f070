import { fileURLToPath } from 'node:url';
import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('.'),
  // Relative asset URLs: the built app runs from any folder of any static host (routes are in the hash).
  base: './',
  // Each demo its own dependency cache, so two dev servers side by side do not invalidate each other's.
  cacheDir: here('../../node_modules/.vite/demo-vue'),
  plugins: [
    vue({
      // The stack-* tags are custom elements, not Vue components.
      template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('stack-') } },
    }),
  ],
  // The elements are React inside; their .tsx compiles with the automatic JSX runtime.
  oxc: { jsx: { runtime: 'automatic' } },
  resolve: {
    // Inside this repository only: the package's entry from source. An app that installed
    // stack-elements from npm has no alias.
    alias: [{ find: /^stack-elements$/, replacement: here('../../widget/index.ts') }],
  },
});
