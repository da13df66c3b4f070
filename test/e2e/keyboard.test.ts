// Keyboard only, in real Chromium: sign-in, the MFA step (with Back), and a destructive dialog, never
// touching the mouse; focus is checked inside the shadow roots after every step (never <body>).
import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useDemoBrowser } from '../support/browser';

const fixture = useDemoBrowser();

interface Focused {
  tag: string;
  name: string | null;
  autocomplete: string | null;
  role: string | null;
  text: string;
  host: string | null;
  inDialog: boolean;
}

/** The element that has focus, looking through shadow roots, with the custom element it sits in. */
async function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    let host: string | null = null;
    while (active?.shadowRoot?.activeElement) {
      host = active.tagName.toLowerCase();
      active = active.shadowRoot.activeElement;
    }
    const element = active as HTMLElement | null;
    return {
      tag: element?.tagName.toLowerCase() ?? 'none',
      name: element?.getAttribute('name') ?? null,
      autocomplete: element?.getAttribute('autocomplete') ?? null,
      role: element?.getAttribute('role') ?? null,
      text: (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim(),
      host,
      inDialog: Boolean(element?.closest('dialog')),
    };
  });
}

/** Presses Tab until `match` holds for the focused element; fails after `limit` presses. */
async function tabTo(page: Page, match: (f: Focused) => boolean, limit = 40, key = 'Tab'): Promise<Focused> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press(key);
    const now = await focused(page);
    if (match(now)) return now;
  }
  throw new Error(`focus never reached the target: ${JSON.stringify(await focused(page))}`);
}

const project = () => fixture.demo.emulator.defaultProject;
function clientHeaders(): Record<string, string> {
  return { 'content-type': 'application/json', 'x-stack-project-id': project().id, 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': project().publishableClientKey };
}

async function signUpOverApi(totp: boolean): Promise<{ email: string; password: string; secretBase64: string }> {
  const email = `kbd-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`;
  const password = 'correct-horse-42';
  const signUp = await fetch(`${fixture.demo.emulator.url}/api/v1/auth/password/sign-up`, { method: 'POST', headers: clientHeaders(), body: JSON.stringify({ email, password }) });
  const { access_token } = (await signUp.json()) as { access_token: string };
  const secretBase64 = randomBytes(20).toString('base64');
  if (totp) {
    const patch = await fetch(`${fixture.demo.emulator.url}/api/v1/users/me`, {
      method: 'PATCH',
      headers: { ...clientHeaders(), 'x-stack-access-token': access_token },
      body: JSON.stringify({ totp_secret_base64: secretBase64 }),
    });
    expect(patch.status).toBe(200);
  }
  return { email, password, secretBase64 };
}

function totpFor(secretBase64: string): string {
  const bytes = Buffer.from(secretBase64, 'base64');
  const secret = new Secret({ buffer: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) });
  return TOTP.generate({ secret, algorithm: 'SHA1', digits: 6, period: 30, timestamp: Date.now() });
}

async function keyboardSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(fixture.demo.url);
  await page.locator('stack-sign-in input[name=email]').waitFor();
  await tabTo(page, (f) => f.host === 'stack-sign-in' && f.name === 'email');
  await page.keyboard.type(email);
  await tabTo(page, (f) => f.host === 'stack-sign-in' && f.name === 'password', 4);
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
}

describe('keyboard only (Chromium)', () => {
  it('signs in with Tab, typing and Enter', async () => {
    const user = await signUpOverApi(false);
    const page = await (await fixture.freshContext()).newPage();
    await keyboardSignIn(page, user.email, user.password);
    await page.locator('stack-user-button').getByRole('button', { name: new RegExp(user.email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).waitFor();
    expect((await focused(page)).tag).not.toBe('body');
  });

  it('MFA: focus lands in the code, Back returns to the first step, the code signs in by itself', async () => {
    const user = await signUpOverApi(true);
    const page = await (await fixture.freshContext()).newPage();
    await keyboardSignIn(page, user.email, user.password);
    const signIn = page.locator('stack-sign-in');
    await signIn.getByRole('heading', { name: 'Two-factor authentication' }).waitFor();
    await expect.poll(async () => (await focused(page)).autocomplete).toBe('one-time-code');
    // Other methods are hidden during the step.
    expect(await signIn.locator('input[name=password]').count()).toBe(0);

    await tabTo(page, (f) => f.host === 'stack-sign-in' && /back/i.test(f.text), 5, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await signIn.locator('input[name=email]').waitFor();
    expect((await focused(page)).tag).not.toBe('body');

    await keyboardSignIn(page, user.email, user.password);
    await signIn.getByRole('heading', { name: 'Two-factor authentication' }).waitFor();
    await expect.poll(async () => (await focused(page)).autocomplete).toBe('one-time-code');
    await page.keyboard.type(totpFor(user.secretBase64));
    await page.locator('stack-user-button').getByRole('button', { name: new RegExp(user.email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).waitFor();
  });

  it('a destructive dialog: opens on Enter, traps focus, Esc closes and gives focus back', async () => {
    const user = await signUpOverApi(false);
    const page = await (await fixture.freshContext()).newPage();
    await keyboardSignIn(page, user.email, user.password);
    await page.locator('stack-user-button').getByRole('button', { name: new RegExp(user.email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).waitFor();
    await page.goto(new URL('/account.html?section=danger-zone', fixture.demo.url).toString());
    const settings = page.locator('stack-account-settings');
    await settings.getByRole('button', { name: 'Delete account' }).waitFor();

    await tabTo(page, (f) => f.host === 'stack-account-settings' && f.text === 'Delete account', 80);
    await page.keyboard.press('Enter');
    const dialog = settings.getByRole('dialog');
    await dialog.waitFor();
    expect((await focused(page)).inDialog).toBe(true);
    // Focus stays inside the modal dialog however far one tabs.
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      const now = await focused(page);
      if (now.host === 'stack-account-settings') expect(now.inDialog).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const back = await focused(page);
    expect(back.host).toBe('stack-account-settings');
    expect(back.text).toBe('Delete account');
  });
});
