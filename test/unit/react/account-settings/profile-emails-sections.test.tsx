// @vitest-environment happy-dom
// The profile and e-mails sections of account settings over a fake user: every string from the i18n
// table, busy text while an action runs, fixable server errors in words, and what each button sends.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CurrentUser, UserUpdateOptions } from '../../../../src/core/apps/types';
import type { ContactChannel, ContactChannelCreateOptions, ContactChannelUpdateOptions } from '../../../../src/core/apps/user/contact-channels';
import { AsyncCache } from '../../../../src/core/cache';
import { KnownErrors } from '../../../../src/protocol/errors';
import { en, registerLocale, type MessageKey, type Messages } from '../../../../src/react';
import { EmailsSection } from '../../../../src/react/components/account-settings/sections/emails/emails-section';
import { RESEND_COOLDOWN_SECONDS } from '../../../../src/react/components/shared/use-cooldown';
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
    channel('c3', 'work@example.com', { isVerified: true }, calls, options.failWith),
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
      return channel('c4', created.value, {}, calls);
    },
    update: async (update) => void calls.userUpdates.push(update),
  };
  return { app, user, calls };
}

const alertText = (): string => screen.getByRole('alert').textContent ?? '';
const row = (email: string): HTMLElement => document.querySelector<HTMLElement>(`li[data-email="${email}"]`)!;
/** The "…" menu of a row, opened; its items by data-action. */
function openMenu(email: string): HTMLElement {
  fireEvent.click(within(row(email)).getByRole('button', { name: `Actions for ${email}` }));
  return screen.getByRole('menu');
}
const menuActions = (menu: HTMLElement): (string | null)[] => within(menu).getAllByRole('menuitem').map((item) => item.getAttribute('data-action'));
/** The sentence under the field, linked to it by aria-describedby. */
function fieldErrorOf(label: string): string | null {
  const input = screen.getByLabelText(label);
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  return ids.map((id) => document.getElementById(id)).find((el) => el?.classList.contains('stack-field-error'))?.textContent ?? null;
}

describe('EmailsSection', () => {
  it('shows every string from the table (badges, menus, form) and nothing else but the addresses', async () => {
    const { app, user } = fakeUser();
    const view = renderWithApp(app, <EmailsSection user={user} project={makeProject()} />, { locale: 'pseudo-cc' });
    await screen.findByText('other@example.com', { exact: false });
    const leftovers = (): string[] => {
      const found: string[] = [];
      const walker = document.createTreeWalker(view.container, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const rest = (node.textContent ?? '').replace(/⟦[^⟧]*⟧/g, '').replace(/\S+@example\.com/g, '').trim();
        if (rest) found.push(rest);
      }
      return found;
    };
    expect(leftovers()).toEqual([]);
    const badges = (email: string) => [...row(email).querySelectorAll('.stack-badge')].map((b) => [b.textContent, b.getAttribute('data-tone')]);
    expect(badges('me@example.com')).toEqual([
      ['⟦settings.emails.primary⟧', 'primary'],
      ['⟦settings.emails.verified⟧', 'success'],
      ['⟦settings.emails.usedForAuth⟧', 'outline'],
    ]);
    expect(badges('other@example.com')).toEqual([['⟦settings.emails.unverified⟧', 'danger']]);
    // A verified primary address offers neither "send verification" nor "make primary".
    fireEvent.click(row('me@example.com').querySelector('button[aria-haspopup="menu"]')!);
    expect(menuActions(screen.getByRole('menu'))).toEqual(['toggle-auth', 'remove']);
    expect(leftovers()).toEqual([]);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    // An unverified one is neither made primary nor used for sign-in (issue 32): it says why, and offers the link.
    fireEvent.click(row('other@example.com').querySelector('button[aria-haspopup="menu"]')!);
    expect(menuActions(screen.getByRole('menu'))).toEqual(['verify', 'remove']);
    expect(row('other@example.com').querySelector('.stack-row-description')?.textContent).toBe('⟦settings.emails.verifyFirst⟧');
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    fireEvent.click(row('work@example.com').querySelector('button[aria-haspopup="menu"]')!);
    expect(menuActions(screen.getByRole('menu'))).toEqual(['make-primary', 'toggle-auth', 'remove']);
  });

  it('checks the address locally (under the field), then adds it with usedForAuth false and says Added beside the button', async () => {
    let release: () => void = () => undefined;
    const pending = new Promise<void>((resolve) => (release = resolve));
    const { app, user, calls } = fakeUser({ pending });
    renderWithApp(app, <EmailsSection user={user} project={makeProject()} />);
    await screen.findByText('other@example.com', { exact: false });
    const submit = screen.getByRole('button', { name: 'Add e-mail' });
    fireEvent.click(submit);
    await waitFor(() => expect(fieldErrorOf('New e-mail address')).toBe('Please enter your e-mail address.'));
    expect(document.activeElement).toBe(screen.getByLabelText('New e-mail address'));
    fireEvent.change(screen.getByLabelText('New e-mail address'), { target: { value: 'nope' } });
    fireEvent.click(submit);
    await waitFor(() => expect(fieldErrorOf('New e-mail address')).toBe('Please enter a valid e-mail address.'));
    expect(calls.created).toEqual([]);
    fireEvent.change(screen.getByLabelText('New e-mail address'), { target: { value: ' New@Example.com ' } });
    fireEvent.click(submit);
    await waitFor(() => expect(submit.getAttribute('aria-busy')).toBe('true'));
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    expect(fieldErrorOf('New e-mail address')).toBeNull();
    // Row actions wait too.
    expect(within(openMenu('other@example.com')).getAllByRole('menuitem').every((item) => item.getAttribute('aria-disabled') === 'true')).toBe(true);
    release();
    const saved = await screen.findByText('Added new@example.com.');
    expect(saved.closest('[role=status]')).not.toBeNull();
    expect(saved.closest('.stack-actions')?.contains(submit)).toBe(true);
    expect(calls.created).toEqual([{ value: 'New@Example.com', usedForAuth: false, idempotencyKey: expect.stringMatching(/^[0-9a-f]{56}$/) }]);
    // The new address is mailed its verification link at once, and the section says so.
    expect(calls.verificationsSent).toEqual(['c4']);
    expect(screen.getByText('We sent a verification link to New@Example.com.').closest('[role=status]')).not.toBeNull();
  });

  it('sends each menu action for its channel and puts fixable errors into words', async () => {
    const { app, user, calls } = fakeUser({ failWith: new KnownErrors.EmailAlreadyVerified() });
    renderWithApp(app, <EmailsSection user={user} project={makeProject()} />);
    await screen.findByText('other@example.com', { exact: false });
    const choose = (action: string): void => {
      const menu = openMenu('other@example.com');
      fireEvent.click(menu.querySelector(`[data-action="${action}"]`)!);
    };
    choose('verify');
    await waitFor(() => expect(alertText()).toBe('This e-mail address is already verified.'));
    const chooseFor = (email: string, action: string): void => {
      fireEvent.click(openMenu(email).querySelector(`[data-action="${action}"]`)!);
    };
    chooseFor('work@example.com', 'make-primary');
    await waitFor(() => expect(calls.updated).toEqual([['c3', { isPrimary: true }]]));
    chooseFor('work@example.com', 'toggle-auth');
    await waitFor(() => expect(calls.updated.at(-1)).toEqual(['c3', { usedForAuth: true }]));
    expect(calls.verificationsSent).toEqual(['c2']);
  });

  it('"Send verification e-mail" mails once, then waits 30 s ("Send again in 30 s", disabled) before it sends again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { app, user, calls } = fakeUser();
      renderWithApp(app, <EmailsSection user={user} project={makeProject()} />);
      await screen.findByText('other@example.com', { exact: false });
      const verifyItem = (): HTMLElement => openMenu('other@example.com').querySelector<HTMLElement>('[data-action="verify"]')!;
      fireEvent.click(verifyItem());
      await screen.findByText('We sent a verification link to other@example.com.');
      expect(calls.verificationsSent).toEqual(['c2']);

      const waiting = verifyItem();
      expect([waiting.textContent, waiting.getAttribute('aria-disabled')]).toEqual(['Send again in 30 s', 'true']);
      fireEvent.click(waiting);
      expect(calls.verificationsSent).toEqual(['c2']);
      fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
      await act(async () => void vi.advanceTimersByTime(10_000));
      expect(verifyItem().textContent).toBe('Send again in 20 s');
      fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
      await act(async () => void vi.advanceTimersByTime(RESEND_COOLDOWN_SECONDS * 1000));
      const again = verifyItem();
      expect([again.textContent, again.getAttribute('aria-disabled')]).toEqual(['Send verification e-mail', null]);
      fireEvent.click(again);
      await waitFor(() => expect(calls.verificationsSent).toEqual(['c2', 'c2']));
    } finally {
      vi.useRealTimers();
    }
  });

  it('removes an address only after a dialog that names it, whose confirm button says "Remove e-mail"', async () => {
    const { app, user, calls } = fakeUser();
    renderWithApp(app, <EmailsSection user={user} project={makeProject()} />);
    await screen.findByText('other@example.com', { exact: false });
    fireEvent.click(openMenu('other@example.com').querySelector('[data-action="remove"]')!);
    const dialog = screen.getByRole('dialog', { name: 'Remove e-mail' });
    expect(dialog.textContent).toContain('other@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.deleted).toEqual([]);

    fireEvent.click(openMenu('other@example.com').querySelector('[data-action="remove"]')!);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove e-mail' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.deleted).toEqual(['c2']);
    expect(screen.getByRole('status').textContent).toBe('Removed other@example.com.');
    // Focus does not stay on <body> with the row gone: it goes to the section heading (the dialog's removal and
    // the focus request can land in separate commits, so this waits for where focus ends).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'E-mail addresses' })));
  });

  it('a failed removal is said inside the dialog, which stays open', async () => {
    const { app, user } = fakeUser({ failWith: new Error('fetch failed') });
    renderWithApp(app, <EmailsSection user={user} project={makeProject()} />);
    await screen.findByText('other@example.com', { exact: false });
    fireEvent.click(openMenu('other@example.com').querySelector('[data-action="remove"]')!);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove e-mail' }));
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Could not reach the authentication server. Check your connection and try again.'));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('says under the field when another account signs in with the address', async () => {
    const used = new KnownErrors.ContactChannelAlreadyUsedForAuthBySomeoneElse({ type: 'email', contact_channel_value: 'x@example.com', would_work_if_email_was_verified: false });
    const { app, user } = fakeUser({ createFails: used });
    renderWithApp(app, <EmailsSection user={user} project={makeProject()} />);
    await screen.findByText('other@example.com', { exact: false });
    fireEvent.change(screen.getByLabelText('New e-mail address'), { target: { value: 'x@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add e-mail' }));
    await waitFor(() => expect(fieldErrorOf('New e-mail address')).toBe('This e-mail address is already used to sign in to another account.'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('ProfileSection', () => {
  it('saves the trimmed display name (empty = null) and says Saved.', async () => {
    const { app, user, calls } = fakeUser();
    renderWithApp(app, <ProfileSection user={user} project={makeProject()} />);
    fireEvent.change(screen.getByLabelText('Display name'), { target: { value: '  Ada  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The note stands beside the button that saved.
    expect((await screen.findByRole('status')).closest('.stack-actions')?.textContent).toBe('SaveSaving…Saved.');
    fireEvent.change(screen.getByLabelText('Display name'), { target: { value: '' } });
    expect(screen.queryByText('Saved.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved.');
    expect(calls.userUpdates).toEqual([{ displayName: 'Ada' }, { displayName: null }]);
  });
});
