// Where the time between the project's answer and the first paint goes, build A against build B (one
// <stack-sign-in>), from V8 CPU profiles taken over the DevTools pipe (./cdp-pipe.ts). Not a budgeted bench: a
// look inside for the first-paint gap (bench/README.md). Rounds interleave A and B, each load in a fresh context.
//   npx tsx bench/first-paint-profile.ts <dist A> <dist B> [rounds]
// The page's fetch is wrapped to mark the answer of GET /projects/current (a short busy mark the profiler
// samples), and the paint poller marks the frame that has the e-mail input; samples between the two marks are
// summed by function (self time) and by kind (our script, GC, the rest: style, layout, React's DOM work in Blink).

import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { launchPipeChromium, type PipeBrowser } from './cdp-pipe';
import { elementsPageHtml, median, servePages, startBenchEmulator, type StaticFile } from './support';

const [distA, distB, roundsArg = '15'] = process.argv.slice(2);
if (!distA || !distB) throw new Error('usage: first-paint-profile.ts <dist A> <dist B> [rounds]');
const ROUNDS = Number(roundsArg);

const MARKS = `(() => {
  const spin = (ms) => { const end = performance.now() + ms; while (performance.now() < end); };
  window.__benchMarkAnswer = function __benchMarkAnswer() { spin(2); };
  window.__benchMarkPaint = function __benchMarkPaint() { spin(2); };
  const fetch0 = window.fetch;
  window.fetch = function (input, init) {
    const pending = fetch0.call(this, input, init);
    if (String(input && input.url || input).includes('/projects/current')) {
      return pending.then((response) => { window.__benchAnswerAt = performance.now(); window.__benchMarkAnswer(); return response; });
    }
    return pending;
  };
  const frame = () => {
    let found = false;
    for (const host of document.querySelectorAll('stack-sign-in')) if (host.shadowRoot && host.shadowRoot.querySelector('input[name=email]')) found = true;
    if (!found) return requestAnimationFrame(frame);
    const paintAt = performance.now();
    window.__benchMarkPaint();
    window.__benchRun = { answerAt: window.__benchAnswerAt ?? -1, paintAt };
  };
  requestAnimationFrame(frame);
})();`;

interface CallFrame { functionName: string; url: string; lineNumber: number; columnNumber: number }
interface ProfileNode { id: number; callFrame: CallFrame; children?: number[] }
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

interface Load {
  answerToPaint: number;
  /** Whether both marks were sampled (else the load has no CPU figures). */
  marked: boolean;
  /** Self time (ms) in the window by function key, and by kind. */
  byFunction: Map<string, number>;
  byKind: Map<string, number>;
}

function analyse(profile: Profile, wall: { answerAt: number; paintAt: number }): Load {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const inStack = (id: number, name: string): boolean => {
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) if (nodes.get(at)!.callFrame.functionName === name) return true;
    return false;
  };
  const start = profile.samples.findIndex((id) => inStack(id, '__benchMarkAnswer'));
  const end = profile.samples.findIndex((id) => inStack(id, '__benchMarkPaint'));
  const byFunction = new Map<string, number>();
  const byKind = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, value: number): void => void map.set(key, (map.get(key) ?? 0) + value);
  if (start >= 0 && end > start) {
    for (let i = start; i < end; i++) {
      // A sample's time is the delta to the next one.
      const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
      const frame = nodes.get(profile.samples[i]!)!.callFrame;
      if (inStack(profile.samples[i]!, '__benchMarkAnswer')) continue;
      const file = frame.url.split('/').pop() ?? '';
      const kind = file.startsWith('stack-elements') ? 'script' : frame.url === '' ? frame.functionName || '(native)' : 'other';
      add(byKind, kind, ms);
      add(byFunction, `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`, ms);
    }
  }
  return { answerToPaint: wall.paintAt - wall.answerAt, marked: start >= 0 && end > start, byFunction, byKind };
}

async function profiledLoad(browser: PipeBrowser, url: string): Promise<Load> {
  const { browserContextId } = await browser.send<{ browserContextId: string }>('Target.createBrowserContext');
  try {
    const { targetId } = await browser.send<{ targetId: string }>('Target.createTarget', { url: 'about:blank', browserContextId });
    const { sessionId } = await browser.send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
    await browser.send('Page.enable', {}, sessionId);
    await browser.send('Profiler.enable', {}, sessionId);
    await browser.send('Profiler.setSamplingInterval', { interval: 50 }, sessionId);
    await browser.send('Page.addScriptToEvaluateOnNewDocument', { source: MARKS }, sessionId);
    await browser.send('Profiler.start', {}, sessionId);
    await browser.send('Page.navigate', { url }, sessionId);
    const deadline = Date.now() + 20_000;
    let wall: { answerAt: number; paintAt: number } | null = null;
    while (!wall && Date.now() < deadline) {
      const { result } = await browser.send<{ result: { value?: string } }>('Runtime.evaluate', { expression: 'JSON.stringify(window.__benchRun ?? null)', returnByValue: true }, sessionId);
      wall = result.value ? (JSON.parse(result.value) as typeof wall) : null;
      if (!wall) await new Promise((done) => setTimeout(done, 20));
    }
    const { profile } = await browser.send<{ profile: Profile }>('Profiler.stop', {}, sessionId);
    if (!wall) throw new Error(`${url}: no paint`);
    return analyse(profile, wall);
  } finally {
    await browser.send('Target.disposeBrowserContext', { browserContextId });
  }
}

function distFiles(dist: string, prefix: string): [string, StaticFile][] {
  const js = (body: Buffer): StaticFile => ({ type: 'text/javascript; charset=utf-8', body });
  const files: [string, StaticFile][] = [[`${prefix}/stack-elements.js`, js(readFileSync(join(dist, 'stack-elements.js')))]];
  for (const file of readdirSync(join(dist, 'parts'))) files.push([`${prefix}/parts/${file}`, js(readFileSync(join(dist, 'parts', file)))]);
  return files;
}

async function main(): Promise<void> {
  const { emulator, project } = await startBenchEmulator();
  const builds = [{ name: 'A', dist: resolve(distA!) }, { name: 'B', dist: resolve(distB!) }];
  const files = new Map<string, StaticFile>();
  for (const build of builds) {
    for (const [path, file] of distFiles(build.dist, `/${build.name}/dist`)) files.set(path, file);
    const html = elementsPageHtml({ title: build.name, project, baseUrl: emulator.url, body: '<stack-sign-in></stack-sign-in>' });
    // The script tag's path points into the build's own folder (its parts load beside it).
    files.set(`/${build.name}/index.html`, { type: 'text/html; charset=utf-8', body: html.replace('src="/dist/', `src="/${build.name}/dist/`) });
  }
  const server = await servePages(files);
  const browser = await launchPipeChromium();
  const loads = new Map<string, Load[]>(builds.map((build) => [build.name, []]));
  try {
    for (let round = 0; round < ROUNDS + 2; round++) {
      for (const build of round % 2 === 0 ? builds : [...builds].reverse()) {
        const load = await profiledLoad(browser, `${server.origin}/${build.name}/index.html`);
        if (round >= 2) loads.get(build.name)!.push(load);
      }
      process.stdout.write('.');
    }
  } finally {
    await browser.close();
    await server.close();
    await emulator.close();
  }
  process.stdout.write('\n');
  const spread = (values: number[]): string => {
    const sorted = [...values].sort((a, b) => a - b);
    const q = (p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
    return `${median(values).toFixed(2)} (p25 ${q(0.25).toFixed(2)}, p75 ${q(0.75).toFixed(2)})`;
  };
  // Function self times by the function's first characters (stable across builds where the code is the same),
  // B minus A: what costs more, or less, in B.
  const bySource = new Map<string, number[]>();
  for (const [index, build] of builds.entries()) {
    const list = loads.get(build.name)!.filter((load) => load.marked);
    const script = readFileSync(join(build.dist, 'stack-elements.js'), 'utf8').split('\n');
    for (const load of list) {
      for (const [key, value] of load.byFunction) {
        const at = /stack-elements\.js:(\d+):(\d+)$/.exec(key);
        const source = at ? script[Number(at[1]) - 1]!.slice(Number(at[2]) - 1, Number(at[2]) + 59).replace(/\b[A-Za-z_$][A-Za-z0-9_$]?\b/g, '#') : key.split(' ')[0]!;
        const sums = bySource.get(source) ?? [0, 0];
        sums[index]! += value / list.length;
        bySource.set(source, sums);
      }
    }
  }
  const diffs = [...bySource].map(([source, [a, b]]) => ({ source, a: a!, b: b!, d: b! - a! })).sort((x, y) => y.d - x.d);
  console.log('\nSelf time per load, B - A (mean ms), by function source (short names masked):');
  for (const row of [...diffs.slice(0, 20), ...diffs.slice(-8)]) console.log(`  ${row.d.toFixed(2).padStart(6)}  (A ${row.a.toFixed(2)}, B ${row.b.toFixed(2)})  ${row.source}`);
  for (const build of builds) {
    const all = loads.get(build.name)!;
    const list = all.filter((load) => load.marked);
    const script = readFileSync(join(build.dist, 'stack-elements.js'), 'utf8').split('\n');
    const snippet = (key: string): string => {
      const at = /stack-elements\.js:(\d+):(\d+)$/.exec(key);
      return at ? script[Number(at[1]) - 1]!.slice(Number(at[2]) - 1, Number(at[2]) + 69).replace(/\s+/g, ' ') : '';
    };
    console.log(`\n${build.name}: ${all.length - list.length} of ${all.length} loads without both marks sampled; answer -> paint of all ${spread(all.map((load) => load.answerToPaint))} ms wall`);
    console.log(`\n${build.name} ${build.dist}: answer -> paint ${spread(list.map((load) => load.answerToPaint))} ms wall, ${list.length} loads`);
    const kinds = new Set(list.flatMap((load) => [...load.byKind.keys()]));
    for (const kind of kinds) console.log(`  ${kind.padEnd(22)} ${spread(list.map((load) => load.byKind.get(kind) ?? 0))} ms CPU`);
    const totals = new Map<string, number>();
    for (const load of list) for (const [key, value] of load.byFunction) totals.set(key, (totals.get(key) ?? 0) + value / list.length);
    for (const [key, value] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.PROFILE_TOP ?? 25))) console.log(`    ${value.toFixed(2).padStart(6)} ms  ${key}  ${snippet(key)}`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(2);
});
