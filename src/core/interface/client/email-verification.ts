// E-mail verification (PROTOCOL.md §5.10): what the client app calls itself (verify a link's code, mail the
// primary e-mail's); the contact channels' CRUD (./contact-channels) adds to it in the on-demand area code.
import { emailVerificationEndpoints as verification } from '../../../protocol/endpoints/email-verification';
import type { SuccessResponse } from '../../../protocol/wire/common';
import type {
  ContactChannelSendVerificationBody,
  EmailVerificationCheckResponse,
  SendVerificationEmailBody,
} from '../../../protocol/wire/email-verification';
import type { RequestPipeline, SessionLike } from '../../http/pipeline';

export class ClientEmailVerificationEndpoints {
  constructor(protected readonly pipeline: RequestPipeline) {}

  /** The deprecated form, as the official SDK sends it: `email` must be the primary e-mail. */
  sendPrimaryEmailVerification(session: SessionLike, body: SendVerificationEmailBody): Promise<SuccessResponse> {
    return this.pipeline.call(verification.sendPrimary, { body, session });
  }

  /** Mails a verification code for one of the user's channels. */
  sendVerificationCode(session: SessionLike, userId: string, contactChannelId: string, body: ContactChannelSendVerificationBody): Promise<SuccessResponse> {
    return this.pipeline.call(verification.send, { params: { user_id: userId, contact_channel_id: contactChannelId }, body, session });
  }

  /** Marks the e-mail of the code verified (no user needed). */
  verify(code: string): Promise<SuccessResponse> {
    return this.pipeline.call(verification.verify, { body: { code } });
  }

  /** Whether the verification code is usable, without consuming it. */
  checkVerificationCode(code: string): Promise<EmailVerificationCheckResponse> {
    return this.pipeline.call(verification.checkCode, { body: { code } });
  }
}
