// Passkey autofill (WebAuthn conditional mediation) in real Chromium with a CDP virtual authenticator:
// register a passkey, reload the signed-out page, and sign in through the e-mail field's conditional request.
import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { StackElementsApi } from '../../widget/index';
import { recordSignedIn, signOutWithUserButton, useDemoBrowser } from '../support/browser';

interface RecordedGet {
  mediation: string | null;
  rpId: string | null;
  allowCredentials: number;
  userVerification: string | null;
  hasSignal: boolean;
  outcome: 'pending' | 'credential' | 'error';
  error: string | null;
}

declare global {
  interface Window {
    StackElements?: StackElementsApi;
    __gets: RecordedGet[];
  }
}

const fixture = useDemoBrowser();

/** A fresh profile recording sign-ins and every navigator.credentials.get (options and outcome), with a resident-key authenticator. */
async function pageWithAuthenticator(): Promise<{ page: Page; cdp: CDPSession; authenticatorId: string }> {
  const context = await fixture.freshContext();
  await recordSignedIn(context);
  await context.addInitScript(() => {
    window.__gets = [];
    // about:blank, where a new page starts, has no navigator.credentials (not a secure context).
    if (!(navigator.credentials as CredentialsContainer | undefined)) return;
    const original = navigator.credentials.get.bind(navigator.credentials);
    navigator.credentials.get = async (options?: CredentialRequestOptions) => {
      const publicKey = options?.publicKey;
      const entry: RecordedGet = {
        mediation: options?.mediation ?? null,
        rpId: publicKey?.rpId ?? null,
        allowCredentials: publicKey?.allowCredentials?.length ?? 0,
        userVerification: publicKey?.userVerification ?? null,
        hasSignal: options?.signal instanceof AbortSignal,
        outcome: 'pending',
        error: null,
      };
      window.__gets.push(entry);
      try {
        const credential = await original(options);
        entry.outcome = 'credential';
        return credential;
      } catch (error) {
        entry.outcome = 'error';
        entry.error = error instanceof Error ? error.name : String(error);
        throw error;
      }
    };
  });
  const page = fixture.watchErrors(await context.newPage(), { consoleErrors: false });
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { page, cdp, authenticatorId };
}

/** Signs up on the demo page, registers a passkey through the SDK, and checks the authenticator holds it as a resident key. */
async function accountWithPasskey(page: Page, cdp: CDPSession, authenticatorId: string): Promise<string> {
  await page.goto(fixture.demo.url);
  const email = `autofill-${Date.now()}@example.com`;
  const password = 'correct-horse-42';
  const signUp = page.locator('stack-sign-up form');
  await signUp.locator('input[name=email]').fill(email);
  await signUp.locator('input[name=password]').fill(password);
  await signUp.locator('input[name=repeat-password]').fill(password);
  await signUp.locator('button[type=submit]').click();
  await expect.poll(() => page.locator('stack-user-button [data-user-name]').textContent()).toBe(email);
  const status = await page.evaluate(async () => (await (await window.StackElements!.getApp()!.getUser())!.registerPasskey()).status);
  expect(status).toBe('ok');
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials.map((c) => [c.rpId, c.isResidentCredential])).toEqual([['localhost', true]]);
  return email;
}

async function signOut(page: Page): Promise<void> {
  await signOutWithUserButton(page);
}

/** The pending and settled navigator.credentials.get calls the page made since it loaded. */
const gets = (page: Page): Promise<RecordedGet[]> => page.evaluate(() => window.__gets);

describe('passkey autofill (Chromium, virtual authenticator)', () => {
  it('signs in through the conditional request of the reloaded sign-in page', { timeout: 60_000 }, async () => {
    const { page, cdp, authenticatorId } = await pageWithAuthenticator();
    const email = await accountWithPasskey(page, cdp, authenticatorId);
    // Out of the authenticator while signing out: Chromium's virtual environment answers a conditional request at once.
    const [credential] = (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
    await cdp.send('WebAuthn.removeCredential', { authenticatorId, credentialId: credential!.credentialId });
    await signOut(page);
    const signIn = page.locator('stack-sign-in');
    const field = signIn.locator('input[name=email]');
    expect(await field.getAttribute('autocomplete')).toBe('username webauthn');
    // No credential: the conditional request ended, and silently (nobody asked for it).
    await page.waitForFunction(() => window.__gets.some((get) => get.mediation === 'conditional' && get.outcome === 'error'));
    expect(await signIn.locator('[role=alert]').count()).toBe(0);

    await cdp.send('WebAuthn.addCredential', { authenticatorId, credential: credential! });
    await page.reload();
    await page.waitForFunction(() => window.__signedIn.length > 0);
    expect(await page.evaluate(() => window.__signedIn)).toEqual([email]);
    expect(await gets(page)).toEqual([
      { mediation: 'conditional', rpId: 'localhost', allowCredentials: 0, userVerification: 'preferred', hasSignal: true, outcome: 'credential', error: null },
    ]);
    await signIn.locator('p', { hasText: `You are signed in as ${email}.` }).waitFor();
    const after = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(after.credentials[0]!.signCount).toBeGreaterThan(credential!.signCount);
  });

  it('the passkey button aborts the pending conditional request and still signs in', { timeout: 60_000 }, async () => {
    const { page, cdp, authenticatorId } = await pageWithAuthenticator();
    const email = await accountWithPasskey(page, cdp, authenticatorId);
    // Without simulated presence the conditional request stays pending, as it does while nobody picks a passkey.
    await cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled: false });
    await signOut(page);
    await page.reload();
    await page.waitForFunction(() => window.__gets.length > 0);
    expect(await gets(page)).toEqual([
      { mediation: 'conditional', rpId: 'localhost', allowCredentials: 0, userVerification: 'preferred', hasSignal: true, outcome: 'pending', error: null },
    ]);
    await cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled: true });
    await page.evaluate(() => {
      window.__signedIn = [];
    });

    const signIn = page.locator('stack-sign-in');
    await signIn.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForFunction(() => window.__signedIn.length > 0);
    expect(await page.evaluate(() => window.__signedIn)).toEqual([email]);
    // The conditional request was cancelled for the button's own (modal) request, which the authenticator answered.
    expect((await gets(page)).map((get) => [get.mediation, get.outcome, get.error])).toEqual([
      ['conditional', 'error', 'AbortError'],
      [null, 'credential', null],
    ]);
    await signIn.locator('p', { hasText: `You are signed in as ${email}.` }).waitFor();
    expect(fixture.pageErrors).toEqual([]);
  });

  it('a passkey the site no longer knows fails in words under the passkey button, and the card stays signed out', { timeout: 60_000 }, async () => {
    const { page, cdp, authenticatorId } = await pageWithAuthenticator();
    await accountWithPasskey(page, cdp, authenticatorId);
    // The server forgets the passkey; the authenticator keeps it and answers the next conditional request with it.
    await page.evaluate(async () => {
      await (await window.StackElements!.getApp()!.getUser())!.update({ passkeyAuthEnabled: false });
    });
    await cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled: false });
    await signOut(page);
    await cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled: true });
    await page.reload();
    const signIn = page.locator('stack-sign-in');
    await expect
      .poll(() => signIn.locator('.stack-passkey [role=alert]').textContent())
      .toBe('This passkey is not registered for this site. Sign in another way and add a passkey first.');
    // A new request follows each failed choice, three at most, so a broken passkey cannot loop.
    await expect.poll(async () => (await gets(page)).filter((get) => get.outcome === 'credential').length).toBe(3);
    expect((await gets(page)).map((get) => get.mediation)).toEqual(['conditional', 'conditional', 'conditional']);
    expect(await page.evaluate(() => window.__signedIn)).toEqual([]);
    await signIn.locator('input[name=email]').waitFor();
  });
});
