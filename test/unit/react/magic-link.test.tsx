// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Result } from '../../../src/core/result';
import { KnownErrors } from '../../../src/protocol/errors';
import { SignIn } from '../../../src/react';
import { RESEND_COOLDOWN_SECONDS } from '../../../src/react/components/shared/use-cooldown';
import { errorOfField } from './auth-helpers';
import { FakeApp, makeProject, makePublicUser } from './fake-app';
import { renderWithApp } from './render';

afterEach(cleanup);

const NONCE = 'k'.repeat(39);
const CODE_LABEL = 'Code from the e-mail';

function magicApp(config: Parameters<typeof makeProject>[0] = { magicLinkEnabled: true }): FakeApp {
  const app = new FakeApp();
  app.project = makeProject(config);
  app.nextMagicLinkSend = Result.ok({ nonce: NONCE });
  return app;
}

/** Picks the "E-mail code" tab, sends a code to `email` and waits for the code step. */
async function sendCode(email: string): Promise<void> {
  fireEvent.click(await screen.findByRole('tab', { name: 'E-mail code' }));
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'E-mail me a code' }));
  await screen.findByLabelText(CODE_LABEL);
}

/** Types into the code boxes: a complete code submits itself. */
function typeCode(code: string): void {
  fireEvent.change(screen.getByLabelText(CODE_LABEL), { target: { value: code } });
}

describe('SignIn with magic links', () => {
  it('offers no code option when the project has magic links off', async () => {
    renderWithApp(magicApp({ magicLinkEnabled: false }), <SignIn />);
    await screen.findByLabelText('Password');
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('button', { name: 'E-mail me a code' })).toBeNull();
  });

  it('tabs "Password | E-mail code" switch the form and keep the typed e-mail', async () => {
    renderWithApp(magicApp(), <SignIn />);
    const passwordTab = await screen.findByRole('tab', { name: 'Password' });
    expect(passwordTab.getAttribute('aria-selected')).toBe('true');
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'kept@example.com' } });
    fireEvent.click(screen.getByRole('tab', { name: 'E-mail code' }));
    expect(screen.getByRole('tab', { name: 'E-mail code' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByLabelText('Password', { selector: 'input' })).toBeNull();
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('kept@example.com');
    expect(screen.getByRole('tabpanel', { name: 'E-mail code' })).toBeTruthy();
  });

  it('e-mail -> send -> the step names the address, focuses the boxes, and the 6th character signs in', async () => {
    const app = magicApp();
    renderWithApp(app, <SignIn />);
    await sendCode(' a@example.com ');
    expect(app.magicLinkSendCalls).toEqual([{ email: 'a@example.com' }]);
    expect(screen.getByRole('heading', { name: 'Check your e-mail' })).toBeTruthy();
    expect(screen.getByText('We sent a code to a@example.com. Enter it below, or open the link in the e-mail.')).toBeTruthy();
    const input = screen.getByLabelText(CODE_LABEL);
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    await waitFor(() => expect(document.activeElement).toBe(input));
    typeCode('ab3def');
    expect(await screen.findByText('You are signed in as a@example.com.')).toBeTruthy();
    expect(app.magicLinkSignInCalls).toEqual([{ otp: 'AB3DEF', nonce: NONCE, noRedirect: true }]);
  });

  it('asks for the 6 characters under the boxes without sending a short code', async () => {
    const app = magicApp();
    renderWithApp(app, <SignIn />);
    await sendCode('a@example.com');
    typeCode('ABC');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(errorOfField(CODE_LABEL)).toBe('Please enter the 6-character code from the e-mail.');
    expect(app.magicLinkSignInCalls).toEqual([]);
  });

  it.each([
    [new KnownErrors.VerificationCodeNotFound(), 'That code is not right. Check the e-mail and try again.'],
    [new KnownErrors.VerificationCodeExpired(), 'This code has expired. Please ask for a new one.'],
    [new KnownErrors.VerificationCodeAlreadyUsed(), 'This code has already been used. Please ask for a new one.'],
    [new KnownErrors.VerificationCodeMaxAttemptsReached(), 'Too many wrong tries for this code. Please ask for a new one.'],
  ])('says what went wrong with the code under the emptied boxes (%s)', async (error, words) => {
    const app = magicApp();
    app.nextMagicLinkSignIn = Result.error(error);
    renderWithApp(app, <SignIn />);
    await sendCode('a@example.com');
    typeCode('ABCDEF');
    await waitFor(() => expect(errorOfField(CODE_LABEL)).toBe(words));
    expect((screen.getByLabelText(CODE_LABEL) as HTMLInputElement).value).toBe('');
  });

  it('a user with TOTP gets the two-factor step in place of the code step', async () => {
    const app = magicApp();
    app.nextMagicLinkSignIn = Result.error(new KnownErrors.MultiFactorAuthenticationRequired({ attempt_code: 'a'.repeat(45) }));
    renderWithApp(app, <SignIn />);
    await sendCode('a@example.com');
    typeCode('ABCDEF');
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeTruthy();
    expect(screen.getByLabelText('Authentication code')).toBeTruthy();
    expect(screen.queryByLabelText(CODE_LABEL)).toBeNull();
  });

  it('shows a failed send (untrusted callback) and stays on the e-mail step', async () => {
    const app = magicApp();
    app.nextMagicLinkSend = Result.error(new KnownErrors.RedirectUrlNotWhitelisted());
    renderWithApp(app, <SignIn />);
    fireEvent.click(await screen.findByRole('tab', { name: 'E-mail code' }));
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'a@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'E-mail me a code' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe("This site's sign-in is not set up correctly. Please contact the site owner."));
    expect(screen.queryByLabelText(CODE_LABEL)).toBeNull();
  });

  it('"Use a different e-mail" goes back to the code tab with the address kept and focused', async () => {
    const app = magicApp();
    renderWithApp(app, <SignIn />);
    await sendCode('a@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Use a different e-mail' }));
    const email = (await screen.findByLabelText('E-mail')) as HTMLInputElement;
    expect(email.value).toBe('a@example.com');
    expect(screen.getByRole('tab', { name: 'E-mail code' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(email));
  });

  it('"Resend code" sends again and the new nonce signs in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const app = magicApp();
      renderWithApp(app, <SignIn />);
      await sendCode('a@example.com');
      await act(async () => void vi.advanceTimersByTime(RESEND_COOLDOWN_SECONDS * 1000));
      app.nextMagicLinkSend = Result.ok({ nonce: 'z'.repeat(39) });
      fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
      expect((await screen.findByRole('status')).textContent).toBe('We sent a new code.');
      expect(app.magicLinkSendCalls).toEqual([{ email: 'a@example.com' }, { email: 'a@example.com' }]);
      typeCode('QWERTY');
      await waitFor(() => expect(app.magicLinkSignInCalls).toEqual([{ otp: 'QWERTY', nonce: 'z'.repeat(39), noRedirect: true }]));
    } finally {
      vi.useRealTimers();
    }
  });

  it('"Resend" waits 30 s after each send, counting down, one mail per press; the old code\'s error goes with the new code', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const app = magicApp();
      renderWithApp(app, <SignIn />);
      await sendCode('a@example.com');
      const resend = () => screen.getByRole('button', { name: /^Resend/ }) as HTMLButtonElement;
      const label = () => resend().querySelector('.stack-button-label')?.textContent;
      expect(label()).toBe('Resend in 30 s');
      expect(resend().disabled).toBe(true);
      fireEvent.click(resend());
      expect(app.magicLinkSendCalls).toHaveLength(1);
      await act(async () => void vi.advanceTimersByTime(10_000));
      expect(label()).toBe('Resend in 20 s');

      app.nextMagicLinkSignIn = Result.error(new KnownErrors.VerificationCodeExpired());
      typeCode('ABCDEF');
      await waitFor(() => expect(errorOfField(CODE_LABEL)).toBe('This code has expired. Please ask for a new one.'));

      await act(async () => void vi.advanceTimersByTime(20_000));
      expect(label()).toBe('Resend code');
      expect(resend().disabled).toBe(false);
      app.nextMagicLinkSend = Result.ok({ nonce: 'z'.repeat(39) });
      // Two quick presses: one mail.
      const button = resend();
      fireEvent.click(button);
      fireEvent.click(button);
      expect((await screen.findByRole('status')).textContent).toBe('We sent a new code.');
      expect(app.magicLinkSendCalls).toHaveLength(2);
      expect(errorOfField(CODE_LABEL)).toBeNull();
      expect(screen.queryByText('This code has expired. Please ask for a new one.')).toBeNull();
      expect(label()).toBe('Resend in 30 s');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows only the code form when passwords are off', async () => {
    renderWithApp(magicApp({ magicLinkEnabled: true, credentialEnabled: false }), <SignIn />);
    expect(await screen.findByRole('button', { name: 'E-mail me a code' })).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});

describe('SignIn after a sign-out', () => {
  it('code step, signed in with the code, signed out: the first step again with empty fields', async () => {
    const app = magicApp();
    renderWithApp(app, <SignIn />);
    await sendCode('first@example.com');
    typeCode('ABCDEF');
    await screen.findByText('You are signed in as first@example.com.');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to Test project' })).toBeTruthy();
    expect(screen.queryByLabelText(CODE_LABEL)).toBeNull();
    expect(screen.getByRole('tab', { name: 'Password' }).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Password', { selector: 'input' }) as HTMLInputElement).value).toBe('');
  });

  it('code step, then a sign-in and sign-out elsewhere (another tab): the previous code step is gone', async () => {
    const app = magicApp();
    renderWithApp(app, <SignIn />);
    await sendCode('first@example.com');
    app.setUser(makePublicUser('other@example.com'));
    await screen.findByText('You are signed in as other@example.com.');
    app.setUser(null);
    expect(await screen.findByRole('heading', { name: 'Sign in to Test project' })).toBeTruthy();
    expect(screen.queryByText(/first@example\.com/)).toBeNull();
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('');
  });

  it('two-factor step, then a sign-in and sign-out elsewhere: the first step again', async () => {
    const app = magicApp();
    app.nextSignIn = Result.error(new KnownErrors.MultiFactorAuthenticationRequired({ attempt_code: 'a'.repeat(45) }));
    renderWithApp(app, <SignIn />);
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'first@example.com' } });
    fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: 'right-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'Two-factor authentication' });
    app.setUser(makePublicUser('other@example.com'));
    await screen.findByText('You are signed in as other@example.com.');
    app.setUser(null);
    expect(await screen.findByRole('heading', { name: 'Sign in to Test project' })).toBeTruthy();
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('');
  });
});
