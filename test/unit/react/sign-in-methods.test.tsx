// @vitest-environment happy-dom
// <SignIn> shows exactly the methods the project enables (password form, e-mailed code, tabs, sign-up link).
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SignIn } from '../../../src/react';
import { FakeApp, makeProject } from './fake-app';
import { renderWithApp } from './render';

afterEach(cleanup);

interface Seen {
  passwordForm: boolean;
  codeForm: boolean;
  tabs: boolean;
  signUpLink: boolean;
  disabledNotice: boolean;
}

async function methodsShown(config: { credentialEnabled: boolean; magicLinkEnabled: boolean; signUpEnabled: boolean }): Promise<Seen> {
  const app = new FakeApp();
  app.project = makeProject(config);
  const { container } = renderWithApp(app, <SignIn />);
  expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
  // The gate opens once the config and the user are known.
  await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull());
  return {
    passwordForm: container.querySelector('input[name=password]') !== null,
    codeForm: screen.queryByRole('button', { name: 'E-mail me a code' }) !== null,
    tabs: screen.queryByRole('tablist', { name: 'Sign in with' }) !== null,
    signUpLink: screen.queryByRole('link', { name: 'Sign up' }) !== null,
    disabledNotice: screen.queryByText('Signing in with a password is not enabled for this project.') !== null,
  };
}

describe('SignIn enabled-method matrix', () => {
  it.each([
    // credential, magic link, sign-up -> password form, code form, tabs, sign-up link, "not enabled"
    [true, false, true, { passwordForm: true, codeForm: false, tabs: false, signUpLink: true, disabledNotice: false }],
    [true, false, false, { passwordForm: true, codeForm: false, tabs: false, signUpLink: false, disabledNotice: false }],
    [true, true, true, { passwordForm: true, codeForm: false, tabs: true, signUpLink: true, disabledNotice: false }],
    [true, true, false, { passwordForm: true, codeForm: false, tabs: true, signUpLink: false, disabledNotice: false }],
    [false, true, true, { passwordForm: false, codeForm: true, tabs: false, signUpLink: false, disabledNotice: false }],
    [false, true, false, { passwordForm: false, codeForm: true, tabs: false, signUpLink: false, disabledNotice: false }],
    [false, false, true, { passwordForm: false, codeForm: false, tabs: false, signUpLink: false, disabledNotice: true }],
    [false, false, false, { passwordForm: false, codeForm: false, tabs: false, signUpLink: false, disabledNotice: true }],
  ])('credential %s, magic link %s, sign-up %s', async (credentialEnabled, magicLinkEnabled, signUpEnabled, expected) => {
    expect(await methodsShown({ credentialEnabled, magicLinkEnabled, signUpEnabled })).toEqual(expected);
  });
});
