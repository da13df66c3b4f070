// Passkeys (SPEC.md §5, §8 "Passkey"; PROTOCOL.md §5.4): the server's options carry an RP-id
// placeholder that becomes the page's hostname; the browser ceremony runs through
// @simplewebauthn/browser, which touches navigator only when a ceremony starts (SSR-safe import).

// Named imports let the bundler drop the rest of the module (a dynamic import keeps all of it); the same
// goes for the wire files: the protocol/wire barrel would pull every schema (the admin ones too) into the script.
// Registration loads on demand (./passkey-registration), beside the options request that already stands between the
// click and the ceremony, so it adds no wait of its own to the click's user activation.
import { startAuthentication, WebAuthnAbortService } from '@simplewebauthn/browser';
import { KnownError, KnownErrors } from '../../protocol/errors/client';
import {
  PASSKEY_RP_ID_PLACEHOLDER,
  type PasskeyAuthenticationResponseWire,
  type PasskeyCreationOptionsWire,
  type PasskeyRegistrationCredentialWire,
  type PasskeyRequestOptionsWire,
} from '../../protocol/wire/passkeys';
import type { SignInResponse } from '../../protocol/wire/auth';
import type { SessionLike } from '../http/pipeline';
import type { ClientBaseInterface } from '../interface/client-base-interface';
import { loadOnce } from '../load-once';
import { Result } from '../result';

/** The messages of SPEC.md §8 for failures that are not the server's or the authenticator's. */
export const PASSKEY_MESSAGES = {
  registrationInitiationFailed: 'Failed to get initiation options for passkey registration',
  registrationUnknownError: 'Failed to start passkey registration due to unknown error',
  authenticationInitiationFailed: 'Failed to get initiation options for passkey authentication',
  signInFailed: 'Failed to sign in with passkey',
} as const;

export const PASSKEY_NEEDS_HOSTNAME = 'Passkeys need a page hostname (run in a browser, or pass options.hostname to registerPasskey).';

export interface AuthenticationCeremonyOptions {
  optionsJSON: PasskeyRequestOptionsWire;
  /** WebAuthn conditional mediation: the passkeys show in the autofill of an input whose autocomplete ends in "webauthn". */
  useBrowserAutofill?: boolean;
  /** Whether to look for that input in `document` first (false: it may sit in a shadow root, out of document's reach). */
  verifyBrowserAutofillInput?: boolean;
  /** Ends the pending ceremony (an autofill request waits until a passkey is chosen). */
  signal?: AbortSignal;
}

/** The two browser ceremonies; injectable so flows run outside a browser (tests, other WebAuthn clients). */
export interface WebAuthnCeremonies {
  /** Called as a registration starts, before the server's options are asked for (the browser's loads its code then). */
  prepareRegistration?(): void;
  startRegistration(options: { optionsJSON: PasskeyCreationOptionsWire }): Promise<PasskeyRegistrationCredentialWire>;
  startAuthentication(options: AuthenticationCeremonyOptions): Promise<PasskeyAuthenticationResponseWire>;
}

/** Counts browser ceremonies: an abort cancels only the ceremony it started, never a later one that replaced it. */
let latestCeremony = 0;

async function cancellable<T>(signal: AbortSignal | undefined, start: () => Promise<T>): Promise<T> {
  const ceremony = ++latestCeremony;
  // The library keeps one ceremony at a time and cancels through its own service, not through a signal.
  const onAbort = (): void => {
    if (latestCeremony === ceremony) WebAuthnAbortService.cancelCeremony();
  };
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    return await start();
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}

/** The registration code (./passkey-registration), fetched on the first registration. */
const loadRegistration = loadOnce(() => import('./passkey-registration'));

/** The ceremonies of @simplewebauthn/browser (its module does nothing at import; WebAuthn is reached only when called). */
export const browserCeremonies: WebAuthnCeremonies = {
  prepareRegistration: () => void loadRegistration().catch(() => undefined),
  startRegistration: (options) => cancellable(undefined, async () => (await loadRegistration()).startRegistration(options)),
  startAuthentication: ({ signal, ...options }) => cancellable(signal, () => startAuthentication(options)),
};

/** The failure of a ceremony cancelled before it reached the browser, as the library reports one cancelled in it. */
function cancelled(): InstanceType<typeof KnownErrors.PasskeyWebauthnError> {
  return new KnownErrors.PasskeyWebauthnError({ message: 'The passkey request was cancelled', code: 'ERROR_CEREMONY_ABORTED' });
}

/** The hostname of the current page, or null outside a browser. */
export function currentHostname(): string | null {
  const hostname = (globalThis as { location?: { hostname?: unknown } }).location?.hostname;
  return typeof hostname === 'string' && hostname !== '' ? hostname : null;
}

/** A WebAuthnError of @simplewebauthn/browser carries one of its ERROR_* codes (ceremony aborted, invalid RP id, ...). */
function webAuthnErrorOf(error: unknown): InstanceType<typeof KnownErrors.PasskeyWebauthnError> | null {
  if (!(error instanceof Error)) return null;
  const code: unknown = (error as { code?: unknown }).code;
  if (typeof code !== 'string' || !code.startsWith('ERROR_')) return null;
  return new KnownErrors.PasskeyWebauthnError({ message: error.message, code });
}

function assertPlaceholder(rpId: string): void {
  // The server always sends the sentinel; anything else means we are not talking to the API we think.
  if (rpId !== PASSKEY_RP_ID_PLACEHOLDER) throw new Error(`Expected the server's passkey RP id to be the placeholder ${PASSKEY_RP_ID_PLACEHOLDER}, got ${rpId}`);
}

export interface PasskeyFlowInput {
  api: ClientBaseInterface;
  session: SessionLike;
  hostname: string;
  webauthn: WebAuthnCeremonies;
}

export interface PasskeySignInInput extends PasskeyFlowInput {
  /** Conditional mediation: wait for a passkey chosen in the autofill of the page's "username webauthn" field. */
  autofill?: boolean;
  signal?: AbortSignal;
}

/** Registers a passkey for the signed-in user: initiate, browser ceremony, register (replacing an older one). */
export async function registerPasskey(input: PasskeyFlowInput): Promise<Result<undefined, KnownError>> {
  return registerPasskeyWith(input, async (credential, code) => {
    await input.api.passkeys.register(input.session, { credential, code });
    return undefined;
  });
}

/** The registration ceremony, with the last step given: the API's register, or the passkey-list extension's add. */
export async function registerPasskeyWith<T>(
  { api, session, hostname, webauthn }: PasskeyFlowInput,
  send: (credential: PasskeyRegistrationCredentialWire, code: string) => Promise<T>,
): Promise<Result<T, KnownError>> {
  webauthn.prepareRegistration?.();
  let initiated;
  try {
    initiated = await api.passkeys.initiateRegistration(session);
  } catch (error) {
    if (error instanceof KnownError) return Result.error(new KnownErrors.PasskeyRegistrationFailed(undefined, PASSKEY_MESSAGES.registrationInitiationFailed));
    throw error;
  }
  const { code, options_json: options } = initiated;
  assertPlaceholder(options.rp.id);
  let credential: PasskeyRegistrationCredentialWire;
  try {
    credential = await webauthn.startRegistration({ optionsJSON: { ...options, rp: { ...options.rp, id: hostname } } });
  } catch (error) {
    return Result.error(webAuthnErrorOf(error) ?? new KnownErrors.PasskeyRegistrationFailed(undefined, PASSKEY_MESSAGES.registrationUnknownError));
  }
  try {
    return Result.ok(await send(credential, code));
  } catch (error) {
    if (error instanceof KnownError) return Result.error(error);
    throw error;
  }
}

/**
 * The request of a passkey sign-in, for the app's signInWith: initiate, browser ceremony, sign-in.
 * Failures before the server's answer throw known errors; the server's own errors (MFA included) pass through.
 */
export function passkeySignInRequest({ api, session, hostname, webauthn, autofill = false, signal }: PasskeySignInInput): () => Promise<SignInResponse> {
  return async () => {
    if (signal?.aborted) throw cancelled();
    let initiated;
    try {
      initiated = await api.passkeys.initiateAuthentication(session);
    } catch (error) {
      if (error instanceof KnownError) throw new KnownErrors.PasskeyAuthenticationFailed(undefined, PASSKEY_MESSAGES.authenticationInitiationFailed);
      throw error;
    }
    const { code, options_json: options } = initiated;
    assertPlaceholder(options.rpId);
    if (signal?.aborted) throw cancelled();
    let assertion: PasskeyAuthenticationResponseWire;
    try {
      const optionsJSON = { ...options, rpId: hostname };
      assertion = await webauthn.startAuthentication(autofill ? { optionsJSON, useBrowserAutofill: true, verifyBrowserAutofillInput: false, signal } : { optionsJSON, signal });
    } catch (error) {
      throw webAuthnErrorOf(error) ?? new KnownErrors.PasskeyAuthenticationFailed(undefined, PASSKEY_MESSAGES.signInFailed);
    }
    return api.passkeys.signIn({ authentication_response: assertion, code }, session);
  };
}
