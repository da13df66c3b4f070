// Verification codes (PROTOCOL.md §3.3): 45 Crockford characters, scoped by project and type.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import { randomCode } from '../crypto/codes';

export type VerificationCodeType =
  | 'email_verification'
  | 'password_reset'
  | 'otp_sign_in'
  | 'team_invitation'
  | 'mfa_attempt'
  | 'passkey_registration'
  | 'passkey_authentication'
  | 'unsubscribe';

const DAY_MS = 24 * 60 * 60 * 1000;

export const CODE_EXPIRY_MS: Record<VerificationCodeType, number> = {
  email_verification: 7 * DAY_MS,
  password_reset: 7 * DAY_MS,
  otp_sign_in: 7 * DAY_MS,
  team_invitation: 7 * DAY_MS,
  mfa_attempt: 5 * 60 * 1000,
  passkey_registration: 65 * 1000,
  passkey_authentication: 65 * 1000,
  unsubscribe: 30 * DAY_MS,
};

export interface NewVerificationCode {
  projectId: string;
  type: VerificationCodeType;
  data: Record<string, unknown>;
  callbackUrl?: string | null;
  now: number;
}

/** Stores a new code and answers its row's id (an invitation's id) and the code to send. */
export async function storeVerificationCode(db: Queryable, input: NewVerificationCode): Promise<{ id: string; code: string }> {
  const id = randomUUID();
  const code = randomCode();
  await db.query(
    `INSERT INTO verification_codes (id, project_id, type, code, data, callback_url, created_at_millis, expires_at_millis)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8)`,
    [id, input.projectId, input.type, code, JSON.stringify(input.data), input.callbackUrl ?? null, input.now, input.now + CODE_EXPIRY_MS[input.type]],
  );
  return { id, code };
}

/** Stores a new code and answers it. */
export async function createVerificationCode(db: Queryable, input: NewVerificationCode): Promise<string> {
  return (await storeVerificationCode(db, input)).code;
}

/** The caller's callback URL with `code` set; other query parameters are kept (§3.3). */
export function linkWithCode(callbackUrl: string, code: string): string {
  const url = new URL(callbackUrl);
  url.searchParams.set('code', code);
  return url.toString();
}
