// The passkeys section as a list (issue 32 item 12), where the emulator announces 'passkey-list': two passkeys
// from two virtual authenticators (a phone and a laptop), both listed with names and dates, one renamed, one
// removed after a confirmation, and a sign-in with the one left, which then shows its last use.
import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { StackElementsApi } from '../../widget/index';
import { openAccountSection, signOutWithUserButton, signUpOnDemo, useDemoBrowser } from '../support/browser';

declare global {
  interface Window {
    StackElements?: StackElementsApi;
  }
}

const fixture = useDemoBrowser();

async function addAuthenticator(cdp: CDPSession): Promise<string> {
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return authenticatorId;
}

async function rowTexts(page: Page): Promise<string[]> {
  return page.locator('stack-account-settings [data-passkey-id] .stack-row-title-text').allTextContents();
}

describe('passkey list (Chromium, virtual authenticators)', () => {
  it('adds two passkeys, lists them with names and dates, renames one, removes one and signs in with the other', async () => {
    const context = await fixture.freshContext();
    const page = fixture.watchErrors(await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const email = `passkeys-${Date.now()}@example.com`;
    await signUpOnDemo(page, fixture.demo.url, email, 'Tulip-Harbor-Quantum-97!');
    const settings = await openAccountSection(page, fixture.demo.url, 'passkeys');
    const section = settings.locator('section[data-section="passkeys"]');

    // The laptop's authenticator first; each authenticator keeps one passkey per account, so the phone is another.
    const laptop = await addAuthenticator(cdp);
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    await expect.poll(() => rowTexts(page)).toEqual(['Passkey 1']);
    await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: laptop });
    await addAuthenticator(cdp);
    await section.getByRole('button', { name: 'Add another passkey' }).click();
    await expect.poll(() => rowTexts(page)).toEqual(['Passkey 1', 'Passkey 2']);
    const descriptions = await section.locator('[data-passkey-id] .stack-row-description').allTextContents();
    expect(descriptions).toHaveLength(2);
    for (const text of descriptions) expect(text).toMatch(/^Added .+\d.*Not used yet$/);

    await section.getByRole('button', { name: 'Actions for Passkey 1' }).click();
    await settings.getByRole('menuitem', { name: 'Rename' }).click();
    const dialog = settings.getByRole('dialog', { name: 'Rename passkey' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Work laptop');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => rowTexts(page)).toEqual(['Work laptop', 'Passkey 2']);

    await section.getByRole('button', { name: 'Actions for Work laptop' }).click();
    await settings.getByRole('menuitem', { name: 'Remove passkey' }).click();
    const confirm = settings.getByRole('dialog', { name: 'Remove passkey' });
    expect(await confirm.textContent()).toContain('You will no longer be able to sign in with “Work laptop”.');
    await confirm.getByRole('button', { name: 'Remove passkey' }).click();
    await expect.poll(() => rowTexts(page)).toEqual(['Passkey 2']);
    expect(await section.getByRole('status').textContent()).toContain('Passkey removed.');

    // Signed out, the phone's passkey (the one left) signs in, and the list shows its use.
    await page.goto(fixture.demo.url);
    await signOutWithUserButton(page);
    const signedIn = await page.evaluate(async () => {
      const app = window.StackElements!.getApp()!;
      const result = await app.signInWithPasskey({ noRedirect: true });
      return { status: result.status, email: (await app.getUser())?.primaryEmail };
    });
    expect(signedIn).toEqual({ status: 'ok', email });
    await openAccountSection(page, fixture.demo.url, 'passkeys');
    await expect.poll(() => section.locator('[data-passkey-id] .stack-row-description').textContent()).toMatch(/Last used .+\d/);
    expect(fixture.pageErrors).toEqual([]);
  });
});
