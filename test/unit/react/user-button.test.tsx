// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UserButton } from '../../../src/react';
import { FakeApp, makePublicUser } from './fake-app';
import { renderWithApp } from './render';

afterEach(cleanup);

describe('UserButton', () => {
  it('loading: an avatar-sized skeleton announced as loading, no sign-in link yet', () => {
    const app = new FakeApp('me@example.com');
    // The first answer never comes.
    app.getUser = () => new Promise(() => undefined);
    renderWithApp(app, <UserButton />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('signed out: a Sign in link to the sign-in URL, drawn as a small secondary button', async () => {
    renderWithApp(new FakeApp(), <UserButton />);
    const link = await screen.findByRole('link', { name: 'Sign in' });
    expect(link.getAttribute('href')).toBe('/handler/sign-in');
    expect([link.getAttribute('data-variant'), link.getAttribute('data-size')]).toEqual(['secondary', 'sm']);
  });

  it('signed in: avatar and name; the menu has the name and e-mail above its items, Sign out signs out and focus lands on Sign in', async () => {
    const app = new FakeApp();
    app.setUser(makePublicUser('me@example.com', { displayName: 'Ada Lovelace' }));
    renderWithApp(app, <UserButton />);
    const trigger = await screen.findByRole('button', { name: 'Ada Lovelace' });
    expect(trigger.querySelector('.stack-avatar')?.textContent).toBe('AL');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger);
    const menu = screen.getByRole('menu', { name: 'Account menu' });
    // The header (name and e-mail) sits outside role=menu, whose children are only items and separators.
    expect(menu.textContent).not.toContain('me@example.com');
    const header = document.querySelector('.stack-menu-header');
    expect(header?.textContent).toContain('Ada Lovelace');
    expect(header?.textContent).toContain('me@example.com');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Account settings', 'Sign out']);
    expect(screen.getByRole('menuitem', { name: 'Account settings' }).getAttribute('href')).toBe('/handler/account-settings');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(app.signOutCalls).toBe(1);
    await waitFor(() => expect(document.activeElement).toBe(signIn));
  });

  it('without a display name the e-mail stands in as an address (not a name), shown once in the header', async () => {
    renderWithApp(new FakeApp('me@example.com'), <UserButton />);
    fireEvent.click(await screen.findByRole('button', { name: 'me@example.com' }));
    expect(document.querySelector('[data-user-name]')?.getAttribute('data-kind')).toBe('email');
    // The avatar shows the address's first letter; the card has no name line, only the address.
    expect(document.querySelector('.stack-menu-header')?.textContent).toBe('Mme@example.com');
    expect(document.querySelector('.stack-user-card-name')).toBeNull();
  });

  it('prefers the display name on the button', async () => {
    const app = new FakeApp();
    app.setUser(makePublicUser('me@example.com', { displayName: 'Ada' }));
    renderWithApp(app, <UserButton />);
    expect(await screen.findByRole('button', { name: 'Ada' })).toBeTruthy();
  });

  it('a failed sign-out keeps the user and says why', async () => {
    const app = new FakeApp('me@example.com');
    app.signOutFailure = new TypeError('Failed to fetch');
    renderWithApp(app, <UserButton />);
    fireEvent.click(await screen.findByRole('button', { name: 'me@example.com' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Could not reach the authentication server. Check your connection and try again.'),
    );
    // The menu stays open with the failure under its items, and Sign out can be tried again.
    expect(screen.getByRole('menuitem', { name: 'Sign out' }).getAttribute('aria-disabled')).toBeNull();
    expect(screen.getByRole('button', { name: 'me@example.com' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('follows changes from elsewhere (another tab) through onUserChange', async () => {
    const app = new FakeApp();
    renderWithApp(app, <UserButton />);
    await screen.findByRole('link', { name: 'Sign in' });
    act(() => app.setUser(makePublicUser('other@example.com')));
    expect(await screen.findByRole('button', { name: 'other@example.com' })).toBeTruthy();
  });

  it('unsubscribes when unmounted', async () => {
    const app = new FakeApp();
    const view = renderWithApp(app, <UserButton />);
    await screen.findByRole('link', { name: 'Sign in' });
    expect(app.listenerCount).toBe(1);
    view.unmount();
    expect(app.listenerCount).toBe(0);
  });
});
