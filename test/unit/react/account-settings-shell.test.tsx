// @vitest-environment happy-dom
// The <AccountSettings> shell over a fake app: states, the sections a project offers, the section prop.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountSettings } from '../../../src/react';
import { FakeApp, makeProject } from './fake-app';
import { renderWithApp } from './render';

afterEach(cleanup);

const tabIds = (): (string | null)[] => screen.getAllByRole('button').filter((b) => b.classList.contains('stack-settings-tab')).map((b) => b.getAttribute('data-section'));

describe('AccountSettings shell', () => {
  it('signed out: says so, with a link to sign-in when given', async () => {
    renderWithApp(new FakeApp(), <AccountSettings signInUrl="/login" />);
    expect(await screen.findByText('Sign in to manage your account.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('offers only the sections the project enables', async () => {
    const app = new FakeApp('me@example.com');
    app.project = makeProject({ credentialEnabled: true, passkeyEnabled: false, allowUserApiKeys: false, oauthProviders: [] });
    renderWithApp(app, <AccountSettings section="profile" />);
    await screen.findByRole('navigation');
    expect(tabIds()).toEqual(['profile', 'emails', 'password', 'mfa', 'sessions', 'notifications', 'teams', 'danger-zone']);

    cleanup();
    app.project = makeProject({ credentialEnabled: false, passkeyEnabled: true, allowUserApiKeys: true, oauthProviders: [{ id: 'github' }] });
    renderWithApp(app, <AccountSettings section="profile" />);
    await screen.findByRole('navigation');
    expect(tabIds()).toEqual(['profile', 'emails', 'passkeys', 'mfa', 'sessions', 'connected-accounts', 'notifications', 'api-keys', 'teams', 'danger-zone']);
  });

  it('opens the named section, falls back to the first for an unknown or hidden one, and switches on click', async () => {
    const app = new FakeApp('me@example.com');
    renderWithApp(app, <AccountSettings section="password" />);
    await screen.findByRole('navigation');
    const current = (): string | null => document.querySelector('.stack-settings-tab[aria-current="page"]')?.getAttribute('data-section') ?? null;
    expect(current()).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Two-factor' }));
    expect(current()).toBe('mfa');

    cleanup();
    renderWithApp(app, <AccountSettings section="api-keys" />);
    await screen.findByRole('navigation');
    // API keys are off in the default fake project.
    expect(current()).toBe('profile');
  });
});
