// <stack-account-settings section="api-keys"> in Chromium: create a key, see and copy its value once,
// dismiss it, find only the last four in the list, revoke it after confirming.
import { expect, it } from 'vitest';
import { openAccountSection, signUpOnDemo, useDemoBrowser } from '../support/browser';
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

  // An empty description is refused in words, before any request.
  await section.getByRole('button', { name: 'Create key' }).click();
  await section.getByText('Please describe what the key is for.').waitFor();

  await section.getByLabel('Description').fill('Deploy script');
  await section.getByLabel('Expires').selectOption({ label: 'In 30 days' });
  await section.getByRole('button', { name: 'Create key' }).click();

  const valueField = section.getByLabel('Your new API key');
  await valueField.waitFor();
  const value = await valueField.inputValue();
  expect(value).toMatch(/^sk_[0-9a-z]{45}[0-9a-f]{32}user1574ck4u7h[0-9a-f]{8}$/);
  expect(await valueField.getAttribute('readonly')).not.toBeNull();
  await section.getByText('Copy this key now. It will not be shown again.').waitFor();

  await section.getByRole('button', { name: 'Copy' }).click();
  await section.getByText('Copied.').waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);

  // The list already shows the key, by its last four only.
  const item = section.locator('li.stack-settings-item', { hasText: 'Deploy script' });
  await item.waitFor();
  await expect.poll(() => item.textContent()).toContain(`…${value.slice(-4)}`);
  expect(await item.textContent()).toMatch(/Expires /);

  await section.getByRole('button', { name: 'Done' }).click();
  await valueField.waitFor({ state: 'detached' });
  const html = await settings.evaluate((el) => el.shadowRoot?.innerHTML ?? el.innerHTML);
  expect(html).not.toContain(value);
  expect(html).not.toContain(value.slice(0, 40));

  // Revoke: asks first; Cancel keeps the key.
  await item.getByRole('button', { name: 'Revoke' }).click();
  await item.getByText('Programs using this key will stop working.', { exact: false }).waitFor();
  await item.getByRole('button', { name: 'Cancel' }).click();
  await item.getByRole('button', { name: 'Revoke' }).click();
  await item.getByRole('button', { name: 'Yes, revoke' }).click();
  await item.locator('.stack-badge', { hasText: 'Revoked' }).waitFor();
  await section.getByText('The key was revoked.').waitFor();
  expect(await item.getByRole('button', { name: 'Revoke' }).count()).toBe(0);
  expect(demo.pageErrors).toEqual([]);
});
