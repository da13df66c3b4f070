// Server endpoints of e-mail (PROTOCOL.md §5.21): send to users, the sign-in invitation, and the delivery
// info the official SDK refreshes after sending. One method per endpoint.
import type { SuccessResponse } from '../../../protocol/wire/common';
import type { EmailDeliveryInfoWire, SendEmailBody, SendEmailResultWire, SignInInvitationBody } from '../../../protocol/wire/emails';
import type { RequestPipeline } from '../../http/pipeline';

export class ServerEmailEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** POST /emails/send-email (REQUIRES_CUSTOM_EMAIL_SERVER, SCHEMA_ERROR, USER_ID_DOES_NOT_EXIST). */
  sendEmail(body: SendEmailBody): Promise<SendEmailResultWire> {
    return this.pipeline.json<SendEmailResultWire>('/emails/send-email', { method: 'POST', body });
  }

  /** POST /internal/send-sign-in-invitation (REDIRECT_URL_NOT_WHITELISTED for an untrusted callback). */
  async sendSignInInvitation(body: SignInInvitationBody): Promise<void> {
    await this.pipeline.json<SuccessResponse>('/internal/send-sign-in-invitation', { method: 'POST', body });
  }

  /** GET /emails/delivery-info. */
  getDeliveryInfo(): Promise<EmailDeliveryInfoWire> {
    return this.pipeline.json<EmailDeliveryInfoWire>('/emails/delivery-info', { method: 'GET' });
  }
}
