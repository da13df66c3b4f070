// The one e-mail address check, the shape the API accepts (a local part, a dotted domain, a top-level
// domain of two letters or more): the schemas, the screens and the console all refuse the same addresses.

const EMAIL_RE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[a-z]{2,}$/i;

export function isEmail(value: string): boolean {
  return EMAIL_RE.test(value);
}

/**
 * HTML's "valid e-mail address" (no dotted domain needed, e.g. `a@intranet`): what Stack Auth accepts in its
 * other e-mail fields: a user's primary_email from a backend or a PATCH (addresses stored before the strict
 * check exist) and an SMTP sender.
 */
const LENIENT_EMAIL_RE = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function isLenientEmail(value: string): boolean {
  return LENIENT_EMAIL_RE.test(value);
}
