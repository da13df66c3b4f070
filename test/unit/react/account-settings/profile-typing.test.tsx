// @vitest-environment happy-dom
// The profile section keeps what the person typed when its first effects run late (a loaded machine runs a
// render's passive effects after the next input event): the "name changed elsewhere" effect compares with the
// field as it is, not as the first render saw it. CI caught the old code saving the old name.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { StackProvider } from '../../../../src/react';
import { ProfileSection } from '../../../../src/react/components/account-settings/sections/profile/profile-section';
import { FakeApp, makeProject, makePublicUser } from '../fake-app';
import { renderWithApp } from '../render';

afterEach(cleanup);

/** Types into the display name field in the same commit that shows it, before any passive effect has run. */
function TypeBeforeEffects(): ReactNode {
  useLayoutEffect(() => {
    const field = document.querySelector<HTMLInputElement>('input[name="displayName"]');
    if (!field) return;
    // A plain input event as a browser sends it: fireEvent would open an act() scope inside the render's own.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, 'New Name');
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }, []);
  return null;
}

describe('profile section: typing before its first effects', () => {
  it('keeps the typed name, and Save sends it', async () => {
    const app = new FakeApp();
    app.setUser(makePublicUser('me@example.com', { displayName: 'Old' }));
    const user = (await app.getUser())!;
    renderWithApp(
      app,
      <>
        <ProfileSection user={user} project={makeProject()} />
        <TypeBeforeEffects />
      </>,
    );
    const field = screen.getByLabelText('Display name') as HTMLInputElement;
    expect(field.value).toBe('New Name');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe('Saved.');
    expect((await app.getUser())?.displayName).toBe('New Name');
  });

  it('still shows a name saved elsewhere while the field holds the saved one', async () => {
    const app = new FakeApp();
    app.setUser(makePublicUser('me@example.com', { displayName: 'Old' }));
    const view = renderWithApp(app, <ProfileSection user={(await app.getUser())!} project={makeProject()} />);
    app.setUser(makePublicUser('me@example.com', { displayName: 'From another tab' }));
    const next = (await app.getUser())!;
    view.rerender(
      <StackProvider app={app}>
        <ProfileSection user={next} project={makeProject()} />
      </StackProvider>,
    );
    expect((screen.getByLabelText('Display name') as HTMLInputElement).value).toBe('From another tab');
  });
});
