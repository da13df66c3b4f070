// The SDK's methods for the emulator extension 'mfa-recovery-codes': a set after turning two-factor on, the
// status, and the MFA step finished with a code (attempt code from session storage), each code once.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MFA_ATTEMPT_CODE_STORAGE_KEY } from '../../../src/core/auth/mfa';
import { ManualClock } from '../../../src/protocol/clock';
import { KnownErrors } from '../../../src/protocol/errors';
import { useEmulator } from '../../support/emulator';
import { installSessionStorage, makeApp, PASSWORD, recordingFetch, uniqueEmail } from './helpers';

const clock = new ManualClock(1_750_000_000_000);
const emu = useEmulator({ clock });

describe('mfa recovery codes through the SDK', () => {
  it('announced; a set after two-factor is on; the status counts; a code finishes the MFA step once', async () => {
    const storage = installSessionStorage();
    const email = uniqueEmail('recovery');
    const setup = makeApp(emu, { clock });
    expect((await setup.getServerExtensions()).has('mfa-recovery-codes')).toBe(true);
    expect((await setup.signUpWithCredential({ email, password: PASSWORD, noRedirect: true })).status).toBe('ok');
    const user = (await setup.getUser())!;
    // Two-factor off: no set can be made.
    await expect(user.regenerateMfaRecoveryCodes()).rejects.toBeInstanceOf(KnownErrors.MfaNotEnabled);
    await user.update({ totpMultiFactorSecret: new Uint8Array(randomBytes(20)) });
    const { codes, createdAt } = await user.regenerateMfaRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(createdAt.getTime()).toBe(clock.now());
    expect(await user.getMfaRecoveryCodeStatus()).toEqual({ totpEnabled: true, total: 10, remaining: 10, createdAt });
    setup.dispose();

    const navigations: string[] = [];
    const app = makeApp(emu, { clock, redirectMethod: { navigate: (url) => navigations.push(url) } });
    const interrupted = await app.signInWithCredential({ email, password: PASSWORD, noRedirect: true });
    expect(interrupted.status === 'error' && interrupted.error).toBeInstanceOf(KnownErrors.MultiFactorAuthenticationRequired);
    const attemptCode = storage.get(MFA_ATTEMPT_CODE_STORAGE_KEY)!;

    const wrong = await app.signInWithMfaRecoveryCode('aaaaa-aaaaa', { noRedirect: true });
    expect(wrong.status === 'error' && wrong.error).toBeInstanceOf(KnownErrors.InvalidMfaRecoveryCode);
    const rec = recordingFetch();
    const mfaApp = makeApp(emu, { clock, fetch: rec.fetch, redirectMethod: { navigate: (url) => navigations.push(url) } });
    expect(await mfaApp.signInWithMfaRecoveryCode(` ${codes[0]} `)).toEqual({ status: 'ok', data: undefined });
    const sent = rec.requests.find((r) => r.path === '/extensions/mfa/recovery-code-sign-in');
    expect(JSON.parse(sent!.body!)).toEqual({ code: attemptCode, recovery_code: codes[0] });
    expect((await mfaApp.getUser())?.id).toBe(user.id);
    expect(navigations).toEqual(['/']);
    expect(storage.has(MFA_ATTEMPT_CODE_STORAGE_KEY)).toBe(false);
    const signedIn = (await mfaApp.getUser())!;
    expect(await signedIn.getMfaRecoveryCodeStatus()).toMatchObject({ total: 10, remaining: 9 });

    // The same code again, on a new attempt: refused.
    const again = makeApp(emu, { clock });
    await again.signInWithCredential({ email, password: PASSWORD, noRedirect: true });
    const reused = await again.signInWithMfaRecoveryCode(codes[0]!, { noRedirect: true });
    expect(reused.status === 'error' && reused.error).toBeInstanceOf(KnownErrors.InvalidMfaRecoveryCode);
  });
});
