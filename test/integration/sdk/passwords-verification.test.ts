// Password reset, update and set, and e-mail verification through StackClientApp against the emulator over HTTP;
// the codes are read from the emulator's dev mailbox.
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/protocol/clock';
import { NO_PRIMARY_EMAIL_MESSAGE } from '../../../src/core/auth/passwords';
import { StackHttpError } from '../../../src/core/http/errors';
import { KnownErrors } from '../../../src/protocol/errors';
import { useEmulator } from '../../support/emulator';
import { makeApp, PASSWORD, recordingFetch, uniqueEmail, type TestAppOptions } from './helpers';

const clock = new ManualClock(1_750_000_000_000);
const emu = useEmulator({ clock });
const HANDLER = 'http://localhost:3000/handler';
const TEN_MINUTES = 10 * 60 * 1000;

const appWithUrls = (options: TestAppOptions = {}) => makeApp(emu, { clock, urls: { handler: HANDLER }, ...options });

async function signedUp(options: TestAppOptions = {}) {
  const app = appWithUrls(options);
  const email = uniqueEmail('pw');
  const result = await app.signUpWithCredential({ email, password: PASSWORD, noRedirect: true });
  expect(result.status).toBe('ok');
  return { app, email, user: (await app.getUser())! };
}

async function codeFrom(email: string, subject: string): Promise<{ link: string; code: string }> {
  const mail = (await emu.mailbox(email)).filter((m) => m.subject.startsWith(subject)).at(-1);
  const link = mail && /(http\S+code=[0-9a-z]{45})/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no "${subject}" link mailed to ${email}`);
  return { link, code: new URL(link).searchParams.get('code')! };
}

async function serverCall(path: string, method: string, body: unknown): Promise<any> {
  const res = await fetch(`${emu.url}/api/v1${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-stack-project-id': emu.project.id,
      'x-stack-access-type': 'server',
      'x-stack-secret-server-key': emu.project.secretServerKey,
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

describe('forgot password -> reset', () => {
  it('mails a link to urls.passwordReset, checks and uses the code; the new password signs in, the old one fails', async () => {
    const { email } = await signedUp();
    const recorder = recordingFetch();
    const app = appWithUrls({ fetch: recorder.fetch });

    expect(await app.sendForgotPasswordEmail(email)).toEqual({ status: 'ok', data: undefined });
    expect(JSON.parse(recorder.requests[0]!.body!)).toEqual({ email, callback_url: `${HANDLER}/password-reset` });
    const { link, code } = await codeFrom(email, 'Reset your password');
    expect(link).toBe(`${HANDLER}/password-reset?code=${code}`);

    expect(await app.verifyPasswordResetCode(code)).toEqual({ status: 'ok', data: undefined });
    expect(await app.resetPassword({ code, password: 'a-brand-new-one' })).toEqual({ status: 'ok', data: undefined });
    expect(recorder.paths()).toEqual([
      'POST /auth/password/send-reset-code',
      'POST /auth/password/reset/check-code',
      'POST /auth/password/reset',
    ]);

    const old = await appWithUrls().signInWithCredential({ email, password: PASSWORD, noRedirect: true });
    expect(old.status === 'error' && old.error).toBeInstanceOf(KnownErrors.EmailPasswordMismatch);
    const fresh = appWithUrls();
    expect(await fresh.signInWithCredential({ email, password: 'a-brand-new-one', noRedirect: true })).toEqual({ status: 'ok', data: undefined });
    expect((await fresh.getUser())?.primaryEmail).toBe(email);

    const reused = await app.resetPassword({ code, password: 'yet-another-one' });
    expect(reused.status === 'error' && reused.error).toBeInstanceOf(KnownErrors.VerificationCodeAlreadyUsed);
    const recheck = await app.verifyPasswordResetCode(code);
    expect(recheck.status === 'error' && recheck.error).toBeInstanceOf(KnownErrors.VerificationCodeError);
  });

  it('a reset ends the sessions of the user: the signed-in app is signed out once its access token expires', async () => {
    const { app, email } = await signedUp();
    await app.sendForgotPasswordEmail(email);
    const { code } = await codeFrom(email, 'Reset your password');
    expect((await app.resetPassword({ code, password: 'a-brand-new-one' })).status).toBe('ok');
    await clock.advance(TEN_MINUTES + 1);
    expect(await app.getUser()).toBeNull();
  });

  it('an unknown code is a VerificationCodeNotFound value; a short password throws PasswordTooShort (as the official SDK)', async () => {
    const app = appWithUrls();
    const unknown = await app.verifyPasswordResetCode('0123456789abcdefghjkmnpqrstvwxyz0123456789abc');
    expect(unknown.status === 'error' && unknown.error).toBeInstanceOf(KnownErrors.VerificationCodeNotFound);
    const { email } = await signedUp();
    await app.sendForgotPasswordEmail(email);
    const { code } = await codeFrom(email, 'Reset your password');
    await expect(app.resetPassword({ code, password: 'short' })).rejects.toBeInstanceOf(KnownErrors.PasswordTooShort);
    expect((await app.resetPassword({ code, password: 'long-enough-now' })).status).toBe('ok');
  });

  it('an unknown e-mail is ok too; an untrusted callback throws; no absolute callback is a clear error', async () => {
    const app = appWithUrls();
    expect(await app.sendForgotPasswordEmail(uniqueEmail('nobody'))).toEqual({ status: 'ok', data: undefined });
    const { email } = await signedUp();
    await expect(app.sendForgotPasswordEmail(email, { callbackUrl: 'https://evil.example.org/reset' })).rejects.toBeInstanceOf(
      KnownErrors.RedirectUrlNotWhitelisted,
    );
    await expect(makeApp(emu, { clock }).sendForgotPasswordEmail(email)).rejects.toThrow(
      'sendForgotPasswordEmail needs options.callbackUrl when there is no current page to make urls.passwordReset absolute.',
    );
  });
});

describe('e-mail verification', () => {
  it('user.sendVerificationEmail -> app.verifyEmail -> primaryEmailVerified, and listeners hear it', async () => {
    const { app, email, user } = await signedUp();
    expect(user.primaryEmailVerified).toBe(false);
    const heard: (boolean | undefined)[] = [];
    app.onUserChange((u) => heard.push(u?.primaryEmailVerified));

    expect(await user.sendVerificationEmail()).toBeUndefined();
    const { link, code } = await codeFrom(email, 'Verify your email');
    expect(link).toBe(`${HANDLER}/email-verification?code=${code}`);

    expect(await app.verifyEmail(code)).toEqual({ status: 'ok', data: undefined });
    expect(heard.at(-1)).toBe(true);
    expect((await app.getUser())?.primaryEmailVerified).toBe(true);

    const again = await (await app.getUser())!.sendVerificationEmail();
    expect(again).toBeInstanceOf(KnownErrors.EmailAlreadyVerified);
    const reused = await app.verifyEmail(code);
    expect(reused.status === 'error' && reused.error).toBeInstanceOf(KnownErrors.VerificationCodeAlreadyUsed);
  });

  it('verifyEmail works signed out (the link opened elsewhere), with the given callback URL', async () => {
    const { email, user } = await signedUp();
    await user.sendVerificationEmail({ callbackUrl: 'http://localhost:4000/verify?x=1' });
    const { link, code } = await codeFrom(email, 'Verify your email');
    expect(link).toBe(`http://localhost:4000/verify?x=1&code=${code}`);
    expect(await appWithUrls().verifyEmail(code.toUpperCase())).toEqual({ status: 'ok', data: undefined });
  });

  it('a user without a primary e-mail gets a clear error, and nothing is sent', async () => {
    const { app, user } = await signedUp();
    await serverCall(`/users/${user.id}`, 'PATCH', { primary_email: null });
    const withoutEmail = (await app.getUser())!;
    expect(withoutEmail.primaryEmail).toBeNull();
    await expect(withoutEmail.sendVerificationEmail()).rejects.toThrow(NO_PRIMARY_EMAIL_MESSAGE);
  });
});

describe('updatePassword and setPassword', () => {
  it('updatePassword: a wrong old password is answered; then the new one signs in and this session survives, others end', async () => {
    const { app, email, user } = await signedUp();
    const other = appWithUrls();
    expect((await other.signInWithCredential({ email, password: PASSWORD, noRedirect: true })).status).toBe('ok');

    expect(await user.updatePassword({ oldPassword: 'not-my-password', newPassword: 'updated-password' })).toBeInstanceOf(
      KnownErrors.PasswordConfirmationMismatch,
    );
    expect(await user.updatePassword({ oldPassword: PASSWORD, newPassword: 'short' })).toBeInstanceOf(KnownErrors.PasswordRequirementsNotMet);
    expect(await user.updatePassword({ oldPassword: PASSWORD, newPassword: 'updated-password' })).toBeUndefined();

    await clock.advance(TEN_MINUTES + 1);
    expect((await app.getUser())?.id).toBe(user.id);
    expect(await other.getUser()).toBeNull();
    const old = await appWithUrls().signInWithCredential({ email, password: PASSWORD, noRedirect: true });
    expect(old.status === 'error' && old.error).toBeInstanceOf(KnownErrors.EmailPasswordMismatch);
    expect((await appWithUrls().signInWithCredential({ email, password: 'updated-password', noRedirect: true })).status).toBe('ok');
  });

  it('setPassword gives a user without a password one (hasPassword becomes true); with one it throws the server text', async () => {
    const { email, user } = await signedUp();
    await expect(user.setPassword({ password: 'second-password' })).rejects.toSatisfy(
      (e) => e instanceof StackHttpError && e.status === 400 && e.body === 'User already has a password set.',
    );

    await serverCall(`/users/${user.id}`, 'PATCH', { password: null });
    const tokens = await serverCall('/auth/sessions', 'POST', { user_id: user.id });
    const held = appWithUrls({ tokenStore: { headers: { 'x-stack-auth': JSON.stringify({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token }) } } });
    const passwordless = (await held.getUser())!;
    expect(passwordless.hasPassword).toBe(false);
    expect(await passwordless.setPassword({ password: 'short' })).toBeInstanceOf(KnownErrors.PasswordTooShort);
    const heard: (boolean | undefined)[] = [];
    held.onUserChange((u) => heard.push(u?.hasPassword));
    expect(await passwordless.setPassword({ password: 'a-fresh-password' })).toBeUndefined();
    expect(heard.at(-1)).toBe(true);
    expect((await appWithUrls().signInWithCredential({ email, password: 'a-fresh-password', noRedirect: true })).status).toBe('ok');
  });
});
