// <stack-handler> on the demo's handler page in real Chromium: full-page routes that redirect
// (after_auth_return_to, signed-in visitors, sign-out), the page-not-found screen, and the pages mailed links
// and providers open (they ask before using a link; damaged links are told in words; every end has a way on).
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoBrowser } from '../support/browser';

const fixture = useDemoBrowser();
let context: BrowserContext;
let page: Page;
/** stack-* events that reached document, kept across page loads (the handler navigates away right after). */
const events: { type: string; email: string | null; path: string }[] = [];

beforeAll(async () => {
  context = await fixture.browser.newContext();
  await context.exposeFunction('__recordStackEvent', (type: string, email: string | null, path: string) => {
    events.push({ type, email, path });
  });
  await context.addInitScript(() => {
    const record = (window as unknown as { __recordStackEvent(type: string, email: string | null, path: string): void }).__recordStackEvent;
    for (const type of ['stack-signed-in', 'stack-signed-out']) {
      document.addEventListener(type, (event) => {
        const detail = (event as CustomEvent<{ user: { primaryEmail: string | null } | null }>).detail;
        void record(type, detail.user?.primaryEmail ?? null, location.pathname);
      });
    }
  });
  page = await context.newPage();
});

const at = (path: string): string => new URL(path, fixture.demo.url).toString();

describe('<stack-handler> (Chromium)', () => {
  const email = `handler-${Date.now()}@example.com`;
  const password = 'correct-horse-42';

  it('sign-up with after_auth_return_to lands on that page, signed in', async () => {
    await page.goto(at('/handler/sign-up?after_auth_return_to=/somewhere'));
    const form = page.locator('stack-handler form');
    await form.locator('input[name=email]').fill(email);
    await form.locator('input[name=password]').fill(password);
    await form.locator('input[name=repeat-password]').fill(password);
    await form.locator('button[type=submit]').click();
    await page.waitForURL(at('/somewhere'));
    expect(events).toContainEqual({ type: 'stack-signed-in', email, path: '/handler/sign-up' });
    const cookies = await context.cookies();
    expect(cookies.some((cookie) => cookie.name.startsWith('stack-refresh'))).toBe(true);
  });

  it('opening sign-in while signed in goes to the after-sign-in target (home)', async () => {
    await page.goto(at('/handler/sign-in'));
    await page.waitForURL(at('/'));
    await expect.poll(() => page.locator('stack-user-button [data-user-name]').textContent()).toBe(email);
  });

  it('sign-out ends the session (stack-signed-out) and goes home, signed out', async () => {
    await page.goto(at('/handler/sign-out'));
    await page.waitForURL(at('/'));
    await expect.poll(() => events.filter((event) => event.type === 'stack-signed-out').map((event) => event.path)).toEqual(['/handler/sign-out']);
    await page.locator('stack-user-button a', { hasText: 'Sign in' }).waitFor();
  });

  it('an unknown route shows page-not-found on the handler page, with the project name and a way home', async () => {
    const response = await page.goto(at('/handler/nope'));
    expect(response?.status()).toBe(200);
    const handler = page.locator('stack-handler');
    await expect.poll(() => handler.locator('[role=alert]').textContent()).toBe('The address may be mistyped, or the page may have moved.');
    expect(await handler.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    expect(await handler.locator('.stack-page-brand').textContent()).toBe('Demo Project');
    expect(await handler.getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/');
    expect(page.url()).toBe(at('/handler/nope'));
  });
});

describe('pages opened from mailed links (Chromium)', () => {
  const project = () => fixture.demo.emulator.defaultProject;
  const clientHeaders = () => ({
    'content-type': 'application/json',
    'x-stack-project-id': project().id,
    'x-stack-access-type': 'client',
    'x-stack-publishable-client-key': project().publishableClientKey,
  });

  /** The link of the latest mail to `email` whose text has a link to `route`. */
  async function mailedLink(email: string, route: string): Promise<string> {
    const res = await fetch(`${fixture.demo.emulator.url}/emulator/mailbox/${encodeURIComponent(email)}`);
    const mails = (await res.json()) as { text: string }[];
    const pattern = new RegExp(`(http://\\S+/handler/${route}\\?\\S*code=[0-9a-z]{45})`);
    const link = mails.map((mail) => pattern.exec(mail.text)?.[1]).filter(Boolean).at(-1);
    if (!link) throw new Error(`no ${route} mail for ${email}`);
    return link;
  }

  /** A fresh browser profile; `calls` collects the API paths the page requests. */
  async function freshPage(): Promise<{ page: Page; calls: string[] }> {
    const browserContext = await fixture.freshContext();
    const opened = fixture.watchErrors(await browserContext.newPage());
    const calls: string[] = [];
    opened.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/v1/')) calls.push(`${request.method()} ${url.pathname.slice('/api/v1'.length)}`);
    });
    return { page: opened, calls };
  }

  it('an e-mail verification link verifies nothing when opened (mail scanners follow links); the click does', async () => {
    const email = `verify-${Date.now()}@example.com`;
    await fetch(`${fixture.demo.emulator.url}/api/v1/auth/password/sign-up`, {
      method: 'POST',
      headers: clientHeaders(),
      body: JSON.stringify({ email, password: 'correct-horse-42', verification_callback_url: at('/handler/email-verification') }),
    });
    const link = await mailedLink(email, 'email-verification');
    const { page: opened, calls } = await freshPage();
    await opened.goto(link);
    const handler = opened.locator('stack-handler');
    await handler.getByRole('heading', { level: 1, name: 'Verify your e-mail?' }).waitFor();
    await opened.waitForLoadState('networkidle');
    expect(calls.filter((call) => call.startsWith('POST /contact-channels/verify'))).toEqual([]);

    await handler.getByRole('button', { name: 'Verify e-mail' }).click();
    await handler.getByRole('heading', { level: 1, name: 'E-mail verified' }).waitFor();
    expect(calls.filter((call) => call.startsWith('POST /contact-channels/verify'))).toEqual(['POST /contact-channels/verify']);
    expect(await handler.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/');
  });

  it('a damaged password-reset link says so in a sentence (never the request text) and leads to a new link', async () => {
    const { page: opened, calls } = await freshPage();
    for (const code of ['abc', 'x'.repeat(44), `${'a'.repeat(44)}%21`]) {
      await opened.goto(at(`/handler/password-reset?code=${code}`));
      const handler = opened.locator('stack-handler');
      await handler.getByRole('alert').getByText('This link is incomplete or damaged. Open the latest e-mail again.').waitFor();
      const text = await handler.evaluate((host) => host.shadowRoot!.textContent ?? '');
      expect(text).not.toMatch(/Request validation|\/api\/v1|body\.code|SCHEMA_ERROR/);
      expect(await handler.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/handler/forgot-password');
    }
    expect(calls.filter((call) => call.includes('/auth/password/reset'))).toEqual([]);

    // A complete code the server does not know: its words, and the same way on.
    await opened.goto(at(`/handler/password-reset?code=${'a'.repeat(45)}`));
    const handler = opened.locator('stack-handler');
    await handler.getByRole('alert').getByText('This link is not valid. Please check that you opened the whole link from the e-mail.').waitFor();
    expect(await handler.getByRole('heading', { level: 1 }).textContent()).toBe('Invalid link');
    expect(await handler.getByRole('link', { name: 'Request a new link' }).count()).toBe(1);
  });

  it('a password-reset link: new password twice, then signed in with it (this browser asked for the link)', async () => {
    const email = `reset-${Date.now()}@example.com`;
    await fetch(`${fixture.demo.emulator.url}/api/v1/auth/password/sign-up`, { method: 'POST', headers: clientHeaders(), body: JSON.stringify({ email, password: 'old-password-42' }) });
    const { page: opened } = await freshPage();
    await opened.goto(at('/handler/forgot-password'));
    const handler = opened.locator('stack-handler');
    await handler.locator('input[name=email]').fill(email);
    await handler.getByRole('button', { name: 'Send reset link' }).click();
    await handler.getByRole('heading', { level: 1, name: 'Check your inbox' }).waitFor({ timeout: 10_000 });
    await handler.getByRole('status').getByText(email, { exact: false }).waitFor();

    await opened.goto(await mailedLink(email, 'password-reset'));
    await handler.locator('input[name=password]').fill('new-password-42');
    await handler.locator('input[name=repeat-password]').fill('new-password-42');
    await handler.getByRole('button', { name: 'Reset password' }).click();
    await handler.getByRole('heading', { level: 1, name: 'Password changed' }).waitFor();
    await handler.getByText('Your password has been reset and you are signed in.').waitFor();
    await handler.getByRole('link', { name: 'Continue' }).click();
    await opened.waitForURL(at('/'));
    await expect.poll(() => opened.locator('stack-user-button [data-user-name]').textContent()).toBe(email);
  });

  it('an OAuth refusal on the callback page is "Sign-in cancelled" with "Try again" and "Go home"', async () => {
    const { page: opened } = await freshPage();
    await opened.goto(at('/handler/oauth-callback?error=server_error&errorCode=OAUTH_PROVIDER_ACCESS_DENIED&message=x&details=%7B%7D'));
    const callback = opened.locator('stack-oauth-callback');
    await callback.getByRole('heading', { level: 1, name: 'Sign-in cancelled' }).waitFor();
    expect(await callback.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/handler/sign-in');
    expect(await callback.getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/');
    expect(await callback.evaluate((host) => host.shadowRoot!.textContent ?? '')).not.toContain('OAUTH_PROVIDER_ACCESS_DENIED');
  });
});
