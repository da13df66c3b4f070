// @vitest-environment happy-dom
// React apps: <StackProvider locale="…"> loads a shipped table through the plugged-in loader (a regional
// tag loads its language), shows English until it arrives, and page overrides re-render mounted text.
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SignIn, en, setLocaleLoader, setMessages, type Messages } from '../../../src/react';
import es from '../../../src/react/i18n/locales/es';
import { FakeApp } from './fake-app';
import { renderWithApp } from './render';

afterEach(() => {
  cleanup();
  setLocaleLoader(null);
});

describe('StackProvider locale', () => {
  it('loads the language of a regional tag through the loader and re-renders in it', async () => {
    const asked: string[] = [];
    setLocaleLoader(async (code) => {
      asked.push(code);
      return es as Messages;
    });
    renderWithApp(new FakeApp(), <SignIn />, { locale: 'es-MX' });
    await screen.findByRole('button', { name: es['signIn.submit'] });
    expect(asked).toEqual(['es']);
    expect(screen.queryByRole('button', { name: en['signIn.submit'] })).toBeNull();
  });

  it('applies setMessages overrides to mounted components', async () => {
    renderWithApp(new FakeApp(), <SignIn />, { locale: 'en' });
    await screen.findByRole('button', { name: en['signIn.submit'] });
    setMessages('en', { 'signIn.submit': 'Log in now' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in now' })).toBeTruthy());
    setMessages('en', { 'signIn.submit': en['signIn.submit'] });
  });
});
