// Build step of the script tag: writes dist/password-check.js, the password check with zxcvbn-ts and its
// maintained common-password and word lists (src/react/password/zxcvbn-check.ts). About 230 KB gzip, so it
// is no part of the script: a classic script beside it (like dist/locales), loaded only when a person types a
// new password (widget/password-check-file.ts), and outside the script budgets (bench/bundle-size.ts lists it).

import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { classicChunkScript, classicFilesPlugin } from './classic-chunk';

/** The sibling file's name under dist/ without `.js`; the loader asks for the same name. */
export const PASSWORD_CHECK_FILE = 'password-check';

export function passwordCheckFile(): Plugin {
  return classicFilesPlugin('stack-password-check-file', async (root, outDir) => {
    const script = await classicChunkScript(root, PASSWORD_CHECK_FILE, root, './src/react/password/zxcvbn-check', 'checkPassword');
    await writeFile(resolve(outDir, `${PASSWORD_CHECK_FILE}.js`), script);
  });
}
