// What a person reads when a field is wrong, in real Chromium: a sentence under the field, linked to
// it (aria-invalid + aria-describedby), never a code, a field path or schema text.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpOnDemo, useDemoBrowser } from '../support/browser';
import { createTeamInSettings, openTeamTab } from '../support/teams';
import { uniqueEmail } from '../support/unique-email';

const fixture = useDemoBrowser();
const DEVELOPER_TEXT = /Request validation|\/api\/v1|body\.|SCHEMA_ERROR|[A-Z]{3,}_[A-Z_]{3,}|must be a valid/;

/** The sentence(s) an invalid input points at with aria-describedby, read inside its shadow root. */
async function describedError(input: Locator): Promise<string> {
  await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true');
  return input.evaluate((element) => {
    const root = element.getRootNode() as ShadowRoot;
    const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    return ids.map((id) => root.getElementById(id)?.textContent ?? '').join(' ').trim();
  });
}

async function everyText(page: Page, tag: string): Promise<string> {
  return page.locator(tag).evaluate((host) => host.shadowRoot?.textContent ?? '');
}

describe('failures in words (Chromium)', () => {
  it('sign-up with "not an email": the e-mail field says so in a sentence', async () => {
    const page = await (await fixture.freshContext()).newPage();
    await page.goto(fixture.demo.url);
    const form = page.locator('stack-sign-up form');
    await form.locator('input[name=email]').fill('not an email');
    await form.locator('input[name=password]').fill('correct-horse-42');
    await form.locator('input[name=repeat-password]').fill('correct-horse-42');
    await form.locator('button[type=submit]').click();
    const words = await describedError(form.locator('input[name=email]'));
    expect(words).toMatch(/e-mail/i);
    expect(words).not.toMatch(DEVELOPER_TEXT);
    expect(await everyText(page, 'stack-sign-up')).not.toMatch(DEVELOPER_TEXT);
  });

  it('inviting "not an email" to a team: the invitation field says so in a sentence', async () => {
    const page = await (await fixture.freshContext()).newPage();
    await signUpOnDemo(page, fixture.demo.url, uniqueEmail('words-invite'), 'correct-horse-42');
    const { teamPage } = await createTeamInSettings(page, fixture.demo.url, 'Word Smiths');
    await openTeamTab(teamPage, 'Invitations');
    const input = teamPage.getByLabel(/e-?mail/i).and(teamPage.locator('input')).first();
    await input.fill('not an email');
    await teamPage.getByRole('button', { name: 'Send invitation' }).click();
    const words = await describedError(input);
    expect(words).toMatch(/e-mail/i);
    expect(words).not.toMatch(DEVELOPER_TEXT);
    expect(await everyText(page, 'stack-account-settings')).not.toMatch(DEVELOPER_TEXT);
  });
});
