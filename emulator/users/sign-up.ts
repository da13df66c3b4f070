// The one sign-up path: password, code (OTP / magic link), anonymous, OAuth and server-created (POST /users)
// users all become users here, so the personal team and the anonymous upgrade follow one rule.
//
// The rule, as the real API behaves (stack-auth apps/backend/src/app/api/latest/users/crud.tsx:
// getPersonalTeamDisplayName, createPersonalTeamIfEnabled and the anonymous branch of onUpdate; every sign-up
// goes through lib/users.tsx createOrUpgradeAnonymousUserWithoutRules, i.e. the users CRUD create or update):
// - A new user gets, when the project has `create_team_on_sign_up`, a personal team made like `POST /teams`
//   with `creator_user_id` (the creator joins with the creator defaults), which it then selects (POST
//   /teams itself selects nothing), named
//   `<display name>'s Team`, else `<primary e-mail>'s Team`, else `Personal Team` (so an anonymous user's
//   team is `Personal Team`).
// - An anonymous caller who signs up (password, code or OAuth) is upgraded in place, same id; its teams
//   still named `Personal Team` are renamed by the same rule from the names the upgrade writes.
import type { Database, Queryable } from '../db/database';
import type { ProjectRecord } from '../projects/store';
import { createTeam, renameMemberTeams } from '../teams/store';
import { demotePrimaryChannels, insertChannel } from '../contact-channels/store';
import { insertUser, selectTeam, updateUserColumns, type NewUser, type UserRecord } from './store';

/** The name a personal team gets before its owner has a name or an e-mail. */
export const DEFAULT_PERSONAL_TEAM_NAME = 'Personal Team';

/** The names a personal team is named after. */
export interface TeamOwnerNames {
  display_name?: string | null;
  primary_email?: string | null;
}

export function personalTeamName(owner: TeamOwnerNames): string {
  if (owner.display_name) return `${owner.display_name}'s Team`;
  if (owner.primary_email) return `${owner.primary_email}'s Team`;
  return DEFAULT_PERSONAL_TEAM_NAME;
}

export interface SignUp {
  /** The signed-in caller: an anonymous one is upgraded in place; anyone else (or nobody) gets a new user. */
  caller: UserRecord | null;
  /** The new user's fields; `primary_email` is normalized already. */
  user: NewUser & { otp_auth_enabled?: boolean };
  /** Writes of the caller's own on a new user before its personal team (POST /users: its body's fields). */
  write?: (db: Queryable, userId: string) => Promise<void>;
  /** The names the team follows when `write` sets them (POST /users); `user` otherwise. */
  owner?: TeamOwnerNames;
  /** The sign-up request's country (net/end-user.ts); an upgraded anonymous user keeps its own if it has one. */
  countryCode?: string | null;
}

export interface SignedUp {
  userId: string;
  /** True when an anonymous caller became this user. */
  upgraded: boolean;
}

/** Creates the user (or upgrades the anonymous caller) with its personal team; run it inside the caller's transaction. */
export async function signUp(db: Queryable, project: ProjectRecord, request: SignUp, now: number): Promise<SignedUp> {
  const { caller, user } = request;
  const countryCode = request.countryCode ?? undefined;
  if (caller?.is_anonymous) {
    await upgradeAnonymous(db, project, caller, user, now);
    if (countryCode && caller.country_code === null) await updateUserColumns(db, caller.id, { country_code: countryCode });
    return { userId: caller.id, upgraded: true };
  }
  const userId = await insertUser(db, project.id, user, now);
  if (user.otp_auth_enabled || countryCode) await updateUserColumns(db, userId, { otp_auth_enabled: user.otp_auth_enabled || undefined, country_code: countryCode });
  if (request.write) await request.write(db, userId);
  if (project.config.create_team_on_sign_up) {
    await selectTeam(db, userId, await createTeam(db, project, { display_name: personalTeamName(request.owner ?? user) }, userId, now));
  }
  return { userId, upgraded: false };
}

/** signUp in a transaction of its own. */
export function signUpAtomically(db: Database, project: ProjectRecord, request: SignUp, now: number): Promise<SignedUp> {
  return db.transaction((tx) => signUp(tx, project, request, now));
}

async function upgradeAnonymous(db: Queryable, project: ProjectRecord, caller: UserRecord, user: SignUp['user'], now: number): Promise<void> {
  await updateUserColumns(db, caller.id, {
    is_anonymous: false,
    signed_up_at_millis: now,
    password_hash: user.password_hash ?? undefined,
    otp_auth_enabled: user.otp_auth_enabled,
    display_name: user.display_name ?? undefined,
  });
  const email = user.primary_email;
  if (email) {
    await demotePrimaryChannels(db, caller.id);
    await insertChannel(
      db,
      {
        project_id: project.id,
        user_id: caller.id,
        value: email,
        is_primary: true,
        is_verified: user.primary_email_verified ?? false,
        used_for_auth: user.primary_email_auth_enabled ?? false,
      },
      now,
    );
  }
  const renamed = personalTeamName(user);
  if (renamed !== DEFAULT_PERSONAL_TEAM_NAME) await renameMemberTeams(db, project.id, caller.id, DEFAULT_PERSONAL_TEAM_NAME, renamed);
}
