// The build step that writes dist/locales/<code>.js: one small classic script per file of
// src/react/i18n/locales/, which hands its table to dist/stack-elements.js (widget/chunk-protocol.ts).
// A Vite plugin of the end-user build, so `vite build` alone produces the script and its locales.

import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { chunkSource } from '../widget/chunk-protocol';

export const LOCALES_SOURCE_DIR = 'src/react/i18n/locales';

/** The locale codes that have a table file (every `<code>.ts` of the folder). */
export async function localeSourceCodes(root: string): Promise<string[]> {
  const files = await readdir(resolve(root, LOCALES_SOURCE_DIR));
  return files.filter((file) => /^[a-z]{2,3}(-[a-z0-9]+)*\.ts$/i.test(file)).map((file) => file.slice(0, -'.ts'.length)).sort();
}

/** The script of one locale: its table bundled (TypeScript removed) and pushed as 'locales/<code>'. */
export async function buildLocaleScript(root: string, code: string, target = 'es2020'): Promise<string> {
  const sourceDir = resolve(root, LOCALES_SOURCE_DIR);
  const result = await build({
    stdin: { contents: `import table from './${code}';\n${chunkSource(`locales/${code}`, 'table')}`, resolveDir: sourceDir, loader: 'ts' },
    bundle: true,
    format: 'iife',
    minify: true,
    target,
    // ASCII escapes: the file reads right whatever charset a server or CDN declares for it.
    charset: 'ascii',
    write: false,
  });
  return result.outputFiles[0]!.text;
}

export function localeFilesPlugin(): Plugin {
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
      const target = resolve(root, outDir, 'locales');
      await mkdir(target, { recursive: true });
      for (const code of await localeSourceCodes(root)) {
        await writeFile(join(target, `${code}.js`), await buildLocaleScript(root, code));
      }
    },
  };
}
