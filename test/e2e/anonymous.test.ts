// "Continue as guest" in real Chromium: <stack-sign-in allow-guest> on the demo page makes an anonymous
// account that counts as signed out (no stack-signed-in); signing up in <stack-sign-up> upgrades it in place.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StackElementsApi } from '../../widget/index';
import { startDemo, type RunningDemo } from '../../demo/serve';

const BUNDLE = fileURLToPath(new URL('../../dist/stack-elements.js', import.meta.url));

declare global {
  interface Window {
    __signedInIds: (string | null)[];
    StackElements?: StackElementsApi;
  }
}

/** StackClientApp has getAuthJson; the StackClientAppApi interface that getApp() returns does not list it. */
interface AuthJsonSource {
  getAuthJson(): Promise<{ accessToken: string | null; refreshToken: string | null }>;
}

let demo: RunningDemo;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  if (!existsSync(BUNDLE)) throw new Error('dist/stack-elements.js is missing: run `npm run build` (npm test does) first');
  demo = await startDemo({ port: 0, emulator: { port: 0, inMemory: true } });
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await demo?.close();
});

/** GET /users/me with a browser session's access token, straight from Node. */
async function usersMe(accessToken: string): Promise<{ id: string; is_anonymous: boolean; primary_email: string | null }> {
  const project = demo.emulator.defaultProject;
  const response = await fetch(`${demo.emulator.url}/api/v1/users/me`, {
    headers: {
      'x-stack-project-id': project.id,
      'x-stack-access-type': 'client',
      'x-stack-publishable-client-key': project.publishableClientKey,
      'x-stack-access-token': accessToken,
      // Anonymous tokens are refused without it (PROTOCOL.md §2.4), as the SDK sends it.
      'x-stack-allow-anonymous-user': 'true',
    },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { id: string; is_anonymous: boolean; primary_email: string | null };
}

describe('continue as guest (Chromium)', () => {
  it('makes an anonymous user without stack-signed-in, and sign-up upgrades that same user', async () => {
    context = await browser.newContext();
    await context.addInitScript(() => {
      window.__signedInIds = [];
      document.addEventListener('stack-signed-in', (event) => {
        window.__signedInIds.push((event as CustomEvent<{ user: { id: string } | null }>).detail.user?.id ?? null);
      });
    });
    const page = await context.newPage();
    await page.goto(demo.url);

    const signIn = page.locator('stack-sign-in');
    await signIn.getByRole('button', { name: 'Continue as guest' }).click();
    await signIn.getByText('You are continuing as a guest. Sign up to keep your account.').waitFor();
    const tokens = await page.evaluate(() => (window.StackElements!.getApp() as unknown as AuthJsonSource).getAuthJson());
    expect(tokens.accessToken).toBeTruthy();
    const guest = await usersMe(tokens.accessToken!);
    expect(guest).toMatchObject({ is_anonymous: true, primary_email: null });
    // A guest counts as signed out: no event, the user button still offers "Sign in", the forms stay.
    expect(await page.evaluate(() => window.__signedInIds)).toEqual([]);
    await page.locator('stack-user-button').getByRole('link', { name: 'Sign in' }).waitFor();

    const email = `guest-${Date.now()}@example.com`;
    const password = 'correct-horse-42';
    const signUp = page.locator('stack-sign-up form');
    await signUp.locator('input[name=email]').fill(email);
    await signUp.locator('input[name=password]').fill(password);
    await signUp.locator('input[name=repeat-password]').fill(password);
    await signUp.locator('button[type=submit]').click();
    await expect.poll(() => page.locator('stack-user-button button').textContent()).toBe(email);

    expect(await page.evaluate(() => window.__signedInIds)).toEqual([guest.id]);
    const after = await page.evaluate(() => (window.StackElements!.getApp() as unknown as AuthJsonSource).getAuthJson());
    expect(await usersMe(after.accessToken!)).toMatchObject({ id: guest.id, is_anonymous: false, primary_email: email });
  });
});
