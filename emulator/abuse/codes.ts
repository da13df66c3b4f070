// Verification-code lookups under the abuse limits: a code that matches nothing is a guess, counted
// against the client address and against the account the code's nonce belongs to (PROTOCOL.md §3.3).
import { KnownErrors } from '../../src/protocol/errors';
import { findUsableCode, type StoredCode } from '../codes/lookup';
import type { VerificationCodeType } from '../codes/verification-codes';
import type { AppContext } from '../context';
import { attemptGuard } from './guard';

/** Characters a code shares with every code of the same nonce (as in codes/lookup.ts). */
const NONCE_LENGTH = 39;

/** The account a submitted code aims at: the e-mail or user of any code sharing its nonce. */
export async function accountOfNonce(c: AppContext, projectId: string, type: VerificationCodeType, submitted: string): Promise<string | null> {
  // No limits, no need to know whose code it is.
  if (!c.var.ctx.attemptLimits) return null;
  const rows = await c.var.ctx.db.query<{ account: string | null }>(
    `SELECT coalesce(data->>'email', data->>'user_id') AS account FROM verification_codes
     WHERE project_id = $1 AND type = $2 AND right(code, ${NONCE_LENGTH}) = $3 LIMIT 1`,
    [projectId, type, submitted.toLowerCase().slice(-NONCE_LENGTH)],
  );
  return rows[0]?.account ?? null;
}

/** findUsableCode, refused with 429 while the caller must wait; unknown codes count as failures. */
export async function findUsableCodeLimited(
  c: AppContext,
  input: { projectId: string; type: VerificationCodeType; submitted: string; now: number },
): Promise<StoredCode> {
  if (!c.var.ctx.attemptLimits) return findUsableCode(c.var.ctx.db, input);
  const guard = attemptGuard(c, input.projectId, 'code', await accountOfNonce(c, input.projectId, input.type, input.submitted));
  await guard.check();
  try {
    const stored = await findUsableCode(c.var.ctx.db, input);
    await guard.succeeded();
    return stored;
  } catch (error) {
    // Expired, used or worn-out codes were real ones: only a code that matches nothing is a guess.
    if (error instanceof KnownErrors.VerificationCodeNotFound) await guard.failed();
    throw error;
  }
}
