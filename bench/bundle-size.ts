// Bundle-size budgets (`npm run bench` builds first). Prints raw and gzip (level 9) sizes of every file of the
// two scripts and exits 1 when a figure is over its budget or a file is missing.
// The end-user script is one <script> tag in parts (tools/script-parts.ts): dist/stack-elements.js holds React
// (18.3, about 46 KB gzip: tools/script-react), the SDK and the sign-in screen; the other screens
// are dist/parts/*.js, fetched beside it when an element needs them. Budgets (issue 16):
// - a sign-in page (the script alone: test/e2e/script-parts.test.ts shows it fetches no part) at most 105 KB;
// - the whole end-user set (the script and every part; locale tables are alternatives, not counted) at most 160 KB (issue 30: room for the answer checks and the next issues).

import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));
const KB = 1024;

interface Figure {
  what: string;
  files: readonly string[];
  budgetBytes: number;
  reason: string;
}

function kb(bytes: number): string {
  return `${(bytes / KB).toFixed(2)} KB`;
}

function sizeOf(file: string): { raw: number; gzip: number } | null {
  try {
    const source = readFileSync(DIST + file);
    return { raw: source.length, gzip: gzipSync(source, { level: 9 }).length };
  } catch {
    return null;
  }
}

let parts: string[] = [];
try {
  parts = readdirSync(`${DIST}parts`).filter((file) => file.endsWith('.js')).map((file) => `parts/${file}`).sort();
} catch {
  parts = [];
}

const FIGURES: readonly Figure[] = [
  { what: 'sign-in page (dist/stack-elements.js alone)', files: ['stack-elements.js'], budgetBytes: 105 * KB, reason: 'React plus what the first screen needs' },
  { what: 'whole end-user set (script + every part)', files: ['stack-elements.js', ...parts], budgetBytes: 160 * KB, reason: 'every end-user screen, React once' },
  {
    what: 'owner console (dist/stack-admin.js)',
    files: ['stack-admin.js'],
    // React and the sign-in screens + visx charts (~26 KB) + CodeMirror with the TSX grammar (~135 KB) + the pages.
    budgetBytes: 400 * KB,
    reason: 'its own React and sign-in, every console page, visx charts and the CodeMirror template editor',
  },
];

const lines: string[] = ['Files (gzip level 9):'];
// password-check.js: the password check with its word lists, fetched only when a new password is typed; not counted.
for (const file of ['stack-elements.js', ...parts, 'stack-admin.js', 'password-check.js']) {
  const size = sizeOf(file);
  lines.push(`  ${file.padEnd(44)} ${size ? `${kb(size.gzip).padStart(10)} gzip  ${kb(size.raw).padStart(10)} raw` : 'missing'}`);
}
lines.push('');

let failed = parts.length === 0;
if (parts.length === 0) lines.push('FAIL: dist/parts/ is empty or missing; run `npm run build` first', '');
for (const figure of FIGURES) {
  const sizes = figure.files.map(sizeOf);
  if (sizes.some((size) => size === null)) {
    lines.push(`${figure.what}\n  FAIL: a file is missing; run \`npm run build\` first`, '');
    failed = true;
    continue;
  }
  const gzip = sizes.reduce((sum, size) => sum + size!.gzip, 0);
  const within = gzip <= figure.budgetBytes;
  lines.push(
    figure.what,
    `  gzip:   ${kb(gzip)} (${gzip} bytes, ${figure.files.length} file${figure.files.length === 1 ? '' : 's'})`,
    `  budget: ${kb(figure.budgetBytes)} -> ${((gzip / figure.budgetBytes) * 100).toFixed(1)}% used (${figure.reason})`,
    within ? '  OK: within budget' : `  FAIL: over budget by ${kb(gzip - figure.budgetBytes)}`,
    '',
  );
  if (!within) failed = true;
}
process.stdout.write(`${lines.join('\n')}\n`);
process.exit(failed ? 1 : 0);
