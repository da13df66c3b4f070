// Emulator extension 'mfa-recovery-codes' (docs/emulator.md "Extensions"): only a server that announces the
// feature (GET /emulator/features) serves these; hosted Stack Auth answers 404. Its sign-in is in ./sign-in.
import { mfaRecoveryCodeEndpoints as e } from '../../../protocol/endpoints/mfa-recovery-codes';
import type { MfaRecoveryCodesCreatedWire, MfaRecoveryCodeStatusWire } from '../../../protocol/wire/mfa-recovery-codes';
import type { RequestPipeline, SessionLike } from '../../http/pipeline';

export class ClientMfaRecoveryCodeEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** How many of the signed-in user's codes are left. */
  status(session: SessionLike): Promise<MfaRecoveryCodeStatusWire> {
    return this.pipeline.call(e.status, { session });
  }

  /** A new set (the old one stops working); the only answer that carries the codes. */
  regenerate(session: SessionLike): Promise<MfaRecoveryCodesCreatedWire> {
    return this.pipeline.call(e.regenerate, { body: {}, session });
  }

}
