// `npm run bench` (after the build): runs every bench one after another, each in its own process so one's
// load never skews another's figures, then prints which missed a budget. Exits 1 when any did.
// `npm run bench -- first-paint requests` runs only those.

import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Each bench prints its figures against budgets and exits non-zero on a miss. */
export const BENCHES = [
  { name: 'bundle-size', what: 'bytes per file, the sign-in page and the whole end-user set' },
  { name: 'first-paint', what: 'first paint of <stack-sign-in> against a bare React form (1, 5, 20 elements)' },
  { name: 'requests', what: 'API requests per page load, refreshes for 20 concurrent calls' },
  { name: 'emulator-throughput', what: 'GET /users/me throughput and CPU per request on PGlite and PostgreSQL' },
  { name: 'email-render', what: 'one e-mail render in the template sandbox (default template and theme)' },
] as const;

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !BENCHES.some((bench) => bench.name === name));
if (unknown.length > 0) {
  process.stderr.write(`Unknown bench: ${unknown.join(', ')}. Known: ${BENCHES.map((bench) => bench.name).join(', ')}\n`);
  process.exit(2);
}

const results: { name: string; ok: boolean; seconds: number }[] = [];
for (const bench of BENCHES.filter((b) => wanted.length === 0 || wanted.includes(b.name))) {
  process.stdout.write(`\n=== ${bench.name}: ${bench.what}\n`);
  const started = Date.now();
  const file = fileURLToPath(new URL(`./${bench.name}.ts`, import.meta.url));
  const run = spawnSync(process.execPath, ['--import', 'tsx', file], { stdio: 'inherit' });
  results.push({ name: bench.name, ok: run.status === 0, seconds: (Date.now() - started) / 1000 });
}

process.stdout.write('\n=== summary\n');
for (const result of results) {
  process.stdout.write(`  ${result.ok ? 'OK  ' : 'FAIL'} ${result.name} (${result.seconds.toFixed(0)} s)\n`);
}
const failed = results.filter((result) => !result.ok);
process.stdout.write(failed.length === 0 ? 'All figures within their budgets.\n' : `${failed.length} bench(es) missed a budget.\n`);
process.exit(failed.length === 0 ? 0 : 1);
