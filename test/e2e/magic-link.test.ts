// Magic-link sign-in on the demo page in real Chromium: the code typed into <stack-sign-in>, and the
// link from the mail opened on the demo's magic-link-callback page (<stack-magic-link-callback>). Mail comes from the emulator's dev mailbox.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { recordStackEvents, useDemoBrowser } from '../support/browser';

const fixture = useDemoBrowser();
const { pageErrors } = fixture;

/** A page in a fresh browser context (own cookies) that records every stack-* event reaching document. */
async function freshPage(): Promise<Page> {
  const context = await fixture.browser.newContext();
  await recordStackEvents(context);
  return fixture.watchErrors(await context.newPage());
}

/** The latest mail to `email` from GET /emulator/mailbox/{email}: the OTP of its subject and its link. */
async function readMail(email: string): Promise<{ otp: string; link: string }> {
  const res = await fetch(`${fixture.demo.emulator.url}/emulator/mailbox/${encodeURIComponent(email)}`);
  const mails = (await res.json()) as { subject: string; text: string }[];
  const mail = mails[mails.length - 1];
  const otp = mail && /Your code is ([0-9A-Z]{6})$/.exec(mail.subject)?.[1];
  const link = mail && /(http:\/\/\S+\?code=[0-9a-z]{45})/.exec(mail.text)?.[1];
  if (!otp || !link) throw new Error(`no sign-in mail for ${email}: ${JSON.stringify(mails)}`);
  return { otp, link };
}

/** On the demo page: opens the code form of <stack-sign-in> and sends a code to `email`. */
async function requestCode(page: Page, email: string): Promise<void> {
  await page.goto(fixture.demo.url);
  const signIn = page.locator('stack-sign-in');
  await signIn.getByRole('tab', { name: 'E-mail code' }).click();
  const form = signIn.locator('form');
  await form.locator('input[name=email]').fill(email);
  await form.locator('button[type=submit]').click();
  await signIn.locator('input[name=otp]').waitFor({ timeout: 10_000 });
}

describe('magic link on the demo page (Chromium)', () => {
  it('signs up by typing the e-mailed code into <stack-sign-in>: one stack-signed-in, the user button shows the e-mail', async () => {
    const page = await freshPage();
    const email = `otp-typed-${Date.now()}@example.com`;
    await requestCode(page, email);
    const { otp } = await readMail(email);
    const signIn = page.locator('stack-sign-in');
    // The sixth character submits the code by itself.
    await signIn.locator('input[name=otp]').fill(otp.toLowerCase());
    await page.waitForFunction(() => window.__events.some((event) => event.type === 'stack-signed-in'));
    await expect.poll(() => page.locator('stack-user-button button').textContent()).toBe(email);
    await signIn.getByText(`You are signed in as ${email}.`).waitFor();
    const signedIn = (await page.evaluate(() => window.__events)).filter((event) => event.type === 'stack-signed-in');
    expect(signedIn).toEqual([{ type: 'stack-signed-in', email, target: 'stack-sign-in' }]);
    await page.context().close();
  });

  it('shows a wrong code in words and keeps the code field', async () => {
    const page = await freshPage();
    const email = `otp-wrong-${Date.now()}@example.com`;
    await requestCode(page, email);
    const { otp } = await readMail(email);
    const signIn = page.locator('stack-sign-in');
    await signIn.locator('input[name=otp]').fill(otp === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA');
    await signIn.getByText('That code is not right. Check the e-mail and try again.').waitFor();
    expect(await signIn.locator('input[name=otp]').getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => window.__events.filter((event) => event.type === 'stack-signed-in').length)).toBe(0);
    await page.context().close();
  });

  it('signs in by opening the link from the mail: <stack-magic-link-callback> signs in, drops the code from the URL, one stack-signed-in reaches document', async () => {
    const email = `otp-link-${Date.now()}@example.com`;
    const sender = await freshPage();
    await requestCode(sender, email);
    await sender.context().close();
    const { link } = await readMail(email);
    expect(link.startsWith(`${fixture.demo.url}handler/magic-link-callback?code=`)).toBe(true);

    // The link is opened elsewhere (another browser, as a mail client would).
    const page = await freshPage();
    await page.goto(link, { timeout: 10_000 });
    await page.locator('stack-magic-link-callback').getByText('You are signed in.').waitFor({ timeout: 10_000 });
    await page.waitForFunction(() => window.__events.some((event) => event.type === 'stack-signed-in'), undefined, { timeout: 5_000 });
    const signedIn = (await page.evaluate(() => window.__events)).filter((event) => event.type === 'stack-signed-in');
    expect(signedIn).toEqual([{ type: 'stack-signed-in', email, target: 'stack-magic-link-callback' }]);
    await expect.poll(() => page.locator('stack-user-button button').textContent()).toBe(email);
    expect(page.url()).toBe(`${fixture.demo.url}handler/magic-link-callback`);

    // Back on the demo page the session (cookies) holds.
    await page.goto(fixture.demo.url);
    await page.locator('stack-sign-in').getByText(`You are signed in as ${email}.`).waitFor();
    await page.context().close();
  });

  it('a used link says so on the callback page', async () => {
    const email = `otp-used-${Date.now()}@example.com`;
    const page = await freshPage();
    await requestCode(page, email);
    const { link } = await readMail(email);
    await page.goto(link);
    await page.locator('stack-magic-link-callback').getByText('You are signed in.').waitFor();
    const second = await freshPage();
    await second.goto(link);
    await second.locator('stack-magic-link-callback').getByRole('alert').getByText('This code has already been used. Please ask for a new one.').waitFor();
    await page.context().close();
    await second.context().close();
  });

  it('logs no console errors', () => {
    // The wrong-code and used-link answers are 4xx responses Chromium reports as failed loads; nothing else may appear.
    expect(pageErrors.filter((line) => !/status of 40\d/.test(line))).toEqual([]);
  });
});
