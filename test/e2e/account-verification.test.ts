// Verification of e-mail addresses in Chromium (issue 32, item 7) and the marketing default (item 15): a new
// address is mailed its link at once, an unverified one is neither made primary nor used for sign-in, the
// sign-up card asks to verify with a working resend, and a new account starts with marketing e-mails off.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openAccountSection, signUpOnDemo, useDemoBrowser } from '../support/browser';
import { uniqueEmail } from '../support/unique-email';

const fixture = useDemoBrowser();
const PASSWORD = 'correct-horse-battery';
const LOADED = { timeout: 10_000 };

async function freshPage(): Promise<Page> {
  const context = await fixture.freshContext();
  return fixture.watchErrors(await context.newPage());
}

/** How many verification mails the dev mailbox holds for `email`. */
async function verificationMails(email: string): Promise<number> {
  const res = await fetch(`${fixture.demo.emulator.url}/emulator/mailbox/${encodeURIComponent(email)}`);
  const mails = (await res.json()) as { subject: string }[];
  return mails.filter((mail) => mail.subject.startsWith('Verify your email')).length;
}

/** The data-action names of a row's "…" menu, opened and closed again. */
async function menuActions(row: Locator): Promise<(string | null)[]> {
  await row.locator('button[aria-haspopup=menu]').click();
  const items = row.locator('[role=menuitem]');
  await items.first().waitFor();
  const actions = await items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-action')));
  await row.page().keyboard.press('Escape');
  return actions;
}

describe('verification of e-mail addresses (Chromium)', () => {
  it('mails the verification link as soon as an address is added; an unverified one offers only verify and remove', async () => {
    const page = await freshPage();
    const second = uniqueEmail('e2e-verify-second');
    await signUpOnDemo(page, fixture.demo.url, uniqueEmail('e2e-verify-first'), PASSWORD);
    const settings = await openAccountSection(page, fixture.demo.url, 'emails');
    const section = settings.locator('section[data-section="emails"]');
    await section.locator('input[name=newEmail]').fill(second);
    await section.locator('button[type=submit]').click();
    await section.getByText(`We sent a verification link to ${second}.`).waitFor(LOADED);
    expect(await verificationMails(second)).toBe(1);

    const row = section.locator(`li[data-email="${second}"]`);
    expect(await menuActions(row)).toEqual(['verify', 'remove']);
    await row.getByText('Verify this address to make it primary or sign in with it.').waitFor();
  });

  it('"Send verification e-mail" mails once per press, then waits visibly ("Send again in 30 s", disabled)', async () => {
    const page = await freshPage();
    const email = uniqueEmail('e2e-verify-cooldown');
    await signUpOnDemo(page, fixture.demo.url, email, PASSWORD);
    // The sign-up card's own mail, sent before the settings screen existed.
    await expect.poll(() => verificationMails(email), LOADED).toBe(1);
    const settings = await openAccountSection(page, fixture.demo.url, 'emails');
    const section = settings.locator('section[data-section="emails"]');
    const row = section.locator(`li[data-email="${email}"]`);
    await row.locator('button[aria-haspopup=menu]').click();
    await row.locator('[role=menuitem][data-action="verify"]').click();
    await section.getByRole('status').getByText(`We sent a verification link to ${email}.`).waitFor(LOADED);
    expect(await verificationMails(email)).toBe(2);

    await row.locator('button[aria-haspopup=menu]').click();
    const verify = row.locator('[role=menuitem][data-action="verify"]');
    await verify.waitFor();
    expect(await verify.textContent()).toMatch(/^Send again in (30|29|28) s$/);
    expect(await verify.getAttribute('aria-disabled')).toBe('true');
    // A press while it waits does nothing: the menu stays open and no request leaves.
    const sends: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/contact-channels/') && request.method() === 'POST') sends.push(request.url());
    });
    await verify.click({ force: true });
    expect(await verify.isVisible()).toBe(true);
    expect(sends).toEqual([]);
    expect(await verificationMails(email)).toBe(2);
  });

  it('after sign-up, the card asks to verify the address, and Resend mails a new link', async () => {
    const page = await freshPage();
    const email = uniqueEmail('e2e-verify-signup');
    await signUpOnDemo(page, fixture.demo.url, email, PASSWORD);
    const card = page.locator('stack-sign-up');
    await card.getByRole('heading', { name: 'Verify your e-mail' }).waitFor(LOADED);
    await card.getByText(`We sent a link to ${email}. Open it to confirm your address.`).waitFor();
    await expect.poll(() => verificationMails(email), LOADED).toBe(1);

    await card.getByRole('button', { name: 'Resend e-mail' }).click();
    await card.getByRole('status').getByText('We sent a new link.').waitFor(LOADED);
    expect(await verificationMails(email)).toBe(2);
  });

  it('a new account made on the sign-up card starts with marketing e-mails off (Transactional stays on)', async () => {
    const page = await freshPage();
    await signUpOnDemo(page, fixture.demo.url, uniqueEmail('e2e-marketing'), PASSWORD);
    const settings = await openAccountSection(page, fixture.demo.url, 'notifications');
    const marketing = settings.getByRole('switch', { name: 'Marketing' });
    await marketing.waitFor();
    expect(await marketing.getAttribute('aria-checked')).toBe('false');
    expect(await settings.getByRole('switch', { name: 'Transactional' }).getAttribute('aria-checked')).toBe('true');
  });

  it('threw no uncaught exception', () => {
    expect(fixture.pageErrors).toEqual([]);
  });
});
