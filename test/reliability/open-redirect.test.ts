// Issue 15 §6: an open-redirect corpus (test/support/redirect-payloads.ts) through the SDK's trusted-URL
// check (SPEC §2) and through the demo's handler pages in Chromium (after_auth_return_to on
// /handler/sign-in, signing in by the form and visiting while signed in): nothing lands off-origin.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertTrustedRedirectUrl, isTrustedRedirectUrl, UNTRUSTED_REDIRECT_MESSAGE, type TrustedDomainPolicy } from '../../src/core/auth/redirect';
import { EVIL, redirectPayloads, REDIRECT_PAYLOAD_COUNT } from '../support/redirect-payloads';
import { useDemoBrowser } from '../support/browser';
import { uniqueEmail } from '../support/unique-email';

const PASSWORD = 'correct-horse-42';
/** Payloads also tried through a real sign-in by the form (a fresh profile each); the rest as a signed-in visit. */
const FORM_SIGN_INS = 4;
const PARALLEL_PAGES = 4;
/**
 * In the browser {trusted} is a domain the demo project does not trust: the demo allows any localhost
 * port, so a payload resolving to https://localhost/ would be a redirect the project allows, not an attack.
 */
const TRUSTED_ELSEWHERE = 'trusted.example.com';

describe('the SDK redirect check', () => {
  const current = 'https://app.example.com/handler/sign-in';
  const policy: TrustedDomainPolicy = { trustedDomains: ['https://trusted.example.com'], allowLocalhost: false };
  const allowed = new Set(['https://app.example.com', 'https://trusted.example.com']);
  const payloads = redirectPayloads({ origin: 'https://app.example.com', host: 'app.example.com', trusted: 'trusted.example.com' });

  it(`refuses every payload that would leave the page's origin and the trusted domain (${REDIRECT_PAYLOAD_COUNT} payloads)`, async () => {
    expect(payloads.length).toBeGreaterThanOrEqual(50);
    const followed: string[] = [];
    let refused = 0;
    for (const payload of payloads) {
      const trusted = isTrustedRedirectUrl(payload, current, policy);
      const thrown = await assertTrustedRedirectUrl(payload, current, () => Promise.resolve(policy)).then(
        () => null,
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
      // The check and the assertion agree, and a refusal says the SPEC's words.
      expect(thrown === null, JSON.stringify(payload)).toBe(trusted);
      if (thrown !== null) {
        expect(thrown).toBe(UNTRUSTED_REDIRECT_MESSAGE);
        refused++;
        continue;
      }
      // Accepted: where the browser would go must be this origin or the trusted one, never a script.
      const target = new URL(payload, current);
      if (!allowed.has(target.origin) || target.hostname.includes(EVIL)) followed.push(payload);
    }
    console.log(`open redirects (SDK check): ${payloads.length} payloads, ${refused} refused, ${payloads.length - refused} stay on origin, ${followed.length} followed`);
    expect(followed).toEqual([]);
    // The scripting schemes are refused outright, in every spelling.
    for (const payload of payloads.filter((value) => /^[\s\u0000-\u0020]*(java|vb)/i.test(value) || /^(data|blob|file):/i.test(value))) {
      expect(isTrustedRedirectUrl(payload, current, policy), JSON.stringify(payload)).toBe(false);
    }
  });
});

describe('the handler pages in Chromium', () => {
  const fixture = useDemoBrowser();
  const offOrigin: string[] = [];
  const landed: string[] = [];
  const dialogs: string[] = [];
  let email: string;
  let origin: string;

  /** A context that refuses (and records) every request that leaves loopback, and records dialogs. */
  async function guardedContext(): Promise<BrowserContext> {
    const context = await fixture.browser.newContext();
    await context.route(
      (url) => !['localhost', '127.0.0.1'].includes(url.hostname),
      (route) => {
        offOrigin.push(route.request().url());
        return route.abort('blockedbyclient');
      },
    );
    context.on('page', (page) => {
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) landed.push(frame.url());
      });
    });
    return context;
  }

  const signInUrl = (payload: string): string => `${origin}/handler/sign-in?after_auth_return_to=${encodeURIComponent(payload)}`;

  /** Waits until the page has left /handler/sign-in (the handler always redirects somewhere once signed in). */
  async function waitForRedirect(page: Page): Promise<void> {
    // 'commit': the landing page need not finish loading; where it is matters.
    await page.waitForURL((url) => url.pathname !== '/handler/sign-in', { timeout: 8_000, waitUntil: 'commit' });
  }

  beforeAll(async () => {
    origin = new URL(fixture.demo.url).origin;
    email = uniqueEmail('redirect');
    const project = fixture.demo.emulator.defaultProject;
    const res = await fetch(`${fixture.demo.emulator.url}/api/v1/auth/password/sign-up`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-stack-project-id': project.id,
        'x-stack-access-type': 'client',
        'x-stack-publishable-client-key': project.publishableClientKey ?? '',
      },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(res.status).toBe(200);
  });

  afterAll(() => {
    // Printed even when an assertion above failed, so the figures show what happened.
    const followed = new Set([...offOrigin, ...landed.filter((url) => !url.startsWith(origin) && url !== 'about:blank')]);
    console.log(`open redirects: ${REDIRECT_PAYLOAD_COUNT} payloads, ${followed.size} followed (${FORM_SIGN_INS} by the sign-in form, all ${REDIRECT_PAYLOAD_COUNT} signed in; ${dialogs.length} dialogs)`);
  });

  it(`signing in by the form on /handler/sign-in?after_auth_return_to=<payload> stays on the origin (${FORM_SIGN_INS} payloads)`, async () => {
    const payloads = redirectPayloads({ origin, host: new URL(origin).host, trusted: TRUSTED_ELSEWHERE });
    // Spread over the corpus so each family (slashes, schemes, whitespace, userinfo, unicode) is signed in once.
    const step = Math.floor(payloads.length / FORM_SIGN_INS);
    for (let index = 0; index < FORM_SIGN_INS; index++) {
      const payload = payloads[index * step]!;
      const context = await guardedContext();
      const page = await context.newPage();
      await page.goto(signInUrl(payload));
      const form = page.locator('stack-handler form').first();
      await form.locator('input[name=email]').fill(email);
      await form.locator('input[name=password]').fill(PASSWORD);
      await form.locator('button[type=submit]').click();
      await waitForRedirect(page);
      expect(new URL(page.url()).origin, JSON.stringify(payload)).toBe(origin);
      await context.close();
    }
    expect(offOrigin).toEqual([]);
    expect(dialogs).toEqual([]);
  }, 120_000);

  it(`visiting /handler/sign-in?after_auth_return_to=<payload> signed in stays on the origin (${REDIRECT_PAYLOAD_COUNT} payloads)`, async () => {
    const payloads = redirectPayloads({ origin, host: new URL(origin).host, trusted: TRUSTED_ELSEWHERE });
    const context = await guardedContext();
    // One sign-in by the form gives the profile its session cookie.
    const first = await context.newPage();
    await first.goto(`${origin}/handler/sign-in`);
    const form = first.locator('stack-handler form').first();
    await form.locator('input[name=email]').fill(email);
    await form.locator('input[name=password]').fill(PASSWORD);
    await form.locator('button[type=submit]').click();
    await waitForRedirect(first);
    const pages = [first, ...(await Promise.all(Array.from({ length: PARALLEL_PAGES - 1 }, () => context.newPage())))];
    const queue = [...payloads];
    const wrong: string[] = [];
    await Promise.all(
      pages.map(async (page) => {
        for (let payload = queue.shift(); payload !== undefined; payload = queue.shift()) {
          await page.goto(signInUrl(payload));
          await waitForRedirect(page);
          if (new URL(page.url()).origin !== origin) wrong.push(`${JSON.stringify(payload)} -> ${page.url()}`);
        }
      }),
    );
    // Control: a trusted return target is followed, so the visits above did go through the redirect.
    await first.goto(signInUrl('/control-target?x=1'));
    await waitForRedirect(first);
    expect(first.url()).toBe(`${origin}/control-target?x=1`);
    await context.close();
    expect(wrong).toEqual([]);
    expect(offOrigin).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(landed.filter((url) => !url.startsWith(origin) && url !== 'about:blank')).toEqual([]);
  }, 120_000);
});
