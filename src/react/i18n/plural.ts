// Counted messages: a message with plural forms is stored as one key per CLDR category
// (`<base>.zero|one|two|few|many|other`, all six in every table so the tables keep one shape) and
// looked up by its base; Intl.PluralRules of the active locale picks the form from vars.n.

export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

/** The messages that have plural forms (their keys in the tables are `${base}.${category}`). */
export const PLURAL_BASES = ['signUp.passwordHint', 'error.field.tooLong'] as const;
export type PluralBase = (typeof PLURAL_BASES)[number];

const rulesByLocale = new Map<string, Intl.PluralRules>();

function rulesFor(locale: string): Intl.PluralRules {
  let rules = rulesByLocale.get(locale);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(locale);
    } catch {
      // A tag Intl refuses (a test pseudo-locale) counts like English.
      rules = new Intl.PluralRules('en');
    }
    rulesByLocale.set(locale, rules);
  }
  return rules;
}

/** The CLDR category of `count` in `locale` ('other' when there is no number). */
export function pluralCategory(locale: string, count: unknown): PluralCategory {
  return typeof count === 'number' && Number.isFinite(count) ? rulesFor(locale).select(count) : 'other';
}

export function isPluralBase(key: string): key is PluralBase {
  return (PLURAL_BASES as readonly string[]).includes(key);
}
