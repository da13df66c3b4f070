// The official @stackframe/js client, unmodified, against the emulator's password reset, e-mail verification,
// password update and password set (PROTOCOL.md §5.1, §5.10). In Node the client needs explicit callback URLs.
import { describe, expect, it } from 'vitest';
import { KnownErrors } from '@stackframe/stack-shared';
import { useEmulator } from '../support/emulator';
import { officialApp, officialSignedUp } from '../support/official-client';
import { uniqueEmail } from '../support/unique-email';

const emu = useEmulator({ project: { displayName: 'compat-passwords', config: { magic_link_enabled: true } } });

const PASSWORD = 'correct-horse-battery-1';
const NEW_PASSWORD = 'staple-battery-horse-2';
const RESET_CALLBACK = 'http://localhost:3000/handler/password-reset';
const VERIFY_CALLBACK = 'http://localhost:3000/handler/email-verification';
const UNKNOWN_CODE = 'a'.repeat(45);


const newApp = (tokenStore?: Parameters<typeof officialApp>[1]) => officialApp(emu, tokenStore);

/** A client holding only this refresh token: getUser() is null once the server has revoked the session. */
function appWithRefreshToken(refreshToken: string) {
  return newApp({ headers: { 'x-stack-auth': JSON.stringify({ refreshToken }) } });
}

const signedUp = (label: string) => officialSignedUp(emu, label, PASSWORD);

/** The code from the newest mail to `email` whose link starts with `callback`. */
async function codeFromMailbox(email: string, callback: string): Promise<string> {
  const mails = await emu.mailbox(email);
  const escaped = callback.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const pattern = new RegExp(`${escaped}\\?code=([0-9a-z]{45})(?![0-9a-z])`);
  for (const mail of [...mails].reverse()) {
    const code = pattern.exec(mail.text)?.[1] ?? pattern.exec(mail.html)?.[1];
    if (code) return code;
  }
  throw new Error(`no mail to ${email} links to ${callback}?code=…; subjects: ${mails.map((m) => m.subject).join(' | ')}`);
}

async function signInOutcome(email: string, password: string): Promise<string> {
  const res = await newApp().signInWithCredential({ email, password, noRedirect: true });
  return res.status === 'ok' ? 'ok' : res.error.errorCode;
}

describe('official @stackframe/js client: password reset', () => {
  it('sends the reset mail, checks and uses the code, revokes sessions, and only the new password signs in', async () => {
    const { app, email, user } = await signedUp('compat-reset');
    const { refreshToken } = await user.getAuthJson();
    expect(refreshToken).toEqual(expect.any(String));

    const sent = await newApp().sendForgotPasswordEmail(email, { callbackUrl: RESET_CALLBACK });
    expect(sent).toEqual({ status: 'ok', data: undefined });
    const mails = await emu.mailbox(email);
    expect(mails.some((m) => m.subject === 'Reset your password at compat-passwords')).toBe(true);
    const code = await codeFromMailbox(email, RESET_CALLBACK);

    const unknown = await app.verifyPasswordResetCode(UNKNOWN_CODE);
    expect(unknown.status).toBe('error');
    if (unknown.status === 'error') {
      expect(KnownErrors.VerificationCodeNotFound.isInstance(unknown.error)).toBe(true);
      expect(KnownErrors.VerificationCodeError.isInstance(unknown.error)).toBe(true);
    }
    // Checking the code does not consume it: check twice, then use it.
    expect(await app.verifyPasswordResetCode(code)).toEqual({ status: 'ok', data: undefined });
    expect(await app.verifyPasswordResetCode(code)).toEqual({ status: 'ok', data: undefined });

    // resetPassword returns only VerificationCodeError; the client throws other known errors such as this one.
    const tooShort = await newApp().resetPassword({ code, password: 'short' }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(KnownErrors.PasswordTooShort.isInstance(tooShort)).toBe(true);
    expect(KnownErrors.PasswordRequirementsNotMet.isInstance(tooShort)).toBe(true);
    // The refused attempt did not consume the code.
    expect(await app.verifyPasswordResetCode(code)).toEqual({ status: 'ok', data: undefined });

    expect(await newApp().resetPassword({ code, password: NEW_PASSWORD })).toEqual({ status: 'ok', data: undefined });

    const reused = await newApp().resetPassword({ code, password: 'yet-another-password-3' });
    expect(reused.status).toBe('error');
    if (reused.status === 'error') expect(KnownErrors.VerificationCodeAlreadyUsed.isInstance(reused.error)).toBe(true);
    const recheck = await app.verifyPasswordResetCode(code);
    expect(recheck.status === 'error' && KnownErrors.VerificationCodeAlreadyUsed.isInstance(recheck.error)).toBe(true);

    // A reset revokes every session of the user (PROTOCOL.md §3.2).
    expect(await appWithRefreshToken(refreshToken!).getUser()).toBeNull();

    expect(await signInOutcome(email, PASSWORD)).toBe('EMAIL_PASSWORD_MISMATCH');
    expect(await signInOutcome(email, NEW_PASSWORD)).toBe('ok');
  });

  it('answers ok for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('compat-reset-nobody');
    expect(await newApp().sendForgotPasswordEmail(email, { callbackUrl: RESET_CALLBACK })).toEqual({ status: 'ok', data: undefined });
    expect(await emu.mailbox(email)).toEqual([]);
  });

  it('gives a password to a user who signed up by magic link, through the reset code', async () => {
    const app = newApp();
    const email = uniqueEmail('compat-reset-otp');
    const sent = await app.sendMagicLinkEmail(email, { callbackUrl: 'http://localhost:3000/handler/magic-link-callback' });
    if (sent.status !== 'ok') throw new Error(`sendMagicLinkEmail failed: ${sent.error.message}`);
    const otp = /Your code is ([0-9A-Z]{6})$/.exec((await emu.mailbox(email))[0]?.subject ?? '')?.[1];
    expect((await app.signInWithMagicLink(`${otp}${sent.data.nonce}`, { noRedirect: true })).status).toBe('ok');
    expect((await app.getUser())?.hasPassword).toBe(false);

    expect((await app.sendForgotPasswordEmail(email, { callbackUrl: RESET_CALLBACK })).status).toBe('ok');
    const code = await codeFromMailbox(email, RESET_CALLBACK);
    expect((await app.resetPassword({ code, password: NEW_PASSWORD })).status).toBe('ok');
    expect(await signInOutcome(email, NEW_PASSWORD)).toBe('ok');
  });
});

describe('official @stackframe/js client: e-mail verification', () => {
  it('user.sendVerificationEmail mails a code; verifyEmail verifies the primary e-mail; the code and the address cannot be reused', async () => {
    const { app, email, user } = await signedUp('compat-verify');
    expect(user.primaryEmailVerified).toBe(false);

    // The declared signature takes no options, but in Node the client requires a callbackUrl, which its
    // implementation reads from an options argument; without it, it throws before any request.
    const send = user.sendVerificationEmail as unknown as (options: { callbackUrl: string }) => ReturnType<typeof user.sendVerificationEmail>;
    expect(await send.call(user, { callbackUrl: VERIFY_CALLBACK })).toBeUndefined();
    const code = await codeFromMailbox(email, VERIFY_CALLBACK);

    const wrong = await app.verifyEmail(UNKNOWN_CODE);
    expect(wrong.status === 'error' && KnownErrors.VerificationCodeNotFound.isInstance(wrong.error)).toBe(true);
    expect((await app.getUser())?.primaryEmailVerified).toBe(false);

    expect(await app.verifyEmail(code)).toEqual({ status: 'ok', data: undefined });
    const verified = await app.getUser();
    expect(verified?.id).toBe(user.id);
    expect(verified?.primaryEmailVerified).toBe(true);

    const again = await app.verifyEmail(code);
    expect(again.status === 'error' && KnownErrors.VerificationCodeAlreadyUsed.isInstance(again.error)).toBe(true);

    const already = await send.call(verified!, { callbackUrl: VERIFY_CALLBACK });
    expect(KnownErrors.EmailAlreadyVerified.isInstance(already)).toBe(true);
  });

  it('a password-reset code is not an e-mail verification code', async () => {
    const { app, email } = await signedUp('compat-verify-cross');
    expect((await app.sendForgotPasswordEmail(email, { callbackUrl: RESET_CALLBACK })).status).toBe('ok');
    const resetCode = await codeFromMailbox(email, RESET_CALLBACK);
    const res = await app.verifyEmail(resetCode);
    expect(res.status === 'error' && KnownErrors.VerificationCodeNotFound.isInstance(res.error)).toBe(true);
    expect((await app.getUser())?.primaryEmailVerified).toBe(false);
    // The reset code is still good for its own purpose.
    expect(await app.verifyPasswordResetCode(resetCode)).toEqual({ status: 'ok', data: undefined });
  });
});

describe('official @stackframe/js client: user.updatePassword and user.setPassword', () => {
  it('updatePassword refuses a wrong old password and a too-short new one, then changes it keeping only this session', async () => {
    const { app, email, user } = await signedUp('compat-update');
    const other = newApp();
    expect((await other.signInWithCredential({ email, password: PASSWORD, noRedirect: true })).status).toBe('ok');
    const { refreshToken: otherRefresh } = await other.getAuthJson();
    const { refreshToken: ownRefresh } = await user.getAuthJson();

    const mismatch = await user.updatePassword({ oldPassword: 'not-the-password-1', newPassword: NEW_PASSWORD });
    expect(KnownErrors.PasswordConfirmationMismatch.isInstance(mismatch)).toBe(true);
    const tooShort = await user.updatePassword({ oldPassword: PASSWORD, newPassword: 'short' });
    expect(KnownErrors.PasswordRequirementsNotMet.isInstance(tooShort)).toBe(true);
    expect(KnownErrors.PasswordTooShort.isInstance(tooShort)).toBe(true);
    expect(await signInOutcome(email, PASSWORD)).toBe('ok');

    expect(await user.updatePassword({ oldPassword: PASSWORD, newPassword: NEW_PASSWORD })).toBeUndefined();
    expect(await signInOutcome(email, PASSWORD)).toBe('EMAIL_PASSWORD_MISMATCH');
    expect(await signInOutcome(email, NEW_PASSWORD)).toBe('ok');

    // The client sends its own refresh token, so its session survives and the other one is revoked (§3.2).
    expect((await appWithRefreshToken(ownRefresh!).getUser())?.id).toBe(user.id);
    expect(await appWithRefreshToken(otherRefresh!).getUser()).toBeNull();
    expect((await app.getUser())?.hasPassword).toBe(true);
  });

  it('setPassword gives a password to a magic-link user; a user who has one cannot set another', async () => {
    const app = newApp();
    const email = uniqueEmail('compat-set');
    const sent = await app.sendMagicLinkEmail(email, { callbackUrl: 'http://localhost:3000/handler/magic-link-callback' });
    if (sent.status !== 'ok') throw new Error(`sendMagicLinkEmail failed: ${sent.error.message}`);
    const otp = /Your code is ([0-9A-Z]{6})$/.exec((await emu.mailbox(email))[0]?.subject ?? '')?.[1];
    expect((await app.signInWithMagicLink(`${otp}${sent.data.nonce}`, { noRedirect: true })).status).toBe('ok');
    const user = await app.getUser();
    expect(user?.hasPassword).toBe(false);
    expect(await signInOutcome(email, NEW_PASSWORD)).toBe('EMAIL_PASSWORD_MISMATCH');

    const tooShort = await user!.setPassword({ password: 'short' });
    expect(KnownErrors.PasswordRequirementsNotMet.isInstance(tooShort)).toBe(true);
    expect((await app.getUser())?.hasPassword).toBe(false);

    expect(await user!.setPassword({ password: NEW_PASSWORD })).toBeUndefined();
    // setPassword refreshes the client's user cache, and sessions are not revoked by it (§5.1).
    const after = await app.getUser();
    expect(after?.id).toBe(user!.id);
    expect(after?.hasPassword).toBe(true);
    expect(await signInOutcome(email, NEW_PASSWORD)).toBe('ok');

    // The real API answers a plain-text 400 here, which the client surfaces as a thrown error, not a KnownError.
    await expect(after!.setPassword({ password: 'another-password-4' })).rejects.toThrow(/already has a password/);
    expect(await signInOutcome(email, 'another-password-4')).toBe('EMAIL_PASSWORD_MISMATCH');
  });
});
