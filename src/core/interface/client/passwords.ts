// Password endpoints (PROTOCOL.md §5.1): reset by mailed code, update and set for the signed-in user.
import { passwordEndpoints as e } from '../../../protocol/endpoints/passwords';
import type { SuccessResponse } from '../../../protocol/wire/common';
import type {
  PasswordResetBody,
  PasswordResetCheckResponse,
  PasswordSetBody,
  PasswordUpdateBody,
  SendResetCodeBody,
  SendResetCodeResponse,
} from '../../../protocol/wire/passwords';
import type { RequestPipeline, SessionLike } from '../../http/pipeline';

export class ClientPasswordEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** Mails a reset link when the e-mail belongs to a user. */
  sendResetCode(body: SendResetCodeBody): Promise<SendResetCodeResponse> {
    return this.pipeline.call(e.sendResetCode, { body });
  }

  /** Whether the reset code is usable, without consuming it. */
  checkResetCode(code: string): Promise<PasswordResetCheckResponse> {
    return this.pipeline.call(e.checkResetCode, { body: { code } });
  }

  /** Sets the password and ends every session of the user. */
  reset(body: PasswordResetBody): Promise<SuccessResponse> {
    return this.pipeline.call(e.reset, { body });
  }

  /** Other sessions end; the one whose refresh token is sent survives. */
  update(session: SessionLike, body: PasswordUpdateBody): Promise<SuccessResponse> {
    return this.pipeline.call(e.update, { body, session });
  }

  /** Gives a user without a password one. */
  set(session: SessionLike, body: PasswordSetBody): Promise<SuccessResponse> {
    return this.pipeline.call(e.set, { body, session });
  }
}
