// The production-mode rules for trusted domains and the local-host definition (SPEC.md §5), which the
// SDK checks before saving and the emulator enforces.
import { describe, expect, it } from 'vitest';
import {
  describeProductionModeProblems,
  domainsSettingsPath,
  isLocalHostname,
  productionModeProblems,
} from '../../../src/protocol/trusted-domains';

const PID = '6d3b6a4e-2f0c-4b9e-9a51-7c2e0f1d8b3a';
const FIX = `/projects/${PID}/domains`;
const problems = (allowLocalhost: boolean, ...domains: string[]) => productionModeProblems(PID, { allowLocalhost, domains: domains.map((domain) => ({ domain })) });

describe('isLocalHostname', () => {
  it('is localhost, a subdomain of localhost or an address in 127.x.x.x, and nothing else', () => {
    for (const host of ['localhost', 'LOCALHOST', 'app.localhost', 'a.b.localhost', '127.0.0.1', '127.255.10.3']) expect(isLocalHostname(host), host).toBe(true);
    for (const host of ['localhost.example.com', 'mylocalhost', '128.0.0.1', '10.0.0.1', '0.0.0.0', '[::1]', 'example.com', '127.0.0']) {
      expect(isLocalHostname(host), host).toBe(false);
    }
  });
});

describe('productionModeProblems', () => {
  it('has none for HTTPS domains (wildcards included) with localhost off', () => {
    expect(problems(false, 'https://app.example.com', 'https://*.example.com', 'https://**.example.org:8443')).toEqual([]);
  });

  it('reports Allow localhost, with the exact SPEC text and the domains page', () => {
    expect(problems(true)).toEqual([
      { message: 'Localhost is not allowed in production mode, turn off Allow localhost in project settings', relativeFixUrl: FIX },
    ]);
  });

  it('reports each domain with the first rule it breaks: invalid URL, localhost, direct IP, not HTTPS', () => {
    expect(problems(false, 'not a url', 'http://localhost:3000', 'https://app.localhost', 'https://127.0.0.1', 'https://10.1.2.3', 'http://[::1]:80', 'http://app.example.com')).toEqual([
      { message: 'Trusted domain is not a valid URL: not a url', relativeFixUrl: FIX },
      { message: 'Localhost domains are not allowed to be trusted in production mode: http://localhost:3000', relativeFixUrl: FIX },
      { message: 'Localhost domains are not allowed to be trusted in production mode: https://app.localhost', relativeFixUrl: FIX },
      { message: 'Localhost domains are not allowed to be trusted in production mode: https://127.0.0.1', relativeFixUrl: FIX },
      { message: 'Direct IPs are not valid for trusted domains in production mode: https://10.1.2.3', relativeFixUrl: FIX },
      { message: 'Direct IPs are not valid for trusted domains in production mode: http://[::1]:80', relativeFixUrl: FIX },
      { message: 'Trusted domains should be HTTPS: http://app.example.com', relativeFixUrl: FIX },
    ]);
  });

  it('every problem links to /projects/{id}/domains; the description puts one per line', () => {
    expect(domainsSettingsPath('internal')).toBe('/projects/internal/domains');
    const found = problems(true, 'http://app.example.com');
    expect(describeProductionModeProblems(found)).toBe(
      `Localhost is not allowed in production mode, turn off Allow localhost in project settings (${FIX})\nTrusted domains should be HTTPS: http://app.example.com (${FIX})`,
    );
  });
});
