// @vitest-environment happy-dom
// What browsers' and password managers' autofill read in each form: every input's name, type, autocomplete
// and inputmode, a username on forms that set a password, and a real <form> with a submit button around them.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ForgotPassword, Mfa, PasswordReset, SignIn, SignUp } from '../../../src/react';
import { PasswordSection } from '../../../src/react/components/account-settings/sections/password/password-section';
import { ProfileSection } from '../../../src/react/components/account-settings/sections/profile/profile-section';
import { CodeStep } from '../../../src/react/components/magic-link/magic-link-sign-in';
import { rememberedResetEmail, rememberResetEmail } from '../../../src/react/components/password-reset/remembered-email';
import { FakeApp, makeProject, makePublicUser } from './fake-app';
import { renderWithApp } from './render';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const CODE = 'abcdefghjkmnpqrstvwxyz0123456789abcdefghjkmnp';
type Row = [name: string, type: string, autocomplete: string | null, inputmode: string | null, hidden: boolean];

interface Case {
  form: string;
  render(app: FakeApp): ReactNode;
  setup?(app: FakeApp): void;
  inputs: Row[];
}

const signedIn = (app: FakeApp) => app.makeUser(makePublicUser('me@example.com', { hasPassword: true }));

const cases: Case[] = [
  {
    form: 'sign-in, password (passkeys off)',
    render: () => <SignIn />,
    inputs: [
      ['email', 'email', 'username', 'email', false],
      ['password', 'password', 'current-password', null, false],
    ],
  },
  {
    form: 'sign-in, password (passkeys on: passkeys in the e-mail field autofill)',
    setup: (app) => (app.project = makeProject({ passkeyEnabled: true })),
    render: () => <SignIn />,
    inputs: [
      ['email', 'email', 'username webauthn', 'email', false],
      ['password', 'password', 'current-password', null, false],
    ],
  },
  {
    form: 'sign-in, e-mailed code only (passkeys on)',
    setup: (app) => (app.project = makeProject({ passkeyEnabled: true, credentialEnabled: false, magicLinkEnabled: true })),
    render: () => <SignIn />,
    inputs: [['email', 'email', 'username webauthn', 'email', false]],
  },
  {
    form: 'sign-in, e-mailed code step (OTP)',
    render: () => <CodeStep sent={{ email: 'me@example.com', nonce: 'n' }} redirect={false} intercept={(pending) => pending} onBack={() => {}} onResent={() => {}} />,
    inputs: [['otp', 'text', 'one-time-code', 'text', false]],
  },
  {
    form: 'two-factor step (TOTP)',
    render: () => <Mfa attemptCode={'c'.repeat(45)} />,
    inputs: [['totp', 'text', 'one-time-code', 'numeric', false]],
  },
  {
    form: 'sign-up',
    render: () => <SignUp />,
    inputs: [
      ['email', 'email', 'email', 'email', false],
      ['password', 'password', 'new-password', null, false],
      ['repeat-password', 'password', 'new-password', null, false],
    ],
  },
  {
    form: 'forgot password',
    render: () => <ForgotPassword />,
    inputs: [['email', 'email', 'username', 'email', false]],
  },
  {
    form: 'password reset (the address the mail went to, remembered in this browser)',
    setup: () => rememberResetEmail('me@example.com'),
    render: () => <PasswordReset code={CODE} />,
    inputs: [
      ['username', 'email', 'username', null, true],
      ['password', 'password', 'new-password', null, false],
      ['repeat-password', 'password', 'new-password', null, false],
    ],
  },
  {
    form: 'password reset (opened in another browser: no username to give)',
    render: () => <PasswordReset code={CODE} />,
    inputs: [
      ['password', 'password', 'new-password', null, false],
      ['repeat-password', 'password', 'new-password', null, false],
    ],
  },
  {
    form: 'account settings, password change',
    render: (app) => <PasswordSection user={signedIn(app)} project={makeProject()} />,
    inputs: [
      ['username', 'email', 'username', null, true],
      ['old-password', 'password', 'current-password', null, false],
      ['password', 'password', 'new-password', null, false],
      ['repeat-password', 'password', 'new-password', null, false],
    ],
  },
  {
    form: 'account settings, profile name',
    render: (app) => <ProfileSection user={signedIn(app)} project={makeProject()} />,
    inputs: [['displayName', 'text', 'name', null, false]],
  },
];

/** Every text-like input as autofill sees it (file pickers aside); one outside a real form fails the test. */
function inputs(): Row[] {
  return [...document.querySelectorAll('input:not([type=file])')].map((node) => {
    const input = node as HTMLInputElement;
    expect(input.form, `input ${input.name} sits in a <form>`).not.toBeNull();
    expect(input.form!.querySelector('button[type=submit]'), `the form of ${input.name} has a submit button`).not.toBeNull();
    return [input.name, input.type, input.getAttribute('autocomplete'), input.getAttribute('inputmode'), input.hidden];
  });
}

describe('autofill attributes of every form', () => {
  it.each(cases)('$form', async ({ setup, render, inputs: expected }) => {
    const app = new FakeApp();
    setup?.(app);
    renderWithApp(app, render(app));
    await waitFor(() => expect(document.querySelectorAll('input:not([type=file])').length).toBeGreaterThanOrEqual(expected.length));
    expect(inputs()).toEqual(expected);
  });

  it('the hidden username holds the account e-mail', async () => {
    const app = new FakeApp();
    renderWithApp(app, <PasswordSection user={signedIn(app)} project={makeProject()} />);
    const username = document.querySelector<HTMLInputElement>('input[autocomplete=username]')!;
    expect([username.value, username.readOnly]).toEqual(['me@example.com', true]);
  });

  it('focus skips the hidden username: the reset page lands on the new password', async () => {
    rememberResetEmail('me@example.com');
    renderWithApp(new FakeApp(), <PasswordReset code={CODE} />);
    const field = await screen.findByLabelText('New password');
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('the address a reset mail went to is kept for the reset page, and forgotten once the password is set', async () => {
    const app = new FakeApp();
    renderWithApp(app, <ForgotPassword />);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: ' me@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(rememberedResetEmail()).toBe('me@example.com'));
    cleanup();
    renderWithApp(app, <PasswordReset code={CODE} />);
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'correct-horse-42' } });
    fireEvent.change(screen.getByLabelText('Repeat new password'), { target: { value: 'correct-horse-42' } });
    expect(document.querySelector<HTMLInputElement>('input[autocomplete=username]')?.value).toBe('me@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(rememberedResetEmail()).toBeNull());
  });
});
