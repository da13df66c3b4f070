// Passkey bodies and answers (PROTOCOL.md §5.4). The WebAuthn JSON shapes are the standard
// *RegistrationResponseJSON* / *AuthenticationResponseJSON*; the server verifies their content, so the
// request schemas only require an object there.
import { CODE_LENGTH } from '../constants';
import { s, type Infer, type Schema } from '../schema';

/** The RP id the server always answers; the client puts the page's hostname in its place. */
export const PASSKEY_RP_ID_PLACEHOLDER = 'THIS_VALUE_WILL_BE_REPLACED.example.com';

/** Base64url strings, as WebAuthn's JSON forms carry binary values. */
type Base64Url = string;
const PASSKEY_TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
export type PasskeyTransport = (typeof PASSKEY_TRANSPORTS)[number];
const userVerification = s.literal(['discouraged', 'preferred', 'required'] as const);
const credentialDescriptor = s.object({
  id: s.string(),
  type: s.literal(['public-key'] as const),
  transports: s.array(s.literal(PASSKEY_TRANSPORTS)).optional(),
});

/** WebAuthn PublicKeyCredentialCreationOptionsJSON, as the server sends it. */
export const passkeyCreationOptions = s.object({
  challenge: s.string(),
  rp: s.object({ name: s.string(), id: s.string() }),
  user: s.object({ id: s.string(), name: s.string(), displayName: s.string() }),
  pubKeyCredParams: s.array(s.object({ alg: s.number(), type: s.literal(['public-key'] as const) })),
  timeout: s.number().optional(),
  attestation: s.literal(['none', 'indirect', 'direct', 'enterprise'] as const).optional(),
  excludeCredentials: s.array(credentialDescriptor).optional(),
  authenticatorSelection: s
    .object({
      residentKey: userVerification.optional(),
      requireResidentKey: s.boolean().optional(),
      userVerification: userVerification.optional(),
      authenticatorAttachment: s.literal(['platform', 'cross-platform'] as const).optional(),
    })
    .optional(),
  extensions: s.object({ credProps: s.boolean().optional() }).optional(),
  hints: s.array(s.literal(['hybrid', 'security-key', 'client-device'] as const)).optional(),
});
export type PasskeyCreationOptionsWire = Infer<typeof passkeyCreationOptions>;

/** WebAuthn PublicKeyCredentialRequestOptionsJSON, as the server sends it. */
export const passkeyRequestOptions = s.object({
  challenge: s.string(),
  rpId: s.string(),
  allowCredentials: s.array(credentialDescriptor).optional(),
  timeout: s.number().optional(),
  userVerification: userVerification.optional(),
});
export type PasskeyRequestOptionsWire = Infer<typeof passkeyRequestOptions>;

export const passkeyInitiateRegistrationResponse = s.object({ code: s.string(), options_json: passkeyCreationOptions });
export type PasskeyInitiateRegistrationResponse = Infer<typeof passkeyInitiateRegistrationResponse>;

export const passkeyInitiateAuthenticationResponse = s.object({ code: s.string(), options_json: passkeyRequestOptions });
export type PasskeyInitiateAuthenticationResponse = Infer<typeof passkeyInitiateAuthenticationResponse>;

/** WebAuthn RegistrationResponseJSON. */
export interface PasskeyRegistrationCredentialWire {
  id: Base64Url;
  rawId: Base64Url;
  response: {
    attestationObject: Base64Url;
    clientDataJSON: Base64Url;
    transports?: string[];
    publicKeyAlgorithm?: number;
    publicKey?: Base64Url;
    authenticatorData?: Base64Url;
  };
  type: 'public-key';
  clientExtensionResults: object;
  authenticatorAttachment?: string;
}

/** WebAuthn AuthenticationResponseJSON. */
export interface PasskeyAuthenticationResponseWire {
  id: Base64Url;
  rawId: Base64Url;
  response: { authenticatorData: Base64Url; clientDataJSON: Base64Url; signature: Base64Url; userHandle?: Base64Url };
  type: 'public-key';
  clientExtensionResults: object;
  authenticatorAttachment?: string;
}

export type PasskeyRegisterBody = { credential: PasskeyRegistrationCredentialWire; code: string };
/** POST /auth/passkey/register: the schema only requires the credential (the server verifies it); its type is WebAuthn's. */
export const passkeyRegisterBody = s.object({ credential: s.json(), code: s.string({ length: CODE_LENGTH }) }) as Schema<unknown> as Schema<PasskeyRegisterBody>;

export type PasskeySignInBody = { authentication_response: PasskeyAuthenticationResponseWire; code: string };
/** POST /auth/passkey/sign-in: the schema only requires the assertion (the server verifies it); its type is WebAuthn's. */
export const passkeySignInBody = s.object({ authentication_response: s.json(), code: s.string({ length: CODE_LENGTH }) }) as Schema<unknown> as Schema<PasskeySignInBody>;

export const passkeyRegisterResponse = s.object({ user_handle: s.string() });
export type PasskeyRegisterResponse = Infer<typeof passkeyRegisterResponse>;
