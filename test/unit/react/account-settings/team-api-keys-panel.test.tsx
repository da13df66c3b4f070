// @vitest-environment happy-dom
// The team API keys panel over a fake user and team: shown only when the project allows team keys and
// the user holds $manage_api_keys (one permission list per team, shared by every check); create happens in
// a dialog, the full value is shown once with a copy button, the list shows last fours, revoke asks first.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CurrentUser, Project } from '../../../../src/core/apps/types';
import type { ApiKeyCreationOptions } from '../../../../src/core/apps/user/api-keys';
import type { TeamPermission } from '../../../../src/core/apps/user/permissions';
import type { TeamApiKey, TeamApiKeyFirstView } from '../../../../src/core/apps/user/team-api-keys';
import type { UserTeam } from '../../../../src/core/apps/user/teams';
import { AsyncCache } from '../../../../src/core/cache';
import { StackHttpError } from '../../../../src/core/http/errors';
import { KnownErrors } from '../../../../src/protocol/errors';
import { en } from '../../../../src/react/i18n';
import { TeamApiKeysPanel } from '../../../../src/react/components/account-settings/sections/teams/team-api-keys-panel';
import { useTeamPermission } from '../../../../src/react/components/account-settings/sections/teams/use-team-permission';
import { FakeApp, makeProject, makePublicUser } from '../fake-app';
import { renderWithApp } from '../render';

afterEach(cleanup);

const TEAM_ID = 'team-1';

function key(id: string, description: string, lastFour: string, onRevoke: () => Promise<void>): TeamApiKey {
  return {
    id,
    description,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    isPublic: false,
    type: 'team',
    teamId: TEAM_ID,
    value: { lastFour },
    isValid: () => true,
    whyInvalid: () => null,
    revoke: onRevoke,
    update: async () => undefined,
  };
}

function setup(options: { permissions: string[]; allowTeamApiKeys?: boolean; createFailure?: Error; holdPermissions?: boolean; loseAnswer?: boolean }) {
  const app = new FakeApp();
  const project: Project = makeProject({ allowTeamApiKeys: options.allowTeamApiKeys ?? true });
  app.project = project;
  let permissionLoads = 0;
  let releasePermissions: () => void = () => undefined;
  const permissionsCache = new AsyncCache<TeamPermission[]>(async () => {
    permissionLoads++;
    if (options.holdPermissions) await new Promise<void>((resolve) => (releasePermissions = resolve));
    return options.permissions.map((id) => ({ id }));
  });
  const revoked: string[] = [];
  const created: ApiKeyCreationOptions[] = [];
  let keyLoads = 0;
  let keys: TeamApiKey[] = [];
  const keysCache = new AsyncCache<TeamApiKey[]>(async () => {
    keyLoads++;
    return keys;
  });
  const revoke = (id: string) => async () => {
    revoked.push(id);
    keys = keys.filter((k) => k.id !== id);
    await keysCache.refresh();
  };
  keys = [key('k1', 'CI deploy', 'ab12', revoke('k1'))];
  const team = {
    id: TEAM_ID,
    displayName: 'Team one',
    profileImageUrl: null,
    clientMetadata: {},
    clientReadOnlyMetadata: {},
    apiKeysCache: () => keysCache,
    listApiKeys: () => keysCache.get(),
    async createApiKey(opts: ApiKeyCreationOptions): Promise<TeamApiKeyFirstView> {
      if (options.createFailure) throw options.createFailure;
      created.push(opts);
      const listed = key('k2', opts.description, 'zz99', revoke('k2'));
      keys = [listed, ...keys];
      await keysCache.refresh();
      // The server made the key, but its answer never arrived (a gateway's 502).
      if (options.loseAnswer) throw new StackHttpError(502, 'Bad Gateway', 'http://api.test/api/v1/team-api-keys', 'POST');
      return { ...listed, value: 'sk_full_secret_value_zz99' };
    },
  } as unknown as UserTeam; // Only the fields and key methods the panel uses; the other team areas are not under test.
  const base = app.makeUser(makePublicUser('me@example.com'));
  const requestedScopes: (string | undefined)[] = [];
  const user: CurrentUser = {
    ...base,
    permissionsCache: (scope) => {
      requestedScopes.push(scope?.id);
      return permissionsCache;
    },
  };
  return {
    app,
    project,
    user,
    team,
    revoked,
    created,
    loads: () => ({ permissions: permissionLoads, keys: keyLoads }),
    requestedScopes,
    releasePermissions: () => releasePermissions(),
    render: (ui: ReactNode) => renderWithApp(app, ui),
  };
}

describe('TeamApiKeysPanel', () => {
  it('a lost answer after the key was made: found by its description, said in words (secret lost, revoke it), not made twice', async () => {
    const s = setup({ permissions: ['$manage_api_keys'], loseAnswer: true });
    s.render(<TeamApiKeysPanel user={s.user} project={s.project} team={s.team} />);
    await screen.findByText('CI deploy');
    fireEvent.click(screen.getByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API key' });
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Nightly export' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText(en['error.apiKeySecretLost'])).toBeTruthy();
    expect(s.created).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Save your API key' })).toBeNull();
    await screen.findByText('Nightly export');
  });

  it('for a holder of $manage_api_keys: keys as rows by last four; create in a dialog, the secret once with copy; revoke after confirming', async () => {
    const s = setup({ permissions: ['$manage_api_keys', '$update_team'] });
    s.render(<TeamApiKeysPanel user={s.user} project={s.project} team={s.team} />);
    await screen.findByRole('heading', { name: 'Team API keys' });
    await screen.findByText('CI deploy');
    expect(document.querySelector('[data-section="team-api-keys"] li[data-api-key-id="k1"] code')?.textContent).toBe('…ab12');
    expect(s.requestedScopes.every((id) => id === TEAM_ID)).toBe(true);

    // An empty description is said under its field, before any request.
    fireEvent.click(screen.getByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API key' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    const description = within(dialog).getByLabelText('Description');
    await waitFor(() => expect(description.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(description.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe('Please describe what the key is for.');
    expect(s.created).toEqual([]);

    fireEvent.change(description, { target: { value: 'Nightly export' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    const secret = await screen.findByRole('dialog', { name: 'Save your API key' });
    expect(screen.queryByRole('dialog', { name: 'Create an API key' })).toBeNull();
    expect((within(secret).getByLabelText('Your new API key') as HTMLInputElement).value).toBe('sk_full_secret_value_zz99');
    expect(s.created).toEqual([{ description: 'Nightly export', expiresAt: null, idempotencyKey: expect.stringMatching(/^[0-9a-f]{56}$/) }]);
    expect(within(secret).getByRole('button', { name: 'Copy' })).toBeTruthy();
    await screen.findByText('Nightly export');
    expect(document.querySelector('li[data-api-key-id="k2"] code')?.textContent).toBe('…zz99');
    fireEvent.click(within(secret).getByRole('button', { name: 'I understand, I saved it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body.innerHTML).not.toContain('sk_full_secret_value_zz99');
    // Focus goes back to "Create API key", never <body>.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Create API key' }));

    fireEvent.click(screen.getByRole('button', { name: 'Revoke CI deploy' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke "CI deploy"?' });
    expect(s.revoked).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(document.querySelector('li[data-api-key-id="k1"]')).toBeNull());
    expect(s.revoked).toEqual(['k1']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says in words when the server no longer lets the user manage keys (API_KEY_NOT_FOUND)', async () => {
    const s = setup({ permissions: ['$manage_api_keys'], createFailure: new KnownErrors.ApiKeyNotFound() });
    s.render(<TeamApiKeysPanel user={s.user} project={s.project} team={s.team} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API key' });
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe("You do not have permission to manage this team's API keys.");
  });

  it('renders nothing for a member without $manage_api_keys, and never loads the keys', async () => {
    const s = setup({ permissions: ['$invite_members', '$read_members', 'team_member'] });
    const { container } = s.render(<TeamApiKeysPanel user={s.user} project={s.project} team={s.team} />);
    await waitFor(() => expect(s.loads().permissions).toBe(1));
    await Promise.resolve();
    expect(container.innerHTML).toBe('');
    expect(s.loads().keys).toBe(0);
  });

  it('renders nothing when the project does not allow team API keys, even for a holder', async () => {
    const s = setup({ permissions: ['$manage_api_keys'], allowTeamApiKeys: false });
    const { container } = s.render(<TeamApiKeysPanel user={s.user} project={s.project} team={s.team} />);
    await waitFor(() => expect(s.loads().permissions).toBe(1));
    expect(container.innerHTML).toBe('');
    expect(s.loads().keys).toBe(0);
  });
});

describe('useTeamPermission', () => {
  function Probe({ user, id }: { user: CurrentUser; id: string }): ReactNode {
    const held = useTeamPermission(user, { id: TEAM_ID }, id);
    return <span data-probe={id}>{held === undefined ? 'loading' : String(held)}</span>;
  }

  it('is undefined while loading, then true/false, with one list load for many buttons', async () => {
    const s = setup({ permissions: ['$update_team'], holdPermissions: true });
    s.render(
      <>
        <Probe user={s.user} id="$update_team" />
        <Probe user={s.user} id="$delete_team" />
        <Probe user={s.user} id="$manage_api_keys" />
      </>,
    );
    const text = (id: string) => document.querySelector(`[data-probe="${id}"]`)?.textContent;
    expect([text('$update_team'), text('$delete_team')]).toEqual(['loading', 'loading']);
    s.releasePermissions();
    await waitFor(() => expect(text('$update_team')).toBe('true'));
    expect(text('$delete_team')).toBe('false');
    expect(text('$manage_api_keys')).toBe('false');
    expect(s.loads().permissions).toBe(1);
  });
});

describe('useTeamPermission across a switch of team', () => {
  it("never answers with the previous team's list", async () => {
    const app = new FakeApp();
    const lists: Record<string, AsyncCache<TeamPermission[]>> = {
      a: new AsyncCache(async () => [{ id: '$delete_team' }]),
      b: new AsyncCache(() => new Promise<TeamPermission[]>(() => {})),
    };
    const user: CurrentUser = { ...app.makeUser(makePublicUser('me@example.com')), permissionsCache: (scope) => lists[scope!.id]! };
    const answers: (boolean | undefined)[] = [];
    function Probe({ teamId }: { teamId: string }): ReactNode {
      const held = useTeamPermission(user, { id: teamId }, '$delete_team');
      answers.push(held);
      return <span data-probe="">{held === undefined ? 'loading' : String(held)}</span>;
    }
    const view = renderWithApp(app, <Probe teamId="a" />);
    await waitFor(() => expect(document.querySelector('[data-probe]')?.textContent).toBe('true'));
    answers.length = 0;
    view.rerender(<Probe teamId="b" />);
    await Promise.resolve();
    expect(answers.every((a) => a === undefined)).toBe(true);
    expect(document.querySelector('[data-probe]')?.textContent).toBe('loading');
  });
});
