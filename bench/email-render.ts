// E-mail render time: the default password-reset template in the default light theme, rendered N times
// one after another through renderEmail() (compile cache warm, the render pool as the emulator uses it).
// Prints the first (cold) render and the median and p90 of one warm render.
// `npx tsx bench/email-render.ts [N]` (N defaults to 40).
//
// Figures on this machine (2 shared cores), 2026-12-07, N = 40, two runs each:
// - before issue 29 (templates as plain JS in a shared worker thread, commit fbf6d4e, run from a
//   `git archive` copy): median 2.8-3.0 ms, p90 6.2-6.5 ms, cold 400 ms;
// - in the QuickJS sandbox (a fresh WASM instance per render, started from the memory image taken after
//   the libraries loaded): median 22.4-22.8 ms, p90 25-27 ms, cold 650-680 ms (the image is made then).
//   Most of a render is the new instance and the copy of the ~19 MB image; the render itself is ~6 ms.

import { DEFAULT_THEMES } from '../emulator/email/default-themes';
import { defaultTemplate } from '../emulator/email/default-templates';
import { renderEmail } from '../emulator/email/render';
import { renderPool } from '../emulator/email/render-pool';
import { median, ms } from './support';

const RUNS = Number(process.argv[2] ?? 40);
/** Budget of one warm render's median: a mail must not wait on the sandbox noticeably (today ~22 ms). */
const BUDGET_MEDIAN_MS = 50;

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function renderOnce(): Promise<number> {
  const started = performance.now();
  const result = await renderEmail({
    templateSource: defaultTemplate('password_reset').tsxSource,
    themeSource: DEFAULT_THEMES[0]!.tsxSource,
    variables: { passwordResetLink: 'https://example.com/handler/password-reset?code=bench' },
    user: { displayName: 'Bench User' },
    project: { displayName: 'Bench' },
  });
  if (!result.ok) throw new Error(`Render failed: ${result.error}`);
  return performance.now() - started;
}

const cold = await renderOnce();
const warm: number[] = [];
for (let i = 0; i < RUNS; i++) warm.push(await renderOnce());
await renderPool().close();

process.stdout.write(`password-reset + Default Light, ${RUNS} renders one after another\n`);
process.stdout.write(`  first render (cold): ${ms(cold)}\n`);
process.stdout.write(`  one render: median ${median(warm).toFixed(1)} ms, p90 ${percentile(warm, 90).toFixed(1)} ms\n`);
const ok = median(warm) <= BUDGET_MEDIAN_MS;
process.stdout.write(`  budget: median <= ${BUDGET_MEDIAN_MS} ms: ${ok ? 'OK' : 'OVER'}\n`);
process.exit(ok ? 0 : 1);
