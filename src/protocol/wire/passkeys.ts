// Passkey bodies and answers (PROTOCOL.md §5.4). The WebAuthn JSON shapes are the standard
// *RegistrationResponseJSON* / *AuthenticationResponseJSON*; the server verifies their content, so the
// request schemas only require an object there.
import { CODE_LENGTH } from '../constants';
import { s, type Infer } from '../schema';

/** The RP id the server always answers; the client puts the page's hostname in its place. */
export const PASSKEY_RP_ID_PLACEHOLDER = 'THIS_VALUE_WILL_BE_REPLACED.example.com';

/** Base64url strings, as WebAuthn's JSON forms carry binary values. */
type Base64Url = string;
export type PasskeyTransport = 'ble' | 'cable' | 'hybrid' | 'internal' | 'nfc' | 'smart-card' | 'usb';
type CredentialDescriptor = { id: Base64Url; type: 'public-key'; transports?: PasskeyTransport[] };

export interface PasskeyCreationOptionsWire {
  challenge: Base64Url;
  rp: { name: string; id: string };
  user: { id: Base64Url; name: string; displayName: string };
  pubKeyCredParams: { alg: number; type: 'public-key' }[];
  timeout?: number;
  attestation?: 'none' | 'indirect' | 'direct' | 'enterprise';
  excludeCredentials?: CredentialDescriptor[];
  authenticatorSelection?: {
    residentKey?: 'discouraged' | 'preferred' | 'required';
    requireResidentKey?: boolean;
    userVerification?: 'discouraged' | 'preferred' | 'required';
    authenticatorAttachment?: 'platform' | 'cross-platform';
  };
  extensions?: { credProps?: boolean };
  hints?: ('hybrid' | 'security-key' | 'client-device')[];
}

export interface PasskeyRequestOptionsWire {
  challenge: Base64Url;
  rpId: string;
  allowCredentials?: CredentialDescriptor[];
  timeout?: number;
  userVerification?: 'discouraged' | 'preferred' | 'required';
}

export interface PasskeyInitiateRegistrationResponse {
  code: string;
  options_json: PasskeyCreationOptionsWire;
}

export interface PasskeyInitiateAuthenticationResponse {
  code: string;
  options_json: PasskeyRequestOptionsWire;
}

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

/** POST /auth/passkey/register (validation side; the SDK sends PasskeyRegisterBody). */
export const passkeyRegisterBody = s.object({ credential: s.json(), code: s.string({ length: CODE_LENGTH }) });
export type PasskeyRegisterBody = { credential: PasskeyRegistrationCredentialWire; code: string };

/** POST /auth/passkey/sign-in (validation side; the SDK sends PasskeySignInBody). */
export const passkeySignInBody = s.object({ authentication_response: s.json(), code: s.string({ length: CODE_LENGTH }) });
export type PasskeySignInBody = { authentication_response: PasskeyAuthenticationResponseWire; code: string };

export const passkeyRegisterResponse = s.object({ user_handle: s.string() });
export type PasskeyRegisterResponse = Infer<typeof passkeyRegisterResponse>;
