// "Continue as guest" in real Chromium: <stack-sign-in allow-guest> on the demo page makes an anonymous
// account that counts as signed out (no stack-signed-in); signing up in <stack-sign-up> upgrades it in place.
import { describe, expect, it } from 'vitest';
import type { StackElementsApi } from '../../widget/index';
import { recordSignedIn, useDemoBrowser } from '../support/browser';

declare global {
  interface Window {
    StackElements?: StackElementsApi;
  }
}

/** StackClientApp has getAuthJson; the StackClientAppApi interface that getApp() returns does not list it. */
interface AuthJsonSource {
  getAuthJson(): Promise<{ accessToken: string | null; refreshToken: string | null }>;
}

const fixture = useDemoBrowser();

/** GET /users/me with a browser session's access token, straight from Node. */
async function usersMe(accessToken: string): Promise<{ id: string; is_anonymous: boolean; primary_email: string | null }> {
  const project = fixture.demo.emulator.defaultProject;
  const response = await fetch(`${fixture.demo.emulator.url}/api/v1/users/me`, {
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
    const context = await fixture.freshContext();
    await recordSignedIn(context, 'id');
    const page = await context.newPage();
    await page.goto(fixture.demo.url);

    const signIn = page.locator('stack-sign-in');
    await signIn.getByRole('button', { name: 'Continue as guest' }).click();
    await signIn.getByText('You are continuing as a guest. Sign up to keep your account.').waitFor();
    const tokens = await page.evaluate(() => (window.StackElements!.getApp() as unknown as AuthJsonSource).getAuthJson());
    expect(tokens.accessToken).toBeTruthy();
    const guest = await usersMe(tokens.accessToken!);
    expect(guest).toMatchObject({ is_anonymous: true, primary_email: null });
    // A guest counts as signed out: no event, the user button still offers "Sign in", the forms stay.
    expect(await page.evaluate(() => window.__signedIn)).toEqual([]);
    await page.locator('stack-user-button').getByRole('link', { name: 'Sign in' }).waitFor();

    const email = `guest-${Date.now()}@example.com`;
    const password = 'correct-horse-42';
    const signUp = page.locator('stack-sign-up form');
    await signUp.locator('input[name=email]').fill(email);
    await signUp.locator('input[name=password]').fill(password);
    await signUp.locator('input[name=repeat-password]').fill(password);
    await signUp.locator('button[type=submit]').click();
    await expect.poll(() => page.locator('stack-user-button [data-user-name]').textContent()).toBe(email);

    expect(await page.evaluate(() => window.__signedIn)).toEqual([guest.id]);
    const after = await page.evaluate(() => (window.StackElements!.getApp() as unknown as AuthJsonSource).getAuthJson());
    expect(await usersMe(after.accessToken!)).toMatchObject({ id: guest.id, is_anonymous: false, primary_email: email });
  });
});
