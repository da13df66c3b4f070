// Issue 32 items 4 and 11 in real Chromium: recovery codes shown once when two-factor is turned on (download
// as text), regenerated after a confirm, and used at the MFA step ("Lost your device?"); the code step's
// Resend waits with a visible countdown (one mail per press); /handler/mfa opened directly leads to sign-in.
import { readFile } from 'node:fs/promises';
import { TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openAccountSection, recordSignedIn, requestCodeOnDemo, signOutWithUserButton, signUpOnDemo, useDemoBrowser } from '../support/browser';
import { uniqueEmail } from '../support/unique-email';

const fixture = useDemoBrowser();
const PASSWORD = 'correct-horse-42';

async function freshPage(): Promise<Page> {
  const context = await fixture.freshContext();
  await recordSignedIn(context);
  return context.newPage();
}

const codeFor = (base32Secret: string) => new TOTP({ secret: base32Secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate();
const CODE_RE = /^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/;

async function mailCount(email: string): Promise<number> {
  const res = await fetch(`${fixture.demo.emulator.url}/emulator/mailbox/${encodeURIComponent(email)}`);
  return ((await res.json()) as unknown[]).length;
}

describe('two-factor recovery codes (Chromium)', () => {
  it('turning two-factor on shows 10 codes once with a text download; Regenerate asks first; a code signs in at the MFA step', async () => {
    const page = await freshPage();
    const email = uniqueEmail('e2e-recovery');
    await signUpOnDemo(page, fixture.demo.url, email, PASSWORD);
    const settings = await openAccountSection(page, fixture.demo.url, 'mfa');
    const mfa = settings.locator('section[data-section="mfa"]');
    await mfa.getByRole('button', { name: 'Set up' }).click();
    const secret = (await mfa.locator('.stack-totp-secret').textContent())!;
    await mfa.locator('input[name=totp]').fill(codeFor(secret));

    const list = mfa.getByRole('list', { name: 'Recovery codes' });
    await list.waitFor();
    const codes = await list.locator('code').allTextContents();
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(CODE_RE);

    const [download] = await Promise.all([page.waitForEvent('download'), mfa.getByRole('button', { name: 'Download as text' }).click()]);
    expect(download.suggestedFilename()).toBe('recovery-codes.txt');
    const text = await readFile((await download.path())!, 'utf8');
    expect(text).toContain(email);
    for (const code of codes) expect(text).toContain(code);

    await mfa.getByRole('button', { name: 'I have saved them' }).click();
    await mfa.getByText('10 of 10 codes left').waitFor();
    expect(await list.count()).toBe(0);

    // Regenerate: asked first, then a new set replaces the old one.
    await mfa.getByRole('button', { name: 'Regenerate', exact: true }).click();
    const dialog = mfa.getByRole('dialog', { name: 'Regenerate recovery codes' });
    await dialog.getByText('Your current recovery codes will stop working.').waitFor();
    await dialog.getByRole('button', { name: 'Regenerate recovery codes' }).click();
    await list.waitFor();
    const fresh = await list.locator('code').allTextContents();
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => codes.includes(code))).toBe(false);
    await mfa.getByRole('button', { name: 'I have saved them' }).click();

    // Sign out, sign in: the MFA step offers a recovery code.
    await page.goto(fixture.demo.url);
    await signOutWithUserButton(page);
    await page.evaluate(() => {
      window.__signedIn = [];
    });
    const signIn = page.locator('stack-sign-in');
    await signIn.locator('input[name=email]').fill(email);
    await signIn.locator('input[name=password]').fill(PASSWORD);
    await signIn.locator('form button[type=submit]').click();
    await signIn.getByText('Lost your device?').waitFor();
    await signIn.getByRole('button', { name: 'Use a recovery code' }).click();
    await signIn.getByRole('heading', { name: 'Use a recovery code' }).waitFor();
    // An old code no longer works; a fresh one, typed in capitals, signs in.
    await signIn.getByLabel('Recovery code').fill(codes[0]!);
    await signIn.getByRole('button', { name: 'Verify' }).click();
    await signIn.getByText('This recovery code is wrong or has already been used.').waitFor();
    expect(await page.evaluate(() => window.__signedIn)).toEqual([]);
    await signIn.getByLabel('Recovery code').fill(fresh[0]!.toUpperCase());
    await signIn.getByRole('button', { name: 'Verify' }).click();
    await page.waitForFunction(() => window.__signedIn.length > 0);
    expect(await page.evaluate(() => window.__signedIn)).toEqual([email]);

    const after = await openAccountSection(page, fixture.demo.url, 'mfa');
    await after.locator('section[data-section="mfa"]').getByText('9 of 10 codes left').waitFor();
    await page.context().close();
  }, 90_000);

  it('/handler/mfa with no sign-in waiting explains and links to sign-in instead of a code form', async () => {
    const page = await freshPage();
    await page.goto(new URL('/handler/mfa', fixture.demo.url).toString());
    const mfa = page.locator('stack-mfa, stack-handler').first();
    await mfa.getByText('There is no two-factor sign-in in progress. Sign in first, then enter your code.').waitFor();
    expect(await mfa.locator('input').count()).toBe(0);
    const link = mfa.getByRole('link', { name: 'Go to sign-in' });
    expect(new URL((await link.getAttribute('href'))!, fixture.demo.url).pathname).toMatch(/sign-in/);
    await page.context().close();
  });
});

describe('Resend of the e-mailed code (Chromium)', () => {
  it('waits 30 s with a visible countdown after each send; one press is one mail', async () => {
    const page = await freshPage();
    await page.clock.install();
    const email = `resend-${Date.now()}@example.com`;
    await requestCodeOnDemo(page, fixture.demo.url, email);
    const signIn = page.locator('stack-sign-in');
    const resend = signIn.locator('.stack-resend-line button');
    await expect.poll(() => resend.locator('.stack-button-label').first().textContent()).toBe('Resend in 30 s');
    expect(await resend.isDisabled()).toBe(true);
    await page.clock.runFor(10_000);
    await expect.poll(() => resend.locator('.stack-button-label').first().textContent()).toBe('Resend in 20 s');
    await page.clock.runFor(20_000);
    await expect.poll(() => resend.locator('.stack-button-label').first().textContent()).toBe('Resend code');
    expect(await mailCount(email)).toBe(1);
    await resend.click();
    await signIn.getByText('We sent a new code.').waitFor();
    await expect.poll(() => resend.locator('.stack-button-label').first().textContent()).toBe('Resend in 30 s');
    expect(await resend.isDisabled()).toBe(true);
    expect(await mailCount(email)).toBe(2);
    await page.context().close();
  });
});
