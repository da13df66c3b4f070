// Emulator extension 'mfa-recovery-codes' (docs/emulator.md "Extensions"): single-use codes that stand in
// for the authenticator app at the MFA step. The hosted Stack Auth API has no such routes.
import { CODE_LENGTH } from '../constants';
import { s, type Infer } from '../schema';

/** Codes made per (re)generation. */
export const MFA_RECOVERY_CODE_COUNT = 10;
/** A code as shown: two groups of five lower-case Crockford characters ("x7k2p-9qmwd"), 50 random bits. */
export const MFA_RECOVERY_CODE_RE = /^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/;

/** GET: whether two-factor is on and how many unused codes are left; never the codes. */
export const mfaRecoveryCodeStatus = s.object({
  totp_enabled: s.boolean(),
  total: s.number({ integer: true, min: 0 }),
  remaining: s.number({ integer: true, min: 0 }),
  created_at_millis: s.number().nullable(),
});
export type MfaRecoveryCodeStatusWire = Infer<typeof mfaRecoveryCodeStatus>;

/** POST: a new set, the only time the codes are ever sent. */
export const mfaRecoveryCodesCreated = s.object({
  codes: s.array(s.string()),
  created_at_millis: s.number(),
});
export type MfaRecoveryCodesCreatedWire = Infer<typeof mfaRecoveryCodesCreated>;

/** The MFA step finished with a recovery code instead of a TOTP; `code` is the attempt code. */
export const mfaRecoveryCodeSignInBody = s.object({
  code: s.string({ length: CODE_LENGTH }),
  recovery_code: s.string({ min: 1, max: 64 }),
});
export type MfaRecoveryCodeSignInBody = Infer<typeof mfaRecoveryCodeSignInBody>;
