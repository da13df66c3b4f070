// Every file of src/react/i18n/locales/ is a whole table of en.ts: no key missing, none extra, no empty
// string, the same {placeholders} as English; and the shipped list (LOCALE_CODES) names exactly those files.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { en, LOCALE_CODES, PLURAL_BASES, PLURAL_CATEGORIES, type MessageKey } from '../../../src/react/i18n';

const DIR = fileURLToPath(new URL('../../../src/react/i18n/locales/', import.meta.url));
const FILES = readdirSync(DIR).filter((file) => file.endsWith('.ts'));
const CODES = FILES.map((file) => file.slice(0, -3)).sort();
const EN_KEYS = Object.keys(en).sort();

function placeholders(text: string): string[] {
  return (text.match(/\{\w+\}/g) ?? []).sort();
}

async function table(code: string): Promise<Record<string, unknown>> {
  const module = (await import(`../../../src/react/i18n/locales/${code}.ts`)) as { default: Record<string, unknown> };
  return module.default;
}

describe('locale tables', () => {
  it('the folder holds the shipped locales', () => {
    expect(CODES.length).toBeGreaterThanOrEqual(6);
    expect([...CODES, 'en'].sort()).toEqual([...LOCALE_CODES].sort());
  });

  it('every counted message has all six plural forms in English', () => {
    for (const base of PLURAL_BASES) {
      for (const category of PLURAL_CATEGORIES) expect(EN_KEYS).toContain(`${base}.${category}`);
    }
  });

  describe.each(CODES)('%s', (code) => {
    it('has exactly the keys of en.ts', async () => {
      const keys = Object.keys(await table(code)).sort();
      expect(keys.filter((key) => !EN_KEYS.includes(key)), 'extra keys').toEqual([]);
      expect(EN_KEYS.filter((key) => !keys.includes(key)), 'missing keys').toEqual([]);
    });

    it('has no empty string and the same placeholders as English', async () => {
      const messages = await table(code);
      const wrong: string[] = [];
      for (const key of EN_KEYS as MessageKey[]) {
        const text = messages[key];
        if (typeof text !== 'string' || text.trim() === '') wrong.push(`${key}: empty`);
        else if (placeholders(text).join() !== placeholders(en[key]).join()) wrong.push(`${key}: ${placeholders(text).join()} vs ${placeholders(en[key]).join()}`);
      }
      expect(wrong).toEqual([]);
    });
  });
});
