// The layout of <stack-account-settings> in Chromium (happy-dom has no container queries): from 720 px of
// element width a sidebar, one row per section and never wrapping, the open item marked without moving
// its neighbours; at 375 px the compact section picker instead, and nothing wider than the screen.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openAccountSection, signUpOnDemo, useDemoBrowser } from '../support/browser';
import { uniqueEmail } from '../support/unique-email';

const fixture = useDemoBrowser();
let page: Page;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const boxes = (items: Locator): Promise<Box[]> =>
  items.evaluateAll((elements) => elements.map((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  }));

/** Elements of the element's shadow tree that stick out of its box on the right (beyond 0.5 px). */
const overflowing = (settings: Locator): Promise<string[]> =>
  settings.evaluate((host) => {
    const right = host.getBoundingClientRect().right + 0.5;
    return [...(host.shadowRoot ?? host).querySelectorAll('*')]
      .filter((el) => el.getClientRects().length > 0 && el.getBoundingClientRect().right > right)
      .map((el) => `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''}`);
  });

beforeAll(async () => {
  const context = await fixture.freshContext();
  page = fixture.watchErrors(await context.newPage());
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpOnDemo(page, fixture.demo.url, uniqueEmail('layout'), 'correct-horse-42');
  await page.evaluate(async () => {
    await (await window.StackElements!.getApp()!.getUser())!.createTeam({ displayName: 'Engines' });
  });
});

describe('<stack-account-settings> layout (Chromium)', () => {
  it('at 1280 px: a sidebar with one row per section, the Teams group, no picker, and the open item marked in place', async () => {
    const settings = await openAccountSection(page, fixture.demo.url, 'profile');
    const nav = settings.getByRole('navigation', { name: 'Account settings' });
    expect(await nav.locator('.stack-settings-sidebar').isVisible()).toBe(true);
    expect(await nav.locator('.stack-settings-picker').isVisible()).toBe(false);
    const items = nav.locator('.stack-settings-sidebar .stack-settings-nav-item');
    await expect.poll(() => items.count()).toBe(12);
    // The Teams group: the team (its avatar's initials, then its name), then the overview.
    expect(await items.allTextContents()).toEqual([
      'Profile', 'E-mails', 'Password', 'Passkeys', 'Two-factor', 'Sessions', 'Connected accounts', 'Notifications', 'API keys', 'Danger zone', 'ENEngines', 'All teams',
    ]);
    const before = await boxes(items);
    // One column: the same x and width for all, each below the last, each one line high.
    expect(new Set(before.map((b) => Math.round(b.x))).size).toBe(1);
    expect(new Set(before.map((b) => Math.round(b.width))).size).toBe(1);
    expect(before.every((b, i) => i === 0 || b.y >= before[i - 1]!.y + before[i - 1]!.height)).toBe(true);
    expect(before.every((b) => b.height >= 36 && b.height < 44)).toBe(true);
    expect(await nav.getByText('Teams', { exact: true }).isVisible()).toBe(true);

    await items.filter({ hasText: 'Connected accounts' }).click();
    await settings.locator('section[data-section="connected-accounts"]').waitFor();
    expect(await items.filter({ hasText: 'Connected accounts' }).getAttribute('aria-current')).toBe('page');
    // Marking another item moves nothing.
    expect(await boxes(items)).toEqual(before);
    expect(await overflowing(settings)).toEqual([]);
  });

  it('at 375 px: the section picker instead of the sidebar; it fits, opens a menu that fits, and the page never scrolls sideways', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    const settings = await openAccountSection(page, fixture.demo.url, 'sessions');
    const nav = settings.getByRole('navigation', { name: 'Account settings' });
    expect(await nav.locator('.stack-settings-sidebar').isVisible()).toBe(false);
    const picker = nav.getByRole('button', { name: 'Section: Sessions' });
    expect(await picker.isVisible()).toBe(true);
    const host = (await settings.boundingBox())!;
    const pickerBox = (await picker.boundingBox())!;
    expect(pickerBox.x).toBeGreaterThanOrEqual(host.x);
    expect(pickerBox.x + pickerBox.width).toBeLessThanOrEqual(host.x + host.width + 0.5);

    await picker.click();
    const menu = settings.getByRole('menu', { name: 'Sections' });
    await menu.waitFor();
    const menuBox = (await menu.boundingBox())!;
    expect(menuBox.x).toBeGreaterThanOrEqual(0);
    expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(375);
    await menu.getByRole('menuitemradio', { name: 'Engines' }).waitFor();
    await menu.getByRole('menuitemradio', { name: 'E-mails' }).click();
    await settings.locator('section[data-section="emails"]').waitFor();
    expect(await nav.getByRole('button', { name: 'Section: E-mails' }).isVisible()).toBe(true);

    for (const section of ['profile', 'emails', 'password', 'mfa', 'sessions', 'connected-accounts', 'notifications', 'danger-zone']) {
      const view = await openAccountSection(page, fixture.demo.url, section);
      await view.locator(`section[data-section="${section}"] [role=status][aria-label]`).waitFor({ state: 'detached' });
      expect({ section, overflowing: await overflowing(view) }).toEqual({ section, overflowing: [] });
      // The page does not scroll sideways because of the element (the demo header's user button and team
      // switcher are measured by their own tests, so the header is set aside).
      const excess = await page.evaluate(() => {
        document.querySelector<HTMLElement>('header.bar')!.style.display = 'none';
        return document.documentElement.scrollWidth - window.innerWidth;
      });
      expect({ section, excess }).toEqual({ section, excess: 0 });
    }
    expect(fixture.pageErrors).toEqual([]);
  });
});
