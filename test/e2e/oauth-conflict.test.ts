// Issue 32 item 3 (Chromium): OAuth with the e-mail of an existing account whose address is not verified.
// The API refuses it (CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE with would_work_if_email_was_verified,
// sent to the error page), as Stack does; the page explains it and "Sign in with your password, then connect
// GitHub" signs in with the password and then connects GitHub to that account.
import { describe, expect, it } from 'vitest';
import { signUpOverApi, useDemoBrowser } from '../support/browser';

const fixture = useDemoBrowser();

describe('OAuth with the e-mail of an unverified password account (Chromium)', () => {
  it('explains the conflict and its action signs in with the password, then connects GitHub', async () => {
    const project = fixture.demo.emulator.defaultProject;
    const email = `oauth-conflict-${Date.now()}@example.com`;
    const password = 'correct-horse-42';
    const { userId } = await signUpOverApi(fixture.demo, email, password);

    const page = fixture.watchErrors(await (await fixture.freshContext()).newPage(), { consoleErrors: false });
    await page.goto(fixture.demo.url);
    await page.locator('stack-sign-in').getByRole('button', { name: 'Continue with GitHub' }).click();
    await page.waitForURL(/\/interaction\//);
    await page.locator('input[name=email]').fill(email);
    await page.locator('button[type=submit]').click();

    // The error page: our explanation with the address, not "used by another account" and "Try again".
    await page.waitForURL((url) => url.origin === new URL(fixture.demo.url).origin && url.pathname.startsWith('/handler/'));
    const screen = page.locator('stack-handler, stack-oauth-callback').first();
    await screen.getByRole('heading', { level: 1, name: 'Sign in with your password first' }).waitFor({ timeout: 10_000 });
    const text = await screen.evaluate((host) => host.shadowRoot!.textContent ?? '');
    expect(text).toContain(`There is already an account with ${email}, and its address is not verified.`);
    expect(text).not.toContain('another account');
    expect(await screen.getByRole('link', { name: 'Try again' }).count()).toBe(0);

    await screen.getByRole('link', { name: 'Sign in with your password, then connect GitHub' }).click();
    await page.waitForURL((url) => url.pathname === '/handler/sign-in');
    const signIn = page.locator('stack-handler');
    await signIn.getByText('Sign in with your password to connect GitHub to your account.').waitFor();
    expect(await signIn.locator('input[name=email]').inputValue()).toBe(email);
    await signIn.locator('input[name=password]').fill(password);
    await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();

    // Signed in, then off to GitHub to connect it (a link, not a sign-in; GitHub still knows this browser, so
    // it answers at once), back through the callback page to the after-sign-in target.
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.waitForURL((url) => url.origin === new URL(fixture.demo.url).origin && url.pathname === '/');
    await expect.poll(() => page.locator('stack-user-button [data-user-name]').textContent()).toBe(email);
    expect(visited).toContain('/handler/oauth-callback');

    const res = await fetch(`${fixture.demo.emulator.url}/api/v1/users/${userId}`, {
      headers: { 'x-stack-project-id': project.id, 'x-stack-access-type': 'server', 'x-stack-secret-server-key': project.secretServerKey },
    });
    const user = (await res.json()) as { oauth_providers: { id: string; email: string }[] };
    expect(user.oauth_providers.map((p) => [p.id, p.email])).toEqual([['github', email]]);
    expect(fixture.pageErrors).toEqual([]);
  });
});
