// Bundle-size budget: dist/stack-elements.js must stay under 150 KB gzipped (`npm run bench`
// builds first). Prints raw and gzip sizes; exits 1 when over budget or when the bundle is missing.
// Why 150: the bundle carries React 19 and react-dom (about 65 KB gzip, fixed by the one-IIFE-with-React
// decision) plus every screen, the SDK and the error catalogue (about 70 KB at the end of the teams work);
// the rest is headroom for the screens still to come. Growth past it needs a decision, not a bump.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const GZIP_BUDGET_BYTES = 150 * 1024;
const BUNDLE = fileURLToPath(new URL('../dist/stack-elements.js', import.meta.url));

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(2)} KB`;
}

let source: Buffer;
try {
  source = readFileSync(BUNDLE);
} catch {
  process.stderr.write(`bundle-size: ${BUNDLE} not found; run \`npm run build\` first\n`);
  process.exit(1);
}
const gzip = gzipSync(source, { level: 9 }).length;
const share = ((gzip / GZIP_BUDGET_BYTES) * 100).toFixed(1);
process.stdout.write(
  [
    'dist/stack-elements.js',
    `  raw:    ${kb(source.length)} (${source.length} bytes)`,
    `  gzip:   ${kb(gzip)} (${gzip} bytes)`,
    `  budget: ${kb(GZIP_BUDGET_BYTES)} gzip -> ${share}% used`,
    gzip <= GZIP_BUDGET_BYTES ? 'OK: within budget' : `FAIL: over budget by ${kb(gzip - GZIP_BUDGET_BYTES)}`,
    '',
  ].join('\n'),
);
process.exit(gzip <= GZIP_BUDGET_BYTES ? 0 : 1);
