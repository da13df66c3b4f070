// What the Domains page checks before sending: the address as the owner typed it, and which of
// SPEC.md §5's production-mode problems belong to which row (the rules themselves live in
// src/protocol/trusted-domains.ts, the same the SDK and the emulator apply).

import { PRODUCTION_MODE_MESSAGES, productionModeProblems } from '../../../protocol/trusted-domains';

/** The production-mode problems of one trusted domain (empty when production mode accepts it). */
export function domainProblems(projectId: string, domain: string): string[] {
  return productionModeProblems(projectId, { allowLocalhost: false, domains: [{ domain }] }).map((problem) => problem.message);
}

/** The production-mode problem of "Allow localhost" being on. */
export function allowLocalhostProblems(projectId: string): string[] {
  return productionModeProblems(projectId, { allowLocalhost: true, domains: [] }).map((problem) => problem.message);
}

/** "shop.example.com" means https://shop.example.com; a trailing slash is dropped. */
export function normalizeDomain(typed: string): string {
  const trimmed = typed.trim().replace(/\/+$/, '');
  if (!trimmed) return '';
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** SPEC.md §5's sentence for an address that is no http(s) URL, else null. */
export function invalidDomain(domain: string): string | null {
  try {
    const url = new URL(domain.replace(/\*+/g, 'wildcard'));
    // Browsers percent-encode what a host may not hold ("bad host"); the server's parser refuses it.
    const plainHost = /^([a-z0-9-]+\.)*[a-z0-9-]+$/i.test(url.hostname) || /^\[[0-9a-f:.]+\]$/i.test(url.hostname);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && plainHost) return null;
  } catch {
    // Falls through to the sentence.
  }
  return PRODUCTION_MODE_MESSAGES.invalidUrl(domain);
}
