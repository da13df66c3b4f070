// The npm package's ESM entries and what they leave to the app: shared by the Vite build of the
// JavaScript and the declaration build (tools/build-types.ts), so both cut the package the same way.
import { readFileSync } from 'node:fs';

/** Output name (dist/<name>.js and .d.ts) -> source entry; package.json "exports" points at these. */
export const ESM_ENTRIES = {
  index: 'widget/module.ts',
  react: 'src/react/index.ts',
  sdk: 'src/core/index.ts',
} as const;

/**
 * The generated element typings (widget/types, copied to dist/types) each entry's declarations reference:
 * the DOM maps need nothing, the JSX ones need @types/react (there with /react). Vue and Svelte ones
 * are opt-in (`/// <reference types="stack-elements/types/vue" />`), as not every app has vue or svelte.
 */
export const ENTRY_TYPINGS: Readonly<Partial<Record<keyof typeof ESM_ENTRIES, readonly string[]>>> = {
  index: ['html-elements.d.ts'],
  react: ['react-jsx.d.ts'],
};

interface PackageJson {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as PackageJson;

/** Packages the app installs with ours (dependencies and peers): imported, never bundled. */
export const EXTERNAL_PACKAGES: readonly string[] = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];

/** True for a bare import of an external package or one of its subpaths (react/jsx-runtime, react-dom/client). */
export function isExternal(id: string): boolean {
  return EXTERNAL_PACKAGES.some((name) => id === name || id.startsWith(`${name}/`));
}
