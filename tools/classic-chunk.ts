// A file beside the script (dist/locales/<code>.js, dist/password-check.js): a small classic script that hands
// one value to the script through widget/chunk-protocol.ts when loaded on demand.

import { resolve } from 'node:path';
import { build as esbuild } from 'esbuild';
import type { Plugin } from 'vite';

/** The classic script that registers `value` (an import of `module`, resolved from `resolveDir`) as chunk `name`. */
export async function classicChunkScript(root: string, name: string, resolveDir: string, module: string, value: string): Promise<string> {
  const result = await esbuild({
    stdin: {
      contents: `import { ${value} as chunkValue } from ${JSON.stringify(module)};\nimport { registerChunk } from ${JSON.stringify(resolve(root, 'widget/chunk-protocol'))};\nregisterChunk(${JSON.stringify(name)}, chunkValue);`,
      resolveDir,
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
  return result.outputFiles[0]!.text;
}

/** A build plugin that writes such files once the bundle is out (`write` gets the project root and the output folder). */
export function classicFilesPlugin(name: string, write: (root: string, outDir: string) => Promise<void>): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
    },
    closeBundle: () => write(root, resolve(root, outDir)),
  };
}
