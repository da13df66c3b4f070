// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UserButton } from '../../../src/react';
import { FakeApp, makePublicUser } from './fake-app';
import { renderWithApp } from './render';

afterEach(cleanup);

describe('UserButton', () => {
  it('signed out: a Sign in link to the sign-in URL', async () => {
    renderWithApp(new FakeApp(), <UserButton />);
    expect((await screen.findByRole('link', { name: 'Sign in' })).getAttribute('href')).toBe('/handler/sign-in');
  });

  it('signed in: the e-mail, a menu with the e-mail and Sign out, which signs out', async () => {
    const app = new FakeApp('me@example.com');
    renderWithApp(app, <UserButton />);
    const trigger = await screen.findByRole('button', { name: 'me@example.com' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger);
    const menu = screen.getByRole('menu');
    expect(menu.textContent).toContain('me@example.com');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(app.signOutCalls).toBe(1);
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
    expect(screen.getByRole('button', { name: 'me@example.com' })).toBeTruthy();
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
