// Bundle-size budgets of the two scripts (`npm run bench` builds first). Prints raw and gzip (level 9)
// sizes; exits 1 when a script is missing, over its budget, or when the end-user script grew.
// Why 150 KB for dist/stack-elements.js: it carries React 19 and react-dom (about 65 KB gzip, fixed by
// the one-IIFE-with-React decision) plus every screen, the SDK and the error catalogue (about 70 KB at
// the end of the teams work); the rest is headroom for screens to come. Growth past it needs a decision,
// not a bump. It is over today, until issue 16 splits it: this bench reports that as a failure.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface Budget {
  file: string;
  gzipBudgetBytes: number;
  reason: string;
}

export const BUDGETS: readonly Budget[] = [
  { file: 'dist/stack-elements.js', gzipBudgetBytes: 150 * 1024, reason: 'one tag for every end-user screen with React inside (see above)' },
  {
    file: 'dist/stack-admin.js',
    // React and the sign-in screens (~170 KB) + visx charts (~26 KB) + CodeMirror with the TSX grammar
    // for the template editor (~135 KB) + the pages; owners load it once, in a back office.
    gzipBudgetBytes: 400 * 1024,
    reason: 'its own React and sign-in, every console page, visx charts and the CodeMirror template editor',
  },
];

/** The end-user script before issue 13 (gzip level 9): the owner console must not grow it by a byte. */
export const END_USER_BEFORE_CONSOLE_GZIP_BYTES = 175_250;
const END_USER_FILE = 'dist/stack-elements.js';

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(2)} KB`;
}

function gzipOf(file: string): { raw: number; gzip: number } | null {
  try {
    const source = readFileSync(fileURLToPath(new URL(`../${file}`, import.meta.url)));
    return { raw: source.length, gzip: gzipSync(source, { level: 9 }).length };
  } catch {
    return null;
  }
}

let failed = false;
const lines: string[] = [];
for (const budget of BUDGETS) {
  const size = gzipOf(budget.file);
  lines.push(budget.file);
  if (!size) {
    lines.push(`  FAIL: not found; run \`npm run build\` first`, '');
    failed = true;
    continue;
  }
  const share = ((size.gzip / budget.gzipBudgetBytes) * 100).toFixed(1);
  const within = size.gzip <= budget.gzipBudgetBytes;
  lines.push(
    `  raw:    ${kb(size.raw)} (${size.raw} bytes)`,
    `  gzip:   ${kb(size.gzip)} (${size.gzip} bytes)`,
    `  budget: ${kb(budget.gzipBudgetBytes)} gzip -> ${share}% used (${budget.reason})`,
    within ? '  OK: within budget' : `  FAIL: over budget by ${kb(size.gzip - budget.gzipBudgetBytes)}`,
  );
  if (!within) failed = true;
  if (budget.file === END_USER_FILE) {
    const growth = size.gzip - END_USER_BEFORE_CONSOLE_GZIP_BYTES;
    const sign = growth > 0 ? '+' : '';
    lines.push(`  before the owner console (issue 13): ${END_USER_BEFORE_CONSOLE_GZIP_BYTES} bytes gzip -> ${sign}${growth} bytes`);
    lines.push(growth <= 0 ? '  OK: not grown' : `  FAIL: grew by ${growth} bytes; the end-user script must not carry console code`);
    if (growth > 0) failed = true;
  }
  lines.push('');
}
process.stdout.write(lines.join('\n'));
process.exit(failed ? 1 : 0);
