// POST /auth/passkey/* (PROTOCOL.md §5.4): WebAuthn registration and sign-in. Challenges travel in
// 65-second verification codes (§3.3); @simplewebauthn/server verifies the browser's answers.
import { isLocalProcessRequest } from '../middleware/local-process';
import { randomBytes } from 'node:crypto';
import {
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { KnownErrors } from '../../src/protocol/errors';
import {
  PASSKEY_RP_ID_PLACEHOLDER,
  type PasskeyInitiateAuthenticationResponse,
  type PasskeyInitiateRegistrationResponse,
} from '../../src/protocol/wire/passkeys';
import { findUsableCode, markCodeUsed, type StoredCode } from '../codes/lookup';
import { createVerificationCode } from '../codes/verification-codes';
import type { AppContext, AuthInfo } from '../context';
import { json } from '../http';
import type { ProjectRecord } from '../projects/store';
import { isTrustedUrl } from '../projects/trusted-urls';
import { route, type RouteDef } from '../routing';
import { signInAs } from '../tokens/issue';
import { findPasskeyByCredentialId, recordPasskeyUse, savePasskey, type NewPasskey } from '../users/passkeys';
import { passkeyEndpoints as e } from '../../src/protocol/endpoints/passkeys';
import { getChannels, primaryChannel } from '../contact-channels/store';
import { type UserRecord } from '../users/store';


/** What the browser is asked to create: Ed25519, ES256 and RS256 keys, as the real API offers. */
const PUB_KEY_CRED_PARAMS = [-8, -7, -257].map((alg) => ({ alg, type: 'public-key' as const }));
const WEBAUTHN_TIMEOUT_MS = 60_000;

const REGISTRATION_ORIGIN_NOT_ALLOWED = 'Passkey registration failed because the origin is not allowed';
const REGISTRATION_INVALID = 'Passkey registration failed because the verification response is invalid';
const PASSKEY_NOT_FOUND = 'Passkey not found';
const AUTHENTICATION_ORIGIN_NOT_ALLOWED = 'Passkey authentication failed because the origin is not allowed';
const SIGNATURE_INVALID = 'The signature of the authentication response could not be verified with the stored public key tied to this credential ID';

export function assertPasskeyEnabled(project: ProjectRecord): void {
  if (!project.config.passkey_enabled) throw new KnownErrors.PasskeyAuthenticationNotEnabled();
}

/** The test challenge of Stack's STACK_ENABLE_HARDCODED_PASSKEY_CHALLENGE_FOR_TESTING: base64url("MOCK"). */
const TEST_CHALLENGE = Buffer.from('MOCK', 'utf8').toString('base64url');

function newChallenge(c: AppContext): string {
  const fixed = c.var.ctx.testPasskeyChallenge;
  const test = fixed === 'always' || (fixed === 'local-processes' && isLocalProcessRequest(c.req.raw));
  return test ? TEST_CHALLENGE : randomBytes(32).toString('base64url');
}

/** The origin in a base64url clientDataJSON, or null when it cannot be read. */
function clientDataOrigin(response: unknown): string | null {
  try {
    const encoded = (response as { response?: { clientDataJSON?: unknown } }).response?.clientDataJSON;
    if (typeof encoded !== 'string') return null;
    const origin: unknown = (JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as { origin?: unknown }).origin;
    return typeof origin === 'string' ? origin : null;
  } catch {
    return null;
  }
}

/** The trusted origin of the ceremony and its hostname (the expected RP id), else null (§3.5). */
function trustedOrigin(project: ProjectRecord, response: unknown): { origin: string; rpId: string } | null {
  const origin = clientDataOrigin(response);
  if (origin === null || !isTrustedUrl(project.config, origin)) return null;
  return { origin, rpId: new URL(origin).hostname };
}

function challengeOf(code: StoredCode): string {
  return typeof code.data.challenge === 'string' ? code.data.challenge : '';
}

async function userName(c: AppContext, user: UserRecord): Promise<string> {
  const primary = primaryChannel(await getChannels(c.var.ctx.db, user.id));
  return user.display_name || primary?.value || 'Stack Auth User';
}

/** The signed-in user (the route's requireUser guarantees one). */
function userOf(auth: AuthInfo): UserRecord {
  if (!auth.user) throw new Error('requireUser let a request without a user through');
  return auth.user;
}

/**
 * Checks a registration (the challenge code handed to this user, a trusted origin, the browser's answer) and
 * uses up its code: the passkey to store. Shared by /auth/passkey/register and the extension's POST /extensions/passkeys.
 */
export async function verifiedRegistration(c: AppContext, auth: AuthInfo, body: { credential: unknown; code: string }): Promise<NewPasskey> {
  const { db, clock } = c.var.ctx;
  const { project } = auth;
  assertPasskeyEnabled(project);
  const user = userOf(auth);
  const now = clock.now();
  const stored = await findUsableCode(db, { projectId: project.id, type: 'passkey_registration', submitted: body.code, now });
  // A challenge handed to another user is no challenge for this one.
  if (stored.data.user_id !== user.id) throw new KnownErrors.VerificationCodeNotFound();
  const trusted = trustedOrigin(project, body.credential);
  if (trusted === null) throw new KnownErrors.PasskeyRegistrationFailed(undefined, REGISTRATION_ORIGIN_NOT_ALLOWED);
  let info;
  try {
    const result = await verifyRegistrationResponse({
      response: body.credential as unknown as RegistrationResponseJSON,
      expectedChallenge: challengeOf(stored),
      expectedOrigin: trusted.origin,
      expectedRPID: trusted.rpId,
      requireUserVerification: false,
    });
    info = result.verified ? result.registrationInfo : undefined;
  } catch {
    info = undefined;
  }
  if (!info) throw new KnownErrors.PasskeyRegistrationFailed(undefined, REGISTRATION_INVALID);
  if (!(await markCodeUsed(db, stored.id, now))) throw new KnownErrors.VerificationCodeAlreadyUsed();
  const { credential } = info;
  return {
    user_id: user.id,
    project_id: project.id,
    credential_id: credential.id,
    public_key_base64url: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: credential.transports ?? null,
  };
}

export const passkeyRoutes: RouteDef[] = [
  route(e.initiateRegistration, async (c, { auth }) => {
    const { db, clock } = c.var.ctx;
    assertPasskeyEnabled(auth.project);
    const user = userOf(auth);
    const challenge = newChallenge(c);
    const code = await createVerificationCode(db, {
      projectId: auth.project.id,
      type: 'passkey_registration',
      data: { challenge, user_id: user.id },
      now: clock.now(),
    });
    const name = await userName(c, user);
    const answer: PasskeyInitiateRegistrationResponse = {
      code,
      options_json: {
        challenge,
        rp: { name: auth.project.display_name, id: PASSKEY_RP_ID_PLACEHOLDER },
        user: { id: Buffer.from(user.id, 'utf8').toString('base64url'), name, displayName: name },
        pubKeyCredParams: PUB_KEY_CRED_PARAMS,
        timeout: WEBAUTHN_TIMEOUT_MS,
        attestation: 'none',
        excludeCredentials: [],
        authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'preferred' },
        extensions: { credProps: true },
      },
    };
    return json(c, answer);
  }),

  route(e.register, async (c, { body, auth }) => {
    const passkey = await verifiedRegistration(c, auth, body);
    await savePasskey(c.var.ctx.db, passkey, c.var.ctx.clock.now());
    return json(c, { user_handle: passkey.credential_id });
  }),

  route(e.initiateAuthentication, async (c, { auth }) => {
    const { db, clock } = c.var.ctx;
    assertPasskeyEnabled(auth.project);
    const challenge = newChallenge(c);
    const code = await createVerificationCode(db, { projectId: auth.project.id, type: 'passkey_authentication', data: { challenge }, now: clock.now() });
    const answer: PasskeyInitiateAuthenticationResponse = {
      code,
      options_json: { challenge, rpId: PASSKEY_RP_ID_PLACEHOLDER, allowCredentials: [], timeout: WEBAUTHN_TIMEOUT_MS, userVerification: 'preferred' },
    };
    return json(c, answer);
  }),

  route(e.signIn, async (c, { body, auth }) => {
    const { db, clock } = c.var.ctx;
    const { project } = auth;
    assertPasskeyEnabled(project);
    const now = clock.now();
    const stored = await findUsableCode(db, { projectId: project.id, type: 'passkey_authentication', submitted: body.code, now });
    const response = body.authentication_response as unknown as AuthenticationResponseJSON;
    const credentialId = typeof response?.id === 'string' ? response.id : '';
    const passkey = await findPasskeyByCredentialId(db, project.id, credentialId);
    if (!passkey) throw new KnownErrors.PasskeyAuthenticationFailed(undefined, PASSKEY_NOT_FOUND);
    const trusted = trustedOrigin(project, response);
    if (trusted === null) throw new KnownErrors.PasskeyAuthenticationFailed(undefined, AUTHENTICATION_ORIGIN_NOT_ALLOWED);
    let newCounter: number | null = null;
    try {
      const result = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challengeOf(stored),
        expectedOrigin: trusted.origin,
        expectedRPID: trusted.rpId,
        requireUserVerification: false,
        credential: {
          id: passkey.credential_id,
          publicKey: new Uint8Array(Buffer.from(passkey.public_key_base64url, 'base64url')),
          counter: passkey.counter,
          ...(passkey.transports ? { transports: passkey.transports } : {}),
        },
      });
      if (result.verified) newCounter = result.authenticationInfo.newCounter;
    } catch {
      newCounter = null;
    }
    if (newCounter === null) throw new KnownErrors.PasskeyAuthenticationFailed(undefined, SIGNATURE_INVALID);
    if (!(await markCodeUsed(db, stored.id, now))) throw new KnownErrors.VerificationCodeAlreadyUsed();
    await recordPasskeyUse(db, passkey.id, newCounter, now);
    // signInAs applies the MFA gate: a user with TOTP gets MULTI_FACTOR_AUTHENTICATION_REQUIRED here.
    const tokens = await signInAs(c, project, passkey.user_id, { isNewUser: false, method: 'passkey' });
    return json(c, { ...tokens, is_new_user: false });
  }),
];
