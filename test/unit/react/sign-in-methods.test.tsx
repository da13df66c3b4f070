// @vitest-environment happy-dom
// <SignIn> shows exactly the methods the project enables (password form, e-mailed code, sign-up link).
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SignIn } from '../../../src/react';
import { FakeApp, makeProject } from './fake-app';
import { renderWithApp } from './render';

afterEach(cleanup);

interface Seen {
  passwordForm: boolean;
  codeForm: boolean;
  codeSwitch: boolean;
  signUpLink: boolean;
  disabledNotice: boolean;
}

async function methodsShown(config: { credentialEnabled: boolean; magicLinkEnabled: boolean; signUpEnabled: boolean }): Promise<Seen> {
  const app = new FakeApp();
  app.project = makeProject(config);
  const { container } = renderWithApp(app, <SignIn />);
  expect(screen.getByText('Loading…')).toBeTruthy();
  // The project gate opens once the config is known.
  await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull());
  return {
    passwordForm: container.querySelector('input[name=password]') !== null,
    codeForm: screen.queryByRole('heading', { name: 'Sign in with a code' }) !== null,
    codeSwitch: screen.queryByRole('button', { name: 'E-mail me a code' }) !== null && screen.queryByRole('heading', { name: 'Sign in with a code' }) === null,
    signUpLink: screen.queryByRole('link', { name: 'Sign up' }) !== null,
    disabledNotice: screen.queryByText('Signing in with a password is not enabled for this project.') !== null,
  };
}

describe('SignIn enabled-method matrix', () => {
  it.each([
    // credential, magic link, sign-up -> password form, code form, switch to code, sign-up link, "not enabled"
    [true, false, true, { passwordForm: true, codeForm: false, codeSwitch: false, signUpLink: true, disabledNotice: false }],
    [true, false, false, { passwordForm: true, codeForm: false, codeSwitch: false, signUpLink: false, disabledNotice: false }],
    [true, true, true, { passwordForm: true, codeForm: false, codeSwitch: true, signUpLink: true, disabledNotice: false }],
    [true, true, false, { passwordForm: true, codeForm: false, codeSwitch: true, signUpLink: false, disabledNotice: false }],
    [false, true, true, { passwordForm: false, codeForm: true, codeSwitch: false, signUpLink: false, disabledNotice: false }],
    [false, true, false, { passwordForm: false, codeForm: true, codeSwitch: false, signUpLink: false, disabledNotice: false }],
    [false, false, true, { passwordForm: false, codeForm: false, codeSwitch: false, signUpLink: false, disabledNotice: true }],
    [false, false, false, { passwordForm: false, codeForm: false, codeSwitch: false, signUpLink: false, disabledNotice: true }],
  ])('credential %s, magic link %s, sign-up %s', async (credentialEnabled, magicLinkEnabled, signUpEnabled, expected) => {
    expect(await methodsShown({ credentialEnabled, magicLinkEnabled, signUpEnabled })).toEqual(expected);
  });
});
