// The open-redirect corpus of test/reliability/open-redirect: {origin} is the page's own origin
// (scheme://host:port), {host} its host:port, {trusted} a host the project does trust. Every entry must
// either be refused or resolve to the page's origin or a trusted one; none may lead to evil.com.

export const EVIL = 'evil.com';

const TEMPLATES: readonly string[] = [
  // Scheme-relative and slash/backslash mixes (browsers read "\" as "/" in special URLs).
  '//evil.com',
  '//evil.com/',
  '///evil.com',
  '////evil.com',
  '/\\evil.com',
  '\\/evil.com',
  '\\\\evil.com',
  '/\\/evil.com',
  '\\/\\/evil.com',
  '//\\evil.com',
  '/ /evil.com',
  '//evil.com?x=1',
  '//evil.com#frag',
  '//evil.com\\@{host}',
  '//%65vil.com',
  '//@evil.com',
  // Absolute URLs, odd spellings of the scheme and its slashes.
  'https://evil.com',
  'http://evil.com',
  'HTTPS://EVIL.COM',
  'https:evil.com',
  'http:evil.com',
  'https:/evil.com',
  'https:\\\\evil.com',
  'http:/\\/\\evil.com',
  'ftp://evil.com',
  'ws://evil.com',
  // Percent-encoded slashes and dots.
  '%2F%2Fevil.com',
  '%2f%2fevil.com',
  '/%2F%2Fevil.com',
  '/%5Cevil.com',
  '/%09/evil.com',
  '/%2e%2e/%2e%2e//evil.com',
  '..//evil.com',
  // Control characters and whitespace the URL parser strips (tab, newline, CR, leading C0 and space).
  '\t//evil.com',
  '/\t/evil.com',
  '/\n/evil.com',
  '\r\n//evil.com',
  ' //evil.com',
  '\u0000//evil.com',
  '\u00a0//evil.com',
  '\u2028//evil.com',
  '\u3000//evil.com',
  // Scripting and document schemes.
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  ' javascript:alert(1)',
  '\u0001javascript:alert(1)',
  'javascript://%0aalert(1)',
  'javascript://evil.com/%0aalert(1)',
  'javascript:{origin}',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'blob:https://evil.com/0d4c1c44-6e1b-4c4e-9d0a-2f0c2b4f4a7e',
  'file:///etc/passwd',
  // Userinfo, look-alike hosts and the trusted name somewhere that is not the host.
  '{origin}@evil.com',
  'https://{trusted}@evil.com',
  'http://{trusted}@evil.com/',
  'https://{trusted}:443@evil.com',
  'https://{trusted}.evil.com',
  'https://evil.com/{trusted}',
  'https://evil.com?{trusted}',
  'https://evil.com#{trusted}',
  'https://evil.com\\@{trusted}',
  'https://evil.com%23@{trusted}',
  'https://evil.com%2F@{trusted}',
  'https://{trusted}%2F@evil.com',
  'https://{trusted}%40evil.com',
  // Unicode dots and letters that IDNA maps onto evil.com.
  'https://evil。com',
  'https://evil．com',
  'https://evil｡com',
  '//evil。com',
  'https://evil%E3%80%82com',
  'https://ⓔⓥⓘⓛ.com',
  'https://ｅｖｉｌ.com',
  // Numeric hosts (not loopback: a loopback host is the project's allowed localhost, not an attack).
  'http://3627734126',
  'http://[::ffff:d83a:d8ce]/',
  // Relative forms that look like hosts but stay on the page's origin (must stay there, if followed).
  '/.evil.com',
  '.evil.com',
  '@evil.com',
  '/@evil.com',
];

/** The corpus with the placeholders filled. */
export function redirectPayloads(values: { origin: string; host: string; trusted: string }): string[] {
  return TEMPLATES.map((template) => template.replace(/\{origin\}/g, values.origin).replace(/\{host\}/g, values.host).replace(/\{trusted\}/g, values.trusted));
}

/** How many templates the corpus holds. */
export const REDIRECT_PAYLOAD_COUNT = TEMPLATES.length;
