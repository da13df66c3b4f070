// @vitest-environment happy-dom
// The passkey button of <SignIn>: shown only when the project enables passkeys, signs in, and puts failures in words.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Result } from '../../../src/core/result';
import { KnownErrors } from '../../../src/protocol/errors';
import { SignIn } from '../../../src/react';
import { FakeApp, makeProject } from './fake-app';
import { renderWithApp } from './render';

afterEach(cleanup);

async function renderSignIn(config: Parameters<typeof makeProject>[0]): Promise<FakeApp> {
  const app = new FakeApp();
  app.project = makeProject(config);
  renderWithApp(app, <SignIn />);
  await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull());
  return app;
}

const button = () => screen.queryByRole('button', { name: 'Sign in with a passkey' });

describe('SignIn passkey button', () => {
  it('is absent when the project has passkeys off', async () => {
    await renderSignIn({ passkeyEnabled: false });
    expect(button()).toBeNull();
  });

  it('is shown with the password form, and alone when passkeys are the only method', async () => {
    await renderSignIn({ passkeyEnabled: true });
    expect(button()).not.toBeNull();
    cleanup();
    await renderSignIn({ passkeyEnabled: true, credentialEnabled: false });
    expect(button()).not.toBeNull();
    expect(screen.queryByText('Signing in with a password is not enabled for this project.')).toBeNull();
    expect(screen.queryByRole('separator', { name: 'or' })).toBeNull();
  });

  it('signs in without redirecting by default, busy meanwhile, then shows the signed-in card', async () => {
    const app = await renderSignIn({ passkeyEnabled: true });
    fireEvent.click(button()!);
    expect(screen.getByRole('button', { name: 'Waiting for your passkey…' }).getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(screen.getByText('You are signed in as passkey@example.com.')).toBeTruthy());
    expect(app.passkeySignInCalls).toEqual([{ noRedirect: true }]);
    expect(button()).toBeNull();
  });

  it.each([
    [new KnownErrors.PasskeyWebauthnError({ message: 'aborted', code: 'ERROR_CEREMONY_ABORTED' }), 'The passkey prompt was closed or timed out. Please try again.'],
    [new KnownErrors.PasskeyWebauthnError({ message: 'bad rp', code: 'ERROR_INVALID_RP_ID' }), 'Passkeys cannot be used on this web address.'],
    [new KnownErrors.PasskeyAuthenticationFailed(undefined, 'Passkey not found'), 'This passkey is not registered for this site. Sign in another way and add a passkey first.'],
    [new KnownErrors.PasskeyAuthenticationFailed(undefined, 'Failed to sign in with passkey'), 'Signing in with your passkey did not work. Please try again.'],
  ])('shows %s in words', async (error, text) => {
    const app = new FakeApp();
    app.project = makeProject({ passkeyEnabled: true });
    app.nextPasskeySignIn = Result.error(error);
    renderWithApp(app, <SignIn />);
    await waitFor(() => expect(button()).not.toBeNull());
    fireEvent.click(button()!);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(text));
    expect((button() as HTMLButtonElement).disabled).toBe(false);
  });

  it('opens the MFA step when the account has TOTP', async () => {
    const app = new FakeApp();
    app.project = makeProject({ passkeyEnabled: true });
    app.nextPasskeySignIn = Result.error(new KnownErrors.MultiFactorAuthenticationRequired({ attempt_code: 'c'.repeat(45) }));
    renderWithApp(app, <SignIn />);
    await waitFor(() => expect(button()).not.toBeNull());
    fireEvent.click(button()!);
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeTruthy();
    expect(button()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(button()).not.toBeNull());
  });
});
