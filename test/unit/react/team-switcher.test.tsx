// @vitest-environment happy-dom
// The team switcher over a fake app: the trigger names the selected team, teams are menuitemradio items
// with the current one checked, a failed load says so above the items with "Try again", and a menu
// without any possible item still holds one (disabled) item.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CurrentUser, PublicUser } from '../../../src/core/apps/types';
import type { UserTeam } from '../../../src/core/apps/user/teams';
import { AsyncCache } from '../../../src/core/cache';
import { TeamSwitcher } from '../../../src/react';
import { FakeApp, makeProject, makePublicUser } from './fake-app';
import { renderWithApp } from './render';

afterEach(cleanup);

const team = (id: string, displayName: string): UserTeam => ({ id, displayName, profileImageUrl: null, clientMetadata: {}, clientReadOnlyMetadata: {} }) as unknown as UserTeam;

function appWith(teams: AsyncCache<UserTeam[]>, overrides: Partial<PublicUser> = {}, clientTeamCreationEnabled = true): FakeApp {
  const app = new FakeApp();
  app.project = makeProject({ clientTeamCreationEnabled });
  const makeUser = app.makeUser.bind(app);
  app.makeUser = (data): CurrentUser => ({ ...makeUser(data), teamsCache: () => teams });
  app.setUser(makePublicUser('me@example.com', overrides));
  return app;
}

describe('TeamSwitcher', () => {
  it('names the selected team and lists the teams as radio items, the current one checked, then "Create a team"', async () => {
    const teams = new AsyncCache(async () => [team('t1', 'Alpha'), team('t2', 'Beta')]);
    renderWithApp(appWith(teams, { selectedTeam: { id: 't2', displayName: 'Beta', profileImageUrl: null, clientMetadata: {}, clientReadOnlyMetadata: {} } }), <TeamSwitcher />);
    const trigger = await screen.findByRole('button', { name: 'Team: Beta' });
    fireEvent.click(trigger);
    await waitFor(() => expect(screen.getAllByRole('menuitemradio').map((item) => [item.querySelector('.stack-menu-label')?.textContent, item.getAttribute('aria-checked')])).toEqual([
      ['Alpha', 'false'],
      ['Beta', 'true'],
      ['No team', 'false'],
    ]));
    expect(screen.getByRole('menuitem', { name: 'Create a team' })).toBeTruthy();
    // No form inside the menu: creating opens a dialog.
    expect(screen.getByRole('menu').querySelector('form, input')).toBeNull();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Create a team' }));
    expect(await screen.findByRole('dialog', { name: 'Create a team' })).toBeTruthy();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('a failed load is said above the items with "Try again", which loads the teams', async () => {
    let fail = true;
    const teams = new AsyncCache(async () => {
      if (fail) throw new TypeError('Failed to fetch');
      return [team('t1', 'Alpha')];
    });
    renderWithApp(appWith(teams), <TeamSwitcher />);
    fireEvent.click(await screen.findByRole('button', { name: 'Team: No team selected' }));
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('p')?.textContent).toBe('Your teams could not be loaded. Could not reach the authentication server. Check your connection and try again.');
    expect(screen.getByRole('menu').contains(alert)).toBe(false);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('menuitemradio', { name: 'Alpha' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('with "No team" hidden, no creation and no teams, the menu still holds one disabled item saying so', async () => {
    const teams = new AsyncCache<UserTeam[]>(async () => []);
    renderWithApp(appWith(teams, {}, false), <TeamSwitcher hideNoTeam />);
    fireEvent.click(await screen.findByRole('button', { name: 'Team: No team selected' }));
    await waitFor(() => expect(screen.getAllByRole('menuitem').map((item) => [item.textContent, item.getAttribute('aria-disabled')])).toEqual([['You are not in any team yet.', 'true']]));
  });
});
