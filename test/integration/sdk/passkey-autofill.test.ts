// app.signInWithPasskey({ autofill, signal }) against the emulator over HTTP: the conditional-mediation options
// reach @simplewebauthn/browser (replaced by a software authenticator whose ceremonies wait), and an abort
// cancels only the ceremony it started.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PasskeyRequestOptionsWire } from '../../../src/protocol/wire';
import { KnownErrors } from '../../../src/protocol/errors';
import { useEmulator } from '../../support/emulator';
import { SoftwareAuthenticator } from '../../support/software-authenticator';
import { makeApp, PASSWORD, recordingFetch, uniqueEmail } from './helpers';

interface Pending {
  options: Record<string, unknown>;
  answer(): void;
  reject(error: Error): void;
}

const ceremony = vi.hoisted(() => ({
  authenticator: null as SoftwareAuthenticator | null,
  /** Authentication ceremonies that wait for the test, as a conditional request waits for the person. */
  pending: [] as Pending[],
  cancels: 0,
}));

/** What the library rejects a cancelled ceremony with. */
const abortError = (): Error => Object.assign(new Error('Manually cancelling existing WebAuthn API call'), { name: 'AbortError', code: 'ERROR_CEREMONY_ABORTED' });

vi.mock('@simplewebauthn/browser', () => ({
  startRegistration: async ({ optionsJSON }: { optionsJSON: { challenge: string; rp: { id: string } } }) =>
    ceremony.authenticator!.register(optionsJSON.challenge, { origin: `http://${optionsJSON.rp.id}:5173` }),
  startAuthentication: (options: { optionsJSON: PasskeyRequestOptionsWire }) =>
    new Promise((resolve, reject) => {
      // The library keeps one ceremony: a new one cancels the one before.
      ceremony.pending.at(-1)?.reject(abortError());
      const { optionsJSON } = options;
      ceremony.pending.push({
        options,
        answer: () => resolve(ceremony.authenticator!.authenticate(optionsJSON.challenge, { origin: `http://${optionsJSON.rpId}:5173` })),
        reject,
      });
    }),
  WebAuthnAbortService: {
    cancelCeremony: () => {
      ceremony.cancels++;
      ceremony.pending.at(-1)?.reject(abortError());
    },
  },
}));

const emu = useEmulator({ project: { config: { passkey_enabled: true } } });
const HOST = { hostname: 'localhost', noRedirect: true };

beforeEach(() => {
  ceremony.authenticator = new SoftwareAuthenticator();
  ceremony.pending.length = 0;
  ceremony.cancels = 0;
});

/** A signed-out app whose account has a passkey in the software authenticator. */
async function appWithPasskey() {
  const recorder = recordingFetch();
  const app = makeApp({ url: emu.url, project: emu.project }, { fetch: recorder.fetch });
  const email = uniqueEmail('autofill');
  expect((await app.signUpWithCredential({ email, password: PASSWORD, noRedirect: true })).status).toBe('ok');
  expect((await (await app.getUser())!.registerPasskey({ hostname: 'localhost' })).status).toBe('ok');
  await (await app.getUser())!.signOut();
  recorder.clear();
  return { app, email, recorder };
}

const waitForCeremony = (n: number) => vi.waitFor(() => expect(ceremony.pending).toHaveLength(n));
const abortedCode = (result: { status: string; error?: unknown }) =>
  result.status === 'error' && result.error instanceof KnownErrors.PasskeyWebauthnError ? (result.error.details as { code: string }).code : result;

describe('app.signInWithPasskey({ autofill, signal })', () => {
  it('asks the library for conditional mediation without looking for the input in document, then signs in', async () => {
    const { app, email } = await appWithPasskey();
    const signal = new AbortController().signal;
    const pending = app.signInWithPasskey({ ...HOST, autofill: true, signal });
    await waitForCeremony(1);
    const { optionsJSON, ...rest } = ceremony.pending[0]!.options as { optionsJSON: PasskeyRequestOptionsWire };
    expect([optionsJSON.rpId, optionsJSON.allowCredentials]).toEqual(['localhost', []]);
    expect(rest).toEqual({ useBrowserAutofill: true, verifyBrowserAutofillInput: false });
    ceremony.pending[0]!.answer();
    expect(await pending).toEqual({ status: 'ok', data: undefined });
    expect((await app.getUser())!.primaryEmail).toBe(email);
  });

  it('without autofill the ceremony is the ordinary prompt', async () => {
    const { app } = await appWithPasskey();
    const pending = app.signInWithPasskey(HOST);
    await waitForCeremony(1);
    expect(Object.keys(ceremony.pending[0]!.options)).toEqual(['optionsJSON']);
    ceremony.pending[0]!.answer();
    expect((await pending).status).toBe('ok');
  });

  it('an already aborted signal sends nothing and ends as a cancelled ceremony', async () => {
    const { app, recorder } = await appWithPasskey();
    const result = await app.signInWithPasskey({ ...HOST, autofill: true, signal: AbortSignal.abort() });
    expect(abortedCode(result)).toBe('ERROR_CEREMONY_ABORTED');
    expect(recorder.paths()).toEqual([]);
    expect(ceremony.pending).toEqual([]);
  });

  it('an abort while the request waits cancels the ceremony; nothing reaches /auth/passkey/sign-in', async () => {
    const { app, recorder } = await appWithPasskey();
    const controller = new AbortController();
    const pending = app.signInWithPasskey({ ...HOST, autofill: true, signal: controller.signal });
    await waitForCeremony(1);
    controller.abort();
    expect(abortedCode(await pending)).toBe('ERROR_CEREMONY_ABORTED');
    expect(ceremony.cancels).toBe(1);
    expect(recorder.paths()).toEqual(['POST /auth/passkey/initiate-passkey-authentication']);
    expect(await app.getUser()).toBeNull();
  });

  it('a later ceremony (the passkey button) replaces the autofill one; aborting the old signal leaves it alone', async () => {
    const { app, email } = await appWithPasskey();
    const controller = new AbortController();
    const autofill = app.signInWithPasskey({ ...HOST, autofill: true, signal: controller.signal });
    await waitForCeremony(1);
    const button = app.signInWithPasskey(HOST);
    await waitForCeremony(2);
    expect(abortedCode(await autofill)).toBe('ERROR_CEREMONY_ABORTED');
    controller.abort();
    expect(ceremony.cancels).toBe(0);
    ceremony.pending[1]!.answer();
    expect(await button).toEqual({ status: 'ok', data: undefined });
    expect((await app.getUser())!.primaryEmail).toBe(email);
  });
});
