// @vitest-environment happy-dom
// The sign-in form's ways out: "Forgot password?" and (with allowGuest) "Continue as guest".
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SignIn, SignUp } from '../../../src/react';
import { FakeApp, makeProject } from './fake-app';
import { renderWithApp } from './render';

afterEach(cleanup);

describe('SignIn forgot-password link', () => {
  it('links to the forgot-password handler URL when passwords are on', async () => {
    const app = new FakeApp();
    renderWithApp(app, <SignIn />);
    const link = await screen.findByRole('link', { name: 'Forgot password?' });
    expect(link.getAttribute('href')).toBe(app.urls.forgotPassword);
    expect(app.urls.forgotPassword).toBe('/handler/forgot-password');
  });

  it('is absent when password sign-in is off', async () => {
    const app = new FakeApp();
    app.project = makeProject({ credentialEnabled: false, magicLinkEnabled: true });
    renderWithApp(app, <SignIn />);
    await screen.findByRole('button', { name: /code/i });
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).toBeNull();
  });
});

describe('SignIn guest button', () => {
  it('is not offered unless allowGuest is set', async () => {
    renderWithApp(new FakeApp(), <SignIn />);
    await screen.findByLabelText('E-mail');
    expect(screen.queryByRole('button', { name: 'Continue as guest' })).toBeNull();
  });

  it('signs up anonymously once, says so, and keeps the sign-in form', async () => {
    const app = new FakeApp();
    renderWithApp(app, <SignIn allowGuest />);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue as guest' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('You are continuing as a guest. Sign up to keep your account.'));
    expect(app.anonymousSignUps).toBe(1);
    expect(screen.queryByRole('button', { name: 'Continue as guest' })).toBeNull();
    expect(screen.getByLabelText('E-mail')).toBeTruthy();
  });

  it('is hidden for a signed-in user', async () => {
    renderWithApp(new FakeApp('me@example.com'), <SignIn allowGuest />);
    await screen.findByText('You are signed in as me@example.com.');
    expect(screen.queryByRole('button', { name: 'Continue as guest' })).toBeNull();
  });
});

describe('SignIn and SignUp styling hooks', () => {
  const partsOf = (root: HTMLElement): Set<string> =>
    new Set([...root.querySelectorAll('[part]')].flatMap((node) => node.getAttribute('part')!.split(/\s+/)));

  it('expose the ::part names of DESIGN.md §5 (card, header, title, subtitle, form, field, label, input, hint, error, buttons, provider-button, divider, footer)', async () => {
    const app = new FakeApp();
    app.project = makeProject({ magicLinkEnabled: true, passkeyEnabled: true, oauthProviders: [{ id: 'github' }] });
    const signIn = renderWithApp(app, <SignIn allowGuest />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true'));
    const inSignIn = partsOf(signIn.container);
    for (const part of ['card', 'header', 'title', 'subtitle', 'form', 'field', 'label', 'input', 'error', 'button', 'button-primary', 'button-secondary', 'provider-button', 'divider', 'footer']) {
      expect(inSignIn, part).toContain(part);
    }
    cleanup();
    const signUp = renderWithApp(new FakeApp(), <SignUp />);
    await screen.findByLabelText('Repeat password');
    expect(partsOf(signUp.container)).toContain('hint');
  });
});
