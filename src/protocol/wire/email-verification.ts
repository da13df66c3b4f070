// E-mail verification bodies (PROTOCOL.md §5.10 send-verification-code, verify, verify/check-code).
import { s, type Infer } from '../schema';
import { CODE_LENGTH } from '../constants';

/** The deprecated POST /contact-channels/send-verification-code: the e-mail must be the primary one. */
export const sendVerificationEmailBody = s.object({
  email: s.string({ email: true }),
  callback_url: s.string({ url: true }),
});
export type SendVerificationEmailBody = Infer<typeof sendVerificationEmailBody>;

/** POST /contact-channels/{user_id}/{contact_channel_id}/send-verification-code. */
export const contactChannelSendVerificationBody = s.object({ callback_url: s.string({ url: true }) });
export type ContactChannelSendVerificationBody = Infer<typeof contactChannelSendVerificationBody>;

/** POST /contact-channels/verify and /contact-channels/verify/check-code. */
export const emailVerificationCodeBody = s.object({ code: s.string({ length: CODE_LENGTH }) });
export type EmailVerificationCodeBody = Infer<typeof emailVerificationCodeBody>;

export const emailVerificationCheckResponse = s.object({ is_code_valid: s.boolean() });
export type EmailVerificationCheckResponse = Infer<typeof emailVerificationCheckResponse>;
