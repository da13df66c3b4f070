// The account-settings stopgap page in real Chromium: turn TOTP on (secret shown on the page, code made
// here with otpauth), add a passkey with a CDP virtual authenticator, then sign in again through the MFA step.
import { TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { recordSignedIn, useDemoBrowser } from '../support/browser';

const fixture = useDemoBrowser();

function codeFor(base32Secret: string): string {
  return new TOTP({ secret: base32Secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate();
}

describe('account settings stopgap (Chromium)', () => {
  it('turns TOTP on, adds a passkey, and the next password sign-in asks for the code', async () => {
    const context = await fixture.freshContext();
    await recordSignedIn(context);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
    });

    await page.goto(fixture.demo.url);
    const email = `settings-${Date.now()}@example.com`;
    const password = 'correct-horse-42';
    const signUp = page.locator('stack-sign-up form');
    await signUp.locator('input[name=email]').fill(email);
    await signUp.locator('input[name=password]').fill(password);
    await signUp.locator('input[name=repeat-password]').fill(password);
    await signUp.locator('button[type=submit]').click();
    await expect.poll(() => page.locator('stack-user-button button').textContent()).toBe(email);

    // The demo's header links to the page.
    await page.getByRole('link', { name: 'Account settings' }).click();
    await page.waitForURL(new URL('/handler/account-settings', fixture.demo.url).toString());
    const settings = page.locator('stack-handler');
    await settings.getByText('Two-factor authentication is off.').waitFor();
    await settings.getByRole('button', { name: 'Set up' }).click();
    const secret = (await settings.locator('.stack-totp-secret').textContent())!;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await settings.locator('.stack-totp-uri').textContent()).toMatch(new RegExp(`^otpauth://totp/[^:]+:${encodeURIComponent(email)}\\?secret=${secret}&issuer=`));
    await settings.locator('input[name=totp]').fill(codeFor(secret));
    await settings.getByRole('button', { name: 'Turn on' }).click();
    await settings.getByText('Two-factor authentication is on.').waitFor();

    await settings.getByRole('button', { name: 'Add a passkey' }).click();
    await settings.getByText('Passkey added. You can now sign in with it.').waitFor();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials.map((c) => c.rpId)).toEqual(['localhost']);

    await settings.getByRole('button', { name: 'Sign out' }).click();
    // Sign-out and the signed-out settings page may both navigate; waitForURL fails when one aborts the other.
    await expect.poll(() => new URL(page.url()).pathname.startsWith('/handler/account-settings'), { timeout: 10000 }).toBe(false);
    await page.goto(fixture.demo.url);
    const signIn = page.locator('stack-sign-in');
    await signIn.locator('input[name=email]').fill(email);
    await signIn.locator('input[name=password]').fill(password);
    await signIn.locator('form button[type=submit]').click();
    await signIn.getByRole('heading', { name: 'Two-factor authentication' }).waitFor();
    expect(await page.evaluate(() => window.__signedIn)).toEqual([]);
    await signIn.locator('input[name=totp]').fill(codeFor(secret));
    await signIn.locator('form button[type=submit]').click();
    await page.waitForFunction(() => window.__signedIn.length > 0);
    expect(await page.evaluate(() => window.__signedIn)).toEqual([email]);
    await expect.poll(() => page.locator('stack-user-button button').textContent()).toBe(email);
  });
});
