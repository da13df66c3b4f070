// The password, mfa and passkeys sections of <stack-account-settings> in real Chromium: change the
// password and sign in with the new one; turn TOTP on from the key shown next to the QR code (codes made
// here with otpauth) and pass the MFA step; add a passkey with a CDP virtual authenticator and turn it off.
import { TOTP } from 'otpauth';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openAccountSection, recordSignedIn, signOutWithUserButton, signUpOnDemo, useDemoBrowser } from '../support/browser';
import { uniqueEmail } from '../support/unique-email';

const fixture = useDemoBrowser();
const PASSWORD = 'correct-horse-42';
const NEW_PASSWORD = 'battery-staple-77';

function codeFor(base32Secret: string): string {
  return new TOTP({ secret: base32Secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate();
}

/** The sentence under a field (its aria-describedby error), '' when it has none. */
async function fieldError(scope: Locator, label: string): Promise<string> {
  const input = scope.getByLabel(label, { exact: true });
  return input.evaluate((el) => {
    const root = el.getRootNode() as Document | ShadowRoot;
    const ids = (el.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    return ids.map((id) => root.getElementById?.(id) ?? (root as ShadowRoot).querySelector(`#${CSS.escape(id)}`)).find((node) => node?.classList.contains('stack-field-error'))?.textContent ?? '';
  });
}

async function freshPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await fixture.freshContext();
  await recordSignedIn(context);
  return { context, page: await context.newPage() };
}

async function signOut(page: Page): Promise<void> {
  await page.goto(fixture.demo.url);
  await signOutWithUserButton(page);
  await page.evaluate(() => {
    window.__signedIn = [];
  });
}

async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  const signIn = page.locator('stack-sign-in');
  await signIn.locator('input[name=email]').fill(email);
  await signIn.locator('input[name=password]').fill(password);
  await signIn.locator('form button[type=submit]').click();
}

describe('account security sections (Chromium)', () => {
  it('changes the password: a wrong current one is refused in words, then the new one signs in and the old one fails', async () => {
    const { page } = await freshPage();
    const email = uniqueEmail('e2e-password');
    await signUpOnDemo(page, fixture.demo.url, email, PASSWORD);

    const settings = await openAccountSection(page, fixture.demo.url, 'password');
    const section = settings.locator('section[data-section="password"]');
    await section.locator('input[name=old-password]').fill('not-my-password');
    await section.locator('input[name=password]').fill('short');
    await section.locator('input[name=repeat-password]').fill('short');
    await section.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => fieldError(section, 'New password')).toBe('Password too short. Minimum length is 8.');
    await section.locator('input[name=password]').fill(NEW_PASSWORD);
    await section.locator('input[name=repeat-password]').fill(NEW_PASSWORD);
    await section.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => fieldError(section, 'Current password')).toBe('Your current password is not correct.');

    await section.locator('input[name=old-password]').fill(PASSWORD);
    await section.getByRole('button', { name: 'Change password' }).click();
    await section.getByRole('status').filter({ hasText: 'Password changed. Your other devices have been signed out.' }).waitFor();
    expect(await section.locator('[aria-invalid=true]').count()).toBe(0);
    expect(await section.getByRole('alert').count()).toBe(0);

    await signOut(page);
    await submitSignIn(page, email, PASSWORD);
    await page.locator('stack-sign-in').getByText('Wrong e-mail or password.').waitFor();
    expect(await page.evaluate(() => window.__signedIn)).toEqual([]);
    await submitSignIn(page, email, NEW_PASSWORD);
    await page.waitForFunction(() => window.__signedIn.length > 0);
    expect(await page.evaluate(() => window.__signedIn)).toEqual([email]);
  });

  it('turns TOTP on from the key next to the QR code, adds a passkey and turns it off; the next sign-in asks for a code', async () => {
    const { context, page } = await freshPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
    });
    const email = uniqueEmail('e2e-mfa');
    await signUpOnDemo(page, fixture.demo.url, email, PASSWORD);

    const settings = await openAccountSection(page, fixture.demo.url, 'mfa');
    const mfa = settings.locator('section[data-section="mfa"]');
    await mfa.getByText('Two-factor authentication is off.').waitFor();
    await mfa.getByRole('button', { name: 'Set up' }).click();
    const qr = mfa.getByRole('img', { name: 'QR code for your authenticator app' });
    await qr.waitFor();
    expect(await qr.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
    expect((await qr.locator('path').getAttribute('d'))!.length).toBeGreaterThan(100);
    const secret = (await mfa.locator('.stack-totp-secret').textContent())!;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // The sixth digit submits the code.
    await mfa.locator('input[name=totp]').fill(codeFor(secret));
    // The emulator announces recovery codes: they are shown once, right after two-factor is turned on.
    await mfa.getByRole('button', { name: 'I have saved them' }).click();
    await mfa.getByText('Two-factor authentication is on.').waitFor();
    expect(await page.evaluate(async () => (await window.StackElements!.getApp()!.getUser())!.isMultiFactorRequired)).toBe(true);

    await settings.locator('.stack-settings-nav-item[data-section="passkeys"]').click();
    const passkeys = settings.locator('section[data-section="passkeys"]');
    await passkeys.getByText('No passkey is registered for this account.').waitFor();
    await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
    // The emulator announces the passkey list: the new passkey is a named row.
    await passkeys.locator('[data-passkey-id]', { hasText: 'Passkey 1' }).waitFor();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials.map((c) => c.rpId)).toEqual(['localhost']);
    await passkeys.getByRole('button', { name: 'Actions for Passkey 1' }).click();
    await settings.getByRole('menuitem', { name: 'Remove passkey' }).click();
    await settings.getByRole('dialog', { name: 'Remove passkey' }).getByRole('button', { name: 'Remove passkey' }).click();
    await passkeys.getByText('No passkey is registered for this account.').waitFor();
    expect(await page.evaluate(async () => (await window.StackElements!.getApp()!.getUser())!.passkeyAuthEnabled)).toBe(false);

    await signOut(page);
    await submitSignIn(page, email, PASSWORD);
    const signIn = page.locator('stack-sign-in');
    await signIn.getByRole('heading', { name: 'Two-factor authentication' }).waitFor();
    expect(await page.evaluate(() => window.__signedIn)).toEqual([]);
    // The sixth digit submits the code by itself.
    await signIn.locator('input[name=totp]').fill(codeFor(secret));
    await page.waitForFunction(() => window.__signedIn.length > 0);
    expect(await page.evaluate(() => window.__signedIn)).toEqual([email]);
    await expect.poll(() => page.locator('stack-user-button [data-user-name]').textContent()).toBe(email);
  });
});
