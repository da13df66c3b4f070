// @vitest-environment happy-dom
// The <AccountSettings> shell over a fake app: states, the sections a project offers, the section prop,
// both navigation markups (the sidebar and the compact picker; CSS container queries pick one, which
// test/e2e/account-settings-layout.test.ts checks in Chromium), and the Teams group with team:<id>.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser, PublicUser } from '../../../src/core/apps/types';
import type { UserTeam } from '../../../src/core/apps/user/teams';
import { AsyncCache } from '../../../src/core/cache';
import { AccountSettings, StackProvider } from '../../../src/react';
import { FakeApp, makeProject, makePublicUser } from './fake-app';
import { renderWithApp } from './render';

afterEach(cleanup);

// The team pages belong to the teams branch and read team data the fake app refuses: the shell only picks them.
vi.mock('../../../src/react/components/account-settings/sections/teams/team-page', () => ({
  TeamPage: ({ teamId }: { teamId: string }) => <p>Team page {teamId}</p>,
}));
vi.mock('../../../src/react/components/account-settings/sections/teams/teams-section', () => ({
  TeamsSection: () => <p>Teams overview</p>,
}));

const sidebarIds = (): (string | null)[] =>
  [...document.querySelectorAll('nav .stack-settings-sidebar button.stack-settings-nav-item')].map((b) => b.getAttribute('data-section'));
const current = (): string | null => document.querySelector('.stack-settings-sidebar [aria-current="page"]')?.getAttribute('data-section') ?? null;

/** A fake app whose signed-in user has these teams (the fake user's own team methods refuse). */
function withTeams(teams: { id: string; displayName: string }[]): FakeApp {
  const cache = new AsyncCache<UserTeam[]>(async () => teams.map((team) => ({ ...team, profileImageUrl: null, clientMetadata: {}, clientReadOnlyMetadata: {} }) as unknown as UserTeam));
  class TeamsApp extends FakeApp {
    override makeUser(data: PublicUser): CurrentUser {
      return { ...super.makeUser(data), teamsCache: () => cache, listTeams: () => cache.get() };
    }
  }
  const app = new TeamsApp();
  app.setUser(makePublicUser('me@example.com'));
  return app;
}

describe('AccountSettings shell', () => {
  it('signed out: an empty state with a Sign in link (the given URL, else the app sign-in page)', async () => {
    renderWithApp(new FakeApp(), <AccountSettings signInUrl="/login" />);
    expect(await screen.findByText('Sign in to manage your account.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('navigation')).toBeNull();

    cleanup();
    const app = new FakeApp();
    renderWithApp(app, <AccountSettings />);
    expect((await screen.findByRole('link', { name: 'Sign in' })).getAttribute('href')).toBe(app.urls.signIn);
  });

  it('renders the sidebar (icons, part names) and the compact picker in one labelled nav', async () => {
    renderWithApp(new FakeApp('me@example.com'), <AccountSettings section="password" />);
    const nav = await screen.findByRole('navigation', { name: 'Account settings' });
    expect(nav.getAttribute('part')).toBe('nav');
    const items = nav.querySelectorAll('.stack-settings-sidebar .stack-settings-nav-item');
    expect([...items].every((item) => item.getAttribute('part') === 'nav-item' && item.querySelector('svg') !== null)).toBe(true);
    // The picker is a menu button naming the open section; its menu marks it with a check.
    const picker = within(nav).getByRole('button', { name: 'Section: Password' });
    expect(picker.closest('.stack-settings-picker')).not.toBeNull();
    expect(picker.getAttribute('aria-haspopup')).toBe('menu');
    fireEvent.click(picker);
    const menu = screen.getByRole('menu', { name: 'Sections' });
    expect(within(menu).getByRole('menuitemradio', { name: 'Password' }).getAttribute('aria-checked')).toBe('true');
    expect(within(menu).getByRole('menuitemradio', { name: 'E-mails' }).getAttribute('aria-checked')).toBe('false');
    fireEvent.click(within(menu).getByRole('menuitemradio', { name: 'Two-factor' }));
    await screen.findByRole('heading', { name: 'Two-factor authentication' });
    expect(current()).toBe('mfa');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(within(nav).getByRole('button', { name: 'Section: Two-factor' })).toBeTruthy();
  });

  it('offers only the sections the project enables; the teams overview closes the list', async () => {
    const app = new FakeApp('me@example.com');
    app.project = makeProject({ credentialEnabled: true, passkeyEnabled: false, allowUserApiKeys: false, oauthProviders: [] });
    renderWithApp(app, <AccountSettings section="profile" />);
    await screen.findByRole('navigation');
    expect(sidebarIds()).toEqual(['profile', 'emails', 'password', 'mfa', 'sessions', 'notifications', 'danger-zone', 'teams']);

    cleanup();
    app.project = makeProject({ credentialEnabled: false, passkeyEnabled: true, allowUserApiKeys: true, oauthProviders: [{ id: 'github' }] });
    renderWithApp(app, <AccountSettings section="profile" />);
    await screen.findByRole('navigation');
    expect(sidebarIds()).toEqual(['profile', 'emails', 'passkeys', 'mfa', 'sessions', 'connected-accounts', 'notifications', 'api-keys', 'danger-zone', 'teams']);
  });

  it('opens the named section, falls back to the first for an unknown or hidden one, and switches on click', async () => {
    const app = new FakeApp('me@example.com');
    renderWithApp(app, <AccountSettings section="password" />);
    await screen.findByRole('navigation');
    expect(current()).toBe('password');
    expect(document.querySelectorAll('.stack-settings-sidebar [aria-current]')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Two-factor' }));
    expect(current()).toBe('mfa');
    expect(document.querySelector('section[data-section]')?.getAttribute('data-section')).toBe('mfa');

    cleanup();
    renderWithApp(app, <AccountSettings section="api-keys" />);
    await screen.findByRole('navigation');
    // API keys are off in the default fake project.
    expect(current()).toBe('profile');
  });

  it('a later section attribute opens that section, also after a click moved away', async () => {
    const app = new FakeApp('me@example.com');
    const view = renderWithApp(app, <AccountSettings section="password" />);
    await screen.findByRole('navigation');
    fireEvent.click(screen.getByRole('button', { name: 'Two-factor' }));
    await act(async () => undefined);
    expect(current()).toBe('mfa');
    view.rerender(
      <StackProvider app={app}>
        <AccountSettings section="profile" />
      </StackProvider>,
    );
    expect(current()).toBe('profile');
  });

  it('lists each team under a Teams heading; team:<id> opens it, an unknown team opens the overview', async () => {
    const app = withTeams([
      { id: 't1', displayName: 'Analytical Engines' },
      { id: 't2', displayName: 'Difference Engines' },
    ]);
    renderWithApp(app, <AccountSettings section="team:t2" />);
    const teamsList = await screen.findByRole('list', { name: 'Teams' });
    await waitFor(() => expect(within(teamsList).getAllByRole('button').map((b) => b.textContent)).toEqual(['AEAnalytical Engines', 'DEDifference Engines', 'All teams']));
    expect(current()).toBe('team:t2');
    expect(screen.getByText('Team page t2')).toBeTruthy();
    fireEvent.click(within(teamsList).getByRole('button', { name: 'Analytical Engines' }));
    expect(current()).toBe('team:t1');
    expect(screen.getByText('Team page t1')).toBeTruthy();

    cleanup();
    renderWithApp(app, <AccountSettings section="team:gone" />);
    await waitFor(() => expect(current()).toBe('teams'));
    expect(screen.getByText('Teams overview')).toBeTruthy();
  });

  it('while loading, keeps the final layout in grey with one "Loading…" status', () => {
    const app = new FakeApp('me@example.com');
    app.getUser = () => new Promise(() => undefined);
    renderWithApp(app, <AccountSettings />);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    expect(document.querySelector('.stack-settings[data-state="loading"] .stack-settings-sidebar .stack-skeleton')).not.toBeNull();
  });
});
