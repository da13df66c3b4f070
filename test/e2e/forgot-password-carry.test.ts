// Issue 32 item 13 (Chromium): "Forgot password?" carries the address typed on the sign-in card to the
// forgot-password page, and the reset signs the person in (the reset answers no session: the page signs in
// with the new password); opened in another browser, the page says why it did not.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpOverApi, useDemoBrowser } from '../support/browser';

const fixture = useDemoBrowser();
const at = (path: string): string => new URL(path, fixture.demo.url).toString();


async function resetLink(email: string): Promise<string> {
  const res = await fetch(`${fixture.demo.emulator.url}/emulator/mailbox/${encodeURIComponent(email)}`);
  const mails = (await res.json()) as { text: string }[];
  const link = mails.map((mail) => /(http:\/\/\S+\/handler\/password-reset\?\S*code=[0-9a-z]{45})/.exec(mail.text)?.[1]).filter(Boolean).at(-1);
  if (!link) throw new Error(`no reset mail for ${email}`);
  return link;
}

/** From the sign-in card: type the address, "Forgot password?", send the mail from the page it opens. */
async function askForReset(page: Page, email: string): Promise<void> {
  await page.goto(at('/handler/sign-in'));
  const handler = page.locator('stack-handler');
  await handler.locator('input[name=email]').fill(email);
  await handler.getByRole('link', { name: 'Forgot password?' }).click();
  await page.waitForURL(at('/handler/forgot-password'));
  await handler.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
  expect(await handler.locator('input[name=email]').inputValue()).toBe(email);
  await handler.getByRole('button', { name: 'Send reset link' }).click();
  await handler.getByRole('heading', { level: 1, name: 'Check your inbox' }).waitFor({ timeout: 10_000 });
}

async function choosePassword(page: Page, password: string): Promise<void> {
  const handler = page.locator('stack-handler');
  await handler.locator('input[name=password]').fill(password);
  await handler.locator('input[name=repeat-password]').fill(password);
  await handler.getByRole('button', { name: 'Reset password' }).click();
  await handler.getByRole('heading', { level: 1, name: 'Password changed' }).waitFor({ timeout: 10_000 });
}

describe('forgot password and reset (Chromium)', () => {
  it('carries the typed address to the forgot-password page, and the reset signs the person in', async () => {
    const email = `carry-reset-${Date.now()}@example.com`;
    await signUpOverApi(fixture.demo, email, 'old-password-42');
    const page = fixture.watchErrors(await (await fixture.freshContext()).newPage());
    await askForReset(page, email);
    await page.goto(await resetLink(email));
    await choosePassword(page, 'new-password-42');
    const handler = page.locator('stack-handler');
    await handler.getByText('Your password has been reset and you are signed in.').waitFor();
    await handler.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL(at('/'));
    await expect.poll(() => page.locator('stack-user-button [data-user-name]').textContent()).toBe(email);
    expect(fixture.pageErrors).toEqual([]);
  });

  it('a link opened in another browser resets, says why it did not sign in, and offers "Sign in"', async () => {
    const email = `other-browser-${Date.now()}@example.com`;
    await signUpOverApi(fixture.demo, email, 'old-password-42');
    const asking = await (await fixture.freshContext()).newPage();
    await askForReset(asking, email);
    const link = await resetLink(email);
    const page = fixture.watchErrors(await (await fixture.freshContext()).newPage());
    await page.goto(link);
    await choosePassword(page, 'new-password-42');
    const handler = page.locator('stack-handler');
    await handler.getByText('This link was opened in another browser than the one that asked for it', { exact: false }).waitFor();
    expect(await handler.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/handler/sign-in');
    expect(fixture.pageErrors).toEqual([]);
  });
});
