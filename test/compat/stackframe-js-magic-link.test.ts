// The official @stackframe/js client's magic-link flow against the emulator (PROTOCOL.md §5.2):
// send, sign in with the typed OTP + nonce, and a second use of the code as its known error.
import { describe, expect, it } from 'vitest';
import { StackClientApp } from '@stackframe/js';
import { KnownErrors } from '@stackframe/stack-shared';
import { useEmulator } from '../support/emulator';
import { uniqueEmail } from '../support/unique-email';

const emu = useEmulator({ project: { displayName: 'compat', config: { magic_link_enabled: true } } });

describe('official @stackframe/js client: magic link', () => {
  it('sends the code, signs up with OTP + nonce, and reports a reused code as VerificationCodeAlreadyUsed', async () => {
    const app = new StackClientApp({ projectId: emu.project.id, publishableClientKey: emu.project.publishableClientKey, baseUrl: emu.url, tokenStore: 'memory' });
    const email = uniqueEmail('official-otp');
    const sent = await app.sendMagicLinkEmail(email, { callbackUrl: 'http://localhost:3000/handler/magic-link-callback' });
    if (sent.status !== 'ok') throw new Error(`sendMagicLinkEmail failed: ${sent.error.message}`);
    const mails = await emu.mailbox(email);
    const otp = /Your code is ([0-9A-Z]{6})$/.exec(mails[0]?.subject ?? '')?.[1];
    expect(otp).toBeDefined();

    expect((await app.signInWithMagicLink(otp + sent.data.nonce, { noRedirect: true })).status).toBe('ok');
    const user = await app.getUser();
    expect(user?.primaryEmail).toBe(email);
    expect(user?.otpAuthEnabled).toBe(true);

    const again = await app.signInWithMagicLink(otp + sent.data.nonce, { noRedirect: true });
    expect(again.status === 'error' && KnownErrors.VerificationCodeAlreadyUsed.isInstance(again.error)).toBe(true);
  });
});
