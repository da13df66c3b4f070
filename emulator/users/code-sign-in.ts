// Signing in with an e-mail code (PROTOCOL.md §5.2): the owner of the address, an upgraded anonymous
// caller, or a new user; consuming the code and creating the user commit together.
import { KnownErrors } from '../../src/protocol/errors';
import { markCodeUsed } from '../codes/lookup';
import type { Database, Queryable } from '../db/database';
import type { ProjectRecord } from '../projects/store';
import { signUp } from './sign-up';
import { findAuthChannel } from '../contact-channels/store';
import { updateUserColumns, type UserRecord } from './store';

/** An auth channel that is not verified blocks OTP: the owner must verify it first (§5.2). */
export function unverifiedChannelError(email: string): InstanceType<typeof KnownErrors.UserEmailAlreadyExists> {
  return new KnownErrors.UserEmailAlreadyExists({ email, would_work_if_email_was_verified: true });
}

/** Uses the code and signs its address in (or up), in one transaction: a failed sign-in leaves the code usable. */
export function signInWithCode(
  db: Database,
  project: ProjectRecord,
  code: { id: string; email: string; countryCode?: string | null },
  caller: UserRecord | null,
  now: number,
): Promise<{ userId: string; isNewUser: boolean }> {
  return db.transaction(async (tx) => {
    if (!(await markCodeUsed(tx, code.id, now))) throw new KnownErrors.VerificationCodeAlreadyUsed();
    return signInOrSignUp(tx, project, code, caller, now);
  });
}

/** The user the code signs in: the owner of the address, an upgraded anonymous caller, or a new user. */
async function signInOrSignUp(
  db: Queryable,
  project: ProjectRecord,
  code: { email: string; countryCode?: string | null },
  caller: UserRecord | null,
  now: number,
): Promise<{ userId: string; isNewUser: boolean }> {
  const { email } = code;
  const channel = await findAuthChannel(db, project.id, email);
  if (channel) {
    if (!channel.is_verified) throw unverifiedChannelError(email);
    await updateUserColumns(db, channel.user_id, { otp_auth_enabled: true });
    return { userId: channel.user_id, isNewUser: false };
  }
  if (!project.config.sign_up_enabled) throw new KnownErrors.SignUpNotEnabled();
  // An anonymous caller becomes this person in place (same id).
  const user = { primary_email: email, primary_email_verified: true, primary_email_auth_enabled: true, otp_auth_enabled: true };
  const { userId } = await signUp(db, project, { caller, user, countryCode: code.countryCode ?? null }, now);
  return { userId, isNewUser: true };
}
