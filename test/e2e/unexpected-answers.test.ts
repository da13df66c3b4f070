// A server answer without the fields a screen needs (issue 30), in real Chromium: the browser's request
// reaches the emulator, its answer's JSON is changed on the way back (Playwright's route), and the element
// says so in words a person understands: no code, no field path, and the rest of the page keeps working.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/react/i18n';
import { openAccountSection, signUpOnDemo, useDemoBrowser } from '../support/browser';
import { consoleElement, consolePath, createConsoleOwner, signInOwner } from '../support/console';
import { createTeamInSettings, openTeamTab } from '../support/teams';
import { uniqueEmail } from '../support/unique-email';

const fixture = useDemoBrowser();
const PASSWORD = 'correct-horse-42';
const WORDS = en['error.unexpected'];
const DEVELOPER_TEXT = /answer\.|\/api\/v1|UNEXPECTED_ANSWER|must be (a|an|defined)|UnexpectedAnswerError/;
/** expect.poll waits 1 s by default; a loaded 2-core machine needs longer. */
const SHOWN = { timeout: 10_000 };

/** Changes the JSON of every answer to `method` requests matching `url` (the request itself reaches the server). */
async function changeAnswers(page: Page, url: RegExp, method: string, change: (json: Record<string, unknown>) => unknown): Promise<void> {
  await page.route(url, async (route) => {
    if (route.request().method() !== method) return route.fallback();
    const response = await route.fetch();
    await route.fulfill({ response, json: change((await response.json()) as Record<string, unknown>) });
  });
}

const shadowText = (page: Page, tag: string): Promise<string> => page.locator(tag).first().evaluate((host) => host.shadowRoot?.textContent ?? '');

describe('an answer without the fields a screen needs, in words (Chromium)', () => {
  it('sign-in: a sign-in answer without its tokens says "something went wrong" and nobody is signed in', async () => {
    const page = await (await fixture.freshContext()).newPage();
    const email = uniqueEmail('answer-signin');
    await signUpOnDemo(page, fixture.demo.url, email, PASSWORD);
    const other = await (await fixture.freshContext()).newPage();
    await changeAnswers(other, /\/api\/v1\/auth\/password\/sign-in$/, 'POST', (json) => ({ ...json, access_token: undefined, refresh_token: 7 }));
    await other.goto(fixture.demo.url);
    const form = other.locator('stack-sign-in form');
    await form.locator('input[name=email]').fill(email);
    await form.locator('input[name=password]').fill(PASSWORD);
    await form.locator('button[type=submit]').click();
    await expect.poll(() => shadowText(other, 'stack-sign-in'), SHOWN).toContain(WORDS);
    expect(await shadowText(other, 'stack-sign-in')).not.toMatch(DEVELOPER_TEXT);
    // The form is still there to try again.
    expect(await form.locator('input[name=email]').inputValue()).toBe(email);
  });

  it('account settings: a sessions list of the wrong shape says so in the sessions section', async () => {
    const page = await (await fixture.freshContext()).newPage();
    await signUpOnDemo(page, fixture.demo.url, uniqueEmail('answer-sessions'), PASSWORD);
    await changeAnswers(page, /\/api\/v1\/auth\/sessions(\?|$)/, 'GET', () => ({ items: 'none', is_paginated: false }));
    await openAccountSection(page, fixture.demo.url, 'sessions');
    await expect.poll(() => shadowText(page, 'stack-account-settings'), SHOWN).toContain(WORDS);
    expect(await shadowText(page, 'stack-account-settings')).not.toMatch(DEVELOPER_TEXT);
  });

  it('teams: a team list whose names are missing says so instead of showing nameless teams', async () => {
    const page = await (await fixture.freshContext()).newPage();
    await signUpOnDemo(page, fixture.demo.url, uniqueEmail('answer-teams'), PASSWORD);
    await createTeamInSettings(page, fixture.demo.url, 'Named Team');
    const unnamed = (json: Record<string, unknown>) => ({ ...json, items: (json.items as Record<string, unknown>[]).map((team) => ({ ...team, display_name: null })) });
    await changeAnswers(page, /\/api\/v1\/teams\?/, 'GET', unnamed);
    await openAccountSection(page, fixture.demo.url, 'teams');
    await expect.poll(() => shadowText(page, 'stack-account-settings'), SHOWN).toContain(WORDS);
    expect(await shadowText(page, 'stack-account-settings')).not.toMatch(DEVELOPER_TEXT);
  });

  it('teams: a team invitation list of the wrong shape says so on the Invitations tab', async () => {
    const page = await (await fixture.freshContext()).newPage();
    await signUpOnDemo(page, fixture.demo.url, uniqueEmail('answer-invites'), PASSWORD);
    const { teamPage } = await createTeamInSettings(page, fixture.demo.url, 'Answer Team');
    await changeAnswers(page, /\/api\/v1\/team-invitations\?/, 'GET', (json) => ({ ...json, items: [{ id: 'x' }] }));
    await openTeamTab(teamPage, 'Invitations');
    await expect.poll(() => shadowText(page, 'stack-account-settings'), SHOWN).toContain(WORDS);
    expect(await shadowText(page, 'stack-account-settings')).not.toMatch(DEVELOPER_TEXT);
  });

  it('owner console: a users list of the wrong shape says so on the Users page', async () => {
    const owner = await createConsoleOwner(fixture.demo.emulator, { label: 'answer-console' });
    const context = await fixture.freshContext();
    await signInOwner(context, fixture.demo.url, owner.owner);
    const page = await context.newPage();
    await changeAnswers(page, /\/api\/v1\/users(\?|$)/, 'GET', (json) => ({ ...json, items: [{ id: 'x', signed_up_at_millis: 'yesterday' }] }));
    await page.goto(new URL(consolePath({ projectId: owner.projectId, page: 'users' }), fixture.demo.url).toString());
    const text = () => consoleElement(page).evaluate((host) => host.shadowRoot?.textContent ?? '');
    await expect.poll(text, SHOWN).toContain(WORDS);
    expect(await text()).not.toMatch(DEVELOPER_TEXT);
  });
});
