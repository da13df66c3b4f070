// Trusted-URL check for redirect and callback URLs (PROTOCOL.md §3.5), with the protocol's matcher the SDK uses.
import { isLocalHostname, matchesTrustedDomain, MAX_REDIRECT_URL_LENGTH } from '../../src/protocol/trusted-domains';
import type { ProjectConfig } from './config';

/** Whether `value` is trusted; an over-long URL never is, so no route spends time matching it. */
export function isTrustedUrl(config: Pick<ProjectConfig, 'allow_localhost' | 'domains'>, value: string): boolean {
  if (value.length > MAX_REDIRECT_URL_LENGTH) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (config.allow_localhost && isLocalHostname(url.hostname)) return true;
  return config.domains.some((d) => matchesTrustedDomain(url, d.domain));
}
