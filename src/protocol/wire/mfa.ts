// MFA sign-in body (PROTOCOL.md §5.3); its answer is the sign-in result of §4.11 (signInResponse).
import { CODE_LENGTH } from '../constants';
import { s, type Infer } from '../schema';

export const mfaSignInBody = s.object({
  type: s.literal(['totp'] as const),
  totp: s.string(),
  code: s.string({ length: CODE_LENGTH }),
});
export type MfaSignInBody = Infer<typeof mfaSignInBody>;
