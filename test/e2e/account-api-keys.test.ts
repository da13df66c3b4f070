// <stack-account-settings section="api-keys"> in Chromium: create a key in a dialog, see and copy its value
// once in the next dialog, confirm it was saved, find only the last four in its row, revoke it after a dialog
// that names the action; focus never drops to <body>.
import { expect, it } from 'vitest';
import { openAccountSection, signUpOnDemo, useDemoBrowser } from '../support/browser';
import { deepFocus } from '../support/teams';
import { uniqueEmail } from '../support/unique-email';

const demo = useDemoBrowser();

it('creates, copies, lists and revokes a personal API key', async () => {
  const context = await demo.freshContext();
  const origin = new URL(demo.demo.url).origin;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  const page = demo.watchErrors(await context.newPage());
  await signUpOnDemo(page, demo.demo.url, uniqueEmail('e2e-api-keys'), 'correct-horse-battery');

  const settings = await openAccountSection(page, demo.demo.url, 'api-keys');
  const section = settings.locator('section[data-section="api-keys"]');
  await section.getByText('You have no API keys yet.').waitFor();

  // Creating happens in a dialog; an empty description is refused under its field, before any request.
  await section.getByRole('button', { name: 'Create API key' }).click();
  const create = settings.getByRole('dialog', { name: 'Create an API key' });
  expect(await deepFocus(page)).toMatchObject({ tag: 'input', name: 'description' });
  await create.getByRole('button', { name: 'Create key' }).click();
  await create.getByText('Please describe what the key is for.').waitFor();
  expect(await create.getByLabel('Description').getAttribute('aria-invalid')).toBe('true');

  await create.getByLabel('Description').fill('Deploy script');
  await create.getByLabel('Expires').selectOption({ label: 'In 30 days' });
  await create.getByRole('button', { name: 'Create key' }).click();

  // The secret, once, in its own dialog.
  const secret = settings.getByRole('dialog', { name: 'Save your API key' });
  const valueField = secret.getByLabel('Your new API key');
  await valueField.waitFor();
  expect(await create.count()).toBe(0);
  const value = await valueField.inputValue();
  expect(value).toMatch(/^sk_[0-9a-z]{45}[0-9a-f]{32}user1574ck4u7h[0-9a-f]{8}$/);
  expect(await valueField.getAttribute('readonly')).not.toBeNull();
  await secret.getByText('Copy this key now. It will not be shown again.').waitFor();

  await secret.getByRole('button', { name: 'Copy' }).click();
  await secret.getByRole('button', { name: 'Copied', exact: true }).waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);

  // The list already shows the key, by its last four only.
  const item = section.locator('li[data-api-key-id]', { hasText: 'Deploy script' });
  await item.waitFor();
  expect(await item.locator('code').textContent()).toBe(`…${value.slice(-4)}`);
  expect(await item.textContent()).toMatch(/Expires /);
  expect(await item.textContent()).toMatch(/Created /);

  await secret.getByRole('button', { name: 'I understand, I saved it' }).click();
  await secret.waitFor({ state: 'detached' });
  const html = await settings.evaluate((el) => el.shadowRoot?.innerHTML ?? el.innerHTML);
  expect(html).not.toContain(value);
  expect(html).not.toContain(value.slice(0, 40));
  expect(await deepFocus(page)).toMatchObject({ tag: 'button', text: 'Create API key' });

  // Revoke: a dialog that names the action; Cancel keeps the key and returns focus to its button.
  await item.getByRole('button', { name: 'Revoke Deploy script' }).click();
  const confirm = settings.getByRole('dialog', { name: 'Revoke "Deploy script"?' });
  await confirm.getByText('Programs using this key will stop working.', { exact: false }).waitFor();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await confirm.waitFor({ state: 'detached' });
  expect(await deepFocus(page)).toMatchObject({ tag: 'button', text: 'Revoke' });
  await item.getByRole('button', { name: 'Revoke Deploy script' }).click();
  await confirm.getByRole('button', { name: 'Revoke key' }).click();
  await item.locator('.stack-badge', { hasText: 'Revoked' }).waitFor();
  await section.getByRole('status').getByText('The key was revoked.').waitFor();
  expect(await item.getByRole('button').count()).toBe(0);
  expect(await deepFocus(page)).toMatchObject({ tag: 'button', text: 'Create API key' });
  // No unstyled browser buttons: every button is the design system's.
  expect(await section.evaluate((el) => [...el.querySelectorAll('button')].filter((b) => !b.classList.contains('stack-button')).length)).toBe(0);
  expect(demo.pageErrors).toEqual([]);
});
