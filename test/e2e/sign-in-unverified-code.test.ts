// Issue 32 item 2 (Chromium): an e-mailed code asked for the address of an account made with a password
// whose e-mail is not verified. The API refuses it (USER_EMAIL_ALREADY_EXISTS, would_work_if_email_was_verified),
// as Stack does; the card says what to do and its button switches to the password form with the address kept.
import { describe, expect, it } from 'vitest';
import { recordStackEvents, signUpOverApi, useDemoBrowser } from '../support/browser';

const fixture = useDemoBrowser();

describe('code sign-in to an unverified password account (Chromium)', () => {
  it('says the account signs in with a password and "Sign in with your password" leads there, address kept', async () => {
    const email = `unverified-code-${Date.now()}@example.com`;
    const password = 'correct-horse-42';
    await signUpOverApi(fixture.demo, email, password);

    const context = await fixture.freshContext();
    await recordStackEvents(context);
    const page = fixture.watchErrors(await context.newPage());
    await page.goto(fixture.demo.url);
    const signIn = page.locator('stack-sign-in');
    await signIn.getByRole('tab', { name: 'E-mail code' }).click();
    await signIn.locator('input[name=email]').fill(email);
    await signIn.getByRole('button', { name: 'E-mail me a code' }).click();

    const alert = signIn.getByRole('alert');
    await alert.getByText('This address has an account that signs in with a password and is not verified yet.', { exact: false }).waitFor({ timeout: 10_000 });
    expect(await alert.textContent()).not.toContain('already exists');
    await alert.getByRole('button', { name: 'Sign in with your password' }).click();

    // The password tab, with the address the person typed.
    expect(await signIn.getByRole('tab', { name: 'Password' }).getAttribute('aria-selected')).toBe('true');
    expect(await signIn.locator('input[name=email]').inputValue()).toBe(email);
    await signIn.locator('input[name=password]').fill(password);
    await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
    await signIn.getByText(`You are signed in as ${email}.`).waitFor();
    expect((await page.evaluate(() => window.__events)).filter((event) => event.type === 'stack-signed-in').map((event) => event.email)).toEqual([email]);
    expect(fixture.pageErrors).toEqual([]);
  });
});
