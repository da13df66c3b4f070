// The one e-mail address check, the shape the API accepts (a local part, a dotted domain, a top-level
// domain of two letters or more): the schemas, the screens and the console all refuse the same addresses.

const EMAIL_RE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[a-z]{2,}$/i;

export function isEmail(value: string): boolean {
  return EMAIL_RE.test(value);
}
