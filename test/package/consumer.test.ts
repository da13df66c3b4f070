// The packed tarball as a customer gets it: `npm pack`, installed into a fresh folder (with react,
// react-dom, typescript and vite from the local npm cache), then a file that uses every entry and
// element is type-checked strictly and built with Vite, and /sdk is imported in plain Node.
// Needs dist/ (npm test builds first).
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSUMER_HTML, CONSUMER_MAIN, CONSUMER_PACKAGE_JSON, CONSUMER_TSCONFIG, NODE_SDK_CHECK } from './consumer-files';

const ROOT = resolve(import.meta.dirname, '../..');
const STEP_MS = 90_000;

interface Run {
  code: number;
  output: string;
}

/** Runs a command to its end; the exit code and the output are the result, never a throw. */
function run(command: string, args: string[], cwd: string): Promise<Run> {
  return new Promise((done) => {
    execFile(command, args, { cwd, timeout: STEP_MS, maxBuffer: 32 * 1024 * 1024, env: { ...process.env, npm_config_update_notifier: 'false' } }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      done({ code, output: `${stdout}\n${stderr}` });
    });
  });
}

/** The version installed for the repository, so the consumer's install is a cache hit. */
function installedVersion(name: string): string {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

const work = mkdtempSync(join(tmpdir(), 'stack-elements-consumer-'));
const app = join(work, 'app');
const timings: Record<string, number> = {};
let packed: string[] = [];
let install: Run = { code: -1, output: 'not run' };

async function timed<T>(step: string, action: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await action();
  } finally {
    timings[step] = Math.round(performance.now() - started);
  }
}

beforeAll(async () => {
  if (!existsSync(join(ROOT, 'dist', 'index.d.ts'))) throw new Error('dist/ has no package build: run `npm run build` first (npm test does).');
  const pack = await timed('pack', () => run('npm', ['pack', '--json', '--pack-destination', work], ROOT));
  if (pack.code !== 0) throw new Error(`npm pack failed:\n${pack.output}`);
  const report = JSON.parse(pack.output.slice(pack.output.indexOf('['), pack.output.lastIndexOf(']') + 1)) as { filename: string; files: { path: string }[] }[];
  const tarball = join(work, report[0]!.filename);
  packed = report[0]!.files.map((file) => file.path);

  mkdirSync(join(app, 'src'), { recursive: true });
  writeFileSync(join(app, 'package.json'), CONSUMER_PACKAGE_JSON);
  writeFileSync(join(app, 'tsconfig.json'), CONSUMER_TSCONFIG);
  writeFileSync(join(app, 'index.html'), CONSUMER_HTML);
  writeFileSync(join(app, 'src', 'main.tsx'), CONSUMER_MAIN);
  writeFileSync(join(app, 'sdk-check.mjs'), NODE_SDK_CHECK);
  const wanted = ['react', 'react-dom', '@types/react', '@types/react-dom', 'typescript', 'vite'].map((name) => `${name}@${installedVersion(name)}`);
  install = await timed('install', () =>
    run('npm', ['install', tarball, ...wanted, '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], app),
  );
}, 4 * STEP_MS);

afterAll(() => {
  console.log(`consumer test steps (ms): ${JSON.stringify(timings)}`);
  rmSync(work, { recursive: true, force: true });
});

describe('the packed package in a fresh app', () => {
  it('packs the ESM entries, their declarations and the script-tag file, and nothing of the source', () => {
    for (const file of ['package.json', 'README.md', 'dist/index.js', 'dist/index.d.ts', 'dist/react.js', 'dist/react.d.ts', 'dist/sdk.js', 'dist/sdk.d.ts', 'dist/stack-elements.js', 'custom-elements.json']) {
      expect(packed, file).toContain(file);
    }
    // The element typings, the DOM and JSX ones referenced by the entries, Vue and Svelte opt-in.
    for (const file of ['html-elements.d.ts', 'react-jsx.d.ts', 'stack-elements.d.ts', 'vue.d.ts', 'svelte.d.ts'].map((name) => `dist/types/${name}`)) {
      expect(packed, file).toContain(file);
    }
    expect(packed.filter((path) => !path.startsWith('dist/') && !['package.json', 'README.md', 'custom-elements.json'].includes(path))).toEqual([]);
  });

  it('installs from the tarball with React from the app, not inside the package', () => {
    expect(install.code, install.output).toBe(0);
    const installed = join(app, 'node_modules', 'stack-elements');
    const esmFiles = listFiles(join(installed, 'dist')).filter((path) => path.endsWith('.js') && !['stack-elements.js', 'stack-admin.js'].includes(path) && !path.startsWith('locales/'));
    expect(esmFiles).toEqual(expect.arrayContaining(['index.js', 'react.js', 'sdk.js']));
    // React's element marker (18: react.element, 19: react.transitional.element) exists only in React itself: no
    // ESM file of ours carries a copy.
    const reactMarker = /["'`]react\.(transitional\.)?element["'`]/;
    const withReact = esmFiles.filter((path) => reactMarker.test(readFileSync(join(installed, 'dist', path), 'utf8')));
    expect(withReact).toEqual([]);
    // The script-tag file carries its React inside: 18.3 (vite.config.ts, SCRIPT_REACT).
    expect(readFileSync(join(installed, 'dist', 'stack-elements.js'), 'utf8')).toMatch(/["'`]react\.element["'`]/);
  });

  it('type-checks a file using every entry and element (tsc --noEmit, strict, our .d.ts checked)', async () => {
    const tsc = await timed('tsc', () => run(join(app, 'node_modules', '.bin', 'tsc'), ['--noEmit', '-p', 'tsconfig.json'], app));
    expect(tsc.output.trim()).toBe('');
    expect(tsc.code).toBe(0);
  }, STEP_MS);

  it('fails the type-check on a misuse, so the check above means something', async () => {
    // Its own project (only this file, libraries unchecked), so the misuse costs little time.
    const wrong = [
      "import { StackServerApp } from 'stack-elements/sdk';",
      'export const s = new StackServerApp({ projectId: 1 });',
      "import 'stack-elements';",
      "document.createElement('stack-sign-in').theme = 'blue';",
    ];
    writeFileSync(join(app, 'wrong.ts'), wrong.join('\n'));
    writeFileSync(join(app, 'tsconfig.wrong.json'), JSON.stringify({ extends: './tsconfig.json', compilerOptions: { skipLibCheck: true }, include: ['wrong.ts'] }));
    const tsc = await timed('tsc-misuse', () => run(join(app, 'node_modules', '.bin', 'tsc'), ['--noEmit', '-p', 'tsconfig.wrong.json'], app));
    expect(tsc.code).not.toBe(0);
    // The SDK's options and the element typings (theme takes light, dark, system or auto) both refuse.
    expect(tsc.output).toMatch(/wrong\.ts\(2,\d+\): error TS/);
    expect(tsc.output).toMatch(/wrong\.ts\(4,\d+\): error TS2322/);
  }, STEP_MS);

  it('builds with vite, the elements and React components in the output', async () => {
    const vite = await timed('vite', () => run(join(app, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'error'], app));
    expect(vite.code, vite.output).toBe(0);
    const assets = readdirSync(join(app, 'dist', 'assets')).filter((name) => name.endsWith('.js'));
    expect(assets.length).toBeGreaterThan(0);
    const code = assets.map((name) => readFileSync(join(app, 'dist', 'assets', name), 'utf8')).join('\n');
    expect(code).toContain('stack-team-switcher');
    expect(code).toContain('stack-signed-in');
    expect(readFileSync(join(app, 'dist', 'index.html'), 'utf8')).toMatch(/<script type="module"[^>]*src="\/assets\/[^"]+\.js"/);
  }, STEP_MS);

  it('imports stack-elements/sdk in plain Node without reading window or document, and makes each app', async () => {
    const node = await timed('node-sdk', () => run(process.execPath, ['sdk-check.mjs'], app));
    expect(node.code, node.output).toBe(0);
    const result = JSON.parse(node.output.trim().split('\n')[0]!) as { touched: string[]; apps: string[] };
    expect(result).toEqual({ touched: [], apps: ['StackClientApp', 'StackServerApp', 'StackAdminApp'] });
  }, STEP_MS);
});
