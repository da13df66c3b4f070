// Issue 16, item 1 in real Chromium: the script starts the project and user reads as soon as it runs, so
// the first API request leaves before any element has rendered (it used to wait for React's first
// render), and the elements share those reads: a signed-in page load still makes 2 API requests.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOnDemo, useDemoBrowser } from '../support/browser';
import { hostPageHtml, serveHostPages, type HostPageServer } from '../support/host-page';
import { uniqueEmail } from '../support/unique-email';

const fixture = useDemoBrowser();
let pages: HostPageServer;

const BODIES: Record<string, string> = {
  '/sign-in': '<stack-sign-in></stack-sign-in>\n<stack-sign-in></stack-sign-in>\n<stack-sign-in></stack-sign-in>',
  '/mixed': '<stack-user-button></stack-user-button>\n<stack-sign-in></stack-sign-in>\n<stack-user-button></stack-user-button>\n<stack-sign-in></stack-sign-in>\n<stack-sign-in></stack-sign-in>',
};

interface FirstRequest {
  url: string;
  /**
   * stack-* elements whose shadow root had content when the request was made. The SDK calls fetch a few
   * microtasks after the reads start (its headers are awaited), so the elements are defined by then, but
   * React has not rendered any of them: it renders in a later task.
   */
  rendered: number;
}

declare global {
  interface Window {
    __firstRequest?: FirstRequest;
  }
}

beforeAll(async () => {
  pages = await serveHostPages((url) => {
    const body = BODIES[url.pathname];
    if (body === undefined) return null;
    return hostPageHtml({
      title: 'First request',
      scriptOrigin: fixture.demo.url,
      project: fixture.demo.emulator.defaultProject,
      baseUrl: fixture.demo.emulator.url,
      body,
    });
  });
});
afterAll(async () => {
  await pages?.close();
});

/** Records, before the page's scripts run, the page's state at its first API call (the SDK calls window.fetch). */
async function recordFirstRequest(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (window.__firstRequest === undefined && url.includes('/api/v1/')) {
        const hosts = Array.from(document.querySelectorAll('stack-sign-in, stack-user-button'));
        window.__firstRequest = {
          url,
          rendered: hosts.filter((host) => (host.shadowRoot?.childElementCount ?? 0) > 0).length,
        };
      }
      return original(input, init);
    };
  });
}

/** The page's API requests (CORS preflights are the browser's, not the page's, and not counted). */
function apiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/v1/') && request.method() !== 'OPTIONS') seen.push(`${request.method()} ${url.pathname}`);
  });
  return seen;
}

describe('the first API request (Chromium)', () => {
  it('signed out: leaves before any element has rendered, and is the only request', async () => {
    const context = await fixture.freshContext();
    await recordFirstRequest(context);
    const page = fixture.watchErrors(await context.newPage(), { consoleErrors: false });
    const requests = apiRequests(page);
    await page.goto(`${pages.origin}/sign-in`);
    const inputs = page.locator('stack-sign-in input[name=email]');
    await expect.poll(() => inputs.count()).toBe(3);
    const first = await page.evaluate(() => window.__firstRequest);
    expect(first).toEqual({ url: `${fixture.demo.emulator.url}/api/v1/projects/current`, rendered: 0 });
    await page.waitForLoadState('networkidle');
    // Signed out, the user read needs no request, and the three elements share the project read. (The
    // demo project has passkeys on: each sign-in form also starts its own passkey autofill, a POST.)
    expect(requests.filter((request) => request.startsWith('GET '))).toEqual(['GET /api/v1/projects/current']);
    expect(fixture.pageErrors).toEqual([]);
  });

  it('signed in: 2 API requests for five elements, both started before any element rendered', async () => {
    const context = await fixture.freshContext();
    const page = fixture.watchErrors(await context.newPage(), { consoleErrors: false });
    const email = uniqueEmail('first-request');
    await signUpOnDemo(page, fixture.demo.url, email, 'correct-horse-42');

    await recordFirstRequest(context);
    const fresh = fixture.watchErrors(await context.newPage(), { consoleErrors: false });
    const requests = apiRequests(fresh);
    await fresh.goto(`${pages.origin}/mixed`);
    await fresh.locator('stack-user-button button', { hasText: email }).first().waitFor();
    await fresh.waitForLoadState('networkidle');
    expect([...requests].sort()).toEqual(['GET /api/v1/projects/current', 'GET /api/v1/users/me']);
    const first = await fresh.evaluate(() => window.__firstRequest);
    expect(first?.rendered).toBe(0);
    expect(fixture.pageErrors).toEqual([]);
  });
});
