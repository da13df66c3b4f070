// Issue 32 item 15, the sign-in details (Chromium): the tab order of the password form is e-mail, password,
// "Sign in" ("Forgot password?" after it); sign-up's existing-account error has a "Sign in instead" link
// that fills the sign-in card's address; a shown error follows a language change.
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpOverApi, useDemoBrowser } from '../support/browser';

const fixture = useDemoBrowser();

/** The name (or the input name) of what has focus inside the element's shadow root. */
const focused = (host: Locator): Promise<string> =>
  host.evaluate((element) => {
    const active = element.shadowRoot!.activeElement as HTMLElement | null;
    if (!active) return '';
    return active.getAttribute('name') ?? active.getAttribute('aria-label') ?? active.textContent?.trim() ?? '';
  });


describe('sign-in details (Chromium)', () => {
  it('tab order: e-mail, password (and its show button), "Sign in", then "Forgot password?"', async () => {
    const page = fixture.watchErrors(await (await fixture.freshContext()).newPage());
    await page.goto(fixture.demo.url);
    const signIn = page.locator('stack-sign-in');
    await signIn.locator('input[name=email]').focus();
    const order = [await focused(signIn)];
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      order.push(await focused(signIn));
    }
    expect(order).toEqual(['email', 'password', 'Show password', 'Sign in', 'Forgot password?']);
  });

  it('sign-up with an existing address: "Sign in instead" is a link that fills the sign-in card', async () => {
    const email = `existing-${Date.now()}@example.com`;
    await signUpOverApi(fixture.demo, email, 'correct-horse-42');
    const page = fixture.watchErrors(await (await fixture.freshContext()).newPage());
    await page.goto(fixture.demo.url);
    const signUp = page.locator('stack-sign-up');
    await signUp.locator('input[name=email]').fill(email);
    await signUp.locator('input[name=password]').fill('another-horse-42');
    await signUp.locator('input[name=repeat-password]').fill('another-horse-42');
    await signUp.getByRole('button', { name: 'Sign up' }).click();
    await signUp.getByText('An account with this e-mail address already exists.').waitFor({ timeout: 10_000 });
    await signUp.getByRole('link', { name: 'Sign in instead' }).click();
    const signIn = page.locator('stack-sign-in');
    await expect.poll(() => signIn.locator('input[name=email]').inputValue()).toBe(email);
    expect(fixture.pageErrors).toEqual([]);
  });

  it('a shown error is worded again after a language change', async () => {
    const page = fixture.watchErrors(await (await fixture.freshContext()).newPage());
    await page.goto(fixture.demo.url);
    const signIn = page.locator('stack-sign-in');
    await signIn.locator('input[name=email]').fill(`nobody-${Date.now()}@example.com`);
    await signIn.locator('input[name=password]').fill('wrong-password-42');
    await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
    await signIn.getByText('Wrong e-mail or password.').waitFor({ timeout: 10_000 });
    await signIn.evaluate((element) => element.setAttribute('lang', 'de'));
    await signIn.getByText('E-Mail-Adresse oder Passwort ist falsch.').waitFor();
    expect(await signIn.getByText('Wrong e-mail or password.').count()).toBe(0);
    // Back to English: the same failure, worded again.
    await signIn.evaluate((element) => element.setAttribute('lang', 'en'));
    await signIn.getByText('Wrong e-mail or password.').waitFor();
    expect(fixture.pageErrors).toEqual([]);
  });
});
