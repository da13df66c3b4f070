// Trusted-URL check for redirect and callback URLs (PROTOCOL.md §3.5).
import { isLocalHostname } from '../../src/protocol/trusted-domains';
import type { ProjectConfig } from './config';

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

function effectivePort(protocol: string, port: string): string {
  return port === '' ? (DEFAULT_PORTS[protocol] ?? '') : port;
}

export function isTrustedUrl(config: Pick<ProjectConfig, 'allow_localhost' | 'domains'>, value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (config.allow_localhost && isLocalHostname(url.hostname)) return true;
  return config.domains.some((d) => matchesDomain(d.domain, url));
}

function matchesDomain(pattern: string, url: URL): boolean {
  if (!pattern.includes('*')) {
    try {
      const base = new URL(pattern);
      return (
        base.protocol === url.protocol &&
        base.hostname === url.hostname &&
        effectivePort(base.protocol, base.port) === effectivePort(url.protocol, url.port)
      );
    } catch {
      return false;
    }
  }
  const m = /^([a-z][a-z0-9+.-]*:)\/\/([^/:]+)(?::(\d+))?(?:\/.*)?$/i.exec(pattern);
  if (!m) return false;
  const [, protocol, hostPattern, port] = m as unknown as [string, string, string, string | undefined];
  if (protocol.toLowerCase() !== url.protocol) return false;
  const expectedPort = port ?? DEFAULT_PORTS[url.protocol] ?? '';
  if (effectivePort(url.protocol, url.port) !== expectedPort) return false;
  const hostRe = new RegExp(
    '^' +
      hostPattern
        .toLowerCase()
        .split(/(\*\*|\*)/)
        .map((part) => (part === '**' ? '.+' : part === '*' ? '[^.]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
        .join('') +
      '$',
  );
  return hostRe.test(url.hostname);
}
