// Reads a SCHEMA_ERROR's text (PROTOCOL.md §1.4: "Request validation failed on <METHOD> <path>:" then
// "  - <path> <rule>" lines) into the form fields it concerns, so people see that field's sentence.

/** The form fields a failure can point at (the `name` the screens give their inputs). */
export type FieldName =
  | 'email'
  | 'password'
  | 'newPassword'
  | 'code'
  | 'displayName'
  | 'teamName'
  | 'apiKeyDescription'
  | 'expiresAt'
  | 'profileImage';

/** What one line of a schema failure says, in terms a sentence can use. */
export type SchemaProblem =
  | { kind: 'field'; field: FieldName; rule: 'missing' | 'tooLong' | 'invalid'; limit?: number }
  /** The request had no (valid) signed-in user: auth.user, or a token header. */
  | { kind: 'signedOut' }
  /** A value the site's code chose (redirect and callback URLs): a setup problem. */
  | { kind: 'setup' }
  | { kind: 'other' };

const HEADER = /^Request validation failed on [A-Z]+ (\S+):/;
const ITEM = /^ {2}- (\S+) (.+)$/;

/** Body keys of the wire as form fields; `pathname` tells a team's display name from a person's. */
function fieldOf(key: string, pathname: string): FieldName | null {
  switch (key) {
    case 'email':
    case 'primary_email':
      return 'email';
    case 'value':
      return /contact-channels/.test(pathname) ? 'email' : null;
    case 'old_password':
      return 'password';
    case 'new_password':
      return 'newPassword';
    case 'password':
      // The reset and set endpoints take the new password under this name.
      return /\/auth\/password\/(reset|set)$/.test(pathname) ? 'newPassword' : 'password';
    case 'code':
    case 'totp':
      return 'code';
    case 'display_name':
      return /\/teams(\/|$)/.test(pathname) ? 'teamName' : 'displayName';
    case 'description':
      return 'apiKeyDescription';
    case 'expires_at_millis':
      return 'expiresAt';
    case 'profile_image_url':
      return 'profileImage';
    default:
      return null;
  }
}

function problemOf(path: string, rule: string, pathname: string): SchemaProblem {
  if (path === 'auth.user' || /^headers\.x-stack-(access|refresh)-token$/.test(path)) return { kind: 'signedOut' };
  const [location, ...rest] = path.replace(/\[\d+\]/g, '').split('.');
  const key = rest[rest.length - 1] ?? '';
  const field = location === 'body' ? fieldOf(key, pathname) : null;
  if (field === null) return /(^|_)(url|uri)$/.test(key) || location === 'headers' ? { kind: 'setup' } : { kind: 'other' };
  if (/^must (be defined|not be empty)$/.test(rule)) return { kind: 'field', field, rule: 'missing' };
  const tooLong = /^must be at most (\d+) characters$/.exec(rule);
  if (tooLong) return { kind: 'field', field, rule: 'tooLong', limit: Number(tooLong[1]) };
  return { kind: 'field', field, rule: 'invalid' };
}

/**
 * Every failure the text lists, in order. Text in another shape (the free-text SCHEMA_ERRORs of a few
 * handlers) gives none, so the caller falls back to a general sentence.
 */
export function schemaProblems(text: string): SchemaProblem[] {
  const lines = text.split('\n');
  const pathname = HEADER.exec(lines[0] ?? '')?.[1];
  if (pathname === undefined) return [];
  const problems: SchemaProblem[] = [];
  for (const line of lines.slice(1)) {
    const item = ITEM.exec(line);
    if (item) problems.push(problemOf(item[1]!, item[2]!.trim(), pathname.split('?')[0]!));
  }
  return problems;
}

/** The one problem worth telling: a field the person can fix first, then session, then setup. */
export function mainSchemaProblem(text: string): SchemaProblem {
  const problems = schemaProblems(text);
  for (const kind of ['field', 'signedOut', 'setup'] as const) {
    const found = problems.find((problem) => problem.kind === kind);
    if (found) return found;
  }
  return { kind: 'other' };
}
