// Changing and deleting a server user (PROTOCOL.md §5.9): `update` with every server field, and the official
// SDK's one-field shorthands. The user object is a snapshot: read the user again to see a change.
import type { Json } from '../../../../protocol/schema';
import { serverUserUpdateBody, type ServerUserUpdateOptions } from './body';
import type { ServerUserContext } from './context';

export interface ServerUserProfileMethods {
  /** PATCH /users/{id} with the given fields only (USER_EMAIL_ALREADY_EXISTS, TEAM_MEMBERSHIP_NOT_FOUND, text 400s). */
  update(options: ServerUserUpdateOptions): Promise<void>;
  /** Deletes the user with their sessions, memberships and contact channels. */
  delete(): Promise<void>;
  setDisplayName(displayName: string | null): Promise<void>;
  setClientMetadata(metadata: Json): Promise<void>;
  setClientReadOnlyMetadata(metadata: Json): Promise<void>;
  setServerMetadata(metadata: Json): Promise<void>;
  /** A new address becomes primary (unverified unless `verified`); null leaves the user without one. */
  setPrimaryEmail(email: string | null, options?: { verified?: boolean }): Promise<void>;
  /** Sets the password without the old one; every session of the user ends. */
  setPassword(options: { password: string }): Promise<void>;
}

export function serverUserProfileMethods(ctx: ServerUserContext): ServerUserProfileMethods {
  const update = async (options: ServerUserUpdateOptions): Promise<void> => {
    await ctx.api.users.update(ctx.userId, serverUserUpdateBody(options));
  };
  return {
    update,
    delete: () => ctx.api.users.delete(ctx.userId),
    setDisplayName: (displayName) => update({ displayName }),
    setClientMetadata: (clientMetadata) => update({ clientMetadata }),
    setClientReadOnlyMetadata: (clientReadOnlyMetadata) => update({ clientReadOnlyMetadata }),
    setServerMetadata: (serverMetadata) => update({ serverMetadata }),
    setPrimaryEmail: (primaryEmail, options = {}) =>
      update({ primaryEmail, ...(options.verified === undefined ? {} : { primaryEmailVerified: options.verified }) }),
    setPassword: ({ password }) => update({ password }),
  };
}
