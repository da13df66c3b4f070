// Trusted domains (SPEC.md §5): what counts as a local host, and what production mode requires of a
// project's trusted-domain settings. Defined once here: the SDK checks before saving a project and
// the emulator enforces the same rules on PATCH /internal/projects/current.

/** localhost, a subdomain of localhost, or an address in 127.0.0.0/8 (SPEC.md §5). */
export function isLocalHostname(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** The longest redirect or callback URL accepted (characters); a longer one is refused as untrusted. */
export const MAX_REDIRECT_URL_LENGTH = 2048;

// A wildcard domain's scheme, host pattern and port; the path is ignored. Anchored, no nested repeats.
const DOMAIN_RE = /^([a-z][a-z0-9+.-]*:)\/\/([^/:?#]+)(?::(\d+))?/;
const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** Whether `url` is on the trusted domain `domain`: same scheme, host and port (default ports normalised), path ignored. */
export function matchesTrustedDomain(url: URL, domain: string): boolean {
  if (!domain.includes('*')) {
    try {
      // The URL parser gives an exact domain its canonical host (punycode, IPv6, default port dropped).
      const base = new URL(domain.trim());
      return base.protocol === url.protocol && base.host === url.host;
    } catch {
      return false;
    }
  }
  const [, scheme, host = '', port = ''] = DOMAIN_RE.exec(domain.trim().toLowerCase()) ?? [];
  // URL.port is empty for the default port, so a domain without a port admits the default port only.
  return scheme === url.protocol && (DEFAULT_PORTS[url.protocol] === port ? '' : port) === url.port && matchesHostPattern(host, url.hostname);
}

/**
 * Whether `hostname` matches a host pattern (both lower case, as URL gives hostnames): `*` is one or more characters
 * within a label, `**` one or more characters across labels, anything else itself. One pass over the hostname
 * keeping the pattern positions reached (no regex built from project input, no backtracking): at most
 * pattern length x hostname length steps.
 */
export function matchesHostPattern(pattern: string, hostname: string): boolean {
  const tokens = pattern.match(/\*\*|\*|[^*]/g) ?? [];
  const fits = (i: number, char: string): boolean => tokens[i] === '**' || (tokens[i] === '*' ? char !== '.' : tokens[i] === char);
  // Position i: the hostname read so far matches tokens[0..i); a star just before i may take more characters.
  let reached = [0];
  for (const char of hostname) {
    const next = new Set<number>();
    for (const i of reached) {
      if (fits(i, char)) next.add(i + 1);
      if (tokens[i - 1]?.[0] === '*' && fits(i - 1, char)) next.add(i);
    }
    reached = [...next];
  }
  return reached.includes(tokens.length);
}

/** A violated production-mode rule, with the page of the owner console where it is fixed. */
export interface TrustedDomainProblem {
  message: string;
  relativeFixUrl: `/${string}`;
}

/** The trusted-domain settings the rules look at (camelCase, as the SDK holds them). */
export interface TrustedDomainSettings {
  allowLocalhost: boolean;
  domains: readonly { domain: string }[];
}

/** The owner console's domain settings of a project (SPEC.md §2). */
export function domainsSettingsPath(projectId: string): `/${string}` {
  return `/projects/${projectId}/domains`;
}

/** The five messages of SPEC.md §5, exactly. */
export const PRODUCTION_MODE_MESSAGES = {
  localhostAllowed: 'Localhost is not allowed in production mode, turn off Allow localhost in project settings',
  invalidUrl: (domain: string) => `Trusted domain is not a valid URL: ${domain}`,
  localhostDomain: (domain: string) => `Localhost domains are not allowed to be trusted in production mode: ${domain}`,
  directIp: (domain: string) => `Direct IPs are not valid for trusted domains in production mode: ${domain}`,
  notHttps: (domain: string) => `Trusted domains should be HTTPS: ${domain}`,
} as const;

/** Wildcard patterns (`https://*.example.com`) are checked with each wildcard run as one plain label. */
function parseDomain(domain: string): URL | null {
  try {
    return new URL(domain.replace(/\*+/g, 'wildcard'));
  } catch {
    return null;
  }
}

function isDirectIp(hostname: string): boolean {
  return /^\d+(\.\d+)*$/.test(hostname) || (hostname.startsWith('[') && hostname.endsWith(']'));
}

/** What keeps these settings from being used in production mode; empty when they may be. */
export function productionModeProblems(projectId: string, settings: TrustedDomainSettings): TrustedDomainProblem[] {
  const relativeFixUrl = domainsSettingsPath(projectId);
  const problems: TrustedDomainProblem[] = [];
  const add = (message: string) => problems.push({ message, relativeFixUrl });
  if (settings.allowLocalhost) add(PRODUCTION_MODE_MESSAGES.localhostAllowed);
  for (const { domain } of settings.domains) {
    const url = parseDomain(domain);
    if (!url) add(PRODUCTION_MODE_MESSAGES.invalidUrl(domain));
    else if (isLocalHostname(url.hostname)) add(PRODUCTION_MODE_MESSAGES.localhostDomain(domain));
    else if (isDirectIp(url.hostname)) add(PRODUCTION_MODE_MESSAGES.directIp(domain));
    else if (url.protocol !== 'https:') add(PRODUCTION_MODE_MESSAGES.notHttps(domain));
  }
  return problems;
}

/** One line per problem with its fix page: the text the emulator answers and the SDK's error message. */
export function describeProductionModeProblems(problems: readonly TrustedDomainProblem[]): string {
  return problems.map((p) => `${p.message} (${p.relativeFixUrl})`).join('\n');
}
