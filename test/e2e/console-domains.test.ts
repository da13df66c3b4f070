// <stack-project-admin page="domains"> through its script tag: an owner adds a trusted domain with a
// handler path (read back over the API), turns production mode on while "Allow localhost" is on and the
// list holds a localhost, a direct-IP and an http domain, and reads each of SPEC.md §5's messages beside
// the switch or row it concerns while nothing is saved; fixing them lets production mode save, after
// which the add dialog and the localhost switch say what production mode refuses.
import type { BrowserContext, Locator } from 'playwright-core';
import { expect, it } from 'vitest';
import { PRODUCTION_MODE_MESSAGES } from '../../src/protocol/trusted-domains';
import { useDemoBrowser } from '../support/browser';
import { deepFocus } from '../support/teams';
import { consoleElement, consolePath, createConsoleOwner, signInOwner, waitForConsolePage } from '../support/console';

const demo = useDemoBrowser();

interface ProjectWire {
  is_production_mode: boolean;
  config: { allow_localhost: boolean; domains: { domain: string; handler_path: string }[] };
}

interface ChangedDetail {
  projectId: string | null;
  reason: string;
}

declare global {
  interface Window {
    __projectChanged: ChangedDetail[];
  }
}

async function recordProjectChanged(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.__projectChanged = [];
    document.addEventListener('stack-project-changed', (event) => window.__projectChanged.push((event as CustomEvent<ChangedDetail>).detail));
  });
}

async function addDomain(admin: Locator, domain: string, path?: string): Promise<void> {
  await admin.getByRole('button', { name: 'Add domain' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add a trusted domain' });
  await dialog.getByLabel('Domain').fill(domain);
  if (path) await dialog.getByLabel('Handler path').fill(path);
  await dialog.getByRole('button', { name: 'Add domain' }).click();
  await dialog.waitFor({ state: 'detached' });
  await admin.locator(`li[data-domain="${domain}"]`).waitFor();
}

async function editDomain(admin: Locator, from: string, to: string): Promise<void> {
  await admin.getByRole('button', { name: `Edit ${from}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Edit trusted domain' });
  await dialog.getByLabel('Domain').fill(to);
  await dialog.getByRole('button', { name: 'Save domain' }).click();
  await dialog.waitFor({ state: 'detached' });
  await admin.locator(`li[data-domain="${to}"]`).waitFor();
}

it('adds a trusted domain and shows every production-mode problem where it applies', async () => {
  const owner = await createConsoleOwner(demo.demo.emulator, { projectName: 'Domain shop' });
  const read = () => owner.call<ProjectWire>('GET', '/internal/projects/current');
  const context = await demo.freshContext();
  await recordProjectChanged(context);
  await signInOwner(context, demo.demo.url, owner.owner);
  const page = demo.watchErrors(await context.newPage());
  await page.goto(new URL(consolePath({ projectId: owner.projectId, page: 'domains' }), demo.demo.url).toString());
  await waitForConsolePage(page, 'Trusted domains');
  const admin = consoleElement(page);
  await admin.getByText('No trusted domains yet.', { exact: false }).waitFor();

  // A trusted domain with its handler path, read back over the API.
  await addDomain(admin, 'https://shop.example.com', '/auth/handler');
  await admin.locator('li[data-domain="https://shop.example.com"]').getByText('Handler path /auth/handler').waitFor();
  expect((await read()).config.domains).toEqual([{ domain: 'https://shop.example.com', handler_path: '/auth/handler' }]);
  expect(await page.evaluate(() => window.__projectChanged)).toContainEqual({ projectId: owner.projectId, reason: 'updated' });

  // Outside production mode the list may hold what production mode refuses.
  await addDomain(admin, 'http://localhost:3000');
  await addDomain(admin, 'https://10.0.0.5');
  await addDomain(admin, 'http://shop.example.org');
  const production = admin.getByRole('switch', { name: 'Production mode' });
  const allowLocalhost = admin.getByRole('switch', { name: 'Allow localhost' });
  expect(await allowLocalhost.getAttribute('aria-checked')).toBe('true');
  expect(await admin.locator('[data-problems]').count()).toBe(0);

  // Turning production mode on is refused; each sentence stands beside what it concerns.
  await production.click();
  const modeRow = admin.locator('[data-setting="production-mode"]');
  await modeRow.getByText('Production mode was not turned on: fix the problems shown below first.', { exact: false }).waitFor();
  await admin.locator('[data-setting="allow-localhost"]').getByText(PRODUCTION_MODE_MESSAGES.localhostAllowed, { exact: true }).waitFor();
  const row = (domain: string) => admin.locator(`li[data-domain="${domain}"]`);
  await row('http://localhost:3000').getByText(PRODUCTION_MODE_MESSAGES.localhostDomain('http://localhost:3000'), { exact: true }).waitFor();
  await row('https://10.0.0.5').getByText(PRODUCTION_MODE_MESSAGES.directIp('https://10.0.0.5'), { exact: true }).waitFor();
  await row('http://shop.example.org').getByText(PRODUCTION_MODE_MESSAGES.notHttps('http://shop.example.org'), { exact: true }).waitFor();
  expect(await row('https://shop.example.com').locator('[data-problems]').count()).toBe(0);
  expect(await production.getAttribute('aria-checked')).toBe('false');
  // Nothing was sent while they stand.
  let saved = await read();
  expect(saved.is_production_mode).toBe(false);
  expect(saved.config.allow_localhost).toBe(true);
  expect(saved.config.domains).toHaveLength(4);

  // Fixing each row takes its sentence away.
  await allowLocalhost.click();
  await admin.locator('[data-setting="allow-localhost"] [data-problems]').waitFor({ state: 'detached' });
  await row('http://localhost:3000').getByRole('button', { name: 'More actions for http://localhost:3000' }).click();
  await admin.getByRole('menuitem', { name: 'Remove' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Remove http://localhost:3000?' });
  await confirm.getByRole('button', { name: 'Remove domain' }).click();
  await row('http://localhost:3000').waitFor({ state: 'detached' });
  // The row and its menu are gone: focus is on the list's heading, not lost to the page.
  await expect.poll(() => deepFocus(page)).toMatchObject({ tag: 'h3', text: 'Trusted domains' });
  await editDomain(admin, 'https://10.0.0.5', 'https://api.example.com');
  await editDomain(admin, 'http://shop.example.org', 'https://shop.example.org');
  expect(await admin.locator('[data-problems]').count()).toBe(0);
  await modeRow.getByText('Nothing stands in the way now', { exact: false }).waitFor();
  saved = await read();
  expect(saved.is_production_mode).toBe(false);
  expect(saved.config.allow_localhost).toBe(false);
  expect(saved.config.domains.map((one) => one.domain).sort()).toEqual(['https://api.example.com', 'https://shop.example.com', 'https://shop.example.org']);

  await production.click();
  await page.waitForFunction(() => document.querySelector('stack-project-admin')?.shadowRoot?.querySelector('[role="switch"][aria-checked="true"]') !== null);
  expect(await production.getAttribute('aria-checked')).toBe('true');
  expect((await read()).is_production_mode).toBe(true);

  // In production mode the add dialog says what production mode refuses, under the address, and sends nothing.
  await admin.getByRole('button', { name: 'Add domain' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add a trusted domain' });
  const field = dialog.getByLabel('Domain');
  const submit = dialog.getByRole('button', { name: 'Add domain' });
  for (const [typed, message] of [
    ['https://bad host', PRODUCTION_MODE_MESSAGES.invalidUrl('https://bad host')],
    ['http://beta.example.com', PRODUCTION_MODE_MESSAGES.notHttps('http://beta.example.com')],
    ['http://127.0.0.1:8080', PRODUCTION_MODE_MESSAGES.localhostDomain('http://127.0.0.1:8080')],
    ['https://192.168.1.20', PRODUCTION_MODE_MESSAGES.directIp('https://192.168.1.20')],
  ] as const) {
    await field.fill(typed);
    await submit.click();
    await dialog.getByText(message, { exact: true }).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
  }
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
  expect((await read()).config.domains).toHaveLength(3);

  // "Allow localhost" is refused in production mode, with its sentence beside the switch.
  await allowLocalhost.click();
  await admin.locator('[data-setting="allow-localhost"]').getByText(PRODUCTION_MODE_MESSAGES.localhostAllowed, { exact: true }).waitFor();
  expect(await allowLocalhost.getAttribute('aria-checked')).toBe('false');
  expect((await read()).config.allow_localhost).toBe(false);
  expect(demo.pageErrors).toEqual([]);
}, 60_000);
