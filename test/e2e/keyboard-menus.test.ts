// The header menus by keyboard alone in Chromium (the WAI-ARIA menu button of src/react/ui/menu.tsx):
// <stack-user-button> opens with Enter or ArrowDown, arrows/Home/End move, Esc returns focus to the
// trigger (inside the shadow root), Enter activates "Account settings"; <stack-team-switcher> opens at its
// last item with ArrowUp and "Create a team" opens a dialog whose name field has focus. At 375 px, a long
// name and e-mail do not widen the page: the names hide, the avatars stay; at 640 px the name ellipsizes.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpOnDemo, useDemoBrowser } from '../support/browser';
import { deepFocus } from '../support/teams';
import { uniqueEmail } from '../support/unique-email';

const fixture = useDemoBrowser();
const PASSWORD = 'correct-horse-battery';

const focused = async (page: Page): Promise<string> => {
  const element = await deepFocus(page);
  return `${element.host} ${element.role ?? element.tag}: ${element.label ?? element.text}`;
};

describe('header menus by keyboard (Chromium)', () => {
  it('the user button menu: Enter/ArrowDown open, arrows, Home/End, Esc back to the trigger, Enter follows "Account settings"', async () => {
    const page = fixture.watchErrors(await (await fixture.freshContext()).newPage());
    const email = uniqueEmail('e2e-keys');
    await signUpOnDemo(page, fixture.demo.url, email, PASSWORD);
    const trigger = page.locator('stack-user-button button[aria-haspopup=menu]');
    await trigger.focus();
    expect(await deepFocus(page)).toMatchObject({ host: 'stack-user-button', tag: 'button', expanded: 'false' });

    await page.keyboard.press('Enter');
    await page.locator('stack-user-button [role=menu]').waitFor();
    expect(await focused(page)).toBe('stack-user-button menuitem: Account settings');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('stack-user-button menuitem: Sign out');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('stack-user-button menuitem: Account settings');
    await page.keyboard.press('ArrowUp');
    expect(await focused(page)).toBe('stack-user-button menuitem: Sign out');
    await page.keyboard.press('Home');
    expect(await focused(page)).toBe('stack-user-button menuitem: Account settings');
    await page.keyboard.press('End');
    expect(await focused(page)).toBe('stack-user-button menuitem: Sign out');

    // Esc closes and hands focus back to the trigger inside the shadow root.
    await page.keyboard.press('Escape');
    await page.locator('stack-user-button [role=menu]').waitFor({ state: 'detached' });
    expect(await deepFocus(page)).toMatchObject({ host: 'stack-user-button', tag: 'button', expanded: 'false', text: expect.stringContaining(email) });

    // ArrowDown opens at the first item; Enter follows it.
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('stack-user-button menuitem: Account settings');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/handler\/account-settings/);
    expect(fixture.pageErrors).toEqual([]);
  });

  it('the team switcher: ArrowUp opens at "Create a team", Enter opens the dialog, Enter creates, focus returns to the trigger', async () => {
    const page = fixture.watchErrors(await (await fixture.freshContext()).newPage());
    await signUpOnDemo(page, fixture.demo.url, uniqueEmail('e2e-keys-team'), PASSWORD);
    const trigger = page.locator('stack-team-switcher button[aria-haspopup=menu]');
    await trigger.focus();
    await page.keyboard.press('ArrowUp');
    expect(await focused(page)).toBe('stack-team-switcher menuitem: Create a team');
    await page.keyboard.press('ArrowUp');
    expect(await focused(page)).toBe('stack-team-switcher menuitemradio: No team');

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const dialog = page.locator('stack-team-switcher').getByRole('dialog', { name: 'Create a team' });
    await dialog.waitFor();
    expect(await deepFocus(page)).toMatchObject({ host: 'stack-team-switcher', tag: 'input', name: 'team-name' });
    await page.keyboard.type('Keyboard crew');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await trigger.getByText('Keyboard crew').waitFor();
    expect(await deepFocus(page)).toMatchObject({ host: 'stack-team-switcher', tag: 'button', expanded: 'false' });

    // The new team is the current one: checked; Esc closes back to the trigger.
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('stack-team-switcher menuitemradio: Keyboard crew');
    expect(await page.locator('stack-team-switcher').getByRole('menuitemradio', { name: 'Keyboard crew' }).getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await deepFocus(page)).toMatchObject({ host: 'stack-team-switcher', tag: 'button', expanded: 'false' });
    expect(fixture.pageErrors).toEqual([]);
  });

  it('at 375 px a long name and e-mail keep both elements inside the header: the names hide, the avatars stay', async () => {
    const context = await fixture.browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = fixture.watchErrors(await context.newPage());
    const longName = 'Alexandra Konstantinopoulou-Vasilakopoulos';
    const email = uniqueEmail('e2e-a-really-long-address-for-a-narrow-phone-screen');
    await signUpOnDemo(page, fixture.demo.url, email, PASSWORD);
    await page.goto(new URL('/account.html?section=profile', fixture.demo.url).toString());
    const name = page.locator('stack-account-settings input[name=displayName]');
    await name.fill(longName);
    await name.press('Enter');
    await page.locator('stack-user-button [data-user-name]', { hasText: longName }).waitFor({ state: 'attached' });

    const boxes = await page.evaluate(() => {
      const header = document.querySelector('header')!;
      const rect = (selector: string) => {
        const box = document.querySelector(selector)!.getBoundingClientRect();
        return { left: Math.round(box.left), right: Math.round(box.right), width: Math.round(box.width) };
      };
      return { headerScroll: header.scrollWidth, headerWidth: header.clientWidth, user: rect('stack-user-button'), switcher: rect('stack-team-switcher') };
    });
    expect(boxes.headerScroll).toBeLessThanOrEqual(boxes.headerWidth);
    expect(boxes.user.right).toBeLessThanOrEqual(375);
    expect(boxes.switcher.right).toBeLessThanOrEqual(375);
    // Avatar-sized triggers: the names are visually hidden but still name the buttons.
    expect(boxes.user.width).toBeLessThanOrEqual(48);
    const trigger = page.locator('stack-user-button').getByRole('button', { name: longName });
    expect(await trigger.locator('.stack-avatar').isVisible()).toBe(true);
    expect(await page.locator('stack-team-switcher').getByRole('button', { name: 'Team: No team selected' }).isVisible()).toBe(true);

    // The open menu stays inside the viewport.
    await trigger.click();
    const popover = await page.locator('stack-user-button .stack-popover').boundingBox();
    expect(popover!.x).toBeGreaterThanOrEqual(0);
    expect(popover!.x + popover!.width).toBeLessThanOrEqual(375);
    await page.keyboard.press('Escape');

    // At 640 px the name shows, cut with an ellipsis rather than widening the header.
    await page.setViewportSize({ width: 640, height: 740 });
    const wide = await page.evaluate(() => {
      const header = document.querySelector('header')!;
      const label = document.querySelector('stack-user-button')!.shadowRoot!.querySelector('.stack-button-label')!;
      return { headerScroll: header.scrollWidth, headerWidth: header.clientWidth, labelWidth: label.clientWidth, labelScroll: label.scrollWidth };
    });
    expect(wide.headerScroll).toBeLessThanOrEqual(wide.headerWidth);
    expect(wide.labelWidth).toBeGreaterThan(40);
    expect(wide.labelScroll).toBeGreaterThan(wide.labelWidth);
    await context.close();
    expect(fixture.pageErrors).toEqual([]);
  });
});
