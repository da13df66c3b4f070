// The <stack-account-settings> shell in Chromium: signed-out state, the section attribute, the
// navigation, and one GET /users/me however many elements on the page ask for the user.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openAccountSection, signUpOnDemo, useDemoBrowser } from '../support/browser';
import { uniqueEmail } from '../support/unique-email';

const fixture = useDemoBrowser();
let page: Page;

beforeAll(async () => {
  const context = await fixture.freshContext();
  page = fixture.watchErrors(await context.newPage());
});

describe('<stack-account-settings> (Chromium)', () => {
  it('signed out: says so and links to the page sign-in', async () => {
    await page.goto(new URL('/account.html', fixture.demo.url).toString());
    const settings = page.locator('stack-account-settings');
    await settings.getByText('Sign in to manage your account.').waitFor();
    expect(await settings.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/#sign-in');
  });

  it('opens the section of the attribute, switches by navigation and by a later attribute change', async () => {
    await signUpOnDemo(page, fixture.demo.url, uniqueEmail('shell'), 'correct-horse-42');
    const settings = await openAccountSection(page, fixture.demo.url, 'sessions');
    expect(await settings.locator('.stack-settings-nav-item[data-section="sessions"]').getAttribute('aria-current')).toBe('page');
    expect(await settings.locator('section[data-section]').count()).toBe(1);

    await settings.getByRole('button', { name: 'E-mails' }).click();
    await settings.locator('section[data-section="emails"]').waitFor();
    expect(await settings.locator('.stack-settings-nav-item[data-section="emails"]').getAttribute('aria-current')).toBe('page');
    expect(await settings.locator('section[data-section="sessions"]').count()).toBe(0);

    await page.evaluate(() => document.querySelector('stack-account-settings')!.setAttribute('section', 'notifications'));
    await settings.locator('section[data-section="notifications"]').waitFor();
    // Every section the demo project offers is in the navigation.
    const tabs = await settings.locator('nav .stack-settings-nav-item').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-section')));
    expect(tabs).toEqual(['profile', 'emails', 'password', 'passkeys', 'mfa', 'sessions', 'connected-accounts', 'notifications', 'api-keys', 'danger-zone', 'teams']);
  });

  it('without a section attribute it opens the section named by ?section= in the page URL; the attribute wins; an unknown id opens the first', async () => {
    const settings = page.locator('stack-account-settings');
    await page.goto(new URL('/account.html?section=teams', fixture.demo.url).toString());
    // demo/account.html holds the plain element, as a customer's page would.
    expect(await page.evaluate(() => document.querySelector('stack-account-settings')?.hasAttribute('section'))).toBe(false);
    await settings.locator('section[data-section="teams"]').waitFor();
    expect(await settings.locator('.stack-settings-nav-item[data-section="teams"]').getAttribute('aria-current')).toBe('page');

    // A second element on the same page with its own attribute opens that one.
    await page.evaluate(() => {
      const second = document.createElement('stack-account-settings');
      second.id = 'with-attribute';
      second.setAttribute('section', 'sessions');
      document.querySelector('stack-account-settings')!.after(second);
    });
    await page.locator('#with-attribute section[data-section="sessions"]').waitFor();

    await page.goto(new URL('/account.html?section=no-such-section', fixture.demo.url).toString());
    await settings.locator('section[data-section="profile"]').waitFor();
    expect(await settings.locator('section[data-section]').count()).toBe(1);
  });

  it('the user button and the settings share one GET /users/me', async () => {
    const userReads: string[] = [];
    const listener = (request: { url(): string; method(): string }): void => {
      if (request.method() === 'GET' && new URL(request.url()).pathname.endsWith('/api/v1/users/me')) userReads.push(request.url());
    };
    page.on('request', listener);
    await openAccountSection(page, fixture.demo.url, 'profile');
    await page.locator('stack-user-button button').waitFor();
    page.off('request', listener);
    expect(userReads).toHaveLength(1);
  });
});
