// A sign-in that ends on another page (issue 32, Deliver 8): the magic-link callback signs in, then
// redirects to the after-sign-in page; that landing page's elements fire stack-signed-in once when they
// first see the user, and never again on a reload or a later visit.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { requestCodeOnDemo, useDemoBrowser } from '../support/browser';

const fixture = useDemoBrowser();

interface HeardEvent {
  type: string;
  email: string | null;
  path: string;
  target: string;
}

/** A context whose stack-* events are kept outside the page, so they survive redirects and reloads. */
async function recordingContext(): Promise<{ context: BrowserContext; heard: HeardEvent[] }> {
  const context = await fixture.browser.newContext();
  const heard: HeardEvent[] = [];
  await context.exposeFunction('__keepEvent', (entry: HeardEvent) => void heard.push(entry));
  await context.addInitScript(() => {
    for (const type of ['stack-signed-in', 'stack-signed-out']) {
      document.addEventListener(type, (event) => {
        const user = (event as CustomEvent<{ user: { primaryEmail: string | null } | null }>).detail.user;
        const keep = (window as unknown as { __keepEvent(entry: unknown): void }).__keepEvent;
        void keep({ type, email: user?.primaryEmail ?? null, path: location.pathname, target: (event.target as Node).nodeName.toLowerCase() });
      });
    }
  });
  return { context, heard };
}

/** Sends a sign-in code to `email` from the demo's <stack-sign-in> and returns the link of the mail. */
async function mailedLink(email: string): Promise<string> {
  const context = await fixture.browser.newContext();
  const page = await context.newPage();
  await requestCodeOnDemo(page, fixture.demo.url, email);
  await context.close();
  const res = await fetch(`${fixture.demo.emulator.url}/emulator/mailbox/${encodeURIComponent(email)}`);
  const mails = (await res.json()) as { text: string }[];
  const link = /(http:\/\/\S+\?code=[0-9a-z]{45})/.exec(mails.at(-1)?.text ?? '')?.[1];
  if (!link) throw new Error(`no sign-in mail for ${email}`);
  return link;
}

const userName = (page: Page): Promise<string | null> => page.locator('stack-user-button [data-user-name]').textContent();

describe('stack-signed-in on the page a redirect sign-in lands on (Chromium)', () => {
  it('the magic link signs in on the callback page; the landing page gets exactly one stack-signed-in, on document', async () => {
    const email = `landing-${Date.now()}@example.com`;
    const link = await mailedLink(email);
    const { context, heard } = await recordingContext();
    const page = await context.newPage();
    await page.goto(link);
    await page.locator('stack-magic-link-callback').getByRole('button', { name: 'Continue signing in' }).click();
    await page.waitForURL(fixture.demo.url, { timeout: 10_000 });
    await expect.poll(() => userName(page)).toBe(email);
    await expect.poll(() => heard.filter((event) => event.path === '/')).toEqual([{ type: 'stack-signed-in', email, path: '/', target: '#document' }]);

    // A reload, and a later visit to another page, are page loads of a signed-in person: no event.
    await page.reload();
    await expect.poll(() => userName(page)).toBe(email);
    await page.goto(new URL('/account.html', fixture.demo.url).toString());
    await page.locator('stack-account-settings section[data-section]').first().waitFor();
    await page.goto(fixture.demo.url);
    await expect.poll(() => userName(page)).toBe(email);
    expect(heard.filter((event) => event.path !== '/handler/magic-link-callback')).toEqual([{ type: 'stack-signed-in', email, path: '/', target: '#document' }]);
    await context.close();
  });

  it('an ordinary load of a signed-in page fires nothing', async () => {
    const email = `landing-plain-${Date.now()}@example.com`;
    const { context, heard } = await recordingContext();
    const page = await context.newPage();
    await page.goto(fixture.demo.url);
    const form = page.locator('stack-sign-up form');
    await form.locator('input[name=email]').fill(email);
    await form.locator('input[name=password]').fill('correct-horse-42');
    await form.locator('input[name=repeat-password]').fill('correct-horse-42');
    await form.locator('button[type=submit]').click();
    await expect.poll(() => userName(page)).toBe(email);
    // The sign-up on this page: its one event, from the element that did it.
    expect(heard).toEqual([{ type: 'stack-signed-in', email, path: '/', target: 'stack-sign-up' }]);
    await page.reload();
    await expect.poll(() => userName(page)).toBe(email);
    expect(heard).toHaveLength(1);
    await context.close();
  });
});
