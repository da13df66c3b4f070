// @vitest-environment happy-dom
// The profile and e-mails sections of account settings over a fake user: every string from the i18n
// table, busy text while an action runs, fixable server errors in words, and what each button sends.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser, UserUpdateOptions } from '../../../../src/core/apps/types';
import type { ContactChannel, ContactChannelCreateOptions, ContactChannelUpdateOptions } from '../../../../src/core/apps/user/contact-channels';
import { AsyncCache } from '../../../../src/core/cache';
import { KnownErrors } from '../../../../src/protocol/errors';
import { en, registerLocale, type MessageKey, type Messages } from '../../../../src/react';
import { EmailsSection } from '../../../../src/react/components/account-settings/sections/emails/emails-section';
import { ProfileSection } from '../../../../src/react/components/account-settings/sections/profile/profile-section';
import { FakeApp, makeProject, makePublicUser } from '../fake-app';
import { renderWithApp } from '../render';

afterEach(cleanup);

beforeAll(() => {
  const pseudo = {} as Messages;
  for (const key of Object.keys(en) as MessageKey[]) pseudo[key] = `⟦${key}⟧`;
  registerLocale('pseudo-cc', pseudo);
});

interface Calls {
  created: ContactChannelCreateOptions[];
  updated: [string, ContactChannelUpdateOptions][];
  deleted: string[];
  verificationsSent: string[];
  userUpdates: UserUpdateOptions[];
}

function channel(id: string, value: string, state: Partial<ContactChannel>, calls: Calls, failWith?: Error): ContactChannel {
  const fail = async (): Promise<void> => {
    if (failWith) throw failWith;
  };
  return {
    id,
    value,
    type: 'email',
    isPrimary: false,
    isVerified: false,
    usedForAuth: false,
    sendVerificationEmail: async () => {
      calls.verificationsSent.push(id);
      await fail();
    },
    update: async (options) => {
      calls.updated.push([id, options]);
      await fail();
    },
    delete: async () => {
      calls.deleted.push(id);
      await fail();
    },
    ...state,
  };
}

function fakeUser(options: { failWith?: Error; createFails?: Error; pending?: Promise<void> } = {}) {
  const app = new FakeApp();
  const calls: Calls = { created: [], updated: [], deleted: [], verificationsSent: [], userUpdates: [] };
  const channels = [
    channel('c1', 'me@example.com', { isPrimary: true, isVerified: true, usedForAuth: true }, calls, options.failWith),
    channel('c2', 'other@example.com', {}, calls, options.failWith),
  ];
  const cache = new AsyncCache(async () => channels);
  const base = app.makeUser(makePublicUser('me@example.com'));
  const user: CurrentUser = {
    ...base,
    contactChannelsCache: () => cache,
    listContactChannels: () => cache.get(),
    createContactChannel: async (created) => {
      calls.created.push(created);
      await options.pending;
      if (options.createFails) throw options.createFails;
      return channel('c3', created.value, {}, calls);
    },
    update: async (update) => void calls.userUpdates.push(update),
  };
  return { app, user, calls };
}

const alertText = (): string => screen.getByRole('alert').textContent ?? '';

describe('EmailsSection', () => {
  it('shows every string from the table (badges, buttons, form) and nothing else but the addresses', async () => {
    const { app, user } = fakeUser();
    const view = renderWithApp(app, <EmailsSection user={user} project={makeProject()} />, { locale: 'pseudo-cc' });
    await screen.findByText('other@example.com', { exact: false });
    const leftovers: string[] = [];
    const walker = document.createTreeWalker(view.container, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const rest = (node.textContent ?? '').replace(/⟦[^⟧]*⟧/g, '').replace(/\S+@example\.com/g, '').trim();
      if (rest) leftovers.push(rest);
    }
    expect(leftovers).toEqual([]);
    const first = view.container.querySelector('li[data-email="me@example.com"]')!;
    expect([...first.querySelectorAll('.stack-badge')].map((b) => b.textContent)).toEqual([
      '⟦settings.emails.primary⟧',
      '⟦settings.emails.verified⟧',
      '⟦settings.emails.usedForAuth⟧',
    ]);
    // A verified primary address offers neither "send verification" nor "make primary".
    expect([...first.querySelectorAll('button')].map((b) => b.getAttribute('data-action'))).toEqual(['toggle-auth', 'remove']);
    const second = view.container.querySelector('li[data-email="other@example.com"]')!;
    expect([...second.querySelectorAll('button')].map((b) => b.getAttribute('data-action'))).toEqual(['verify', 'make-primary', 'toggle-auth', 'remove']);
  });

  it('checks the address locally, then adds it with usedForAuth false and shows progress while it runs', async () => {
    let release: () => void = () => undefined;
    const pending = new Promise<void>((resolve) => (release = resolve));
    const { app, user, calls } = fakeUser({ pending });
    renderWithApp(app, <EmailsSection user={user} project={makeProject()} />);
    await screen.findByText('other@example.com', { exact: false });
    const submit = screen.getByRole('button', { name: 'Add e-mail' });
    fireEvent.click(submit);
    await waitFor(() => expect(alertText()).toBe('Please enter your e-mail address.'));
    fireEvent.change(screen.getByLabelText('New e-mail address'), { target: { value: 'nope' } });
    fireEvent.click(submit);
    await waitFor(() => expect(alertText()).toBe('Please enter a valid e-mail address.'));
    expect(calls.created).toEqual([]);
    fireEvent.change(screen.getByLabelText('New e-mail address'), { target: { value: ' New@Example.com ' } });
    fireEvent.click(submit);
    const busy = await screen.findByRole('button', { name: 'Adding…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByRole('button', { name: 'Remove' }).every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    release();
    await screen.findByText('Added new@example.com.');
    expect(calls.created).toEqual([{ value: 'New@Example.com', usedForAuth: false }]);
  });

  it('sends each action for its channel and puts fixable errors into words', async () => {
    const { app, user, calls } = fakeUser({ failWith: new KnownErrors.EmailAlreadyVerified() });
    const view = renderWithApp(app, <EmailsSection user={user} project={makeProject()} />);
    await screen.findByText('other@example.com', { exact: false });
    const second = (action: string) => view.container.querySelector(`li[data-email="other@example.com"] button[data-action="${action}"]`)!;
    fireEvent.click(second('verify'));
    await waitFor(() => expect(alertText()).toBe('This e-mail address is already verified.'));
    fireEvent.click(second('make-primary'));
    await waitFor(() => expect(calls.updated).toEqual([['c2', { isPrimary: true }]]));
    fireEvent.click(second('toggle-auth'));
    await waitFor(() => expect(calls.updated.at(-1)).toEqual(['c2', { usedForAuth: true }]));
    fireEvent.click(second('remove'));
    await waitFor(() => expect(calls.deleted).toEqual(['c2']));
    expect(calls.verificationsSent).toEqual(['c2']);
  });

  it('says when another account signs in with the address', async () => {
    const used = new KnownErrors.ContactChannelAlreadyUsedForAuthBySomeoneElse({ type: 'email', contact_channel_value: 'x@example.com', would_work_if_email_was_verified: false });
    const { app, user } = fakeUser({ createFails: used });
    renderWithApp(app, <EmailsSection user={user} project={makeProject()} />);
    await screen.findByText('other@example.com', { exact: false });
    fireEvent.change(screen.getByLabelText('New e-mail address'), { target: { value: 'x@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add e-mail' }));
    await waitFor(() => expect(alertText()).toBe('This e-mail address is already used to sign in to another account.'));
  });
});

describe('ProfileSection', () => {
  it('saves the trimmed display name (empty = null) and says Saved.', async () => {
    const { app, user, calls } = fakeUser();
    renderWithApp(app, <ProfileSection user={user} project={makeProject()} />);
    fireEvent.change(screen.getByLabelText('Display name'), { target: { value: '  Ada  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved.');
    fireEvent.change(screen.getByLabelText('Display name'), { target: { value: '' } });
    expect(screen.queryByText('Saved.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved.');
    expect(calls.userUpdates).toEqual([{ displayName: 'Ada' }, { displayName: null }]);
  });
});
