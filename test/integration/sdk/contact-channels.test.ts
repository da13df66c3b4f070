// The current user's contact channels (PROTOCOL.md §5.10) and profile update (§5.9) through the SDK,
// against the emulator over real HTTP.
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../src/core/apps/types';
import type { ContactChannel } from '../../../src/core/apps/user/contact-channels';
import { KnownErrors } from '../../../src/protocol/errors';
import { useEmulator } from '../../support/emulator';
import { makeApp, PASSWORD, recordingFetch, uniqueEmail } from './helpers';

const emu = useEmulator({ project: { displayName: 'SDK Channels' } });
const VERIFY_URL = 'http://localhost:3000/handler/email-verification';

async function signedIn(prefix: string, recorder = recordingFetch()) {
  const app = makeApp(emu, { fetch: recorder.fetch, urls: { emailVerification: VERIFY_URL } });
  const email = uniqueEmail(prefix);
  await app.signUpWithCredential({ email, password: PASSWORD, noRedirect: true });
  const user = (await app.getUser())!;
  return { app, user, email, recorder };
}

const summary = (channels: ContactChannel[]) => channels.map((c) => ({ value: c.value, isPrimary: c.isPrimary, isVerified: c.isVerified, usedForAuth: c.usedForAuth }));

async function verificationCode(email: string): Promise<string> {
  const mail = (await emu.mailbox(email)).filter((m) => m.subject.startsWith('Verify your email')).at(-1);
  const link = mail && /(http\S+code=[0-9a-z]{45})/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no verification link mailed to ${email}`);
  expect(link.startsWith(`${VERIFY_URL}?code=`)).toBe(true);
  return new URL(link).searchParams.get('code')!;
}

describe('listContactChannels / createContactChannel', () => {
  it('lists the sign-up e-mail, creates a second one with the documented body, and returns a ContactChannel', async () => {
    const { app, user, email, recorder } = await signedIn('list');
    expect(summary(await user.listContactChannels())).toEqual([{ value: email, isPrimary: true, isVerified: false, usedForAuth: true }]);
    recorder.clear();
    const second = uniqueEmail('second');
    const channel = await user.createContactChannel({ value: second.toUpperCase(), usedForAuth: false });
    const post = recorder.requests.find((r) => r.method === 'POST' && r.path === '/contact-channels');
    expect(JSON.parse(post!.body!)).toEqual({ user_id: 'me', type: 'email', value: second.toUpperCase(), used_for_auth: false });
    expect(post!.status).toBe(201);
    expect(channel).toMatchObject({ value: second, type: 'email', isPrimary: false, isVerified: false, usedForAuth: false });
    expect(channel.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(summary(await user.listContactChannels()).map((c) => c.value)).toEqual([email, second]);
    app.dispose();
  });

  it('refreshes the cache after each mutation: a second subscriber sees the new list without another get', async () => {
    const { app, user } = await signedIn('cache');
    const cache = user.contactChannelsCache();
    expect(cache).toBe(user.contactChannelsCache());
    await cache.get();
    const seen: string[][] = [];
    const unsubscribe = cache.subscribe((list) => seen.push(list.map((c) => c.value)));
    const added = uniqueEmail('added');
    const channel = await user.createContactChannel({ value: added, usedForAuth: false });
    expect(seen.at(-1)).toContain(added);
    expect(cache.peek()!.value.map((c) => c.value)).toContain(added);
    await channel.delete();
    expect(seen.at(-1)).not.toContain(added);
    unsubscribe();
    app.dispose();
  });

  it('throws CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE for an address another user signs in with', async () => {
    const owner = await signedIn('owner');
    const { app, user } = await signedIn('taker');
    const error = await user.createContactChannel({ value: owner.email, usedForAuth: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KnownErrors.ContactChannelAlreadyUsedForAuthBySomeoneElse);
    expect((error as InstanceType<typeof KnownErrors.ContactChannelAlreadyUsedForAuthBySomeoneElse>).details).toEqual({
      type: 'email',
      contact_channel_value: owner.email,
      would_work_if_email_was_verified: false,
    });
    // Without sign-in use it is allowed; switching sign-in on is then refused the same way.
    const channel = await user.createContactChannel({ value: owner.email, usedForAuth: false });
    await expect(channel.update({ usedForAuth: true })).rejects.toBeInstanceOf(KnownErrors.ContactChannelAlreadyUsedForAuthBySomeoneElse);
    app.dispose();
    owner.app.dispose();
  });
});

describe('ContactChannel.update / delete', () => {
  it('isPrimary moves the primary e-mail and the user listeners hear it', async () => {
    const { app, user, recorder } = await signedIn('primary');
    const changes: (string | null)[] = [];
    const stop = app.onUserChange((u: CurrentUser | null) => changes.push(u?.primaryEmail ?? null));
    const next = uniqueEmail('next');
    const channel = await user.createContactChannel({ value: next, usedForAuth: true });
    recorder.clear();
    await channel.update({ isPrimary: true });
    const patch = recorder.requests.find((r) => r.method === 'PATCH');
    expect(patch!.path).toBe(`/contact-channels/me/${channel.id}`);
    expect(JSON.parse(patch!.body!)).toEqual({ is_primary: true });
    expect(changes.at(-1)).toBe(next);
    expect((await app.getUser())!.primaryEmail).toBe(next);
    const list = await user.listContactChannels();
    expect(list.filter((c) => c.isPrimary).map((c) => c.value)).toEqual([next]);
    stop();
    app.dispose();
  });

  it('a new value resets verification; delete of the primary leaves no primary e-mail', async () => {
    const { app, user, email } = await signedIn('value');
    const [primary] = await user.listContactChannels();
    await primary!.sendVerificationEmail();
    expect((await app.verifyEmail(await verificationCode(email))).status).toBe('ok');
    const verified = (await user.contactChannelsCache().refresh())[0]!;
    expect(verified.isVerified).toBe(true);
    const renamed = uniqueEmail('renamed');
    await verified.update({ value: renamed });
    expect(summary(await user.listContactChannels())).toEqual([{ value: renamed, isPrimary: true, isVerified: false, usedForAuth: true }]);
    expect((await app.getUser())!.primaryEmail).toBe(renamed);
    await (await user.listContactChannels())[0]!.delete();
    expect(await user.listContactChannels()).toEqual([]);
    expect((await app.getUser())!.primaryEmail).toBeNull();
    app.dispose();
  });
});

describe('ContactChannel.sendVerificationEmail', () => {
  it('mails the default handler link for that channel; verifying marks only it; a second send is EMAIL_ALREADY_VERIFIED', async () => {
    const { app, user, email, recorder } = await signedIn('send');
    const second = uniqueEmail('to-verify');
    const channel = await user.createContactChannel({ value: second, usedForAuth: false });
    recorder.clear();
    await channel.sendVerificationEmail();
    expect(recorder.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`POST /contact-channels/me/${channel.id}/send-verification-code`]);
    expect(JSON.parse(recorder.requests[0]!.body!)).toEqual({ callback_url: VERIFY_URL });
    expect((await app.verifyEmail(await verificationCode(second))).status).toBe('ok');
    const list = await user.contactChannelsCache().refresh();
    expect(summary(list).map((c) => [c.value, c.isVerified])).toEqual([
      [email, false],
      [second, true],
    ]);
    await expect(list[1]!.sendVerificationEmail({ callbackUrl: VERIFY_URL })).rejects.toBeInstanceOf(KnownErrors.EmailAlreadyVerified);
    await expect(list[0]!.sendVerificationEmail({ callbackUrl: 'https://evil.example.org/verify' })).rejects.toBeInstanceOf(KnownErrors.RedirectUrlNotWhitelisted);
    app.dispose();
  });
});

describe('CurrentUser.update (profile)', () => {
  it('saves the display name and a data: profile image; rejects an http image URL from a client', async () => {
    const { app, user } = await signedIn('profile');
    const names: (string | null)[] = [];
    const stop = app.onUserChange((u: CurrentUser | null) => names.push(u?.displayName ?? null));
    const image = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    await user.update({ displayName: 'Grace Hopper', profileImageUrl: image });
    expect(names.at(-1)).toBe('Grace Hopper');
    const reread = (await app.getUser())!;
    expect(reread.displayName).toBe('Grace Hopper');
    expect(reread.profileImageUrl).toBe(image);
    await expect(reread.update({ profileImageUrl: 'https://images.example.com/me.png' })).rejects.toThrow(/Invalid profile image URL/);
    await reread.update({ profileImageUrl: null, displayName: '' });
    const cleared = (await app.getUser())!;
    expect([cleared.displayName, cleared.profileImageUrl]).toEqual([null, null]);
    stop();
    app.dispose();
  });
});
