// Passkey endpoints (PROTOCOL.md §5.4): registration and sign-in ceremonies' server halves.
import { passkeyEndpoints as e } from '../../../protocol/endpoints/passkeys';
import type { SignInResponse } from '../../../protocol/wire';
import type {
  PasskeyInitiateAuthenticationResponse,
  PasskeyInitiateRegistrationResponse,
  PasskeyRegisterBody,
  PasskeyRegisterResponse,
  PasskeySignInBody,
} from '../../../protocol/wire/passkeys';
import { passkeyListEndpoints as list } from '../../../protocol/endpoints/passkey-list';
import type { ListEnvelope } from '../../../protocol/wire/common';
import type { PasskeyAddBody, PasskeyListItemWire } from '../../../protocol/wire/passkey-list';
import type { RequestPipeline, SessionLike } from '../../http/pipeline';
import { withSession } from './request-options';

export class ClientPasskeyEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** Creation options (RP id is the placeholder) and the challenge code. */
  initiateRegistration(session: SessionLike): Promise<PasskeyInitiateRegistrationResponse> {
    return this.pipeline.call(e.initiateRegistration, { body: {}, session });
  }

  /** Stores the browser's new credential for the signed-in user (replacing an older one). */
  register(session: SessionLike, body: PasskeyRegisterBody): Promise<PasskeyRegisterResponse> {
    return this.pipeline.call(e.register, { body, session });
  }

  /** Request options (rpId is the placeholder) and the challenge code. */
  initiateAuthentication(session?: SessionLike): Promise<PasskeyInitiateAuthenticationResponse> {
    return this.pipeline.call(e.initiateAuthentication, { body: {}, ...withSession(session) });
  }

  /** Signs in with the browser's assertion and the challenge code. */
  signIn(body: PasskeySignInBody, session?: SessionLike): Promise<SignInResponse> {
    return this.pipeline.call(e.signIn, { body, ...withSession(session) });
  }

  // The 'passkey-list' emulator extension: only a server that announces it serves these.

  /** The signed-in user's passkeys, oldest first. */
  list(session: SessionLike): Promise<ListEnvelope<PasskeyListItemWire>> {
    return this.pipeline.call(list.list, { session });
  }

  /** Registers one more passkey beside the others (the code is initiateRegistration's). */
  add(session: SessionLike, body: PasskeyAddBody): Promise<PasskeyListItemWire> {
    return this.pipeline.call(list.add, { body, session });
  }

  rename(session: SessionLike, passkeyId: string, name: string): Promise<PasskeyListItemWire> {
    return this.pipeline.call(list.rename, { params: { passkey_id: passkeyId }, body: { name }, session });
  }

  remove(session: SessionLike, passkeyId: string): Promise<void> {
    return this.pipeline.call(list.remove, { params: { passkey_id: passkeyId }, session }).then(() => undefined);
  }
}
