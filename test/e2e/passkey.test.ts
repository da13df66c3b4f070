// Passkeys in real Chromium with a CDP virtual authenticator: sign up in <stack-sign-up>, register a
// passkey through the SDK, sign out, then sign in with the passkey button of <stack-sign-in>.
import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { StackElementsApi } from '../../widget/index';
import { recordSignedIn, signOutWithUserButton, useDemoBrowser } from '../support/browser';

declare global {
  interface Window {
    StackElements?: StackElementsApi;
    /** How many autofill (conditional) passkey requests the page has made. */
    __conditionalGets: number;
  }
}

const fixture = useDemoBrowser();

/** A fresh profile recording stack-signed-in events, with a platform authenticator that holds resident keys. */
async function pageWithAuthenticator(): Promise<{ page: Page; cdp: CDPSession; authenticatorId: string }> {
  const context = await fixture.freshContext();
  await recordSignedIn(context);
  // Counts the autofill requests, so the test knows when one waits in the browser before it changes the authenticator.
  await context.addInitScript(() => {
    window.__conditionalGets = 0;
    // about:blank, where a new page starts, has no navigator.credentials (not a secure context).
    if (!(navigator.credentials as CredentialsContainer | undefined)) return;
    const get = navigator.credentials.get.bind(navigator.credentials);
    navigator.credentials.get = (options?: CredentialRequestOptions) => {
      if (options?.mediation === 'conditional') window.__conditionalGets += 1;
      return get(options);
    };
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return { page, cdp, authenticatorId };
}

describe('passkeys (Chromium, virtual authenticator)', () => {
  it('registers a passkey for a new account and signs in with the passkey button', async () => {
    const { page, cdp, authenticatorId } = await pageWithAuthenticator();
    await page.goto(fixture.demo.url);
    const email = `passkey-${Date.now()}@example.com`;
    const password = 'correct-horse-42';
    const signUp = page.locator('stack-sign-up form');
    await signUp.locator('input[name=email]').fill(email);
    await signUp.locator('input[name=password]').fill(password);
    await signUp.locator('input[name=repeat-password]').fill(password);
    await signUp.locator('button[type=submit]').click();
    await expect.poll(() => page.locator('stack-user-button [data-user-name]').textContent()).toBe(email);

    const registration = await page.evaluate(async () => {
      const user = await window.StackElements!.getApp()!.getUser();
      const result = await user!.registerPasskey();
      const after = await window.StackElements!.getApp()!.getUser();
      return { status: result.status, passkeyAuthEnabled: after!.passkeyAuthEnabled };
    });
    expect(registration).toEqual({ status: 'ok', passkeyAuthEnabled: true });
    // The credential lives in the authenticator, scoped to the page's hostname (the RP-id placeholder was replaced).
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials.map((c) => [c.rpId, c.isResidentCredential])).toEqual([['localhost', true]]);

    // Without simulated presence the sign-in card's passkey autofill request (conditional) waits instead of signing in.
    await cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled: false });
    const autofillRequests = await page.evaluate(() => window.__conditionalGets);
    await signOutWithUserButton(page);
    // The signed-out card's autofill request must be waiting in the browser before presence comes back,
    // or a slow machine lets it start afterwards and sign in by itself.
    await page.waitForFunction((before) => window.__conditionalGets > before, autofillRequests);
    await cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled: true });
    await page.evaluate(() => {
      window.__signedIn = [];
    });

    await page.locator('stack-sign-in').getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForFunction(() => window.__signedIn.length > 0);
    expect(await page.evaluate(() => window.__signedIn)).toEqual([email]);
    await expect.poll(() => page.locator('stack-user-button [data-user-name]').textContent()).toBe(email);
    await page.locator('stack-sign-in', { hasText: `You are signed in as ${email}.` }).waitFor();
    // The authenticator counted the assertion (the emulator stored and checked the counter).
    const after = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(after.credentials[0]!.signCount).toBeGreaterThan(0);
  });

  it('an authenticator without the credential shows the failure in words and stays signed out', async () => {
    const { page } = await pageWithAuthenticator();
    await page.goto(fixture.demo.url);
    const signIn = page.locator('stack-sign-in');
    await signIn.getByRole('button', { name: 'Sign in with a passkey' }).click();
    // No credential for this site: Chromium ends the ceremony with NotAllowedError.
    await expect
      .poll(() => signIn.locator('.stack-passkey [role=alert]').textContent(), { timeout: 20_000 })
      .toBe('The passkey prompt was closed or timed out. Please try again.');
    expect(await page.evaluate(() => window.__signedIn)).toEqual([]);
    expect(await page.locator('stack-user-button a').textContent()).toBe('Sign in');
  });
});
