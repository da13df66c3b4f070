// Prints the Subresource Integrity hash of each script-tag file (sha384, base64), the value of the
// <script integrity="..."> attribute, so a page can pin the exact file a CDN serves.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const DIST = new URL('../dist', import.meta.url).pathname;

/** The integrity attribute value of a file's bytes. */
export function sriOf(bytes: Uint8Array): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

for (const name of ['stack-elements.js', 'stack-admin.js']) {
  const path = join(DIST, name);
  if (existsSync(path)) console.log(`SRI dist/${name}: ${sriOf(readFileSync(path))}`);
}
