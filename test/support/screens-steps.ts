// Steps the screen scenarios share. They find things by role, accessible name, label, element tag and
// data-* attributes only (never by class), so a restyled component keeps its scenarios working.
import type { Locator, Page } from 'playwright-core';

/** A button, tab or link with that accessible name (the new design may make a switch a tab). */
export function control(scope: Locator | Page, name: RegExp): Locator {
  return scope.getByRole('tab', { name }).or(scope.getByRole('button', { name })).or(scope.getByRole('link', { name })).first();
}

/** The submit button of the first form in `scope`. */
export function submitButton(scope: Locator): Locator {
  return scope.locator('form button[type=submit]').first();
}

/** Waits until `scope` shows an alert with words in it (a form error, a failed link) or a field marked invalid. */
export async function waitForAlert(scope: Locator): Promise<void> {
  await scope.getByRole('alert').filter({ hasText: /\S/ }).or(scope.locator('[aria-invalid="true"]')).first().waitFor();
}

/** Waits until `scope` shows a live status line with words in it. */
export async function waitForStatus(scope: Locator): Promise<void> {
  await scope.getByRole('status').filter({ hasText: /\S/ }).first().waitFor();
}

/** The e-mail field of a form in `scope`. */
export function emailField(scope: Locator): Locator {
  return scope.getByLabel(/e-?mail/i).and(scope.locator('input')).first();
}

/** The (only, or first) password field whose label is just "Password". */
export function passwordField(scope: Locator): Locator {
  return scope.getByLabel(/^password$/i).and(scope.locator('input')).first();
}

/** The header's user button or team switcher trigger (the WAI-ARIA menu button). */
export function menuTrigger(page: Page, tag: 'stack-user-button' | 'stack-team-switcher'): Locator {
  return page.locator(tag).locator('[aria-haspopup]').first();
}

/** Opens the element's menu and waits for it. */
export async function openMenu(page: Page, tag: 'stack-user-button' | 'stack-team-switcher'): Promise<Locator> {
  await menuTrigger(page, tag).click();
  const menu = page.locator(tag).getByRole('menu');
  await menu.waitFor();
  return menu;
}

/** Waits until the header shows the signed-in user's menu button, or the signed-out sign-in link. */
export async function waitForHeader(page: Page, signedIn: boolean): Promise<void> {
  if (signedIn) await menuTrigger(page, 'stack-user-button').waitFor();
  else await page.locator('stack-user-button').getByRole('link', { name: /sign in/i }).waitFor();
}

/** In <stack-sign-in>: shows the password method if the card starts on another one. */
export async function choosePasswordMethod(signIn: Locator): Promise<void> {
  // Every method starts with the e-mail field: once it shows, the card has loaded.
  await emailField(signIn).waitFor();
  const password = passwordField(signIn);
  if (await password.isVisible()) return;
  await control(signIn, /^(password|use (a )?password|sign in with a password( instead)?)$/i).click();
  await password.waitFor();
}

/** In <stack-sign-in>: the password method with both fields filled, not yet sent. */
export async function fillPasswordSignIn(signIn: Locator, email: string, password: string): Promise<void> {
  await choosePasswordMethod(signIn);
  await emailField(signIn).fill(email);
  await passwordField(signIn).fill(password);
}

/** In <stack-sign-in>: shows the e-mailed code method. */
export async function chooseCodeMethod(signIn: Locator): Promise<void> {
  const email = emailField(signIn);
  await email.waitFor();
  const codeSwitch = control(signIn, /^(e-?mail( me a)? code|code|sign in with a code)$/i);
  if ((await codeSwitch.count()) > 0 && (await passwordField(signIn).isVisible())) await codeSwitch.click();
  await email.waitFor();
}

/** The section of <stack-account-settings> (or the handler's settings page) with that id. */
export function settingsSection(page: Page, id: string): Locator {
  return page.locator(`section[data-section="${id}"]`).first();
}

/** Opens demo/account.html at a section and waits until the section shows. */
export async function openSettings(page: Page, open: (path: string) => Promise<void>, id: string): Promise<Locator> {
  await open(`/account.html?section=${encodeURIComponent(id)}`);
  const section = settingsSection(page, id);
  await section.waitFor();
  return section;
}

/** Opens the first team from the teams overview, then its sub-page (General, Members, Invitations, API keys) by its tab. */
export async function showTeamPanel(section: Locator, name: RegExp, panel: string): Promise<void> {
  await section.getByRole('button', { name: /^open /i }).first().click();
  const settings = section.page().locator('stack-account-settings');
  const team = settings.locator('[data-section="team"]').first();
  await team.waitFor();
  // The tabs appear once the person's team permissions are loaded; click waits for them.
  await team.getByRole('tab', { name }).click();
  await team.locator(`[data-team-tab="${panel}"]`).waitFor();
}
