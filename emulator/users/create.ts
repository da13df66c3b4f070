// POST /users (PROTOCOL.md §5.9): a user made by a backend. The body is checked like a PATCH of a user
// that does not exist yet, then the row, its primary e-mail, its linked OAuth accounts and its default
// permissions are written in one transaction. The personal team comes afterwards (see createUser).
import { randomUUID } from 'node:crypto';
import { KnownErrors } from '../../src/protocol/errors';
import type { ServerUserCreateBody, ServerUserWire } from '../../src/protocol/wire/users';
import type { Database, Queryable } from '../db/database';
import { StatusError } from '../http';
import type { ProjectRecord } from '../projects/store';
import { providerConfig } from '../oauth/providers';
import { getUser, insertUser, updateUserColumns, type UserRecord } from './store';
import { addTeamMember, insertTeam } from './teams';
import { asEmailConflict, prepareUserUpdate, writeUserUpdate, type UpdateRequest } from './update';
import { loadUserState, serverUserView } from './views';

type OAuthEntry = NonNullable<ServerUserCreateBody['oauth_providers']>[number];

/** The user as it would be before any body field applies. */
function blankUser(id: string, projectId: string, isAnonymous: boolean, now: number): UserRecord {
  return {
    id,
    project_id: projectId,
    display_name: null,
    profile_image_url: null,
    signed_up_at_millis: now,
    last_active_at_millis: now,
    client_metadata: null,
    client_read_only_metadata: null,
    server_metadata: null,
    password_hash: null,
    otp_auth_enabled: false,
    totp_secret_base64: null,
    selected_team_id: null,
    is_anonymous: isAnonymous,
    restricted_by_admin: false,
    restricted_by_admin_reason: null,
    restricted_by_admin_private_details: null,
    country_code: null,
    risk_scores: { sign_up: { bot: 0, free_trial_abuse: 0 } },
  };
}

/** §5.23's uniqueness rules, among the entries and against the project's existing accounts. */
async function checkOAuthEntries(db: Queryable, project: ProjectRecord, entries: readonly OAuthEntry[]): Promise<void> {
  const seen = new Set<string>();
  for (const entry of entries) {
    if (!providerConfig(project, entry.id)) throw new StatusError(400, `OAuth provider ${entry.id} not found`);
    if (seen.has(entry.id)) throw new StatusError(400, 'The same provider type with sign-in enabled already exists for this user.');
    seen.add(entry.id);
    const taken = await db.query('SELECT 1 FROM oauth_accounts WHERE project_id = $1 AND provider_config_id = $2 AND account_id = $3', [
      project.id,
      entry.id,
      entry.account_id,
    ]);
    if (taken.length > 0) throw new KnownErrors.OauthProviderAccountIdAlreadyUsedForSignIn();
  }
}

async function insertOAuthAccounts(tx: Queryable, projectId: string, userId: string, entries: readonly OAuthEntry[], now: number): Promise<void> {
  for (const entry of entries) {
    await tx.query(
      `INSERT INTO oauth_accounts (id, project_id, user_id, provider_config_id, account_id, email, allow_sign_in, allow_connected_accounts, created_at_millis)
       VALUES ($1, $2, $3, $4, $5, $6, true, true, $7)`,
      [randomUUID(), projectId, userId, entry.id, entry.account_id, entry.email ?? null, now],
    );
  }
}

/** The personal team of create_team_on_sign_up, named after the user's name or e-mail. */
async function createPersonalTeam(db: Queryable, project: ProjectRecord, userId: string, body: ServerUserCreateBody, now: number): Promise<void> {
  const owner = body.display_name || body.primary_email;
  const teamId = await insertTeam(db, project.id, owner ? `${owner}'s Team` : 'Personal Team', now);
  await addTeamMember(db, project.id, teamId, userId, now);
  await updateUserColumns(db, userId, { selected_team_id: teamId });
}

/**
 * Creates the user and answers its server view. As on the real server, that view is built before the
 * personal team exists, so it shows `selected_team: null` although the team is then selected (§5.9).
 */
export async function createUser(db: Database, project: ProjectRecord, body: ServerUserCreateBody, request: UpdateRequest): Promise<ServerUserWire> {
  const { is_anonymous: isAnonymous = false, oauth_providers: oauthEntries = [], ...fields } = body;
  const user = blankUser(randomUUID(), project.id, isAnonymous, request.now);
  const prepared = await prepareUserUpdate(db, project, user, fields, { ...request, creating: true });
  await checkOAuthEntries(db, project, oauthEntries);
  try {
    await db.transaction(async (tx) => {
      await insertUser(tx, project.id, { id: user.id, is_anonymous: isAnonymous }, request.now);
      await writeUserUpdate(tx, project, user, fields, prepared, request.now);
      await insertOAuthAccounts(tx, project.id, user.id, oauthEntries, request.now);
    });
  } catch (error) {
    throw asEmailConflict(error, fields.primary_email);
  }
  const created = await getUser(db, project.id, user.id);
  if (!created) throw new Error('the user just created is gone');
  const view = await serverUserView(db, project, await loadUserState(db, project, created));
  if (project.config.create_team_on_sign_up) await createPersonalTeam(db, project, user.id, body, request.now);
  return view;
}
