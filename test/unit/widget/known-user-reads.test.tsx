// @vitest-environment happy-dom
// useUserState over a watched app (widget/registry.ts startReads): the known user is shown and kept current
// by the listener, so the elements make no read of their own (issue 16: one per element on a 20-element page).
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StackProvider, useUserState } from '../../../src/react';
import { resetRegistryForTests, startReads } from '../../../widget/registry';
import { CountingApp, makePublicUser } from '../react/fake-app';

function WhoAmI(): string {
  const state = useUserState();
  return state.status === 'ready' ? (state.user?.primaryEmail ?? 'signed out') : state.status;
}

afterEach(() => {
  cleanup();
  resetRegistryForTests();
});

describe('useUserState on a watched app', () => {
  it('renders the known user at once, makes no read of its own, and follows later changes', async () => {
    const app = new CountingApp();
    resetRegistryForTests(() => app);
    const entry = startReads({ projectId: 'p' });
    await entry.early;
    expect(app.userReads).toBe(1);

    render(
      <StackProvider app={app}>
        <p data-testid="a"><WhoAmI /></p>
        <p data-testid="b"><WhoAmI /></p>
      </StackProvider>,
    );
    expect(screen.getByTestId('a').textContent).toBe('signed out');
    await act(async () => {});
    expect(app.userReads).toBe(1);

    act(() => app.setUser(makePublicUser('me@example.com')));
    expect([screen.getByTestId('a').textContent, screen.getByTestId('b').textContent]).toEqual(['me@example.com', 'me@example.com']);
  });

  it('still reads on an app nobody watches', async () => {
    const app = new CountingApp();
    render(
      <StackProvider app={app}>
        <WhoAmI />
      </StackProvider>,
    );
    await act(async () => {});
    expect(app.userReads).toBe(1);
  });
});
