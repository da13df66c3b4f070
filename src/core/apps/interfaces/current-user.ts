// The signed-in user's public interface: its data fields plus every action (src/core/apps/current-user.ts builds it).
import type { KnownError } from '../../../protocol/errors/known-error';
import type { Result } from '../../result';
import type { UserAreaMethods } from '../user/methods';
import type { EmailCallbackOptions } from '../shapes/options';
import type { PublicUser, UserUpdateOptions } from '../shapes/user';

export interface CurrentUser extends PublicUser, UserAreaMethods {
  update(options: UserUpdateOptions): Promise<void>;
  signOut(options?: { redirectUrl?: string }): Promise<void>;
  /** Deletes the account (when the project allows client user deletion) and ends the session. */
  delete(): Promise<void>;
  /** Mails a verification link for the primary e-mail (throws when there is none); EMAIL_ALREADY_VERIFIED is answered, not thrown. */
  sendVerificationEmail(options?: EmailCallbackOptions): Promise<KnownError | undefined>;
  /** Changes the password; answers PASSWORD_CONFIRMATION_MISMATCH (wrong old password) or a password-requirements error. Other sessions end. */
  updatePassword(options: { oldPassword: string; newPassword: string }): Promise<KnownError | undefined>;
  /** Gives a user without a password one; answers a password-requirements error. */
  setPassword(options: { password: string }): Promise<KnownError | undefined>;
  /** Registers a passkey (replacing an earlier one): PASSKEY_REGISTRATION_FAILED or PASSKEY_WEBAUTHN_ERROR on failure (PROTOCOL.md §5.4). */
  registerPasskey(options?: { hostname?: string }): Promise<Result<undefined, KnownError>>;
  /** A plain snapshot of the data fields. */
  toPublicUser(): PublicUser;
}
