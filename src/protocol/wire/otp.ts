// OTP / magic-link sign-in bodies and answers (PROTOCOL.md §5.2, §3.3).
import { s, type Infer } from '../schema';
import { CODE_LENGTH } from '../constants';

/** The typed part of a sign-in code: its first 6 characters, upper-cased. */
export const OTP_LENGTH = 6;

export const otpSendSignInCodeBody = s.object({
  email: s.string({ email: true, max: 256 }),
  callback_url: s.string({ url: true }),
  bot_challenge_token: s.string().optional(),
  bot_challenge_phase: s.literal(['invisible', 'visible'] as const).optional(),
  bot_challenge_unavailable: s.literal(['true'] as const).optional(),
});
export type OtpSendSignInCodeBody = Infer<typeof otpSendSignInCodeBody>;

/** The last 39 characters of the mailed code; the typed OTP goes in front of it. */
export const otpSendSignInCodeResponse = s.object({ nonce: s.string() });
export type OtpSendSignInCodeResponse = Infer<typeof otpSendSignInCodeResponse>;

/** POST /auth/otp/sign-in and /auth/otp/sign-in/check-code. */
export const otpCodeBody = s.object({ code: s.string({ length: CODE_LENGTH }) });
export type OtpCodeBody = Infer<typeof otpCodeBody>;

export const otpCheckCodeResponse = s.object({ is_code_valid: s.boolean() });
export type OtpCheckCodeResponse = Infer<typeof otpCheckCodeResponse>;
