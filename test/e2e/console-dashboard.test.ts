// The emulator's local dashboard in Chromium: GET / of the emulator (not the demo server) loads the
// console script from the emulator under its strict CSP, the seeded owner signs in through the console's
// own form, and the default project's console opens (its frame: project name and sidebar).
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_PROJECT_ID, refreshTokenCookieName } from '../../src/protocol/constants';
import { useDemoBrowser } from '../support/browser';
import { consoleElement } from '../support/console';

const fixture = useDemoBrowser();
const { pageErrors } = fixture;
let page: Page;

beforeAll(async () => {
  page = fixture.watchErrors(await (await fixture.freshContext()).newPage());
});

describe('the local dashboard at the emulator root (Chromium)', () => {
  it('asks the owner to sign in, then shows the default project console', async () => {
    const { emulator } = fixture.demo;
    const response = await page.goto(emulator.dashboardUrl);
    expect(response?.status()).toBe(200);
    expect(await page.title()).toContain('Local dashboard');

    const admin = consoleElement(page);
    expect(await admin.getAttribute('project-id')).toBe(emulator.defaultProject.id);
    // Signed out: the console shows its sign-in form on the internal project.
    const form = admin.locator('form');
    await form.locator('input[name=password]').waitFor();
    const owner = emulator.owner;
    if (!owner) throw new Error('the demo emulator runs in development mode, with an owner');
    await form.locator('input[name=email]').fill(owner.email);
    await form.locator('input[name=password]').fill(owner.password);
    await form.locator('button[type=submit]').click();

    // The frame of the default project: its name as a heading and the console's sidebar.
    await admin.getByRole('heading', { name: 'Demo Project' }).waitFor();
    const nav = admin.getByRole('navigation', { name: 'Project console' });
    await nav.waitFor();
    // Buttons with the page names; the current one marked (Overview opens first).
    await nav.locator('button[aria-current=page]').waitFor();
    expect(await nav.locator('button.stack-settings-nav-item').count()).toBeGreaterThan(3);
    // The session is the owner's, on the emulator's own origin (cookies of the page's host).
    const cookies = await page.context().cookies(emulator.dashboardUrl);
    expect(cookies.map((cookie) => cookie.name)).toContain(refreshTokenCookieName(INTERNAL_PROJECT_ID));
    // No CSP violation or script error: everything came from the emulator itself.
    expect(pageErrors).toEqual([]);
  });

  it('keeps the owner signed in after a reload', async () => {
    await page.reload();
    await consoleElement(page).getByRole('heading', { name: 'Demo Project' }).waitFor();
    expect(await consoleElement(page).locator('input[name=password]').count()).toBe(0);
  });
});
