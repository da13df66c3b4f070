// The console's API keys page through the script tag (demo/console.html): create a key set in a dialog,
// see its three keys once (each works against the API), the stack-key-created event carries no key,
// afterwards only the last four anywhere in the shadow DOM; revoking it after a dialog that names it
// makes the keys stop working.
import { expect, it } from 'vitest';
import { useDemoBrowser } from '../support/browser';
import { deepFocus } from '../support/teams';
import { consoleElement, consolePath, createConsoleOwner, signInOwner, waitForConsolePage } from '../support/console';

const demo = useDemoBrowser();

declare global {
  interface Window {
    __keyEvents: { target: string; detail: unknown }[];
  }
}

/** Status of an API call on `projectId` authenticated by one key (the override header off: real statuses). */
async function statusWith(emulatorUrl: string, projectId: string, path: string, headers: Record<string, string>): Promise<number> {
  const res = await fetch(`${emulatorUrl}/api/v1${path}`, { headers: { 'x-stack-project-id': projectId, ...headers } });
  await res.arrayBuffer();
  return res.status;
}

it('creates a key set, shows its keys once, keeps only the last four, and revokes it', async () => {
  const emulatorUrl = demo.demo.emulator.url;
  const owner = await createConsoleOwner(demo.demo.emulator, { label: 'e2e-console-keys' });
  const context = await demo.freshContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(demo.demo.url).origin });
  await context.addInitScript(() => {
    window.__keyEvents = [];
    document.addEventListener('stack-key-created', (event) => {
      window.__keyEvents.push({ target: (event.target as Node).nodeName.toLowerCase(), detail: (event as CustomEvent).detail });
    });
  });
  await signInOwner(context, demo.demo.url, owner.owner);
  const page = demo.watchErrors(await context.newPage());
  await page.goto(new URL(consolePath({ projectId: owner.projectId, page: 'api-keys' }), demo.demo.url).toString());
  await waitForConsolePage(page, 'API keys');
  const admin = consoleElement(page);
  const section = admin.locator('section[data-section="api-keys"]');
  // A new project may come with key sets of its own; ours is found by its description.
  const before = await owner.call<{ items: { id: string }[] }>('GET', '/internal/api-keys');

  await section.getByRole('button', { name: 'Create key' }).click();
  const create = admin.getByRole('dialog', { name: 'Create an API key' });
  // Refused in words before any request: no description, then no key chosen.
  await create.getByRole('button', { name: 'Create key' }).click();
  await create.getByText('Describe what the key is for.').waitFor();
  expect(await create.getByLabel('Description').getAttribute('aria-invalid')).toBe('true');
  await create.getByLabel('Description').fill('Deploy server');
  await create.getByRole('checkbox', { name: /Publishable client key/ }).uncheck();
  await create.getByRole('checkbox', { name: /Secret server key/ }).uncheck();
  await create.getByRole('button', { name: 'Create key' }).click();
  await create.getByText('Choose at least one key.').waitFor();
  for (const name of [/Publishable client key/, /Secret server key/, /Super secret admin key/]) await create.getByRole('checkbox', { name }).check();
  await create.getByLabel('Expires').selectOption({ label: 'In 30 days' });
  await create.getByRole('button', { name: 'Create key' }).click();

  // The three keys, once, each with Copy.
  const secrets = admin.getByRole('dialog', { name: 'Copy your new keys' });
  await secrets.getByText('They will not be shown again.', { exact: false }).waitFor();
  const publishable = await secrets.getByRole('textbox', { name: 'Publishable client key', exact: true }).inputValue();
  const secret = await secrets.getByRole('textbox', { name: 'Secret server key', exact: true }).inputValue();
  const superSecret = await secrets.getByRole('textbox', { name: 'Super secret admin key', exact: true }).inputValue();
  const all = [publishable, secret, superSecret];
  for (const value of all) expect(value.length).toBeGreaterThan(20);
  expect(new Set(all).size).toBe(3);
  await secrets.getByRole('button', { name: 'Copy the secret server key' }).click();
  await secrets.getByRole('button', { name: 'Copied', exact: true }).waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

  // Each key works against the API with its own access type.
  expect(await statusWith(emulatorUrl, owner.projectId, '/users', { 'x-stack-access-type': 'server', 'x-stack-secret-server-key': secret })).toBe(200);
  expect(await statusWith(emulatorUrl, owner.projectId, '/projects/current', { 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': publishable })).toBe(200);
  expect(await statusWith(emulatorUrl, owner.projectId, '/internal/api-keys', { 'x-stack-access-type': 'admin', 'x-stack-super-secret-admin-key': superSecret })).toBe(200);

  // The event reached document, naming the set, with none of its keys.
  const events = await page.evaluate(() => window.__keyEvents);
  expect(events).toHaveLength(1);
  const listed = await owner.call<{ items: { id: string; description: string; secret_server_key?: { last_four: string } }[] }>('GET', '/internal/api-keys');
  const ours = listed.items.find((item) => !before.items.some((old) => old.id === item.id));
  expect(ours).toMatchObject({ description: 'Deploy server', secret_server_key: { last_four: secret.slice(-4) } });
  expect(events[0]).toEqual({ target: 'stack-project-admin', detail: { projectId: owner.projectId, keyId: ours?.id, description: 'Deploy server' } });
  for (const value of all) expect(JSON.stringify(events)).not.toContain(value.slice(-12));

  await secrets.getByRole('button', { name: 'I have copied them' }).click();
  await secrets.waitFor({ state: 'detached' });
  expect(await deepFocus(page)).toMatchObject({ tag: 'button', text: 'Create key' });
  const row = section.locator(`li[data-api-key-id="${ours?.id}"]`);
  await row.waitFor();
  expect(await row.locator('code').allTextContents()).toEqual(all.map((value) => `…${value.slice(-4)}`));
  await row.getByText('Active').waitFor();
  expect(await row.textContent()).toMatch(/Created .*Expires /);
  const html = await admin.evaluate((el) => el.shadowRoot?.innerHTML ?? '');
  for (const value of all) expect(html).not.toContain(value.slice(0, -4));

  // Revoke: a dialog naming the key; afterwards its keys no longer authenticate.
  await row.getByRole('button', { name: 'Revoke Deploy server' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Revoke "Deploy server"?' });
  await confirm.getByText('will stop working', { exact: false }).waitFor();
  await confirm.getByRole('button', { name: 'Revoke key' }).click();
  await confirm.waitFor({ state: 'detached' });
  await row.locator('.stack-badge', { hasText: 'Revoked' }).waitFor();
  await section.getByRole('status').getByText('The key was revoked.').waitFor();
  expect(await row.getByRole('button').count()).toBe(0);
  expect(await deepFocus(page)).toMatchObject({ tag: 'button', text: 'Create key' });
  expect(await statusWith(emulatorUrl, owner.projectId, '/users', { 'x-stack-access-type': 'server', 'x-stack-secret-server-key': secret })).not.toBe(200);
  expect(await statusWith(emulatorUrl, owner.projectId, '/internal/api-keys', { 'x-stack-access-type': 'admin', 'x-stack-super-secret-admin-key': superSecret })).not.toBe(200);
  expect(demo.pageErrors).toEqual([]);
});
