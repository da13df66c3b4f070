// Issue 15 §5: every element, and the owner console, under exactly `default-src 'self'; script-src
// 'self'; style-src 'self'; img-src 'self' data:; connect-src <API>` with no nonce, in real Chromium,
// signed out and signed in, with menus and dialogs open: no CSP violation (listener or console).
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMismatch } from '../../emulator/response-check';
import { startEmulator, type RunningEmulator } from '../../emulator/server';
import { cspConsoleErrors, elementPages, launchChromium, SINGLE_PAGES, startPageHost, strictCsp, watchContext, type PageHost, type Watch } from '../support/attack-pages';
import { signUpOnDemo } from '../support/browser';
import { createConsoleOwner, signInOwner, type ConsoleOwner } from '../support/console';
import { uniqueEmail } from '../support/unique-email';
import type { Browser } from 'playwright-core';

const SECTIONS = ['profile', 'emails', 'password', 'passkeys', 'mfa', 'sessions', 'connected-accounts', 'notifications', 'api-keys', 'danger-zone', 'teams'];
const CONSOLE_PAGES = ['overview', 'users', 'teams', 'permissions', 'auth-methods', 'domains', 'api-keys', 'emails', 'webhooks', 'settings'];
let emulator: RunningEmulator;
let host: PageHost;
let browser: Browser;
let context: BrowserContext;
let watch: Watch;
let consoleOwner: ConsoleOwner;
const visited = new Set<string>();

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, inMemory: true, checkResponses: true });
  const project = emulator.defaultProject;
  const apiOrigin = new URL(emulator.url).origin;
  const config = { projectId: project.id, publishableClientKey: project.publishableClientKey ?? '', baseUrl: emulator.url };
  const pages = elementPages({ ...config, consoleProjectId: () => consoleOwner.projectId });
  host = await startPageHost(strictCsp(apiOrigin), (url) =>
    // The collector's own check: an inline script and an inline style, which the policy must refuse.
    url.pathname === '/probe.html' ? '<!doctype html><title>probe</title><p style="color:red">x</p><script>window.probe = 1</script>' : pages(url),
  );
  consoleOwner = await createConsoleOwner(emulator, { projectName: 'CSP shop' });
  browser = await launchChromium();
  context = await browser.newContext();
  context.setDefaultTimeout(8_000);
  watch = await watchContext(context);
}, 30_000);

afterAll(async () => {
  const mismatches = emulator?.responseMismatches() ?? [];
  await context?.close();
  await browser?.close();
  await host?.close();
  await emulator?.close();
  if (mismatches.length > 0) throw new Error(`The emulator answered against its wire schemas:\n${mismatches.map(formatMismatch).join('\n')}`);
});

const at = (path: string): string => new URL(path, host.url).toString();

/** Opens `path` and waits until `selector` (inside the elements' shadow roots) shows. */
async function visit(page: Page, path: string, selector: string): Promise<void> {
  await page.goto(at(path));
  await page.locator(selector).first().waitFor();
  visited.add(path.split('?')[0]!);
}

describe('strict CSP, no nonce (Chromium)', () => {
  it('the collector sees what the policy refuses (an inline script and style on a probe page)', async () => {
    const probeContext = await browser.newContext();
    const probeWatch = await watchContext(probeContext);
    const page = await probeContext.newPage();
    await page.goto(at('/probe.html'));
    await expect.poll(() => probeWatch.violations.length).toBeGreaterThanOrEqual(2);
    expect(probeWatch.violations.join('\n')).toMatch(/script-src/);
    expect(probeWatch.violations.join('\n')).toMatch(/style-src/);
    expect(cspConsoleErrors(probeWatch).length).toBeGreaterThanOrEqual(1);
    await probeContext.close();
  });

  it('every element signed out: sign-in, sign-up, user button, team switcher, settings, handler pages', async () => {
    const page = await context.newPage();
    await visit(page, '/', 'stack-sign-in form');
    await page.locator('stack-user-button a', { hasText: 'Sign in' }).waitFor();
    await visit(page, '/account.html', 'stack-account-settings a, stack-account-settings [role=alert], stack-account-settings p');
    for (const route of ['sign-in', 'sign-up', 'forgot-password', 'nope']) await visit(page, `/handler/${route}`, 'stack-handler h1');
    for (const [path, tag] of Object.entries(SINGLE_PAGES)) await visit(page, path, `${tag} h1, ${tag} [role=alert]`);
    await page.close();
    expect(watch.violations).toEqual([]);
    expect(cspConsoleErrors(watch)).toEqual([]);
  });

  it('every element signed in: user button menu, team switcher menu and dialog, every settings section, handler pages', async () => {
    const page = await context.newPage();
    const email = uniqueEmail('csp');
    await signUpOnDemo(page, host.url, email, 'correct-horse-42');
    // The user button's menu.
    await page.locator('stack-user-button button', { hasText: email }).click();
    await page.locator('stack-user-button [role=menu]').waitFor();
    await page.keyboard.press('Escape');
    // The team switcher's menu, then its create-a-team dialog.
    const switcher = page.locator('stack-team-switcher');
    await switcher.locator('button.stack-team-trigger').click();
    await switcher.getByRole('menuitem', { name: 'Create a team' }).click();
    const dialog = switcher.getByRole('dialog', { name: 'Create a team' });
    await dialog.locator('input[name=team-name]').fill('CSP team');
    await dialog.getByRole('button', { name: 'Create team' }).click();
    await dialog.waitFor({ state: 'detached' });
    for (const section of SECTIONS) {
      await visit(page, `/account.html?section=${section}`, `stack-account-settings section[data-section="${section}"]`);
    }
    // The settings' own create-a-team dialog; the new team's page (members, settings tabs) opens after it.
    await visit(page, '/account.html?section=teams', 'stack-account-settings section[data-section="teams"]');
    const settings = page.locator('stack-account-settings');
    await settings.getByRole('button', { name: 'Create a team' }).click();
    const settingsDialog = settings.getByRole('dialog', { name: 'Create a team' });
    await settingsDialog.locator('input[name=team-name]').fill('CSP team two');
    await settingsDialog.getByRole('button', { name: 'Create team' }).click();
    await settings.getByRole('heading', { name: 'CSP team two' }).first().waitFor();
    await visit(page, '/handler/account-settings', 'stack-handler h1, stack-handler h2');
    await visit(page, '/cli.html', 'stack-cli-auth-confirm h1, stack-cli-auth-confirm [role=alert]');
    await page.close();
    expect(watch.violations).toEqual([]);
    expect(cspConsoleErrors(watch)).toEqual([]);
  }, 45_000);

  it('the owner console (dist/stack-admin.js), every page', async () => {
    const page = await context.newPage();
    await signInOwner(context, host.url, consoleOwner.owner);
    for (const id of CONSOLE_PAGES) {
      await visit(page, `/console.html?page=${id}`, 'stack-project-admin h1, stack-project-admin h2');
      // Wait for the page's own content, not the loading shell.
      await page.locator('stack-project-admin [aria-busy=true]').first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
    }
    // The e-mail editor's preview frame, filled through the DOM.
    await visit(page, '/console.html?page=emails', 'stack-project-admin h1, stack-project-admin h2');
    await page.locator('stack-project-admin').getByRole('button', { name: 'Edit Default Dark' }).click();
    await page.frameLocator('stack-project-admin iframe[data-preview]').getByText('Verify my email').waitFor();
    await page.close();
    const violations = watch.violations.length + cspConsoleErrors(watch).length;
    console.log(`strict CSP: ${visited.size} pages, ${SECTIONS.length} settings sections, ${CONSOLE_PAGES.length} console pages, ${violations} violations, ${watch.consoleErrors.length} other console errors`);
    expect(watch.violations).toEqual([]);
    expect(cspConsoleErrors(watch)).toEqual([]);
    expect(watch.pageErrors).toEqual([]);
  });
});
