// Server endpoints of e-mail (PROTOCOL.md §5.21): send to users, the sign-in invitation, and the delivery
// info the official SDK refreshes after sending. One method per endpoint.
import { emailEndpoints as e } from '../../../protocol/endpoints/emails';
import type { EmailDeliveryInfoWire, SendEmailBody, SendEmailResultWire, SignInInvitationBody } from '../../../protocol/wire/emails';
import type { RequestPipeline } from '../../http/pipeline';

export class ServerEmailEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** REQUIRES_CUSTOM_EMAIL_SERVER, SCHEMA_ERROR, USER_ID_DOES_NOT_EXIST. */
  sendEmail(body: SendEmailBody): Promise<SendEmailResultWire> {
    return this.pipeline.call(e.send, { body });
  }

  /** REDIRECT_URL_NOT_WHITELISTED for an untrusted callback. */
  async sendSignInInvitation(body: SignInInvitationBody): Promise<void> {
    await this.pipeline.call(e.sendSignInInvitation, { body });
  }

  getDeliveryInfo(): Promise<EmailDeliveryInfoWire> {
    return this.pipeline.call(e.deliveryInfo, {});
  }
}
