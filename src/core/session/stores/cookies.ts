// Reading and writing document.cookie strings (PROTOCOL.md §11). Values are URI-encoded, as cookie libraries expect.

/** Cookie name -> decoded value; the first occurrence of a name wins, as browsers list the most specific first. */
export function parseCookies(header: string): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (name === '' || jar.has(name)) continue;
    jar.set(name, decodeCookieValue(part.slice(eq + 1).trim()));
  }
  return jar;
}

function decodeCookieValue(raw: string): string {
  const unquoted = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  try {
    return decodeURIComponent(unquoted);
  } catch {
    return unquoted;
  }
}

export interface CookieWriteOptions {
  /** Omitted: a session cookie. 0 deletes the cookie. */
  maxAgeSeconds?: number;
  secure: boolean;
}

/** One `document.cookie = ...` assignment: always path / and SameSite=Lax. */
export function serializeCookie(name: string, value: string, options: CookieWriteOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${options.maxAgeSeconds}`);
  parts.push('Path=/', 'SameSite=Lax');
  // __Host- cookies are refused by browsers without Secure, even when deleting them.
  if (options.secure || name.startsWith('__Host-')) parts.push('Secure');
  return parts.join('; ');
}

export function serializeCookieDeletion(name: string, secure: boolean): string {
  return serializeCookie(name, '', { maxAgeSeconds: 0, secure });
}
