// Password reset, update and set bodies and answers (PROTOCOL.md §5.1, SPEC.md §3 "Password reset/update").
import { s, type Infer } from '../schema';
import { CODE_LENGTH, PASSWORD_MAX_LENGTH } from '../constants';

export const sendResetCodeBody = s.object({
  email: s.string({ email: true }),
  callback_url: s.string({ url: true }),
});
export type SendResetCodeBody = Infer<typeof sendResetCodeBody>;

/** `success` is a string here, so the answer does not reveal whether the e-mail exists. */
export const sendResetCodeResponse = s.object({ success: s.string() });
export type SendResetCodeResponse = Infer<typeof sendResetCodeResponse>;
export const SEND_RESET_CODE_SUCCESS = 'maybe, only if user with e-mail exists';

/** The length bounds are the handler's (PASSWORD_TOO_SHORT/LONG), not the schema's. */
export const passwordResetBody = s.object({
  code: s.string({ length: CODE_LENGTH }),
  password: s.string(),
});
export type PasswordResetBody = Infer<typeof passwordResetBody>;

export const passwordResetCheckBody = s.object({ code: s.string({ length: CODE_LENGTH }) });
export type PasswordResetCheckBody = Infer<typeof passwordResetCheckBody>;

/** POST /auth/password/reset/check-code (and the other check-code endpoints). */
export const passwordResetCheckResponse = s.object({ is_code_valid: s.boolean() });
export type PasswordResetCheckResponse = Infer<typeof passwordResetCheckResponse>;

export const passwordUpdateBody = s.object({
  old_password: s.string({ max: PASSWORD_MAX_LENGTH }),
  new_password: s.string({ max: PASSWORD_MAX_LENGTH }),
});
export type PasswordUpdateBody = Infer<typeof passwordUpdateBody>;

export const passwordSetBody = s.object({ password: s.string() });
export type PasswordSetBody = Infer<typeof passwordSetBody>;
