// @vitest-environment happy-dom
// The connected-accounts section over a fake user: linked accounts with provider names and e-mails, Link
// buttons (with the brand logo) only for providers not connected yet, disconnecting behind a dialog, and failures
// in words.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../../src/core/apps/types';
import type { OAuthProvider } from '../../../../src/core/apps/user/connected-accounts';
import { AsyncCache } from '../../../../src/core/cache';
import { StackHttpError } from '../../../../src/core/http/errors';
import { Result } from '../../../../src/core/result';
import { ConnectedAccountsSection } from '../../../../src/react/components/account-settings/sections/connected-accounts/connected-accounts-section';
import { FakeApp, makeProject, makePublicUser } from '../fake-app';
import { renderWithApp } from '../render';

afterEach(cleanup);

function account(type: string, email: string | undefined, onDelete: () => Promise<void>): OAuthProvider {
  return {
    id: `acc-${type}`,
    type,
    providerConfigId: type,
    userId: 'u1',
    ...(email === undefined ? {} : { email }),
    allowSignIn: true,
    allowConnectedAccounts: true,
    update: async () => Result.ok(undefined),
    delete: onDelete,
  };
}

function setup(options: { deleteAnswer?: () => Promise<void> } = {}) {
  const app = new FakeApp();
  const project = makeProject({ oauthProviders: [{ id: 'github' }, { id: 'google' }, { id: 'spotify' }] });
  app.project = project;
  let linked: OAuthProvider[] = [];
  const cache = new AsyncCache<OAuthProvider[]>(async () => linked);
  const links: string[] = [];
  let finishDelete: () => void = () => undefined;
  const onDelete =
    options.deleteAnswer ??
    (() =>
      new Promise<void>((resolve) => {
        finishDelete = () => {
          linked = linked.filter((a) => a.type !== 'github');
          void cache.refresh().then(() => resolve());
        };
      }));
  linked = [account('github', 'octo@example.com', onDelete), account('spotify', undefined, onDelete)];
  const base = app.makeUser(makePublicUser('me@example.com'));
  const user: CurrentUser = {
    ...base,
    oauthProvidersCache: () => cache,
    linkConnectedAccount: async (provider) => {
      links.push(provider);
      await new Promise<void>(() => {});
    },
  };
  renderWithApp(app, <ConnectedAccountsSection user={user} project={project} />);
  return { links, finish: () => finishDelete(), cache };
}

/** Opens the Disconnect dialog of a provider's row and presses its confirm button. */
function disconnect(provider: string, name: string): HTMLElement {
  fireEvent.click(within(document.querySelector<HTMLElement>(`li[data-provider="${provider}"]`)!).getByRole('button', { name: 'Disconnect' }));
  const dialog = screen.getByRole('dialog', { name: `Disconnect ${name}` });
  fireEvent.click(within(dialog).getByRole('button', { name: `Disconnect ${name}` }));
  return dialog;
}

describe('ConnectedAccountsSection', () => {
  it('lists connected accounts by provider name and e-mail, and Connect buttons with logos for the rest', async () => {
    const { links } = setup();
    await screen.findByText('GitHub');
    const items = [...document.querySelectorAll('li[data-provider]')].map((li) => [
      li.getAttribute('data-provider'),
      li.querySelector('.stack-connected-provider')?.textContent,
      li.querySelector('.stack-connected-email')?.textContent,
    ]);
    expect(items).toEqual([
      ['github', 'GitHub', 'octo@example.com'],
      ['spotify', 'Spotify', 'No e-mail address shared'],
    ]);
    const connect = [...document.querySelectorAll<HTMLButtonElement>('.stack-connected-link button')];
    expect(connect.map((b) => [b.textContent, b.getAttribute('data-provider'), b.querySelector('svg') !== null])).toEqual([['Connect Google', 'google', true]]);
    fireEvent.click(screen.getByRole('button', { name: 'Connect Google' }));
    await screen.findByRole('button', { name: 'Opening Google…' });
    expect(links).toEqual(['google']);
    expect(screen.getAllByRole('button', { name: 'Disconnect' }).every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
  });

  it('disconnects after a dialog naming the provider: progress, then the notice and the list without it', async () => {
    const { finish } = setup();
    await screen.findByText('GitHub');
    fireEvent.click(within(document.querySelector<HTMLElement>('li[data-provider="github"]')!).getByRole('button', { name: 'Disconnect' }));
    const dialog = screen.getByRole('dialog', { name: 'Disconnect GitHub' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    disconnect('github', 'GitHub');
    await within(screen.getByRole('dialog')).findByRole('button', { name: 'Disconnecting…' });
    finish();
    await screen.findByText('GitHub was disconnected from your account.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('li[data-provider="github"]')).toBeNull();
    expect([...document.querySelectorAll('.stack-connected-link button')].map((b) => b.textContent)).toEqual(['Connect GitHub', 'Connect Google']);
  });

  it('an account already gone (404) is said in words inside the dialog', async () => {
    setup({ deleteAnswer: async () => Promise.reject(new StackHttpError(404, 'OAuth provider x for user u1 not found', 'http://x/api/v1/oauth-providers/me/x', 'DELETE')) });
    await screen.findByText('GitHub');
    const dialog = disconnect('github', 'GitHub');
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('That account was already disconnected.'));
  });
});
