// The console's Webhooks page through the script tag (demo/console.html): add an endpoint pointing at a
// node:http server of this test (its address checked in words first), reveal and copy its signing
// secret, send a test event that the server receives, find it in the delivery log with its payload,
// delete the endpoint after a dialog; on a server without the emulator's registry, a sentence.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { useDemoBrowser } from '../support/browser';
import { consoleElement, consolePath, createConsoleOwner, signInOwner, waitForConsolePage } from '../support/console';
import { deepFocus } from '../support/teams';
import { ownerAdminHeaders } from '../support/internal-project';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';

const demo = useDemoBrowser();

let receiver: WebhookReceiver;
let receiverUrl = '';
beforeAll(async () => {
  receiver = await startWebhookReceiver();
  receiverUrl = `${receiver.url}/stack`;
});
afterAll(() => receiver.close());

it('adds an endpoint, sends it a test event, shows the delivery, and deletes the endpoint', async () => {
  const owner = await createConsoleOwner(demo.demo.emulator, { label: 'e2e-console-webhooks' });
  const registry = async (): Promise<{ id: string; url: string; secret: string }[]> => {
    const res = await fetch(`${demo.demo.emulator.url}/emulator/projects/${owner.projectId}/webhook-endpoints`, {
      headers: ownerAdminHeaders(owner.projectId, owner.owner.accessToken),
    });
    return ((await res.json()) as { items: { id: string; url: string; secret: string }[] }).items;
  };
  const context = await demo.freshContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(demo.demo.url).origin });
  await signInOwner(context, demo.demo.url, owner.owner);
  const page = demo.watchErrors(await context.newPage());
  await page.goto(new URL(consolePath({ projectId: owner.projectId, page: 'webhooks' }), demo.demo.url).toString());
  await waitForConsolePage(page, 'Webhooks');
  const admin = consoleElement(page);
  const section = admin.locator('section[data-section="webhooks"]');
  await section.getByText('No endpoints yet.', { exact: false }).waitFor();

  // The address is checked in words before any request.
  await section.getByRole('button', { name: 'Add endpoint' }).click();
  const add = admin.getByRole('dialog', { name: 'Add an endpoint' });
  const address = add.getByRole('textbox', { name: 'Endpoint address' });
  await address.fill('example.com/hooks');
  await add.getByRole('button', { name: 'Add endpoint' }).click();
  await add.getByText('Enter a full web address that starts with https:// or http://.').waitFor();
  expect(await address.getAttribute('aria-invalid')).toBe('true');
  expect(await registry()).toEqual([]);
  await address.fill(receiverUrl);
  await add.getByRole('textbox', { name: 'Description (optional)' }).fill('Test receiver');
  await add.getByRole('button', { name: 'Add endpoint' }).click();
  await add.waitFor({ state: 'detached' });
  expect(await deepFocus(page)).toMatchObject({ tag: 'h3', text: 'Webhooks' });

  const row = section.locator('li[data-endpoint-id]', { hasText: receiverUrl });
  await row.getByText('Test receiver').waitFor();
  const [stored] = await registry();
  expect(stored).toMatchObject({ url: receiverUrl });
  expect(await row.getAttribute('data-endpoint-id')).toBe(stored?.id);

  // The signing secret, on demand, with Copy.
  expect(await row.getByRole('textbox', { name: 'Signing secret' }).count()).toBe(0);
  await row.getByRole('button', { name: `More actions for ${receiverUrl}` }).click();
  await admin.getByRole('menuitem', { name: 'Show signing secret' }).click();
  const secretField = row.getByRole('textbox', { name: 'Signing secret' });
  expect(await secretField.inputValue()).toBe(stored?.secret);
  await row.getByRole('button', { name: 'Copy the signing secret' }).click();
  await row.getByRole('button', { name: 'Copied', exact: true }).waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(stored?.secret);

  // A test event: the server receives it, signed, and the log shows it.
  await row.getByRole('button', { name: `Send a test event to ${receiverUrl}` }).click();
  const hook = await receiver.next();
  expect(JSON.parse(hook.body)).toMatchObject({ type: 'stack.test' });
  expect(hook.headers['svix-signature'] ?? hook.headers['webhook-signature']).toBeTruthy();
  await section.getByRole('status').getByText(`The test event reached ${receiverUrl}.`).waitFor();
  expect(await deepFocus(page)).toMatchObject({ tag: 'button', text: expect.stringMatching(/^Send a test event/) });
  const log = admin.locator('section[data-section="webhook-deliveries"]');
  const delivery = log.locator('li[data-delivery-id]').first();
  await delivery.waitFor();
  expect(await delivery.locator('code').textContent()).toBe('stack.test');
  await delivery.locator('.stack-badge', { hasText: 'Delivered' }).waitFor();
  expect(await delivery.textContent()).toContain('Answered 200');
  expect(await delivery.textContent()).toContain('1 attempt');
  const payload = delivery.locator('pre');
  expect(await payload.isVisible()).toBe(false);
  await delivery.getByText('Show what was sent').click();
  expect(JSON.parse((await payload.textContent()) ?? '')).toEqual(JSON.parse(hook.body));

  // Deleting goes through a dialog naming the address.
  await row.getByRole('button', { name: `More actions for ${receiverUrl}` }).click();
  await admin.getByRole('menuitem', { name: 'Delete endpoint' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Delete this endpoint?' });
  await confirm.getByText(`${receiverUrl} will stop receiving events`, { exact: false }).waitFor();
  await confirm.getByRole('button', { name: 'Delete endpoint' }).click();
  await confirm.waitFor({ state: 'detached' });
  await section.getByText('No endpoints yet.', { exact: false }).waitFor();
  expect(await deepFocus(page)).toMatchObject({ tag: 'h3', text: 'Webhooks' });
  expect(await registry()).toEqual([]);
  // Its deliveries go with it: no log is left to show.
  await log.waitFor({ state: 'detached' });
  expect(demo.pageErrors).toEqual([]);
});

it('says webhooks are managed in the Stack Auth dashboard when the server has no emulator registry', async () => {
  const owner = await createConsoleOwner(demo.demo.emulator, { label: 'e2e-console-webhooks-hosted' });
  const context = await demo.freshContext();
  await signInOwner(context, demo.demo.url, owner.owner);
  const page = demo.watchErrors(await context.newPage(), { consoleErrors: false });
  // Hosted Stack Auth has no /emulator/ routes: a plain 404.
  await page.route(/\/emulator\/projects\//, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }));
  await page.goto(new URL(consolePath({ projectId: owner.projectId, page: 'webhooks' }), demo.demo.url).toString());
  await waitForConsolePage(page, 'Webhooks');
  const section = consoleElement(page).locator('section[data-section="webhooks"]');
  await section.getByText('Webhooks of this project are managed in the Stack Auth dashboard, not here.').waitFor();
  expect(await section.getByRole('alert').count()).toBe(0);
  expect(await section.getByRole('button').count()).toBe(0);
  expect(demo.pageErrors).toEqual([]);
});
