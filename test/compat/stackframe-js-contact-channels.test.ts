// The official @stackframe/js client, unmodified, against the emulator's contact channels (PROTOCOL.md §5.10)
// and profile update (§5.9). In Node the client needs an explicit callbackUrl for verification mails.
import { describe, expect, it } from 'vitest';
import { KnownErrors } from '@stackframe/stack-shared';
import { useEmulator } from '../support/emulator';
import { officialApp, officialSignedUp } from '../support/official-client';
import { uniqueEmail } from '../support/unique-email';

const emu = useEmulator({ project: { displayName: 'compat-channels' } });

const PASSWORD = 'correct-horse-battery-1';
const VERIFY_CALLBACK = 'http://localhost:3000/handler/email-verification';

const newApp = (tokenStore?: Parameters<typeof officialApp>[1]) => officialApp(emu, tokenStore);

const signedUp = (label: string) => officialSignedUp(emu, label, PASSWORD);

async function verificationCode(email: string): Promise<string> {
  const mail = (await emu.mailbox(email)).filter((m) => m.subject.startsWith('Verify your email')).at(-1);
  const code = mail && new RegExp(`${VERIFY_CALLBACK.replace(/[.?/]/g, '\\$&')}\\?code=([0-9a-z]{45})`).exec(mail.text)?.[1];
  if (!code) throw new Error(`no verification mail to ${email}`);
  return code;
}

const fields = (channels: { value: string; type: string; isPrimary: boolean; isVerified: boolean; usedForAuth: boolean }[]) =>
  channels.map(({ value, type, isPrimary, isVerified, usedForAuth }) => ({ value, type, isPrimary, isVerified, usedForAuth }));

describe('official @stackframe/js client: contact channels', () => {
  it('lists, creates, verifies, makes primary and deletes channels', async () => {
    const { app, email, user } = await signedUp('compat-cc');
    expect(fields(await user.listContactChannels())).toEqual([{ value: email, type: 'email', isPrimary: true, isVerified: false, usedForAuth: true }]);

    const second = uniqueEmail('compat-cc-second');
    const channel = await user.createContactChannel({ type: 'email', value: second, usedForAuth: false });
    expect(fields([channel])).toEqual([{ value: second, type: 'email', isPrimary: false, isVerified: false, usedForAuth: false }]);
    expect((await user.listContactChannels()).map((c) => c.value)).toEqual([email, second]);

    await channel.sendVerificationEmail({ callbackUrl: VERIFY_CALLBACK });
    expect(await app.verifyEmail(await verificationCode(second))).toEqual({ status: 'ok', data: undefined });
    const fresh = await newApp().signInWithCredential({ email, password: PASSWORD, noRedirect: true });
    expect(fresh.status).toBe('ok');

    await channel.update({ isPrimary: true, usedForAuth: true });
    const afterPrimary = await user.listContactChannels();
    expect(fields(afterPrimary)).toEqual([
      { value: email, type: 'email', isPrimary: false, isVerified: false, usedForAuth: true },
      { value: second, type: 'email', isPrimary: true, isVerified: true, usedForAuth: true },
    ]);
    const reread = await app.getUser();
    expect(reread?.primaryEmail).toBe(second);
    expect(reread?.primaryEmailVerified).toBe(true);

    // The official client resolves when the address is already verified (it catches EMAIL_ALREADY_VERIFIED).
    await expect(afterPrimary[1]!.sendVerificationEmail({ callbackUrl: VERIFY_CALLBACK })).resolves.toBeUndefined();

    await afterPrimary[0]!.delete();
    expect((await user.listContactChannels()).map((c) => c.value)).toEqual([second]);
    // The new primary signs in.
    expect((await newApp().signInWithCredential({ email: second, password: PASSWORD, noRedirect: true })).status).toBe('ok');
  });

  it('rejects an address another account signs in with (CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE)', async () => {
    const owner = await signedUp('compat-cc-owner');
    const { user } = await signedUp('compat-cc-taker');
    const error = await user.createContactChannel({ type: 'email', value: owner.email, usedForAuth: true }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(KnownErrors.ContactChannelAlreadyUsedForAuthBySomeoneElse.isInstance(error)).toBe(true);
    const channel = await user.createContactChannel({ type: 'email', value: owner.email, usedForAuth: false });
    const updateError = await channel.update({ usedForAuth: true }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(KnownErrors.ContactChannelAlreadyUsedForAuthBySomeoneElse.isInstance(updateError)).toBe(true);
  });

  it('updates the display name and a data: profile image', async () => {
    const { app, user } = await signedUp('compat-profile');
    const image = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    await user.update({ displayName: 'Katherine Johnson', profileImageUrl: image });
    const reread = await app.getUser();
    expect(reread?.displayName).toBe('Katherine Johnson');
    expect(reread?.profileImageUrl).toBe(image);
  });
});
