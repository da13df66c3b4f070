// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Result } from '../../../src/core/result';
import { KnownErrors } from '../../../src/protocol/errors';
import { MagicLinkCallback } from '../../../src/react';
import { FakeApp, deferred } from './fake-app';
import { renderWithApp } from './render';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

const CODE = 'abcdefghjkmnpqrstvwxyz0123456789abcdefghjkmnp';

function openLink(app: FakeApp, strict = false): void {
  window.history.replaceState(null, '', `/handler/magic-link-callback?code=${CODE}&keep=1`);
  renderWithApp(app, strict ? <StrictMode><MagicLinkCallback /></StrictMode> : <MagicLinkCallback />);
}

describe('MagicLinkCallback', () => {
  it('opening the link uses nothing (a mail scanner may open it): it asks, even under StrictMode', async () => {
    const app = new FakeApp();
    openLink(app, true);
    expect(screen.getByRole('heading').textContent).toBe('Sign in with this link?');
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(app.magicLinkSignInCalls).toEqual([]);
    expect(app.magicLinkCallbackCalls).toBe(0);
  });

  it('the click signs in once with the code (busy label meanwhile), drops it from the address bar, then says so with "Continue"', async () => {
    const app = new FakeApp();
    const answer = deferred<Result<undefined, never>>();
    app.nextMagicLinkSignIn = answer.promise;
    openLink(app, true);
    fireEvent.click(screen.getByRole('button', { name: 'Continue signing in' }));
    expect(screen.getByRole('button', { name: 'Signing you in…' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Signing you in…' }));
    answer.resolve(Result.ok(undefined));
    const heading = await screen.findByRole('heading', { name: 'Signed in' });
    expect(screen.getByRole('status').textContent).toBe('You are signed in.');
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/');
    expect(app.magicLinkSignInCalls).toEqual([{ otp: CODE.slice(0, 6), nonce: CODE.slice(6), noRedirect: true }]);
    expect(window.location.search).toBe('?keep=1');
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('no code, or a damaged one, says so with "Back to sign-in" and sends nothing', () => {
    const app = new FakeApp();
    renderWithApp(app, <MagicLinkCallback signInUrl="/login" />);
    expect(screen.getByRole('alert').textContent).toBe('This link has no sign-in code. Please open the link from the e-mail again.');
    expect(screen.getByRole('link', { name: 'Back to sign-in' }).getAttribute('href')).toBe('/login');
    cleanup();
    window.history.replaceState(null, '', '/handler/magic-link-callback?code=abc');
    renderWithApp(app, <MagicLinkCallback />);
    expect(screen.getByRole('alert').textContent).toBe('This link is incomplete or damaged. Open the latest e-mail again.');
    expect(screen.getByRole('link', { name: 'Back to sign-in' }).getAttribute('href')).toBe('/handler/sign-in');
    expect(screen.queryByRole('button')).toBeNull();
    expect(app.magicLinkSignInCalls).toEqual([]);
  });

  it.each([
    [new KnownErrors.VerificationCodeAlreadyUsed(), 'Link already used', 'This link has already been used.'],
    [new KnownErrors.VerificationCodeExpired(), 'Link expired', 'This link has expired. Please request a new one.'],
    [new KnownErrors.VerificationCodeNotFound(), 'Invalid link', 'This link is not valid. Please check that you opened the whole link from the e-mail.'],
  ])('an unusable link (%s) is said in words, with "Back to sign-in"', async (error, title, text) => {
    const app = new FakeApp();
    app.nextMagicLinkSignIn = Result.error(error);
    openLink(app);
    fireEvent.click(screen.getByRole('button', { name: 'Continue signing in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(screen.getByRole('heading').textContent).toBe(title);
    expect(screen.getByRole('link', { name: 'Back to sign-in' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a network failure keeps the question, with the sentence, for another try', async () => {
    const app = new FakeApp();
    app.nextMagicLinkSignIn = new TypeError('fetch failed');
    openLink(app);
    fireEvent.click(screen.getByRole('button', { name: 'Continue signing in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not reach the authentication server. Check your connection and try again.');
    app.nextMagicLinkSignIn = Result.ok(undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Continue signing in' }));
    expect(await screen.findByRole('heading', { name: 'Signed in' })).toBeTruthy();
    expect(app.magicLinkSignInCalls).toHaveLength(2);
  });

  it('turns to the two-factor step for a user with TOTP', async () => {
    const app = new FakeApp();
    app.nextMagicLinkSignIn = Result.error(new KnownErrors.MultiFactorAuthenticationRequired({ attempt_code: 'a'.repeat(45) }));
    openLink(app);
    fireEvent.click(screen.getByRole('button', { name: 'Continue signing in' }));
    expect(await screen.findByText('Two-factor authentication')).toBeTruthy();
  });
});
