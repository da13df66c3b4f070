// Issue 32 item 15, the details (Chromium, computed styles and boxes): dark cards take the hue of a navy host
// page; the dialog backdrop dims the page clearly in both themes; an e-mail address stays on one line at
// 375 px (whole in its tooltip), never broken at a hyphen; in Arabic the e-mail and password inputs read
// left to right while their labels follow the page.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openAccountSection, signUpOnDemo, useDemoBrowser } from '../support/browser';

const fixture = useDemoBrowser();
// Hyphens in both halves: the places where a browser would break it.
const EMAIL = `very-long-hyphenated-address-${Date.now().toString(36)}@example-domain-with-hyphens.com`;

/** [r, g, b, alpha] of a computed colour: rgb(), rgba() or color(srgb …) as Chromium writes color-mix() results. */
function channels(color: string): [number, number, number, number] {
  const srgb = /^color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)(?: \/ ([\d.]+))?\)$/.exec(color);
  if (srgb) return [Number(srgb[1]) * 255, Number(srgb[2]) * 255, Number(srgb[3]) * 255, srgb[4] === undefined ? 1 : Number(srgb[4])];
  const rgb = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(color);
  if (!rgb) throw new Error(`unreadable colour ${color}`);
  return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), rgb[4] === undefined ? 1 : Number(rgb[4])];
}

const backgroundOf = (locator: Locator): Promise<string> => locator.evaluate((el) => getComputedStyle(el).backgroundColor);

/** Opens the header switcher's "Create a team" dialog; resolves with its ::backdrop colour. */
async function backdropColour(page: Page): Promise<string> {
  const switcher = page.locator('stack-team-switcher');
  await switcher.locator('button.stack-team-trigger').click();
  await switcher.getByRole('menuitem', { name: 'Create a team' }).click();
  const dialog = switcher.getByRole('dialog', { name: 'Create a team' });
  await dialog.waitFor();
  const colour = await dialog.evaluate((el) => getComputedStyle(el, '::backdrop').backgroundColor);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  return colour;
}

describe('details of item 15 (Chromium)', () => {
  let page: Page;
  beforeAll(async () => {
    const context = await fixture.freshContext();
    page = fixture.watchErrors(await context.newPage());
    await page.setViewportSize({ width: 375, height: 740 });
    await signUpOnDemo(page, fixture.demo.url, EMAIL, 'correct-horse-battery');
  });

  it('in dark mode on a navy page, the card takes the page hue (blue over red as the page has it)', async () => {
    await page.goto(new URL('/account.html?section=emails&theme=dark', fixture.demo.url).toString());
    const settings = page.locator('stack-account-settings');
    await settings.locator('section[data-section="emails"] .stack-row-group').waitFor();
    const panel = channels(await page.locator('section.panel').evaluate((el) => getComputedStyle(el).backgroundColor));
    const rows = channels(await backgroundOf(settings.locator('.stack-row-group')));
    // The demo's dark panel is navy (#111827): 22 more blue than red. A zinc card (#111113) has 2.
    expect(panel[2] - panel[0]).toBeGreaterThan(15);
    expect(rows[2] - rows[0]).toBeGreaterThan((panel[2] - panel[0]) / 2);
    // Still a surface of its own, a little lighter than the page.
    expect(rows[0] + rows[1] + rows[2]).toBeGreaterThan(panel[0] + panel[1] + panel[2]);
  });

  it('the dialog backdrop dims the page clearly: at least 0.5 black in light, 0.65 in dark', async () => {
    await page.goto(new URL('/account.html?theme=dark', fixture.demo.url).toString());
    const dark = channels(await backdropColour(page));
    await page.goto(new URL('/account.html?theme=light', fixture.demo.url).toString());
    const light = channels(await backdropColour(page));
    expect(dark.slice(0, 3)).toEqual([0, 0, 0]);
    expect(dark[3]).toBeGreaterThanOrEqual(0.65);
    expect(light[3]).toBeGreaterThanOrEqual(0.5);
  });

  it('at 375 px the e-mail address in the e-mails section and the user menu stays on one line, whole in its tooltip', async () => {
    const settings = await openAccountSection(page, fixture.demo.url, 'emails');
    const title = settings.locator(`li[data-email="${EMAIL}"] .stack-row-title-text`);
    const lines = (locator: Locator): Promise<number> =>
      locator.evaluate((el) => Math.round(el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight)));
    expect(await lines(title)).toBe(1);
    expect(await title.locator('[title]').getAttribute('title')).toBe(EMAIL);
    expect(await title.textContent()).toBe(EMAIL);

    const button = page.locator('stack-user-button');
    await button.locator('button.stack-user-trigger').click();
    // The menu's header shows the e-mail once (no display name, so no name line): one line there too.
    const name = button.locator('.stack-user-card-email');
    await name.waitFor();
    expect(await lines(name)).toBe(1);
    await page.keyboard.press('Escape');
  });

  it('in Arabic the e-mail and password inputs read left to right; their labels follow the page (right to left)', async () => {
    const context = await fixture.freshContext();
    const arabic = fixture.watchErrors(await context.newPage());
    await arabic.goto(fixture.demo.url);
    await arabic.locator('stack-sign-in').evaluate((el) => el.setAttribute('lang', 'ar'));
    const form = arabic.locator('stack-sign-in form');
    const email = form.locator('input[type=email]');
    await arabic.locator('stack-sign-in .stack-theme[lang="ar"]').waitFor();
    await email.waitFor();
    const direction = (locator: Locator): Promise<string> => locator.evaluate((el) => getComputedStyle(el).direction);
    expect(await direction(email)).toBe('ltr');
    expect(await direction(form.locator('input[type=password]').first())).toBe('ltr');
    expect(await direction(form.locator('label').first())).toBe('rtl');
  });
});
