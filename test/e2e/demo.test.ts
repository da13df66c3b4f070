// The demo page in real Chromium: the built script tag, the emulator, cookies, shadow DOM, events.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordStackEvents, useDemoBrowser, type RecordedEvent } from '../support/browser';

const fixture = useDemoBrowser();
/** Console errors and uncaught exceptions (a CSP violation shows up here). */
const { pageErrors } = fixture;
let page: Page;

beforeAll(async () => {
  const context = await fixture.browser.newContext();
  await recordStackEvents(context);
  page = fixture.watchErrors(await context.newPage());
});

const events = (): Promise<RecordedEvent[]> => page.evaluate(() => window.__events);

async function countOf(type: string): Promise<number> {
  return (await events()).filter((event) => event.type === type).length;
}

describe('demo page (Chromium)', () => {
  const email = `e2e-${Date.now()}@example.com`;
  const password = 'correct-horse-42';

  it('signs up through <stack-sign-up>: one stack-signed-in on document, the user button shows the e-mail', async () => {
    await page.goto(fixture.demo.url);
    await page.locator('stack-user-button a', { hasText: 'Sign in' }).waitFor();
    const form = page.locator('stack-sign-up form');
    await form.locator('input[name=email]').fill(email);
    await form.locator('input[name=password]').fill(password);
    await form.locator('input[name=repeat-password]').fill(password);
    await form.locator('button[type=submit]').click();
    await page.waitForFunction(() => window.__events.some((event) => event.type === 'stack-signed-in'));
    await expect.poll(() => page.locator('stack-user-button [data-user-name]').textContent()).toBe(email);
    const signedIn = (await events()).filter((event) => event.type === 'stack-signed-in');
    expect(signedIn).toEqual([{ type: 'stack-signed-in', email, target: 'stack-sign-up' }]);
    expect(await page.locator('#event-log li').first().textContent()).toContain(`stack-signed-in ${email}`);
  });

  it('stays signed in after a reload without any new sign-in', async () => {
    await page.reload();
    await expect.poll(() => page.locator('stack-user-button [data-user-name]').textContent()).toBe(email);
    expect(await countOf('stack-signed-in')).toBe(0);
    await page.locator('stack-sign-in', { hasText: `You are signed in as ${email}.` }).waitFor();
  });

  it('signs out from the user button: stack-signed-out arrives and the button offers Sign in', async () => {
    await page.locator('stack-user-button button').click();
    // The menu's header (outside role=menu) names the account.
    await page.locator('stack-user-button .stack-menu-header', { hasText: email }).waitFor();
    await page.locator('stack-user-button [role=menuitem]', { hasText: 'Sign out' }).click();
    await page.waitForFunction(() => window.__events.some((event) => event.type === 'stack-signed-out'));
    await page.locator('stack-user-button a', { hasText: 'Sign in' }).waitFor();
    expect((await events()).filter((event) => event.type === 'stack-signed-out')).toEqual([
      { type: 'stack-signed-out', email: null, target: 'stack-user-button' },
    ]);
  });

  it('styles come from the adopted stylesheet under a strict CSP, themed by custom properties', async () => {
    await page.locator('stack-sign-in form').waitFor();
    const font = await page
      .locator('stack-sign-in')
      .evaluate((host) => getComputedStyle(host.shadowRoot!.querySelector('.stack-theme')!).fontFamily);
    expect(font).toContain('system-ui');
    const buttonColour = (tag: string): Promise<string> =>
      page.locator(tag).evaluate((host) => getComputedStyle(host.shadowRoot!.querySelector('.stack-button[data-variant="primary"]')!).backgroundColor);
    // The default primary, and the page's own override of --stack-primary on <stack-sign-up>.
    expect(await buttonColour('stack-sign-in')).toBe('rgb(24, 24, 27)');
    expect(await buttonColour('stack-sign-up')).toBe('rgb(4, 120, 87)');
    // A token set on an ancestor (here <body>) inherits into every shadow root.
    await page.evaluate(() => document.body.style.setProperty('--stack-radius', '10px'));
    const radius = await page
      .locator('stack-sign-in')
      .evaluate((host) => getComputedStyle(host.shadowRoot!.querySelector('.stack-button')!).borderTopLeftRadius);
    // Buttons take the radius less 2 px.
    expect(radius).toBe('8px');
    await page.evaluate(() => document.body.style.removeProperty('--stack-radius'));
    const styleTags = await page.evaluate(() =>
      [...document.querySelectorAll('stack-sign-in, stack-sign-up, stack-user-button')].map((el) => el.shadowRoot!.querySelectorAll('style').length),
    );
    expect(styleTags).toEqual([0, 0, 0]);
  });

  it('a wrong password shows "Wrong e-mail or password." in the sign-in form and signs nobody in', async () => {
    const form = page.locator('stack-sign-in form');
    await form.locator('input[name=email]').fill(email);
    await form.locator('input[name=password]').fill('not-the-password');
    await form.locator('button[type=submit]').click();
    await form.getByText('Wrong e-mail or password.').waitFor();
    expect(await form.locator('button[type=submit]').isEnabled()).toBe(true);
    expect(await countOf('stack-signed-in')).toBe(0);
    expect(await page.locator('stack-user-button a').textContent()).toBe('Sign in');
  });

  it('signs in again with the right password through <stack-sign-in>', async () => {
    const form = page.locator('stack-sign-in form');
    await form.locator('input[name=password]').fill(password);
    await form.locator('button[type=submit]').click();
    await page.waitForFunction(() => window.__events.some((event) => event.type === 'stack-signed-in'));
    await expect.poll(() => page.locator('stack-user-button [data-user-name]').textContent()).toBe(email);
    expect((await events()).filter((event) => event.type === 'stack-signed-in')).toEqual([
      { type: 'stack-signed-in', email, target: 'stack-sign-in' },
    ]);
  });

  it('logged no console error, CSP violation or uncaught exception', () => {
    expect(pageErrors.filter((text) => !text.includes('400 (Bad Request)'))).toEqual([]);
  });
});
