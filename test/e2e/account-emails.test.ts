// Account settings in real Chromium: the e-mails section (add an address, verify it through the mailed
// link, make it primary) and the profile section (display name, profile image) of <stack-account-settings>.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { drawPng, openAccountSection, recordStackEvents, signUpOnDemo, useDemoBrowser } from '../support/browser';
import { uniqueEmail } from '../support/unique-email';

const fixture = useDemoBrowser();
const PASSWORD = 'correct-horse-battery';

async function freshPage(): Promise<Page> {
  const context = await fixture.freshContext();
  await recordStackEvents(context);
  return fixture.watchErrors(await context.newPage());
}

/** Chooses an action in a row's "…" menu. */
async function rowAction(row: Locator, action: string): Promise<void> {
  await row.locator('button[aria-haspopup=menu]').click();
  await row.locator(`[role=menuitem][data-action="${action}"]`).click();
}

/** The link of the newest verification mail to `email`, from the emulator's dev mailbox. */
async function verificationLink(email: string): Promise<string> {
  const res = await fetch(`${fixture.demo.emulator.url}/emulator/mailbox/${encodeURIComponent(email)}`);
  const mails = (await res.json()) as { subject: string; text: string }[];
  const mail = mails.filter((m) => m.subject.startsWith('Verify your email')).at(-1);
  const link = mail && /(http:\/\/\S+\?code=[0-9a-z]{45})/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no verification mail for ${email}: ${JSON.stringify(mails)}`);
  return link;
}

describe('account settings: e-mails (Chromium)', () => {
  it('adds a second address, verifies it from the mailed link, and makes it primary', async () => {
    const page = await freshPage();
    const first = uniqueEmail('e2e-emails');
    const second = uniqueEmail('e2e-second');
    await signUpOnDemo(page, fixture.demo.url, first, PASSWORD);
    const settings = await openAccountSection(page, fixture.demo.url, 'emails');
    const section = settings.locator('section[data-section="emails"]');

    const firstRow = section.locator(`li[data-email="${first}"]`);
    await firstRow.waitFor();
    expect(await firstRow.locator('.stack-badge').allTextContents()).toEqual(['Primary', 'Unverified', 'Used for sign-in']);

    await section.locator('input[name=newEmail]').fill(second.toUpperCase());
    await section.locator('button[type=submit]').click();
    await section.getByRole('status').getByText(`Added ${second}.`).waitFor();
    const secondRow = section.locator(`li[data-email="${second}"]`);
    expect(await secondRow.locator('.stack-badge').allTextContents()).toEqual(['Unverified']);
    expect(await section.locator('input[name=newEmail]').inputValue()).toBe('');

    // Adding it again is refused in words.
    await section.locator('input[name=newEmail]').fill(second);
    await section.locator('button[type=submit]').click();
    await section.locator('.stack-field-error', { hasText: 'You have already added this e-mail address.' }).waitFor();
    expect(await section.locator('input[name=newEmail]').getAttribute('aria-invalid')).toBe('true');

    // Adding it mailed its link already, so its "Send verification e-mail" waits before a second mail.
    await secondRow.locator('button[aria-haspopup=menu]').click();
    expect(await secondRow.locator('[role=menuitem][data-action="verify"]').getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');
    const link = await verificationLink(second);
    expect(link.startsWith(`${fixture.demo.url}handler/email-verification?code=`)).toBe(true);

    await page.goto(link);
    // The page asks first, so a mail scanner following the link uses nothing.
    await page.getByRole('button', { name: 'Verify e-mail' }).click({ timeout: 10_000 });
    await page.getByText('Your e-mail address is verified. Thank you!').waitFor({ timeout: 10_000 });

    const back = await openAccountSection(page, fixture.demo.url, 'emails');
    const verifiedRow = back.locator(`section[data-section="emails"] li[data-email="${second}"]`);
    await verifiedRow.locator('.stack-badge[data-tone=success]', { hasText: 'Verified' }).waitFor();
    expect(await back.locator(`li[data-email="${first}"] .stack-badge`).allTextContents()).toEqual(['Primary', 'Unverified', 'Used for sign-in']);

    await rowAction(verifiedRow, 'make-primary');
    await verifiedRow.locator('.stack-badge[data-tone=primary]').waitFor();
    expect(await verifiedRow.locator('.stack-badge').allTextContents()).toEqual(['Primary', 'Verified']);
    expect(await back.locator(`li[data-email="${first}"] .stack-badge`).allTextContents()).toEqual(['Unverified', 'Used for sign-in']);
    // The user (and so the user button's e-mail) follows the new primary address.
    await expect.poll(() => page.evaluate(() => window.__events.filter((e) => e.type === 'stack-user-changed').at(-1)?.email)).toBe(second);
    await page.context().close();
    // A sign-up, an addition with its mail, and a verification through the mailed link.
  }, 60_000);

  it('shows an address another account signs in with as words when turned on for sign-in, and removes an address', async () => {
    const owner = await freshPage();
    const taken = uniqueEmail('e2e-taken');
    await signUpOnDemo(owner, fixture.demo.url, taken, PASSWORD);
    const page = await freshPage();
    await signUpOnDemo(page, fixture.demo.url, uniqueEmail('e2e-taker'), PASSWORD);
    const settings = await openAccountSection(page, fixture.demo.url, 'emails');
    const section = settings.locator('section[data-section="emails"]');
    await section.locator('input[name=newEmail]').fill(taken);
    await section.locator('button[type=submit]').click();
    const row = section.locator(`li[data-email="${taken}"]`);
    await row.waitFor();
    // The addition mails its link; the owner's sign-up mail went to the same address before.
    await section.getByText(`We sent a verification link to ${taken}.`).waitFor({ timeout: 10_000 });
    // Only a verified address may be used for sign-in: the taker proves it first (the newest mail to it is theirs).
    await page.goto(await verificationLink(taken));
    await page.getByRole('button', { name: 'Verify e-mail' }).click({ timeout: 10_000 });
    await page.getByText('Your e-mail address is verified. Thank you!').waitFor({ timeout: 10_000 });
    await openAccountSection(page, fixture.demo.url, 'emails');
    await row.locator('.stack-badge[data-tone=success]', { hasText: 'Verified' }).waitFor();
    await rowAction(row, 'toggle-auth');
    await section.getByRole('alert').getByText('This e-mail address is already used to sign in to another account.').waitFor();
    expect(await row.locator('.stack-badge').allTextContents()).toEqual(['Verified']);
    await rowAction(row, 'remove');
    // Removal asks first, in a dialog naming the address; its button names the action.
    const dialog = section.getByRole('dialog', { name: 'Remove e-mail' });
    await dialog.getByText(taken).waitFor();
    await dialog.getByRole('button', { name: 'Remove e-mail' }).click();
    await section.getByRole('status').getByText(`Removed ${taken}.`).waitFor();
    expect(await dialog.count()).toBe(0);
    expect(await section.locator(`li[data-email="${taken}"]`).count()).toBe(0);
    expect(fixture.pageErrors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await page.context().close();
    // Two sign-ups and a verification through the mailed link.
  }, 60_000);
});

describe('account settings: profile (Chromium)', () => {
  it('saves the display name (Saved., user button, stack-user-changed) and a downscaled profile image', async () => {
    const page = await freshPage();
    // The display name each stack-user-changed carried (recordStackEvents keeps only the e-mail).
    await page.context().addInitScript(() => {
      (window as unknown as { __names: (string | null)[] }).__names = [];
      document.addEventListener('stack-user-changed', (event) => {
        const user = (event as CustomEvent<{ user: { displayName: string | null } | null }>).detail.user;
        (window as unknown as { __names: (string | null)[] }).__names.push(user?.displayName ?? null);
      });
    });
    const email = uniqueEmail('e2e-profile');
    await signUpOnDemo(page, fixture.demo.url, email, PASSWORD);
    const settings = await openAccountSection(page, fixture.demo.url, 'profile');
    const section = settings.locator('section[data-section="profile"]');
    await section.locator('input[name=displayName]').fill('Ada Lovelace');
    await section.locator('form button[type=submit]').click();
    await section.getByRole('status').getByText('Saved.').waitFor();
    await expect.poll(() => page.locator('stack-user-button button').first().textContent()).toContain('Ada Lovelace');
    await expect.poll(() => page.evaluate(() => (window as unknown as { __names: (string | null)[] }).__names.at(-1))).toBe('Ada Lovelace');
    // Typing again hides the old "Saved." line.
    await section.locator('input[name=displayName]').fill('Ada King');
    expect(await section.getByRole('status').count()).toBe(0);

    // A 600×300 PNG drawn in the page is picked as a file and saved as a ≤256px data: URL.
    await section.locator('input[name=profileImage]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await drawPng(page, 600, 300, '#3366ff') });
    await section.getByRole('status').getByText('Profile image saved.').waitFor();
    const preview = section.locator('.stack-profile-image .stack-avatar img');
    const src = await preview.getAttribute('src');
    expect(src).toMatch(/^data:image\/png;base64,/);
    const size = await preview.evaluate((img: HTMLImageElement) => (img.complete ? [img.naturalWidth, img.naturalHeight] : null));
    expect(size).toEqual([256, 128]);

    await section.locator('input[name=profileImage]').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
    await section.getByRole('alert').getByText(/could not be read as an image/).waitFor();

    await section.getByRole('button', { name: 'Remove image' }).click();
    await section.getByRole('status').getByText('Profile image removed.').waitFor();
    expect(await preview.count()).toBe(0);
    expect(fixture.pageErrors).toEqual([]);
    await page.context().close();
  });
});
