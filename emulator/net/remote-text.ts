// Text another server chose (an HTTP answer, an SMTP reply, an error quoting one) is shown or logged only
// after this: no terminal escapes, no line breaks forging log lines, no bidi tricks.

/** Line breaks and tabs become spaces; other C0/C1 controls, bidi and zero-width marks, U+FFFD and lone surrogates go. */
export function textOnly(text: string): string {
  return text
    .replace(/[\t\n\r\v\f]+/g, ' ')
    .replace(/[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff\ufffd]/g, '')
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '');
}

/** An error's message as one safe log line, at most `max` characters. */
export function errorForLog(error: unknown, max = 500): string {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return textOnly(message).slice(0, max);
}
