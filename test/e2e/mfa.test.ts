// TOTP multi-factor sign-in in real Chromium: <stack-sign-in> switches to its MFA step in place,
// a wrong code shows the API's message, a right one signs in; <stack-mfa> on the mfa handler page signs in and redirects.
import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { recordSignedIn, useDemoBrowser } from '../support/browser';

const fixture = useDemoBrowser();
let page: Page;

/** A fresh browser profile (no cookies) that records stack-signed-in events from the first script on. */
async function freshPage(): Promise<Page> {
  const context = await fixture.freshContext();
  await recordSignedIn(context);
  return context.newPage();
}

function totpFor(secretBase64: string): string {
  const bytes = Buffer.from(secretBase64, 'base64');
  const secret = new Secret({ buffer: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) });
  return TOTP.generate({ secret, algorithm: 'SHA1', digits: 6, period: 30, timestamp: Date.now() });
}

function wrongCode(right: string): string {
  return String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
}

/** Signs a user up over the HTTP API and turns TOTP on for it (PATCH /users/me totp_secret_base64). */
async function userWithTotp(): Promise<{ email: string; password: string; secretBase64: string }> {
  const project = fixture.demo.emulator.defaultProject;
  const headers = {
    'content-type': 'application/json',
    'x-stack-project-id': project.id,
    'x-stack-access-type': 'client',
    'x-stack-publishable-client-key': project.publishableClientKey,
  };
  const email = `mfa-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`;
  const password = 'correct-horse-42';
  const signUp = await fetch(`${fixture.demo.emulator.url}/api/v1/auth/password/sign-up`, { method: 'POST', headers, body: JSON.stringify({ email, password }) });
  const { access_token } = (await signUp.json()) as { access_token: string };
  const secretBase64 = randomBytes(20).toString('base64');
  const patch = await fetch(`${fixture.demo.emulator.url}/api/v1/users/me`, {
    method: 'PATCH',
    headers: { ...headers, 'x-stack-access-token': access_token },
    body: JSON.stringify({ totp_secret_base64: secretBase64 }),
  });
  expect(patch.status).toBe(200);
  return { email, password, secretBase64 };
}

describe('TOTP sign-in (Chromium)', () => {
  it('<stack-sign-in> asks for the code in place; a wrong code shows the message, the right one signs in', async () => {
    const user = await userWithTotp();
    page = await freshPage();
    await page.goto(fixture.demo.url);
    const signIn = page.locator('stack-sign-in');
    await signIn.locator('input[name=email]').fill(user.email);
    await signIn.locator('input[name=password]').fill(user.password);
    await signIn.locator('form button[type=submit]').click();

    await signIn.getByRole('heading', { name: 'Two-factor authentication' }).waitFor();
    expect(page.url()).toBe(fixture.demo.url);
    expect(await signIn.locator('input[name=password]').count()).toBe(0);
    // The attempt code is also kept in session storage, as the SDK does for the mfa page.
    expect(await page.evaluate(() => sessionStorage.getItem('stack_mfa_attempt_code'))).toMatch(/^[0-9a-z]{45}$/);

    // The code boxes take focus and submit themselves once the sixth digit is in.
    const code = signIn.locator('input[name=totp]');
    await expect.poll(() => code.evaluate((input) => input.getRootNode() instanceof ShadowRoot && (input.getRootNode() as ShadowRoot).activeElement === input)).toBe(true);
    await code.fill(wrongCode(totpFor(user.secretBase64)));
    await signIn.getByText('That code does not match. Check the clock of your device and try again.').waitFor();
    expect(await code.getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => window.__signedIn)).toEqual([]);

    await code.fill(totpFor(user.secretBase64));
    await page.waitForFunction(() => window.__signedIn.length > 0);
    expect(await page.evaluate(() => window.__signedIn)).toEqual([user.email]);
    await expect.poll(() => page.locator('stack-user-button [data-user-name]').textContent()).toBe(user.email);
    await signIn.getByText(`You are signed in as ${user.email}.`).waitFor();
  });

  it('<stack-mfa> on the mfa handler page finishes a sign-in whose attempt code is in session storage, then goes to after_auth_return_to', async () => {
    const user = await userWithTotp();
    const project = fixture.demo.emulator.defaultProject;
    const res = await fetch(`${fixture.demo.emulator.url}/api/v1/auth/password/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-stack-project-id': project.id, 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': project.publishableClientKey },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    const { details } = (await res.json()) as { details: { attempt_code: string } };
    page = await freshPage();
    // Saved before the page loads, as the SDK does before it goes to the mfa page.
    await page.context().addInitScript((code) => {
      if (sessionStorage.getItem('test-attempt-saved') !== null) return;
      sessionStorage.setItem('test-attempt-saved', '1');
      sessionStorage.setItem('stack_mfa_attempt_code', code);
    }, details.attempt_code);
    await page.goto(new URL('/handler/mfa?after_auth_return_to=%2Faccount.html', fixture.demo.url).toString());

    const mfa = page.locator('stack-mfa');
    await mfa.locator('input[name=totp]').fill(totpFor(user.secretBase64));
    // A full page: it redirects like the sign-in page, to the return target it was given.
    await page.waitForURL(new URL('/account.html', fixture.demo.url).toString(), { timeout: 10_000 });
    await expect.poll(() => page.locator('stack-user-button [data-user-name]').textContent()).toBe(user.email);
    expect(await page.evaluate(() => sessionStorage.getItem('stack_mfa_attempt_code'))).toBeNull();
  });
});
