// The owner console in tests: an owner signed up on the internal project, a project their team owns,
// the owner's refresh cookie in a browser context, calls on the project with the owner's admin access
// token, and the demo's console page (demo/console.html loads dist/stack-admin.js by its script tag).
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { INTERNAL_PROJECT_ID, refreshTokenCookieName } from '../../src/protocol/constants';
import { createOwnedProjectOverHttp, signUpInternalOwner, type InternalOwner } from './internal-project';

export type { InternalOwner };

export interface ConsoleOwner {
  owner: InternalOwner;
  /** A project owned by the owner's personal team. */
  projectId: string;
  /** A JSON call on the project's API with admin access (the owner's token); a non-2xx answer throws. */
  call<T>(method: string, path: string, body?: unknown): Promise<T>;
}

/** Signs up an owner on `internal` and creates a project ("Acme shop" unless named) they own. */
export async function createConsoleOwner(emulator: { url: string }, options: { projectName?: string; label?: string; project?: Record<string, unknown> } = {}): Promise<ConsoleOwner> {
  const owner = await signUpInternalOwner(emulator, options.label ?? 'owner');
  const projectId = await createOwnedProjectOverHttp(emulator, owner, { display_name: options.projectName ?? 'Acme shop', ...options.project });
  return { owner, projectId, call: (method, path, body) => adminCall(emulator, owner, projectId, method, path, body) };
}

/** A call on `projectId` as its owner (x-stack-admin-access-token); `headers` add to it (a device's user-agent). */
export async function adminCall<T>(emulator: { url: string }, owner: InternalOwner, projectId: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(`${emulator.url}/api/v1${path}`, {
    method,
    headers: {
      'x-stack-project-id': projectId,
      'x-stack-access-type': 'admin',
      'x-stack-admin-access-token': owner.accessToken,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** Signs `context` in as the owner on the internal project (the refresh cookie the console reads). */
export async function signInOwner(context: BrowserContext, pageUrl: string, owner: InternalOwner): Promise<void> {
  const value = JSON.stringify({ refresh_token: owner.refreshToken, updated_at_millis: Date.now() });
  await context.addCookies([{ name: refreshTokenCookieName(INTERNAL_PROJECT_ID), value: encodeURIComponent(value), url: pageUrl, sameSite: 'Lax' }]);
}

/** The demo's console page: `project` and `page` become the element's attributes (demo/console.js). */
export function consolePath(options: { projectId?: string; page?: string } = {}): string {
  const params = new URLSearchParams();
  if (options.projectId) params.set('project', options.projectId);
  if (options.page) params.set('page', options.page);
  const query = params.toString();
  return `/console.html${query ? `?${query}` : ''}`;
}

/** The console element; Playwright's locators pierce its open shadow root. */
export function consoleElement(page: Page): Locator {
  return page.locator('stack-project-admin');
}

/** Waits until the console shows the page whose heading is `heading` (a page title such as "Users"). */
export async function waitForConsolePage(page: Page, heading: string | RegExp): Promise<void> {
  await consoleElement(page).getByRole('heading', { name: heading }).first().waitFor();
}
