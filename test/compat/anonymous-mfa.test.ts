// The official @stackframe/js client against the emulator's anonymous sign-up and MFA sign-in.
import { randomBytes } from 'node:crypto';
import { KnownErrors } from '@stackframe/stack-shared';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { useEmulator } from '../support/emulator';
import { officialApp } from '../support/official-client';
import { uniqueEmail } from '../support/unique-email';

const emu = useEmulator({ project: { displayName: 'compat-anon-mfa' } });
const PASSWORD = 'correct-horse-battery-1';

const newApp = (tokenStore?: Parameters<typeof officialApp>[1]) => officialApp(emu, tokenStore);

function totpFor(secretBase64: string): string {
  const bytes = Buffer.from(secretBase64, 'base64');
  const secret = new Secret({ buffer: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) });
  return TOTP.generate({ secret, algorithm: 'SHA1', digits: 6, period: 30, timestamp: Date.now() });
}

describe('official @stackframe/js client: anonymous users and MFA', () => {
  it("getUser({ or: 'anonymous' }) signs up anonymously; a password sign-up upgrades the same user", async () => {
    const app = newApp();
    const anon = await app.getUser({ or: 'anonymous' });
    expect(anon.isAnonymous).toBe(true);
    const email = uniqueEmail('compat-upgrade');
    const up = await app.signUpWithCredential({ email, password: PASSWORD, noVerificationCallback: true, noRedirect: true });
    expect(up.status).toBe('ok');
    const user = await app.getUser();
    expect(user?.id).toBe(anon.id);
    expect(user?.isAnonymous).toBe(false);
    expect(user?.primaryEmail).toBe(email);
  });

  it('signInWithMfa(totp, attemptCode) finishes a sign-in the emulator interrupted; a wrong code is InvalidTotpCode', async () => {
    const setup = newApp();
    const email = uniqueEmail('compat-mfa');
    expect((await setup.signUpWithCredential({ email, password: PASSWORD, noVerificationCallback: true, noRedirect: true })).status).toBe('ok');
    const { accessToken } = await setup.getAuthJson();
    const secretBase64 = randomBytes(20).toString('base64');
    const patch = await fetch(`${emu.url}/api/v1/users/me`, {
      method: 'PATCH',
      headers: {
        'content-type': 'application/json',
        'x-stack-project-id': emu.project.id,
        'x-stack-access-type': 'client',
        'x-stack-publishable-client-key': emu.project.publishableClientKey,
        'x-stack-access-token': accessToken ?? '',
      },
      body: JSON.stringify({ totp_secret_base64: secretBase64 }),
    });
    expect(patch.status).toBe(200);

    const res = await fetch(`${emu.url}/api/v1/auth/password/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-stack-project-id': emu.project.id, 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': emu.project.publishableClientKey },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    const attemptCode = ((await res.json()) as { details: { attempt_code: string } }).details.attempt_code;

    const app = newApp();
    const right = totpFor(secretBase64);
    const bad = await app.signInWithMfa(String((Number(right) + 500_000) % 1_000_000).padStart(6, '0'), attemptCode, { noRedirect: true });
    expect(bad.status).toBe('error');
    if (bad.status === 'error') expect(KnownErrors.InvalidTotpCode.isInstance(bad.error)).toBe(true);
    const ok = await app.signInWithMfa(right, attemptCode, { noRedirect: true });
    expect(ok.status).toBe('ok');
    expect((await app.getUser())?.primaryEmail).toBe(email);
  });
});
