// The nl, pl, tr, ja, zh and ko tables: same keys in the same order as en, the same placeholders,
// no markup, and translated (not English copied over) — what tsc's `Messages` type cannot see.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { en, type Messages } from '../../../src/react/i18n/en';

const LOCALES = ['nl', 'pl', 'tr', 'ja', 'zh', 'ko'] as const;

// Keys whose English can be the right word in another language too (loanwords, formats, brand text).
const SAME_WORD = new Set([
  'field.email', 'settings.nav.passkeys', 'settings.nav.teams', 'settings.teams.switcherLabel', 'settings.teams.title',
  'settings.passkeys.title', 'settings.passkeys.rowTitle', 'settings.passkeys.defaultName', 'settings.notifications.marketing',
  'settings.apiKeys.lastFour', 'settings.profile.imageHint', 'settings.teams.adminBadge',
]);

/** The placeholder names of a template, sorted, with repeats (so a dropped or doubled one shows). */
function placeholders(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
}

async function load(code: string): Promise<Messages> {
  const module = (await import(`../../../src/react/i18n/locales/${code}.ts`)) as { default: Messages };
  return module.default;
}

describe.each(LOCALES)('locale %s', (code) => {
  it('has the header the loader expects and a default export', () => {
    const source = readFileSync(new URL(`../../../src/react/i18n/locales/${code}.ts`, import.meta.url), 'utf8');
    expect(source.split('\n')[0]).toMatch(new RegExp(`^// .+ \\(${code}\\): the whole table of \\.\\./en\\.ts\\.$`));
    expect(source).toContain("import type { Messages } from '../en';");
    expect(source.trimEnd().endsWith('export default messages;')).toBe(true);
  });

  it('has every key of en, in the same order, and no other', async () => {
    expect(Object.keys(await load(code))).toEqual(Object.keys(en));
  });

  it('keeps each placeholder of en exactly, and adds none', async () => {
    const messages = await load(code);
    const wrong = (Object.keys(en) as (keyof Messages)[]).filter(
      (key) => placeholders(messages[key]).join() !== placeholders(en[key]).join(),
    );
    expect(wrong).toEqual([]);
  });

  it('has no empty string, no markup and no stray braces', async () => {
    const messages = await load(code);
    for (const [key, value] of Object.entries(messages)) {
      expect(value.trim(), key).not.toBe('');
      expect(value, key).not.toMatch(/<\/?[a-z][^>]*>/i);
      expect(value.replace(/\{\w+\}/g, ''), key).not.toMatch(/[{}]/);
    }
  });

  it('is translated: a string equals the English only where the word is the same in both', async () => {
    const messages = await load(code);
    const same = (Object.keys(en) as (keyof Messages)[]).filter((key) => messages[key] === en[key]);
    expect(same.filter((key) => !SAME_WORD.has(key))).toEqual([]);
  });
});
