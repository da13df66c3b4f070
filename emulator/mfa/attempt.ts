// The end of a sign-in that MULTI_FACTOR_AUTHENTICATION_REQUIRED interrupted, shared by the TOTP step
// (POST /auth/mfa/sign-in) and the recovery-code extension: one attempt lookup, one set of limits, one sign-in.
import { KnownErrors } from '../../src/protocol/errors';
import { accountOfNonce } from '../abuse/codes';
import type { AppContext } from '../context';
import { attemptGuard } from '../abuse/guard';
import { findUsableCode, markCodeUsed } from '../codes/lookup';
import { json } from '../http';
import { parseSignInMethod } from '../metrics/activity';
import type { ProjectRecord } from '../projects/store';
import { signInAs } from '../tokens/issue';
import { getUser, type UserRecord } from '../users/store';

/**
 * Signs the attempt's user in when `proves` accepts their second factor. A refusal throws `refused()` and
 * leaves the attempt code unused, so the person can try again (up to the attempt limit). Both steps count
 * against the TOTP limits: a recovery code is one more guess at the same second factor.
 */
export async function finishMfaAttempt(
  c: AppContext,
  project: ProjectRecord,
  attemptCode: string,
  proves: (user: UserRecord, now: number) => Promise<boolean>,
  refused: () => Error,
): Promise<Response> {
  const { db, clock } = c.var.ctx;
  const now = clock.now();
  // Checked before the lookup, which would spend one of the attempt code's 20 tries (§3.3).
  const guard = attemptGuard(c, project.id, 'totp', await accountOfNonce(c, project.id, 'mfa_attempt', attemptCode));
  await guard.check();
  const attempt = await findUsableCode(db, { projectId: project.id, type: 'mfa_attempt', submitted: attemptCode, now });
  const userId = typeof attempt.data.user_id === 'string' ? attempt.data.user_id : '';
  const user = await getUser(db, project.id, userId);
  if (!user) throw new KnownErrors.VerificationCodeNotFound();
  if (!(await proves(user, now))) {
    await guard.failed();
    throw refused();
  }
  await guard.succeeded();
  if (!(await markCodeUsed(db, attempt.id, now))) throw new KnownErrors.VerificationCodeAlreadyUsed();
  const result = await signInAs(c, project, user.id, { skipMfa: true, method: parseSignInMethod(attempt.data.method) });
  return json(c, { ...result, is_new_user: attempt.data.is_new_user === true });
}
