// Password endpoints (PROTOCOL.md §5.1): reset by mailed code, update and set for the signed-in user.
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

  /** POST /auth/password/send-reset-code: mails a reset link when the e-mail belongs to a user. */
  sendResetCode(body: SendResetCodeBody): Promise<SendResetCodeResponse> {
    return this.pipeline.json<SendResetCodeResponse>('/auth/password/send-reset-code', { method: 'POST', body });
  }

  /** POST /auth/password/reset/check-code: whether the reset code is usable, without consuming it. */
  checkResetCode(code: string): Promise<PasswordResetCheckResponse> {
    return this.pipeline.json<PasswordResetCheckResponse>('/auth/password/reset/check-code', { method: 'POST', body: { code } });
  }

  /** POST /auth/password/reset: sets the password and ends every session of the user. */
  reset(body: PasswordResetBody): Promise<SuccessResponse> {
    return this.pipeline.json<SuccessResponse>('/auth/password/reset', { method: 'POST', body });
  }

  /** POST /auth/password/update: other sessions end; the one whose refresh token is sent survives. */
  update(session: SessionLike, body: PasswordUpdateBody): Promise<SuccessResponse> {
    return this.pipeline.json<SuccessResponse>('/auth/password/update', { method: 'POST', body, session });
  }

  /** POST /auth/password/set: gives a user without a password one. */
  set(session: SessionLike, body: PasswordSetBody): Promise<SuccessResponse> {
    return this.pipeline.json<SuccessResponse>('/auth/password/set', { method: 'POST', body, session });
  }
}
