// Sessions told apart in Chromium (issue 32, item 5): the same user on a desktop browser and on a phone; the
// desktop's account settings list this device first, each row named by browser and system with its icon.
import { describe, expect, it } from 'vitest';
import { openAccountSection, signUpOnDemo, useDemoBrowser } from '../support/browser';
import { uniqueEmail } from '../support/unique-email';

const fixture = useDemoBrowser();
const LOADED = { timeout: 10_000 };
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('sessions by device (Chromium)', () => {
  it('names each session by browser and system, a phone with a phone icon, this device first', async () => {
    const email = uniqueEmail('e2e-devices');
    const password = 'correct-horse-42';
    const desktop = fixture.watchErrors(await (await fixture.freshContext()).newPage());
    await signUpOnDemo(desktop, fixture.demo.url, email, password);

    // The phone signs in later, so the server lists its session first (newest first).
    const phoneContext = await fixture.browser.newContext({ userAgent: IPHONE });
    const phone = fixture.watchErrors(await phoneContext.newPage());
    await phone.goto(fixture.demo.url);
    const form = phone.locator('stack-sign-in form');
    await form.locator('input[name=email]').fill(email);
    await form.locator('input[name=password]').fill(password);
    await form.locator('button[type=submit]').click();
    await phone.locator('stack-user-button button', { hasText: email }).waitFor();

    const settings = await openAccountSection(desktop, fixture.demo.url, 'sessions');
    const rows = settings.locator('section[data-section="sessions"] li[data-session-id]');
    await expect.poll(() => rows.count(), LOADED).toBe(2);
    await expect.poll(() => rows.first().getAttribute('data-current'), LOADED).toBe('true');
    await expect.poll(() => rows.first().locator('.stack-row-title-text').textContent(), LOADED).toBe('Chrome on Linux');
    expect(await rows.first().locator('svg.lucide-laptop').count()).toBe(1);

    const other = rows.nth(1);
    await expect.poll(() => other.textContent(), LOADED).toContain('Safari on iOS');
    expect(await other.locator('svg.lucide-smartphone').count()).toBe(1);
    // Where it was used from is still said, beside the times.
    expect(await other.textContent()).toContain('IP address 127.0.0.1');
    await phoneContext.close();
  });

  it('threw no uncaught exception', () => {
    expect(fixture.pageErrors).toEqual([]);
  });
});
