// @vitest-environment happy-dom
// A failed read offers retry() and tries again by itself when the network (online) or the tab
// (visibilitychange to visible) comes back: useUserState, useProjectState and useCached.
import { act, cleanup, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AsyncCache } from '../../../src/core/cache';
import { AccountSettings, SignIn, StackProvider, UserButton } from '../../../src/react';
import { useCached } from '../../../src/react/shared/use-cached';
import { useProjectState, useUserState } from '../../../src/react/hooks';
import { FakeApp, makeProject, makePublicUser } from './fake-app';
import { renderWithApp } from './render';

afterEach(cleanup);

/** Fails the first `failures` calls with a network error, then answers `value`; counts calls. */
function flaky<T>(failures: number, value: () => T | Promise<T>): { calls: number; fn: () => Promise<T> } {
  const counter = {
    calls: 0,
    fn: async (): Promise<T> => {
      counter.calls++;
      if (counter.calls <= failures) throw new TypeError('Failed to fetch');
      return value();
    },
  };
  return counter;
}

function wrapperFor(app: FakeApp): (props: { children: ReactNode }) => ReactNode {
  return ({ children }) => <StackProvider app={app}>{children}</StackProvider>;
}

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
});

describe('useUserState', () => {
  it('retry() after a failed read loads again and ends ready', async () => {
    const app = new FakeApp();
    app.setUser(makePublicUser('me@example.com'));
    const read = flaky(1, app.getUser.bind(app));
    app.getUser = read.fn;
    const { result } = renderHook(() => useUserState(), { wrapper: wrapperFor(app) });
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.status === 'ready' ? result.current.user?.primaryEmail : undefined).toBe('me@example.com');
    expect(read.calls).toBe(2);
  });

  it('recovers by itself on `online`, and only while failed', async () => {
    const app = new FakeApp();
    const read = flaky(1, () => null);
    app.getUser = read.fn;
    const { result } = renderHook(() => useUserState(), { wrapper: wrapperFor(app) });
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', user: null }));
    // Ready now: coming back online again reads nothing more.
    act(() => void window.dispatchEvent(new Event('online')));
    expect(read.calls).toBe(2);
  });

  it('recovers by itself when the tab becomes visible, not when it is hidden', async () => {
    const app = new FakeApp();
    const read = flaky(1, () => null);
    app.getUser = read.fn;
    const { result } = renderHook(() => useUserState(), { wrapper: wrapperFor(app) });
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => setVisibility('hidden'));
    expect(read.calls).toBe(1);
    expect(result.current.status).toBe('error');
    act(() => setVisibility('visible'));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(read.calls).toBe(2);
  });
});

describe('useProjectState', () => {
  it('recovers on `online` after a failed read', async () => {
    const app = new FakeApp();
    const read = flaky(1, () => makeProject());
    app.getProject = read.fn;
    const { result } = renderHook(() => useProjectState(), { wrapper: wrapperFor(app) });
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(read.calls).toBe(2);
  });
});

describe('useCached', () => {
  it('a failed list load retries on click, on `online` and on visibility', async () => {
    const app = new FakeApp();
    const load = flaky(3, () => ['a', 'b']);
    const cache = new AsyncCache(load.fn, { throttleMs: 0 });
    const { result } = renderHook(() => useCached(cache), { wrapper: wrapperFor(app) });
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => result.current.retry());
    await waitFor(() => expect(load.calls).toBe(2));
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(load.calls).toBe(3));
    expect(result.current.status).toBe('error');
    act(() => setVisibility('visible'));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', value: ['a', 'b'] }));
    expect(load.calls).toBe(4);
  });

  it('listens on the window only while some read has failed', async () => {
    const app = new FakeApp();
    const spy = vi.spyOn(window, 'addEventListener');
    try {
      const cache = new AsyncCache(async () => 1, { throttleMs: 0 });
      const { result } = renderHook(() => [useCached(cache), useCached(cache)], { wrapper: wrapperFor(app) });
      await waitFor(() => expect(result.current[0]?.status).toBe('ready'));
      expect(spy.mock.calls.filter(([type]) => type === 'online')).toEqual([]);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('the elements over these hooks', () => {
  it('UserButton: a failed read says so with "Try again", which recovers', async () => {
    const app = new FakeApp();
    const read = flaky(1, () => null);
    app.getUser = read.fn;
    renderWithApp(app, <UserButton />);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('AccountSettings: a failed user read says so with "Try again", and recovers on `online`', async () => {
    const app = new FakeApp();
    app.setUser(makePublicUser('me@example.com'));
    const read = flaky(1, app.getUser.bind(app));
    app.getUser = read.fn;
    renderWithApp(app, <AccountSettings />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull());
    expect(read.calls).toBe(2);
  });
});

describe('the sign-in gate under a failed user read', () => {
  it('keeps the form and what was typed when the read retries on visibility', async () => {
    const app = new FakeApp();
    const read = flaky(1, () => null);
    app.getUser = read.fn;
    renderWithApp(app, <SignIn />);
    const email = await screen.findByLabelText('E-mail');
    fireEvent.change(email, { target: { value: 'typed@example.com' } });
    act(() => setVisibility('visible'));
    await waitFor(() => expect(read.calls).toBe(2));
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('typed@example.com');
    expect(screen.getByLabelText('E-mail')).toBe(email);
  });
});
