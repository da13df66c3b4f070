// The password check itself: zxcvbn-ts with its maintained common-password and word lists. Heavy (about
// 230 KB gzip with the lists), so nothing of the script imports it: it is its own file loaded on demand
// (dist/password-check.js, tools/password-check-file.ts) or a dynamic import in the npm package.

import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import type { PasswordScore, PasswordVerdict } from './verdict';

// The whole-password matches that make a password "common": the list of leaked passwords, also reversed or in l33t.
const COMMON_LISTS = new Set(['passwords-common']);

let engine: ZxcvbnFactory | null = null;

/** zxcvbn's score (0 weakest .. 4) and whether the whole password is on the common-passwords list. */
export function checkPassword(password: string, userInputs: readonly string[] = []): PasswordVerdict {
  engine ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  const result = engine.check(password, [...userInputs]);
  const whole = result.sequence.length === 1 ? result.sequence[0] : undefined;
  const common = whole?.pattern === 'dictionary' && COMMON_LISTS.has(String((whole as { dictionaryName?: unknown }).dictionaryName));
  return { score: result.score as PasswordScore, common };
}
