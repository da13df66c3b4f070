// Applying a user PATCH (PROTOCOL.md §5.9), shared by /users/me and /users/{id}: all text-400
// checks run first, then every change happens in one transaction.
import { KnownErrors } from '../../src/protocol/errors';
import { formatSchemaErrors } from '../../src/protocol/schema';
import type { ServerUserUpdateBody } from '../../src/protocol/wire/users';
import type { Database, Queryable } from '../db/database';
import { isUniqueViolation } from '../db/database';
import { hashPassword, isSupportedPasswordHash } from '../crypto/password';
import { StatusError } from '../http';
import type { ProjectRecord } from '../projects/store';
import { deleteUserSessions } from '../tokens/sessions';
import { demoteChannel, getChannels, insertChannel, primaryChannel, promoteChannel, setChannelFlags, usedForAuthByOther } from '../contact-channels/store';
import { normalizeEmail, updateUserColumns, type UserColumnUpdate, type UserRecord } from './store';
import { deletePasskey } from './passkeys';
import { deleteRecoveryCodes } from '../mfa/store';
import { isTeamMember } from '../teams/store';
import { BARE_BASE64_RE, checkProfileImage } from './profile-image';
import { hostImage } from '../storage/host';
import type { ImageStorage } from '../storage/image-storage';

export interface UpdateRequest {
  method: string;
  pathname: string;
  /** Client callers are held to the client rules (profile image must be base64). */
  isClient: boolean;
  now: number;
  /** POST /users: the user is being created, so a password needs no primary e-mail yet. */
  creating?: boolean;
  /** Where an uploaded profile image is hosted (EmulatorContext.imageStorage); absent: it keeps its data: URL. */
  imageStorage?: ImageStorage;
}

/** What a checked update writes: the users-row columns and, when the password changes, its hash. */
export interface PreparedUpdate {
  columns: UserColumnUpdate;
  passwordHash: string | null | undefined;
}

export async function applyUserUpdate(
  db: Database,
  project: ProjectRecord,
  user: UserRecord,
  body: ServerUserUpdateBody,
  request: UpdateRequest,
): Promise<void> {
  const prepared = await prepareUserUpdate(db, project, user, body, request);
  try {
    await db.transaction((tx) => writeUserUpdate(tx, project, user, body, prepared, request.now));
  } catch (error) {
    throw asEmailConflict(error, body.primary_email);
  }
}

/** A unique violation on the auth e-mail index (a concurrent writer) reads as USER_EMAIL_ALREADY_EXISTS. */
export function asEmailConflict(error: unknown, email: string | null | undefined): unknown {
  if (isUniqueViolation(error) && email) return new KnownErrors.UserEmailAlreadyExists({ email, would_work_if_email_was_verified: false });
  return error;
}

/** Every check of PROTOCOL.md §5.9 that needs no write; throws the documented error of the first failure. */
export async function prepareUserUpdate(
  db: Queryable,
  project: ProjectRecord,
  user: UserRecord,
  body: ServerUserUpdateBody,
  request: UpdateRequest,
): Promise<PreparedUpdate> {
  const config = project.config;
  const channels = await getChannels(db, user.id);
  const currentPrimary = primaryChannel(channels);

  checkProfileImage(body.profile_image_url, request.isClient);
  if (body.totp_secret_base64 != null && !BARE_BASE64_RE.test(body.totp_secret_base64)) {
    const message = formatSchemaErrors(request.method, request.pathname, ['body.totp_secret_base64 is not valid base64']);
    throw new KnownErrors.SchemaError({ message }, message);
  }
  if (body.otp_auth_enabled === true && !config.magic_link_enabled) throw new StatusError(400, 'OTP auth not enabled in the project');
  if (body.passkey_auth_enabled === true) {
    throw new StatusError(400, 'Cannot manually enable passkey auth, it is enabled iff there is a passkey auth method');
  }
  if (body.password !== undefined && body.password_hash !== undefined) {
    throw new StatusError(400, 'Cannot set both password and password_hash at the same time.');
  }
  if (body.password_hash !== undefined && !isSupportedPasswordHash(body.password_hash)) {
    throw new StatusError(400, "Invalid password hash. Make sure it's a supported algorithm in Modular Crypt Format.");
  }
  const restrictedByAdmin = body.restricted_by_admin ?? user.restricted_by_admin;
  if (!restrictedByAdmin && body.restricted_by_admin_reason != null) {
    throw new StatusError(400, 'restricted_by_admin_reason requires restricted_by_admin=true');
  }
  if (!restrictedByAdmin && body.restricted_by_admin_private_details != null) {
    throw new StatusError(400, 'restricted_by_admin_private_details requires restricted_by_admin=true');
  }
  if (body.is_anonymous === true && !user.is_anonymous) throw new StatusError(400, 'Cannot make a non-anonymous user anonymous');
  const resultingEmail = body.primary_email === undefined ? (currentPrimary?.value ?? null) : body.primary_email;
  if (body.primary_email_auth_enabled === true && resultingEmail === null) {
    throw new StatusError(400, 'primary_email_auth_enabled cannot be true without primary_email');
  }
  if (body.primary_email_verified === true && resultingEmail === null) {
    throw new StatusError(400, 'primary_email_verified cannot be true without primary_email');
  }
  if (body.selected_team_id != null && !(await isTeamMember(db, body.selected_team_id, user.id))) {
    throw new KnownErrors.TeamMembershipNotFound({ team_id: body.selected_team_id, user_id: user.id });
  }
  let passwordHash: string | null | undefined;
  if (body.password !== undefined) {
    if (body.password !== null && user.password_hash === null && !config.credential_enabled) {
      throw new StatusError(400, 'Password auth not enabled in the project');
    }
    // The real server fails with an internal error here on PATCH (PROTOCOL.md §5.9); creation allows it.
    if (body.password !== null && resultingEmail === null && !request.creating) throw new Error('Cannot set a password on a user without a primary email');
    passwordHash = body.password === null ? null : await hashPassword(body.password);
  } else if (body.password_hash !== undefined) {
    passwordHash = body.password_hash;
  }
  // Last: an upload is stored only once every check has passed.
  const profileImageUrl = await hostImage({ db, storage: request.imageStorage, projectId: project.id, folder: 'user-profile-images', now: request.now }, body.profile_image_url);

  const columns: UserColumnUpdate = {
    display_name: body.display_name === undefined ? undefined : body.display_name || null,
    profile_image_url: profileImageUrl,
    client_metadata: body.client_metadata,
    client_read_only_metadata: body.client_read_only_metadata,
    server_metadata: body.server_metadata,
    selected_team_id: body.selected_team_id,
    totp_secret_base64: body.totp_secret_base64,
    otp_auth_enabled: body.otp_auth_enabled,
    password_hash: passwordHash,
    restricted_by_admin: body.restricted_by_admin,
    restricted_by_admin_reason: body.restricted_by_admin === false ? null : body.restricted_by_admin_reason,
    restricted_by_admin_private_details: body.restricted_by_admin === false ? null : body.restricted_by_admin_private_details,
    country_code: body.country_code === undefined ? undefined : (body.country_code?.toUpperCase() ?? null),
    risk_scores: body.risk_scores,
  };
  if (body.is_anonymous === false && user.is_anonymous) {
    columns.is_anonymous = false;
    columns.signed_up_at_millis = request.now;
  }
  return { columns, passwordHash };
}

/** The writes of a prepared update, inside the caller's transaction. */
export async function writeUserUpdate(
  tx: Queryable,
  project: ProjectRecord,
  user: UserRecord,
  body: ServerUserUpdateBody,
  prepared: PreparedUpdate,
  now: number,
): Promise<void> {
  await updateUserColumns(tx, user.id, prepared.columns);
  await applyPrimaryEmail(tx, project, user, body, now);
  if (prepared.passwordHash !== undefined) await deleteUserSessions(tx, user.id);
  // Turning passkey auth off removes the passkey; it is on iff one is registered (§5.9).
  if (body.passkey_auth_enabled === false) await deletePasskey(tx, user.id);
  // Recovery codes stand in for this authenticator only: turning it off or replacing it ends them.
  if (body.totp_secret_base64 !== undefined && body.totp_secret_base64 !== user.totp_secret_base64) await deleteRecoveryCodes(tx, user.id);
}

/** Primary-email rules of PROTOCOL.md §5.9. */
async function applyPrimaryEmail(tx: Queryable, project: ProjectRecord, user: UserRecord, body: ServerUserUpdateBody, now: number): Promise<void> {
  const channels = await getChannels(tx, user.id);
  const current = primaryChannel(channels);
  let target = current;
  if (body.primary_email === null) {
    if (current) await demoteChannel(tx, current.id);
    return;
  }
  if (body.primary_email !== undefined) {
    const value = normalizeEmail(body.primary_email);
    const existing = channels.find((ch) => ch.type === 'email' && ch.value === value) ?? null;
    // A new address, or another of the user's channels, becomes primary (with no channel at all, both are null).
    if (existing === null || existing.id !== current?.id) {
      if (current) await demoteChannel(tx, current.id);
      const usedForAuth = body.primary_email_auth_enabled ?? existing?.used_for_auth ?? current?.used_for_auth ?? false;
      if (usedForAuth) await assertEmailFree(tx, project.id, user.id, value, body.primary_email);
      if (existing) {
        await promoteChannel(tx, existing.id, usedForAuth);
        target = { ...existing, is_primary: true, used_for_auth: usedForAuth };
      } else {
        const id = await insertChannel(tx, { project_id: project.id, user_id: user.id, value, is_primary: true, is_verified: body.primary_email_verified ?? false, used_for_auth: usedForAuth }, now);
        target = { id, project_id: project.id, user_id: user.id, type: 'email', value, is_primary: true, is_verified: body.primary_email_verified ?? false, used_for_auth: usedForAuth, created_at_millis: now };
      }
    }
  }
  if (!target) return;
  if (body.primary_email_auth_enabled === true && !target.used_for_auth) {
    await assertEmailFree(tx, project.id, user.id, target.value, target.value);
  }
  if (body.primary_email_verified !== undefined || body.primary_email_auth_enabled !== undefined) {
    await setChannelFlags(tx, target.id, { isVerified: body.primary_email_verified ?? null, usedForAuth: body.primary_email_auth_enabled ?? null });
  }
}

async function assertEmailFree(tx: Queryable, projectId: string, userId: string, value: string, shownEmail: string): Promise<void> {
  if (await usedForAuthByOther(tx, projectId, userId, value)) throw new KnownErrors.UserEmailAlreadyExists({ email: shownEmail, would_work_if_email_was_verified: false });
}
