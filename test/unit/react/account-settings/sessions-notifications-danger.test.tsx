// @vitest-environment happy-dom
// The sessions, notifications and danger-zone sections over a fake user: revoking a session and deleting the
// account only through a dialog whose button names the action, switches (role=switch) with a locked
// category, and the "saved" note.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../../src/core/apps/types';
import type { NotificationCategory } from '../../../../src/core/apps/user/notifications';
import type { ActiveSession } from '../../../../src/core/apps/user/sessions';
import { AsyncCache } from '../../../../src/core/cache';
import { DangerZoneSection } from '../../../../src/react/components/account-settings/sections/danger-zone/danger-zone-section';
import { NotificationsSection } from '../../../../src/react/components/account-settings/sections/notifications/notifications-section';
import { SessionsSection } from '../../../../src/react/components/account-settings/sections/sessions/sessions-section';
import { FakeApp, makeProject, makePublicUser } from '../fake-app';
import { renderWithApp } from '../render';

afterEach(cleanup);

const TRANSACTIONAL = '7bb82d33-2f54-4a3d-9d23-82739e0d66ef';
const MARKETING = '4f6f8873-3d04-46bd-8bef-18338b1a1b4c';

function setup() {
  const app = new FakeApp();
  const revoked: string[] = [];
  const choices: [string, boolean][] = [];
  let sessions: ActiveSession[] = [
    { id: 's-here', userId: 'u', createdAt: new Date('2024-05-01T10:00:00Z'), lastUsedAt: new Date('2024-05-02T10:00:00Z'), isImpersonation: false, isCurrentSession: true, geoInfo: { ip: '10.0.0.1' } },
    { id: 's-phone', userId: 'u', createdAt: new Date('2024-04-01T10:00:00Z'), lastUsedAt: undefined, isImpersonation: false, isCurrentSession: false, geoInfo: { ip: '10.0.0.2', cityName: 'Lyon', countryCode: 'FR' } },
  ] as ActiveSession[];
  const sessionCache = new AsyncCache<ActiveSession[]>(async () => sessions);
  const category = (id: string, name: string, enabled: boolean, canDisable: boolean): NotificationCategory => ({
    id,
    name,
    enabled,
    canDisable,
    setEnabled: async (value) => void choices.push([id, value]),
  });
  const categoryCache = new AsyncCache<NotificationCategory[]>(async () => [category(TRANSACTIONAL, 'Transactional', true, false), category(MARKETING, 'Marketing', true, true)]);
  const base = app.makeUser(makePublicUser('me@example.com'));
  let deleted = 0;
  const user: CurrentUser = {
    ...base,
    activeSessionsCache: () => sessionCache,
    revokeSession: async (id) => {
      revoked.push(id);
      sessions = sessions.filter((s) => s.id !== id);
      await sessionCache.refresh();
    },
    notificationCategoriesCache: () => categoryCache,
    delete: async () => void deleted++,
  };
  return { app, user, revoked, choices, deleted: () => deleted };
}

describe('SessionsSection', () => {
  it('marks this device, and revokes another only after the "Revoke session" dialog', async () => {
    const { app, user, revoked } = setup();
    renderWithApp(app, <SessionsSection user={user} project={makeProject()} />);
    const here = (await screen.findByText('IP address 10.0.0.1')).closest('li')!;
    expect([...here.querySelectorAll('.stack-badge')].map((b) => [b.textContent, b.getAttribute('data-tone')])).toEqual([['This device', 'neutral']]);
    expect(within(here).queryByRole('button')).toBeNull();
    const phone = screen.getByText('From Lyon, FR').closest('li')!;
    fireEvent.click(within(phone).getByRole('button', { name: 'Revoke' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke session' });
    expect(revoked).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke session' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(revoked).toEqual(['s-phone']);
    expect(document.querySelectorAll('li[data-session-id]')).toHaveLength(1);
    // The dialog's removal and the focus request can land in separate commits: what counts is where focus ends.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Active sessions' })));
  });
});

describe('NotificationsSection', () => {
  it('shows switches with descriptions; Transactional is locked on; a change is saved and says so', async () => {
    const { app, user, choices } = setup();
    renderWithApp(app, <NotificationsSection user={user} project={makeProject()} />);
    const marketing = await screen.findByRole('switch', { name: 'Marketing' });
    const transactional = screen.getByRole('switch', { name: 'Transactional' });
    expect(transactional.getAttribute('aria-checked')).toBe('true');
    expect((transactional as HTMLButtonElement).disabled).toBe(true);
    expect(document.getElementById(transactional.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Always sent: these e-mails are needed to use your account (sign-in codes, security alerts).',
    );
    expect(document.getElementById(marketing.getAttribute('aria-describedby')!)?.textContent).toBe('News, tips and offers about this app.');
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(marketing);
    expect(marketing.getAttribute('aria-checked')).toBe('false');
    expect((await screen.findByRole('status')).textContent).toBe('Your choice was saved.');
    expect(choices).toEqual([[MARKETING, false]]);
  });
});

describe('DangerZoneSection', () => {
  it('deletes the account only after typing DELETE in the dialog; Cancel leaves it', async () => {
    const { app, user, deleted } = setup();
    renderWithApp(app, <DangerZoneSection user={user} project={makeProject({ clientUserDeletionEnabled: true })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete account' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account for good' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Type DELETE to confirm'), { target: { value: 'delete' } });
    expect(confirm.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(deleted()).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    dialog = screen.getByRole('dialog', { name: 'Delete account' });
    // The typed word does not survive a cancelled dialog.
    expect((within(dialog).getByLabelText('Type DELETE to confirm') as HTMLInputElement).value).toBe('');
    fireEvent.change(within(dialog).getByLabelText('Type DELETE to confirm'), { target: { value: 'DELETE' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() => expect(deleted()).toBe(1));
  });

  it('offers no deletion when the project does not allow it, and signs out directly', async () => {
    const { app, user } = setup();
    renderWithApp(app, <DangerZoneSection user={user} project={makeProject()} />);
    expect(screen.queryByRole('button', { name: 'Delete account' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(app.signOutCalls).toBe(1));
  });
});
