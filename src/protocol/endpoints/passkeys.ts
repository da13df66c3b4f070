// Passkeys (PROTOCOL.md §5.4): the server halves of the WebAuthn registration and sign-in ceremonies.
import { ALL_CALLERS, endpoint } from '../endpoint';
import { flaggedSignInResponse } from '../wire/auth';
import { ignoredBody } from '../wire/common';
import { passkeyInitiateAuthenticationResponse, passkeyInitiateRegistrationResponse, passkeyRegisterBody, passkeyRegisterResponse, passkeySignInBody } from '../wire/passkeys';

export const passkeyEndpoints = {
  /** Creation options (the RP id is the placeholder) and the challenge code; the body is not read. */
  initiateRegistration: endpoint({
    method: 'POST',
    path: '/auth/passkey/initiate-passkey-registration',
    access: ALL_CALLERS,
    body: ignoredBody,
    requireUser: true,
    answer: passkeyInitiateRegistrationResponse,
  }),
  /** Stores the browser's new credential for the signed-in user (replacing an older one). */
  register: endpoint({ method: 'POST', path: '/auth/passkey/register', access: ALL_CALLERS, body: passkeyRegisterBody, requireUser: true, answer: passkeyRegisterResponse }),
  /** Request options (rpId is the placeholder) and the challenge code; the body is not read. */
  initiateAuthentication: endpoint({
    method: 'POST',
    path: '/auth/passkey/initiate-passkey-authentication',
    access: ALL_CALLERS,
    body: ignoredBody,
    answer: passkeyInitiateAuthenticationResponse,
  }),
  /** Signs in with the browser's assertion and the challenge code. */
  signIn: endpoint({ method: 'POST', path: '/auth/passkey/sign-in', access: ALL_CALLERS, body: passkeySignInBody, answer: flaggedSignInResponse }),
};
