// Passkey endpoints (PROTOCOL.md §5.4): registration and sign-in ceremonies' server halves.
import type { SignInResponse } from '../../../protocol/wire';
import type {
  PasskeyInitiateAuthenticationResponse,
  PasskeyInitiateRegistrationResponse,
  PasskeyRegisterBody,
  PasskeyRegisterResponse,
  PasskeySignInBody,
} from '../../../protocol/wire/passkeys';
import type { RequestPipeline, SessionLike } from '../../http/pipeline';
import { withSession } from './request-options';

export class ClientPasskeyEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** POST /auth/passkey/initiate-passkey-registration: creation options (RP id is the placeholder) and the challenge code. */
  initiateRegistration(session: SessionLike): Promise<PasskeyInitiateRegistrationResponse> {
    return this.pipeline.json<PasskeyInitiateRegistrationResponse>('/auth/passkey/initiate-passkey-registration', { method: 'POST', body: {}, session });
  }

  /** POST /auth/passkey/register: stores the browser's new credential for the signed-in user (replacing an older one). */
  register(session: SessionLike, body: PasskeyRegisterBody): Promise<PasskeyRegisterResponse> {
    return this.pipeline.json<PasskeyRegisterResponse>('/auth/passkey/register', { method: 'POST', body, session });
  }

  /** POST /auth/passkey/initiate-passkey-authentication: request options (rpId is the placeholder) and the challenge code. */
  initiateAuthentication(session?: SessionLike): Promise<PasskeyInitiateAuthenticationResponse> {
    return this.pipeline.json<PasskeyInitiateAuthenticationResponse>('/auth/passkey/initiate-passkey-authentication', {
      method: 'POST',
      body: {},
      ...withSession(session),
    });
  }

  /** POST /auth/passkey/sign-in with the browser's assertion and the challenge code. */
  signIn(body: PasskeySignInBody, session?: SessionLike): Promise<SignInResponse> {
    return this.pipeline.json<SignInResponse>('/auth/passkey/sign-in', { method: 'POST', body, ...withSession(session) });
  }
}
