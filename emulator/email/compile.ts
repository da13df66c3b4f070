// Compiling template and theme TSX with esbuild into CommonJS the e-mail sandbox runs. Imports are limited
// to React, React Email's components and the two shims (`@stackframe/emails`, `arktype`), which the sandbox
// provides; anything else fails here with a readable error. Results are cached by source.
import { createHash } from 'node:crypto';
import { build, type Message, type Plugin } from 'esbuild';

export const ALLOWED_IMPORTS = ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime', '@react-email/components', '@stackframe/emails', 'arktype'];

export type CompileResult = { ok: true; code: string } | { ok: false; error: string };

const allowlist: Plugin = {
  name: 'email-imports',
  setup(b) {
    b.onResolve({ filter: /.*/ }, (args) => {
      if (ALLOWED_IMPORTS.includes(args.path)) return { path: args.path, external: true };
      return { errors: [{ text: `Cannot import "${args.path}": e-mail templates may import only ${ALLOWED_IMPORTS.join(', ')}` }] };
    });
  },
};

async function compileNow(source: string, file: string): Promise<CompileResult> {
  try {
    const out = await build({
      // The real API's bundler keeps its files under `virtual:/`, which its error texts name.
      stdin: { contents: source, loader: 'tsx', sourcefile: `virtual:/${file}` },
      bundle: true,
      write: false,
      format: 'cjs',
      platform: 'neutral',
      target: 'es2022',
      jsx: 'automatic',
      tsconfigRaw: {},
      logLevel: 'silent',
      plugins: [allowlist],
    });
    return { ok: true, code: out.outputFiles[0]?.text ?? '' };
  } catch (error) {
    // esbuild's own failure text ("Build failed with N errors:", then file:line:column from 0), as the real API passes it on.
    const errors = (error as { errors?: Message[] }).errors;
    if (Array.isArray(errors) && errors.length > 0 && error instanceof Error) return { ok: false, error: error.message };
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

const CACHE_SIZE = 200;
const cache = new Map<string, Promise<CompileResult>>();

/** The CommonJS of a template or theme source (`file` names it in error messages). */
export function compileEmailSource(source: string, file: 'template.tsx' | 'theme.tsx'): Promise<CompileResult> {
  const key = createHash('sha256').update(file).update('\0').update(source).digest('hex');
  const hit = cache.get(key);
  if (hit) {
    // Re-inserted so the map's order stays least-recently-used first.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const result = compileNow(source, file);
  cache.set(key, result);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return result;
}
