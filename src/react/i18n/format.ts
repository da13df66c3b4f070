// Intl formatters for the active locale, cached, with the browser's default when Intl refuses the tag.

const cache = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(locale, options);
    } catch {
      // A tag Intl does not accept (a test pseudo-locale) falls back to the browser's language.
      format = new Intl.DateTimeFormat(undefined, options);
    }
    cache.set(key, format);
  }
  return format;
}

/** A function that formats dates in `locale`, e.g. dateTimeFormatter('de', { dateStyle: 'medium' }). */
export function dateTimeFormatter(locale: string, options: Intl.DateTimeFormatOptions): (date: Date) => string {
  const format = dateTimeFormat(locale, options);
  return (date) => format.format(date);
}
