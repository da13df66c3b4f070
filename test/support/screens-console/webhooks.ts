// Console screens of the webhooks page (see ../screens.ts for the catalogue): no endpoints, endpoints
// with the signing secret shown and a delivered and a failed test event (payload open), the add dialog
// refusing an address, and a server without the emulator's registry (hosted Stack Auth).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from 'playwright-core';
import { consoleElement, consolePath, type ConsoleOwner } from '../console';
import type { Scenario, ScreenContext } from '../screens-runner';

const PAGE = consolePath({ page: 'webhooks' });

let receiver: Promise<string> | null = null;
/** A local endpoint answering 204 to every POST (started once, never keeping the process alive). */
function receiverUrl(): Promise<string> {
  receiver ??= new Promise((ready) => {
    const server: Server = createServer((req, res) => {
      req.resume();
      req.on('end', () => res.writeHead(204).end());
    });
    server.listen(0, '127.0.0.1', () => {
      server.unref();
      ready(`http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/stack`);
    });
  });
  return receiver;
}

async function addEndpoint(ctx: ScreenContext, owner: ConsoleOwner, url: string, description: string): Promise<string> {
  const res = await fetch(`${ctx.demo.emulator.url}/emulator/projects/${owner.projectId}/webhook-endpoints`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-stack-project-id': owner.projectId, 'x-stack-access-type': 'admin', 'x-stack-admin-access-token': owner.owner.accessToken },
    body: JSON.stringify({ url, description }),
  });
  if (!res.ok) throw new Error(`adding a webhook endpoint answered ${res.status}`);
  return ((await res.json()) as { id: string }).id;
}

/** Opens the page for a fresh owner after `prepare`; the endpoints' section. */
async function openWebhooks(page: Page, ctx: ScreenContext, prepare?: (owner: ConsoleOwner) => Promise<void>): Promise<Locator> {
  const owner = await ctx.signedInOwner();
  await prepare?.(owner);
  await ctx.open(consolePath({ projectId: owner.projectId, page: 'webhooks' }));
  const section = consoleElement(page).locator('section[data-section="webhooks"]');
  await section.locator('[data-endpoint-id], .stack-empty, .stack-alert').first().waitFor();
  return section;
}

export const WEBHOOKS_CONSOLE_SCREENS: readonly Scenario[] = [
  {
    name: 'console-webhooks--empty',
    page: PAGE,
    async setup(page, ctx) {
      await openWebhooks(page, ctx);
    },
  },
  {
    name: 'console-webhooks',
    page: PAGE,
    async setup(page, ctx) {
      const url = await receiverUrl();
      const section = await openWebhooks(page, ctx, async (owner) => {
        const good = await addEndpoint(ctx, owner, url, 'Billing service');
        // The demo server refuses POST (405): a failed delivery next to the good one.
        const bad = await addEndpoint(ctx, owner, `${ctx.demo.url.replace(/\/+$/, '')}/hooks`, '');
        for (const endpointId of [bad, good]) await owner.call('POST', '/internal/send-test-webhook', { endpoint_id: endpointId });
      });
      const row = section.locator('li[data-endpoint-id]', { hasText: url });
      await row.getByRole('button', { name: /^More actions/ }).click();
      await consoleElement(page).getByRole('menuitem', { name: 'Show signing secret' }).click();
      await row.getByRole('textbox', { name: 'Signing secret' }).waitFor();
      const log = consoleElement(page).locator('section[data-section="webhook-deliveries"]');
      await log.locator('li[data-delivery-id]').nth(1).waitFor();
      await log.getByText('Show what was sent').first().click();
      await log.locator('pre').first().waitFor();
    },
  },
  {
    name: 'console-webhooks--add',
    page: PAGE,
    async setup(page, ctx) {
      const section = await openWebhooks(page, ctx);
      await section.getByRole('button', { name: 'Add endpoint' }).click();
      const dialog = consoleElement(page).getByRole('dialog', { name: 'Add an endpoint' });
      await dialog.getByRole('textbox', { name: 'Endpoint address' }).fill('example.com/hooks');
      await dialog.getByRole('button', { name: 'Add endpoint' }).click();
      await dialog.getByText('Enter a full web address that starts with https:// or http://.').waitFor();
    },
  },
  {
    name: 'console-webhooks--hosted',
    page: PAGE,
    async setup(page, ctx) {
      // Hosted Stack Auth keeps endpoints in Svix: nothing answers under /emulator/.
      await page.route(/\/emulator\/projects\//, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }));
      const section = await openWebhooks(page, ctx);
      await section.getByText('managed in the Stack Auth dashboard', { exact: false }).waitFor();
    },
  },
];
