// CLI login end to end in real Chromium: the demo's command-line flow runs in-process and waits
// while a person signs up on the demo page, opens the confirmation URL and clicks Authorize.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCliLogin, type CliLoginDemoResult } from '../../demo/cli-login';
import type { CliLoginAttempt } from '../../src/core/auth/cli-login';
import { useDemoBrowser } from '../support/browser';

const fixture = useDemoBrowser();
const { pageErrors } = fixture;
let page: Page;

beforeAll(async () => {
  page = fixture.watchErrors(await (await fixture.browser.newContext()).newPage());
});

/** Starts the tool and hands back the attempt as soon as it prints its URL, plus the pending result. */
async function startTool(signal: AbortSignal): Promise<{ attempt: CliLoginAttempt; result: Promise<CliLoginDemoResult> }> {
  let announce!: (attempt: CliLoginAttempt) => void;
  const announced = new Promise<CliLoginAttempt>((resolveAttempt) => (announce = resolveAttempt));
  const result = runCliLogin({
    baseUrl: fixture.demo.emulator.url,
    projectId: fixture.demo.emulator.defaultProject.id,
    publishableClientKey: fixture.demo.emulator.defaultProject.publishableClientKey,
    appUrl: fixture.demo.url,
    onConfirmUrl: announce,
    signal,
  });
  // A failed start must fail the test rather than leave it waiting for a URL.
  const attempt = await Promise.race([announced, result.then(() => Promise.reject(new Error('finished without a URL')))]);
  return { attempt, result };
}

describe('CLI login (Chromium)', () => {
  const email = `cli-${Date.now()}@example.com`;
  const password = 'correct-horse-42';

  it('signed out, the confirmation page asks to sign in first and offers no Authorize', async () => {
    const controller = new AbortController();
    const { attempt, result } = await startTool(controller.signal);
    result.catch(() => undefined);
    expect(attempt.confirmUrl).toBe(`${fixture.demo.url}handler/cli-auth-confirm?login_code=${attempt.loginCode}`);
    await page.goto(attempt.confirmUrl);
    await page.locator('stack-cli-auth-confirm', { hasText: 'Please sign in first to authorize the command-line tool.' }).waitFor();
    const href = await page.locator('stack-cli-auth-confirm a', { hasText: 'Sign in' }).getAttribute('href');
    expect(href).toContain('after_auth_return_to=');
    expect(await page.locator('stack-cli-auth-confirm button', { hasText: 'Authorize' }).count()).toBe(0);
    controller.abort(new Error('test done'));
    await expect(result).rejects.toThrow('test done');
  });

  it('after signing up, Authorize signs the tool in as that user (poll resolves, GET /users/me gives the user)', async () => {
    const controller = new AbortController();
    const { attempt, result } = await startTool(controller.signal);

    await page.goto(fixture.demo.url);
    const form = page.locator('stack-sign-up form');
    await form.locator('input[name=email]').fill(email);
    await form.locator('input[name=password]').fill(password);
    await form.locator('input[name=repeat-password]').fill(password);
    await form.locator('button[type=submit]').click();
    await expect.poll(() => page.locator('stack-user-button [data-user-name]').textContent()).toBe(email);

    await page.goto(attempt.confirmUrl);
    const confirmElement = page.locator('stack-cli-auth-confirm');
    await confirmElement.locator('h2', { hasText: 'Authorize the command-line tool?' }).waitFor();
    await confirmElement.getByRole('list', { name: 'The account the tool signs in as' }).getByText(email).waitFor();
    await confirmElement.locator('button', { hasText: 'Authorize' }).click();
    await confirmElement.locator('[role=status]', { hasText: 'The command-line tool is now signed in.' }).waitFor();

    const signedIn = await result;
    expect(signedIn.email).toBe(email);
    expect(signedIn.refreshToken).toMatch(/^[0-9a-z]{45}$/);
    expect(pageErrors).toEqual([]);
  });

  it('the same link again is refused in words', async () => {
    const controller = new AbortController();
    const { attempt, result } = await startTool(controller.signal);
    result.catch(() => undefined);
    await page.goto(attempt.confirmUrl);
    await page.locator('stack-cli-auth-confirm button', { hasText: 'Authorize' }).click();
    await page.locator('stack-cli-auth-confirm [role=status]').waitFor();
    await page.reload();
    await page.locator('stack-cli-auth-confirm button', { hasText: 'Authorize' }).click();
    await page.locator('stack-cli-auth-confirm [role=alert]', { hasText: /no longer valid|already been used/ }).waitFor();
    expect((await result).email).toBe(email);
  });
});
